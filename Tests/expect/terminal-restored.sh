#!/usr/bin/env bash
# After every way out — q, Ctrl-C, SIGTERM, SIGHUP, SIGINT, a crash, a start-up
# error — the shell's terminal is back in its normal mode: echo and
# canonical input on, mouse reporting off, and what is typed next shows normally.
set -euo pipefail
name=terminal-restored
source "$(dirname "$0")/tmux-lib.sh"

write_library() {
  printf '{\n  "version" : 1,\n  "notes" : [\n  ],\n  "draft" : null\n}\n' > "$data"
}

# Checks the terminal's mode from inside the shell, then clears the screen.
check_restored() {
  local how=$1
  wait_for 'shell>'
  keys "stty -a | tr ' ' '\\n' | grep -xE -- '-?(echo|icanon)' | tr '\\n' ' '; echo :mode-$how" Enter
  # The output line, not the command line that ends with the same words
  # (on a busy machine the screen can be read between the two).
  local output="^[-a-z]* [-a-z]* :mode-$how"
  wait_for "$output"
  local line
  line=$(screen | grep -- "$output" | tail -n1)
  [[ " $line " == *" echo "* && " $line " == *" icanon "* ]] || fail "after $how the terminal is not restored: $(screen | grep -- ":mode-$how" | tail -n1)"
  # Mouse reporting is off again, so the terminal's own selection works.
  [ "$(tmux -L "$socket" display-message -p -t smoke '#{mouse_any_flag}')" = 0 ] || fail "after $how mouse reporting is still on"
  keys 'clear' Enter
  sleep 0.2
}

start_app() {
  keys "$binary --data-file $data" Enter
  wait_for 'No notes yet'
}

start_shell 100 30
write_library

start_app; keys q; check_restored q
start_app; keys C-c; check_restored ctrl-c
for signal in TERM HUP INT; do
  start_app
  kill -"$signal" "$(app_pid)"
  check_restored "sig$signal"
done
# A crash, as a test harness sees one: a fatal signal.
for signal in SEGV ABRT; do
  start_app
  kill -"$signal" "$(app_pid)"
  check_restored "crash-$signal"
done
echo 'not json' > "$data"
keys "$binary --data-file $data" Enter
wait_for 'notes-tui: cannot read'
check_restored startup-error
echo "ok   $name"
