#!/usr/bin/env bash
# Links on the real binary, checking the library with the commands after:
# Ctrl-] follows [[B]] and Esc comes back, Ctrl-G shows where A links,
# b in the list shows who links to B, and a rename rewrites the link.
set -euo pipefail
name=links
source "$(dirname "$0")/tmux-lib.sh"

"$binary" --data-file "$data" add --title B "the second note" >/dev/null
sleep 0.01
"$binary" --data-file "$data" add --title A "see [[B]]" >/dev/null

start_shell 80 24
keys "$binary --data-file $data" Enter
wait_for 'by modified'
# A is the newest: open it, step back onto the link, follow it.
keys Enter
wait_for 'Title: A'
keys 'M->'  # a note opens at its top: to the end of its body
keys Left Left
keys C-]
wait_for 'Title: B'
wait_for 'the second note'
wait_for '← 1 linked'
keys Escape
wait_for 'Title: A'
# The Links screen of A: nothing links to it, it links to B.
keys C-g
wait_for 'Links: A'
wait_for 'Linked from (0)'
wait_for 'Links to (1)'
screen | grep -q '▸ B' || fail "B is not selected under Links to"
keys Escape
wait_for 'Title: A'
keys Escape
wait_for 'by modified'
# b on B (the second row): A links to it.
keys Down
keys b
wait_for 'Links: B'
wait_for 'Linked from (1)'
screen | grep -q '▸ A' || fail "A is not listed under Linked from"
keys Escape
wait_for 'by modified'
# Rename B to Bee: the question, y, and A's link follows.
keys Enter
wait_for 'Title: B'
keys Tab End C-u
keys -l Bee
keys C-s
wait_for 'Update 1 link to "Bee"? (y/n)'
keys y
wait_for 'by modified'
keys q
wait_for 'shell>'

show=$("$binary" --data-file "$data" show A)
[[ "$show" == *"see [[Bee]]"* ]] || fail "A's link was not rewritten: $show"
links=$("$binary" --data-file "$data" links Bee)
expected_from=$(printf 'Linked from (1)\n')
[[ "$links" == "$expected_from"* ]] || fail "links Bee: $links"
[[ "$links" == *"  A"* ]] || fail "links Bee does not name A: $links"
"$binary" --data-file "$data" links A --json | grep -q '"title": "Bee", "id": "' || fail "links A --json: $("$binary" --data-file "$data" links A --json)"
echo "ok   $name"
