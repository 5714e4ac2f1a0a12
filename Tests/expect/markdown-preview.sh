#!/usr/bin/env bash
# Markdown on the real binary: Ctrl-T toggles a task and Ctrl-S saves it
# (checked with `notes-tui show`); at 130 columns the list shows the
# selected note beside it, and the preview follows a Down key.
set -euo pipefail
name=markdown-preview
source "$(dirname "$0")/tmux-lib.sh"

cat > "$data" <<JSON
{
  "version": 1,
  "notes": [
    {"id": "00000000-0000-4000-8000-000000000001", "title": "Shopping", "body": "# List\n- [ ] milk\nbread",
     "created": "2026-11-21T10:00:00Z", "modified": "2026-11-21T10:03:00Z"},
    {"id": "00000000-0000-4000-8000-000000000002", "title": "Ideas", "body": "**Big** idea #work",
     "created": "2026-11-21T10:00:00Z", "modified": "2026-11-21T10:02:00Z"}
  ],
  "draft": null
}
JSON

start_shell 130 24
keys "$binary --data-file $data" Enter
wait_for 'by modified'
# The preview: the selected note's title and body beside the list.
wait_for '│ Shopping'
wait_for '│ - \[ \] milk'
keys Down
wait_for '│ \*\*Big\*\* idea #work'
screen | grep -q '│ - \[ \] milk' && fail "the preview still shows the first note after Down"
keys Up Enter
wait_for 'Edit note'
keys 'M->'  # a note opens at its top: to the end of its body
# The cursor starts at the body's end ("bread"): up to the task, toggle.
keys Up C-t
wait_for '^- \[x\] milk'
keys C-s
wait_for 'by modified'
for _ in $(seq 1 50); do
  "$binary" --data-file "$data" show Shopping | grep -q -- '- \[x\] milk' && break
  sleep 0.1
done
"$binary" --data-file "$data" show Shopping | grep -q -- '- \[x\] milk' \
  || fail "show does not print the toggled task: $("$binary" --data-file "$data" show Shopping)"
keys q
wait_for 'shell>'
echo "ok   $name"
