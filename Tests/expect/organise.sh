#!/usr/bin/env bash
# Organising on the real binary, checking the file after each step:
# tag → filter → pin → delete → undo → trash → restore.
set -euo pipefail
name=organise
source "$(dirname "$0")/tmux-lib.sh"

cat > "$data" <<JSON
{
  "version": 1,
  "notes": [
    {"id": "00000000-0000-4000-8000-000000000001", "title": "Shopping", "body": "milk #home",
     "created": "2026-11-21T10:00:00Z", "modified": "2026-11-21T10:03:00Z"},
    {"id": "00000000-0000-4000-8000-000000000002", "title": "Standup", "body": "#work/meetings notes",
     "created": "2026-11-21T10:00:00Z", "modified": "2026-11-21T10:02:00Z"},
    {"id": "00000000-0000-4000-8000-000000000003", "title": "Roadmap", "body": "#work plans",
     "created": "2026-11-21T10:00:00Z", "modified": "2026-11-21T10:01:00Z"}
  ],
  "draft": null
}
JSON
# The JSON object of note number $1, as saved (one field a line).
note_block() {
  awk -v id="00000000-0000-4000-8000-00000000000$1" 'index($0, id) {on = 1} on {print} on && /}/ {exit}' "$data"
}
# Waits until note $1 has (note_has) or lacks (note_lacks) a line matching
# $2: the save comes right after the frame that shows the change.
note_has() {
  for _ in $(seq 1 50); do note_block "$1" | grep -q -- "$2" && return 0; sleep 0.1; done
  fail "note $1 has no '$2': $(cat "$data")"
}
note_lacks() {
  for _ in $(seq 1 50); do note_block "$1" | grep -q -- "$2" || return 0; sleep 0.1; done
  fail "note $1 still has '$2': $(cat "$data")"
}

start_shell 80 24
keys "$binary --data-file $data" Enter
wait_for 'by modified'
# Tags: the nested tag is under its parent; Enter filters the list by it.
keys t
wait_for '#meetings'
keys -l work
keys Enter
wait_for 'Filter: #work'
wait_for '1/2 of 3 notes'
screen | grep -q 'Shopping' && fail "the #work filter shows Shopping"
# Pin the second match (Roadmap): it moves to the top, marked.
keys Down p
wait_for 'Pinned "Roadmap"'
wait_for '▸•Roadmap'
note_has 3 '"pinned": true'
# Clear the filter, delete Shopping (now second), undo, delete it again.
keys Escape
wait_for '1/3 notes'
keys Down d
wait_for 'Delete "Shopping"'
keys y
wait_for 'to the trash · u undo'
note_has 1 '"trashed": "'
keys u
wait_for 'Restored "Shopping"'
note_lacks 1 '"trashed"'
keys d y
wait_for 'to the trash · u undo'
# The trash: read it, restore it, back to the list.
keys T
wait_for 'Trash'
wait_for 'Shopping'
keys Enter
wait_for 'milk #home'
# (Esc and the next key apart: together they would read as Alt-r.)
keys Escape
wait_for 'r restore'
keys r
wait_for 'Restored "Shopping" to the list'
note_lacks 1 '"trashed"'
keys Escape
wait_for '3 notes'
# Sort by title: the pinned note stays first; remembered after a restart.
keys s s
wait_for 'by title'
keys q
wait_for 'shell>'
[ -f "$work/.notes.json.view" ] || fail "the sort was not remembered beside the library"
keys "$binary --data-file $data" Enter
wait_for 'by title'
row=$(screen | sed -n 2p)
[[ "$row" == *Roadmap* ]] || fail "the pinned note is not first after a restart: $row"
keys q
wait_for 'shell>'
note_has 3 '"pinned": true'
echo "ok   $name"
