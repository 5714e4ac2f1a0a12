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
# $1: the note's id number; $2: FIELD=VALUE its JSON object must hold, as
# Python prints it (None when absent); VALUE "set" means present.
note_has() {
  python3 - "$data" "00000000-0000-4000-8000-00000000000$1" "$2" <<'PY' || fail "note $1 does not have $2: $(cat "$data")"
import json, sys
path, id, field = sys.argv[1:]
note = next(n for n in json.load(open(path))["notes"] if n["id"] == id)
key, _, value = field.partition("=")
actual = note.get(key)
sys.exit(0 if str(actual) == value or (value == "set" and actual is not None) else 1)
PY
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
note_has 3 pinned=True
# Clear the filter, delete Shopping (now second), undo, delete it again.
keys Escape
wait_for '1/3 notes'
keys Down d
wait_for 'Delete "Shopping"'
keys y
wait_for 'to the trash · u undo'
note_has 1 trashed=set
keys u
wait_for 'Restored "Shopping"'
note_has 1 trashed=None
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
note_has 1 trashed=None
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
note_has 3 pinned=True
echo "ok   $name"
