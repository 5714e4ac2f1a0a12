#!/usr/bin/env bash
# A real Ctrl-Z and fg, in a shell with job control inside tmux: the library
# (with the edit as a draft) is on disk while the process is stopped, and the
# screen comes back after fg.
set -euo pipefail
name=suspend-resume
source "$(dirname "$0")/tmux-lib.sh"

write_shopping_library

start_shell 80 24
keys "$binary --data-file $data" Enter
wait_for 'Shopping'
keys Enter
wait_for 'Edit note'
keys 'M->'  # a note opens at its top: to the end of its body
keys -l ' and eggs'
wait_for 'unsaved'
keys C-z
wait_for 'Stopped'
pid=$(pgrep -f -- "--data-file $data" | head -n1)
[ -n "$pid" ] || fail "no notes-tui process"
state=$(ps -o stat= -p "$pid" | tr -d ' ')
[[ "$state" == T* ]] || fail "process state is '$state' after Ctrl-Z, expected stopped (T)"
library_text | grep -q '"body" *: *"milk and eggs"' || fail "the edit is not on disk while stopped: $(library_text)"
keys 'fg' Enter
wait_for 'Edit note'
wait_for 'milk and eggs'
keys C-s
wait_for '1 note'
keys q
wait_for 'shell>'
grep -q '"draft" *: *null' "$data" || fail "the draft was not cleared by Ctrl-S"
[ ! -e "$(dirname "$data")/.$(basename "$data").draft" ] || fail "the draft file was not removed by Ctrl-S"
grep -q '"body" *: *"milk and eggs"' "$data" || fail "the note was not saved"
# The terminal is back to normal: the shell echoes what is typed.
keys 'echo visible-$((40+2))' Enter
wait_for 'visible-42'
echo "ok   $name"
