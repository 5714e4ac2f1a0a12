#!/usr/bin/env bash
# A real Ctrl-Z and fg, in a shell with job control inside tmux: the library
# (with the edit as a draft) is on disk while the process is stopped, and the
# screen comes back after fg.
set -euo pipefail
binary=$(realpath "$1")
name=suspend-resume
work=$(mktemp -d /tmp/notes-tui-smoke.XXXXXX)
socket="notes-tui-test-$$"
data="$work/notes.json"
cleanup() {
  tmux -L "$socket" kill-server 2>/dev/null || true
  sleep 0.2
  rm -rf "$work" 2>/dev/null || true
}
trap cleanup EXIT

fail() { echo "FAIL $name: $*" >&2; echo "--- screen:" >&2; screen >&2 || true; exit 1; }
screen() { tmux -L "$socket" capture-pane -p -t smoke; }
# Waits until the screen shows $1 (a grep pattern).
wait_for() {
  for _ in $(seq 1 100); do screen | grep -q -- "$1" && return 0; sleep 0.1; done
  fail "expected to see '$1'"
}

cat > "$data" <<JSON
{
  "version" : 1,
  "notes" : [
    {
      "id" : "00000000-0000-4000-8000-000000000001",
      "title" : "Shopping",
      "body" : "milk",
      "created" : "2026-11-21T10:00:00Z",
      "modified" : "2026-11-21T10:00:00Z"
    }
  ],
  "draft" : null
}
JSON

tmux -L "$socket" -f /dev/null new-session -d -s smoke -x 80 -y 24 "env -i HOME=$work PATH=/usr/bin:/bin TERM=xterm-256color LANG=C.UTF-8 HISTFILE=/dev/null PS1='shell> ' bash --norc --noprofile -i"
wait_for 'shell>'
tmux -L "$socket" send-keys -t smoke "$binary --data-file $data" Enter
wait_for 'Shopping'
tmux -L "$socket" send-keys -t smoke Enter
wait_for 'Edit note'
tmux -L "$socket" send-keys -t smoke -l ' and eggs'
wait_for 'unsaved'
tmux -L "$socket" send-keys -t smoke C-z
wait_for 'Stopped'
pid=$(pgrep -f -- "--data-file $data" | head -n1)
[ -n "$pid" ] || fail "no notes-tui process"
state=$(ps -o stat= -p "$pid" | tr -d ' ')
[[ "$state" == T* ]] || fail "process state is '$state' after Ctrl-Z, expected stopped (T)"
grep -q '"body" *: *"milk and eggs"' "$data" || fail "the edit is not on disk while stopped: $(cat "$data")"
tmux -L "$socket" send-keys -t smoke 'fg' Enter
wait_for 'Edit note'
wait_for 'milk and eggs'
tmux -L "$socket" send-keys -t smoke C-s
wait_for '1 note'
tmux -L "$socket" send-keys -t smoke q
wait_for 'shell>'
grep -q '"draft" *: *null' "$data" || fail "the draft was not cleared by Ctrl-S"
grep -q '"body" *: *"milk and eggs"' "$data" || fail "the note was not saved"
# The terminal is back to normal: the shell echoes what is typed.
tmux -L "$socket" send-keys -t smoke 'echo visible-$((40+2))' Enter
wait_for 'visible-42'
echo "ok   $name"
