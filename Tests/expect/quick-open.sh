#!/usr/bin/env bash
# Quick open on the real binary: notes made with `add`, Ctrl-P from the list,
# a fuzzy query ranks the word-start match first with its letters
# highlighted, Enter opens it; from that note Ctrl-P and Enter open another
# over it, and Esc comes back to the first.
set -euo pipefail
name=quick-open
source "$(dirname "$0")/tmux-lib.sh"

"$binary" --data-file "$data" add --title "Quarterly overview" "numbers" >/dev/null
"$binary" --data-file "$data" add --title "Aquatic plant notes" "ferns" >/dev/null
"$binary" --data-file "$data" add --title "Quick open design" "palette" >/dev/null
"$binary" --data-file "$data" add --title "Groceries" "milk" >/dev/null

# The letters drawn bold on screen row $1 (1-based), in order: the
# highlighted matches (with colour or without, they are bold).
bold_letters() {
  tmux -L "$socket" capture-pane -e -p -t smoke | sed -n "$1p" | python3 -c '
import re, sys
line, bold, out = sys.stdin.read(), False, ""
for part in re.split(r"(\x1b\[[0-9;]*m)", line):
    if part.startswith("\x1b["):
        codes = part[2:-1].split(";") if part[2:-1] else ["0"]
        for code in codes:
            if code in ("0", "22"): bold = False
            elif code == "1": bold = True
    elif bold:
        out += part
print(out)'
}

start_shell 80 24
keys "$binary --data-file $data" Enter
wait_for 'by modified'
keys C-p
wait_for 'Quick open.*4 notes'
keys -l qo
wait_for '3 of 4'
row3=$(screen | sed -n 3p)
case "$row3" in "▸ Quick open design"*) ;; *) fail "top row is '$row3', expected Quick open design" ;; esac
[ "$(bold_letters 3)" = "Qo" ] || fail "highlighted on the top row: '$(bold_letters 3)', expected 'Qo'"
screen | sed -n 4p | grep -q 'Quarterly overview' || fail "Quarterly overview is not second"
keys Enter
wait_for 'Title: Quick open design'
keys 'M->'  # a note opens at its top: to the end of its body
# From the note: quick open saves it, then pushes the other note over it;
# Esc comes back to it, saved.
keys -l ' typed'
keys C-p
wait_for 'Open:'
keys -l grc
wait_for '1 of 4'
keys Enter
wait_for 'Title: Groceries'
keys Escape
wait_for 'Title: Quick open design'
wait_for 'palette typed'
keys Escape
wait_for 'by modified'
"$binary" show --data-file "$data" 'Quick open design' | grep -q 'palette typed' || fail "the note was not saved before quick open"

keys q
wait_for 'shell>'
