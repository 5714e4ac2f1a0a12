#!/usr/bin/env bash
# A bracketed paste is the text between its markers, whatever bytes are
# inside: bytes that are not UTF-8 (a raw 0x9B, the 8-bit CSI) become U+FFFD
# and end nothing; the keys typed after the paste are keys again.
set -euo pipefail
name=paste-bytes
source "$(dirname "$0")/tmux-lib.sh"

# Sends raw bytes (printf escapes) to the pane, exactly as given.
send_bytes() { keys -H $(printf "$1" | od -An -v -tx1); }
replacement=$'\xef\xbf\xbd'

write_shopping_library
start_shell 80 24
keys "$binary --data-file $data" Enter
wait_for 'Shopping'
keys Enter
wait_for 'Edit note'
keys 'M->'  # a note opens at its top: to the end of its body
# The case of the report, then the lead bytes and cut-off characters that
# curses' own decoding took the following bytes with.
send_bytes '\033[200~abc\233def\033[201~'
keys -l 'XYZ'
send_bytes '\033[200~1\3772\3033\342\2024\033[201~'
keys -l 'end'
keys C-s
wait_for '1 note'
expected="milkabc${replacement}defXYZ1${replacement}2${replacement}3${replacement}4end"
file_has "\"body\" *: *\"$expected\"" "$data" || fail "the note's body is not '$expected': $(grep '"body"' "$data")"
keys q
wait_for 'shell>'
echo "ok   $name"
