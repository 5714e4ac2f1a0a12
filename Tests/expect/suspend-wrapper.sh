#!/usr/bin/env bash
# Ctrl-Z under a wrapper — a `make` target and a `sh -c` script, as `make run`
# starts the app — stops the whole job: the shell's prompt comes back at once,
# `fg` resumes the app with its screen, and the wrapper goes on after `q`.
# Likewise when the user's $EDITOR, started with `e`, is the one stopped.
set -euo pipefail
name=suspend-wrapper
source "$(dirname "$0")/tmux-lib.sh"

write_shopping_library
cat > "$work/Makefile" <<MAKE
run:
	$binary --data-file $data
	@echo make-finished
MAKE

# $1: the command that wraps the app; $2: words to type into the note;
# $3: what the wrapper prints after the app quits.
suspend_under() {
  keys "$1" Enter
  wait_for 'Shopping'
  keys Enter
  wait_for 'Edit note'
  keys 'M->'  # a note opens at its top: to the end of its body
  keys -l " $2"
  keys C-z
  wait_for 'Stopped'
  # The app itself, not a wrapper whose command line names the same file.
  pid=$(pgrep -f -- "^$binary --data-file $data" | head -n1)
  [ -n "$pid" ] || fail "no notes-tui process after Ctrl-Z under '$1'"
  expect_job_stopped "$pid"
  # The shell has the terminal: it runs a command while the job is stopped.
  keys 'echo prompt-$((40+2))' Enter
  wait_for 'prompt-42'
  library_text | grep -q "$2" || fail "the edit is not on disk while stopped: $(library_text)"
  keys 'fg' Enter
  wait_for 'Edit note'
  wait_for "$2"
  keys C-s
  wait_for '1 note'
  keys q
  wait_for "$3"
  keys 'clear' Enter
  wait_for 'shell>'
}

# An editor that stops its process group (as Ctrl-Z in vi does), then writes
# when continued.
cat > "$work/editor" <<SCRIPT
#!/bin/sh
kill -TSTP 0
printf 'Shopping\n\nmilk eggs bread\nfrom the editor\n' > "\$1"
SCRIPT
chmod +x "$work/editor"

# $1: the pid of the app; fails unless it and its parent (the wrapper) are stopped.
expect_job_stopped() {
  local pid=$1 wrapper
  for _ in $(seq 1 50); do
    wrapper=$(ps -o ppid= -p "$pid" | tr -d ' ')
    [[ $(ps -o stat= -p "$wrapper" | tr -d ' ') == T* ]] && break
    sleep 0.1
  done
  [[ $(ps -o stat= -p "$wrapper" | tr -d ' ') == T* ]] || fail "the wrapper is not stopped"
  [[ $(ps -o stat= -p "$pid" | tr -d ' ') == T* ]] || fail "the app is not stopped"
}

start_shell 80 24
suspend_under "make -s -C $work run" "eggs" 'make-finished'
suspend_under "sh -c '$binary --data-file $data; echo sh-finished'" "bread" 'sh-finished'
grep -q '"body" *: *"milk eggs bread"' "$data" || fail "the edits were not saved: $(cat "$data")"

keys "EDITOR=$work/editor make -s -C $work run" Enter
wait_for 'Shopping'
keys e
wait_for 'Stopped'
expect_job_stopped "$(pgrep -f -- "^$binary --data-file $data" | head -n1)"
keys 'echo prompt-$((40+3))' Enter
wait_for 'prompt-43'
keys 'fg' Enter
for _ in $(seq 1 100); do grep -q 'from the editor' "$data" && break; sleep 0.1; done
grep -q 'milk eggs bread\\nfrom the editor' "$data" || fail "the editor's text was not saved after fg: $(cat "$data")"
keys q
wait_for 'make-finished'

echo "ok   $name"
