#!/usr/bin/env bash
# The filter's operators on the real binary (CONTRACT §13): an exclusion,
# a phrase and a regex narrow the list, what matched is drawn bold (the
# match colour), a bad regex says why in the footer, and `search` reads
# the same query, exiting 64 for one it cannot read.
set -euo pipefail
name=search-operators
source "$(dirname "$0")/tmux-lib.sh"

"$binary" --data-file "$data" add --title "Shop hours" "open till six" >/dev/null
"$binary" --data-file "$data" add --title "Trip ideas" "a cafe by the sea" >/dev/null
"$binary" --data-file "$data" add --title "Shopping list" "milk and tea" >/dev/null

# The characters drawn bold on screen row $1 (1-based), in order.
bold_text() {
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
keys -l '/shop -hours'
wait_for '1/1 of 3 notes'
screen | sed -n 3p | grep -q 'Shopping list' || fail "the exclusion did not leave Shopping list"
keys C-u
keys -l '"milk and" /t.a/'
wait_for '1/1 of 3 notes'
# The title is bold; the phrase and the regex's match in the body too.
[ "$(bold_text 3)" = "Shopping listmilk andtea" ] || fail "bold on row 3: '$(bold_text 3)'"
keys C-u
keys -l '/a(/'
wait_for 'bad regex /a(/: a ( is not closed by )'
keys C-u
keys -l 'cafe -title:shop'
wait_for '1/1 of 3 notes'
screen | sed -n 3p | grep -q 'Trip ideas' || fail "cafe -title:shop did not find Trip ideas"
keys Enter Enter
wait_for 'Title: Trip ideas'
keys Escape
wait_for 'Enter open'
keys q
wait_for 'shell>'

out=$("$binary" --data-file "$data" search '"milk and"' -title:trip)
case "$out" in *"Shopping list") ;; *) fail "search printed '$out'" ;; esac
status=0
"$binary" --data-file "$data" search '/a(/' 2>"$work/err" || status=$?
[ "$status" -eq 64 ] || fail "search /a(/ exited $status, not 64"
grep -qx 'notes-tui: bad regex /a(/: a ( is not closed by )' "$work/err" || fail "stderr: $(cat "$work/err")"
echo "PASS $name"
