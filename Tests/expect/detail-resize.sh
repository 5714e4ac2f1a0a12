#!/usr/bin/env bash
# Note detail in a real terminal (tmux): a long note opens with its view
# full, shrinking and growing the window shows as much as fits again (title
# from its start), and Ctrl-Home / Ctrl-End, Alt-< / Alt-> reach the start
# and end of the body.
set -euo pipefail
name=detail-resize
source "$(dirname "$0")/tmux-lib.sh"

body=$(seq -f 'line %g' 1 60 | awk 'BEGIN { ORS = "" } { if (NR > 1) printf "\\n"; print }')
cat > "$data" <<JSON
{
  "version" : 1,
  "notes" : [
    {
      "id" : "00000000-0000-4000-8000-000000000001",
      "title" : "A title of forty columns, it fits.",
      "body" : "$body",
      "created" : "2026-11-21T10:00:00Z",
      "modified" : "2026-11-21T10:00:00Z"
    }
  ],
  "draft" : null
}
JSON

resize() { tmux -L "$socket" resize-window -t smoke -x "$1" -y "$2"; }
# Body row N (1 = the first under the title's rule) as shown.
body_row() { screen | sed -n "$(( $1 + 3 ))p" | sed 's/ *$//'; }

start_shell 100 30
keys "$binary --data-file $data" Enter
wait_for 'A title of forty'
keys Enter
keys 'M->'  # a note opens at its top: to the end of its body
wait_for 'line 60'
# 26 body rows, all text: lines 35–60.
[ "$(body_row 1)" = "line 35" ] || fail "a long note opens with '$(body_row 1)' on top, expected 'line 35'"
keys Tab End
resize 30 10
wait_for 'Esc back'
resize 100 30
wait_for 'F1 help'
[ "$(body_row 1)" = "line 35" ] || fail "after shrinking and growing back, '$(body_row 1)' is on top, expected 'line 35'"
screen | grep -q '^Title: A title of forty columns, it fits\.' || fail "the title does not show from its start after growing back"
keys Tab C-Home
wait_for '^line 1$'
[ "$(body_row 1)" = "line 1" ] || fail "Ctrl-Home shows '$(body_row 1)' on top"
keys C-End
wait_for '^line 60$'
[ "$(body_row 1)" = "line 35" ] || fail "Ctrl-End shows '$(body_row 1)' on top"
keys 'M-<'
wait_for '^line 1$'
keys 'M->'
wait_for '^line 60$'
keys -l '!'
wait_for '^line 60!$'
keys Escape
wait_for 'Discard changes'
keys y
wait_for 'A title of forty'
keys q
wait_for 'shell>'
echo "ok   $name"
