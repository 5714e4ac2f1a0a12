#!/usr/bin/env bash
# After every way out — q, Ctrl-C, SIGTERM, SIGHUP, SIGINT, a start-up
# error — the shell's terminal is back in its normal mode: echo and
# canonical input on, and what is typed next shows normally.
set -euo pipefail
binary=$(realpath "$1")
name=terminal-restored
work=$(mktemp -d /tmp/notes-tui-smoke.XXXXXX)
socket="notes-tui-test-$$"
data="$work/notes.json"
cleanup() {
  tmux -L "$socket" kill-server 2>/dev/null || true
  sleep 0.2
  rm -rf "$work" 2>/dev/null || true
}
trap cleanup EXIT

screen() { tmux -L "$socket" capture-pane -p -t smoke; }
fail() { echo "FAIL $name: $*" >&2; echo "--- screen:" >&2; screen >&2 || true; exit 1; }
wait_for() {
  for _ in $(seq 1 100); do screen | grep -q -- "$1" && return 0; sleep 0.1; done
  fail "expected to see '$1'"
}
keys() { tmux -L "$socket" send-keys -t smoke "$@"; }
app_pid() { pgrep -f -- "--data-file $data" | head -n1; }

write_library() {
  printf '{\n  "version" : 1,\n  "notes" : [\n  ],\n  "draft" : null\n}\n' > "$data"
}

# Checks the terminal's mode from inside the shell, then clears the screen.
check_restored() {
  local how=$1
  wait_for 'shell>'
  keys "stty -a | tr ' ' '\\n' | grep -xE -- '-?(echo|icanon)' | tr '\\n' ' '; echo :mode-$how" Enter
  wait_for ":mode-$how"
  local line
  line=$(screen | grep -- ":mode-$how" | tail -n1)
  [[ " $line " == *" echo "* && " $line " == *" icanon "* ]] || fail "after $how the terminal is not restored: $(screen | grep -- ":mode-$how" | tail -n1)"
  keys 'clear' Enter
  sleep 0.2
}

start_app() {
  keys "$binary --data-file $data" Enter
  wait_for 'No notes yet'
}

tmux -L "$socket" -f /dev/null new-session -d -s smoke -x 100 -y 30 \
  "env -i HOME=$work PATH=/usr/bin:/bin TERM=xterm-256color LANG=C.UTF-8 HISTFILE=/dev/null PS1='shell> ' bash --norc --noprofile -i"
wait_for 'shell>'
write_library

start_app; keys q; check_restored q
start_app; keys C-c; check_restored ctrl-c
for signal in TERM HUP INT; do
  start_app
  kill -"$signal" "$(app_pid)"
  check_restored "sig$signal"
done
echo 'not json' > "$data"
keys "$binary --data-file $data" Enter
wait_for 'notes-tui: cannot read'
check_restored startup-error
echo "ok   $name"
