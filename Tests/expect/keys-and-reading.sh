#!/usr/bin/env bash
# Issue 38 on the real binary: a [keys] table's key works and the footer
# says it; v reads a note read-only and full screen; a note opens at its
# top; [[ offers titles and Tab completes the link, saved as typed.
set -euo pipefail
name=keys-and-reading
source "$(dirname "$0")/tmux-lib.sh"

"$binary" --data-file "$data" add --title Shopping "milk and eggs" >/dev/null
sleep 0.01
"$binary" --data-file "$data" add --title Plan "# Week
first line" >/dev/null
config="$work/config.toml"
printf '[keys]\n"list.new" = "a"\n' > "$config"

start_shell 80 24
keys "$binary --data-file $data --config $config" Enter
wait_for 'a new'
screen | tail -n1 | grep -q 'n new' && fail "the footer still names n"
# v: Plan, read only, its heading drawn, then back.
keys v
wait_for 'Read only'
wait_for '^ # Week'
keys Escape
wait_for 'a new'
# Enter: Plan opens at its top; [[ at the end offers Shopping.
keys Enter
wait_for 'Title: Plan'
keys -l 'X'
wait_for '^X# Week'
keys BSpace 'M->'
keys -l ' [[Sh'
wait_for 'Tab/Enter complete'
wait_for '▸ Shopping'
keys Tab
wait_for 'first line \[\[Shopping\]\]'
keys C-s
wait_for 'a new'
"$binary" show --data-file "$data" Plan | grep -q 'first line \[\[Shopping\]\]' || fail "the completed link was not saved"
# a: the new key opens a new note; n does nothing.
keys n
sleep 0.3
screen | grep -q 'New note' && fail "n still opened a new note"
keys a
wait_for 'New note'
keys Escape
wait_for 'a new'
keys q
wait_for 'shell>'
echo "ok   $name"
