#!/usr/bin/env bash
# The terminal closes while the user's editor is open, after it saved: the
# editor dies of SIGHUP and notes-tui gets SIGHUP too. What the editor wrote
# must end up in the library (here, as the draft), not vanish with the
# temporary file.
set -euo pipefail
name=editor-hangup
source "$(dirname "$0")/tmux-lib.sh"

write_shopping_library

# An "editor" that saves, then waits as a person reading would.
cat > "$work/editor" <<SCRIPT
#!/bin/sh
printf 'Shopping\n\nmilk\nwritten in the editor\n' > "\$1"
touch "$work/editor-saved"
exec sleep 60
SCRIPT
chmod +x "$work/editor"

start_shell 80 24
keys "EDITOR=$work/editor $binary --data-file $data" Enter
wait_for 'Shopping'
keys e
for _ in $(seq 1 200); do [ -e "$work/editor-saved" ] && break; sleep 0.1; done
[ -e "$work/editor-saved" ] || fail "the editor never ran"
pid=$(app_pid)
[ -n "$pid" ] || fail "no notes-tui process"
# Close the terminal: the pane and its processes get SIGHUP.
tmux -L "$socket" kill-server
for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
kill -0 "$pid" 2>/dev/null && fail "notes-tui still runs after the terminal closed"
draft_file="$(dirname "$data")/.$(basename "$data").draft"
grep -q 'written in the editor' "$draft_file" || fail "the editor's text is not kept as the draft: $(cat "$draft_file" "$data")"
grep -q '"body" *: *"milk"' "$data" || fail "the note itself changed without a save: $(cat "$data")"
leftover=$(find "$work" -name '.notes-tui-edit-*' | head -n1)
[ -z "$leftover" ] || fail "the temporary file was left behind: $leftover"
echo "ok $name"
