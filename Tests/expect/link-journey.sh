#!/usr/bin/env bash
# One run through what links and reading well are for, on the real binary:
# follow a [[link]], come back, see its backlinks, jump with quick open,
# tick a task — then the library, read with the commands, holds each step.
set -euo pipefail
name=link-journey
source "$(dirname "$0")/tmux-lib.sh"

printf -- "- [ ] milk\n- [ ] bread" | "$binary" --data-file "$data" add --title "Groceries" >/dev/null
sleep 0.01
"$binary" --data-file "$data" add --title "Plan" "buy things: [[Groceries]]" >/dev/null

start_shell 100 24
keys "$binary --data-file $data" Enter
wait_for 'by modified'
# Plan is the newest: open it, step onto the link, follow it.
keys Enter
wait_for 'Title: Plan'
keys 'M->'  # a note opens at its top: to the end of its body
keys Left Left
keys C-]
wait_for 'Title: Groceries'
wait_for '← 1 linked'
# Back to the note we came from.
keys Escape
wait_for 'Title: Plan'
keys Escape
wait_for 'by modified'
# The backlinks of Groceries (second row), from the list.
keys Down
keys b
wait_for 'Links: Groceries'
wait_for 'Linked from (1)'
screen | grep -q '▸ Plan' || fail "Plan is not listed as linking to Groceries"
keys Escape
wait_for 'by modified'
# Quick open straight to Groceries, and tick its first task.
keys C-p
wait_for 'Open:'
keys -l gro
wait_for '1 of 2'
keys Enter
wait_for 'Title: Groceries'
keys C-Home
keys C-t
wait_for '\- \[x\] milk'
keys C-s
wait_for 'by modified'
keys q
wait_for 'shell>'

body=$("$binary" --data-file "$data" show Groceries)
[[ "$body" == *"- [x] milk"* && "$body" == *"- [ ] bread"* ]] || fail "the task was not ticked on disk: $body"
links=$("$binary" --data-file "$data" links Groceries --json)
[[ "$links" == *'"Plan"'* ]] || fail "links Groceries does not name Plan: $links"
echo "ok   $name"
