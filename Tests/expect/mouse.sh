#!/usr/bin/env bash
# The mouse and the clipboard on the real binary in tmux: the app asks for
# SGR mouse reports (tmux says so) and gives them back on quit; a click
# selects a row, a second click opens it, the wheel scrolls the body, a
# click in the body puts the cursor there; `y` puts the body on tmux's
# clipboard through OSC 52 (with set-clipboard on); Ctrl-Z gives the mouse
# back to the shell until fg. Reports are typed
# with send-keys -l, as a terminal sends them.
set -euo pipefail
name=mouse
source "$(dirname "$0")/tmux-lib.sh"

body=$(seq -f 'line %g' 1 40)
"$binary" --data-file "$data" add --title "Alpha" "$body" >/dev/null
"$binary" --data-file "$data" add --title "Beta" "milk" >/dev/null

pane_flag() { tmux -L "$socket" display-message -p -t smoke "#{$1}"; }
# A left click at 1-based column $1, row $2: press and release.
click() { keys -l $'\e[<0;'"$1;$2"'M'$'\e[<0;'"$1;$2"'m'; }

start_shell 80 24
tmux -L "$socket" set-option -g set-clipboard on
[ "$(pane_flag mouse_sgr_flag)" = 0 ] || fail "the shell already has mouse reporting on"
keys "$binary --data-file $data" Enter
wait_for 'by modified'
[ "$(pane_flag mouse_sgr_flag)" = 1 ] || fail "SGR mouse reporting is not on"
[ "$(pane_flag mouse_standard_flag)" = 1 ] || fail "button reporting (1000) is not on"

# Beta is newest (row 2), Alpha below it (row 3).
click 5 3
wait_for '▸ Alpha'
screen | sed -n 1p | grep -q '2/2 notes' || fail "the click did not select Alpha"
click 5 3
wait_for 'Title: Alpha'
keys 'M->'  # a note opens at its top: to the end of its body
wait_for '^line 40 *$'
# At the end: lines 21-40 show; a wheel notch up shows three more above.
screen | sed -n 4p | grep -qx 'line 21 *' || fail "the body does not open at its end"
keys -l $'\e[<64;10;12M'
wait_for '^line 18 *$'
screen | sed -n 4p | grep -qx 'line 18 *' || fail "the wheel did not scroll the body three lines"
# A click after "line " on the first row shown (1-based column 6), then typing: the text goes there.
click 6 4
keys -l 'X'
wait_for '^line X18'
# No report ever became typed text.
screen | grep -q '<0;\|;5;3' && fail "a mouse report was typed as text"
keys C-s
wait_for 'by modified'
file_has 'line X18' "$data" || fail "the click's edit was not saved where clicked"

# y copies the selected body; with set-clipboard on, tmux keeps it as a buffer.
click 5 2
wait_for '▸ Alpha'
keys y
wait_for 'Copied "Alpha" to the clipboard'
for _ in $(seq 1 50); do tmux -L "$socket" show-buffer 2>/dev/null | grep -q 'line X18' && break; sleep 0.1; done
tmux -L "$socket" show-buffer 2>/dev/null | grep -q 'line X18' || fail "the copy did not reach tmux's clipboard"
[ "$(tmux -L "$socket" show-buffer | head -n1)" = "line 1" ] || fail "the clipboard does not start with the body"

# Suspended, the shell gets its mouse back; after fg the app has it again.
keys C-z
wait_for 'Stopped'
[ "$(pane_flag mouse_any_flag)" = 0 ] || fail "mouse reporting is still on while suspended"
keys 'fg' Enter
wait_for 'by modified'
[ "$(pane_flag mouse_sgr_flag)" = 1 ] || fail "SGR mouse reporting is not back after fg"

keys q
wait_for 'shell>'
[ "$(pane_flag mouse_any_flag)" = 0 ] || fail "mouse reporting is still on after quitting"
[ "$(pane_flag mouse_sgr_flag)" = 0 ] || fail "SGR reporting is still on after quitting"

# `mouse = false` in the settings: the app never asks for reports, so the
# terminal's own selection keeps working; a click is not the app's.
printf 'mouse = false\n' > "$work/no-mouse.toml"
keys "$binary --data-file $data --config $work/no-mouse.toml" Enter
wait_for 'by modified'
[ "$(pane_flag mouse_any_flag)" = 0 ] || fail "mouse = false, but the app asked for mouse reports"
[ "$(pane_flag mouse_sgr_flag)" = 0 ] || fail "mouse = false, but the app asked for SGR mouse reports"
keys q
wait_for 'shell>'
echo "ok   $name"
