#!/usr/bin/env bash
# Themes on the real binary in tmux, on a 256-colour (TERM=xterm-256color)
# and an 8-colour (TERM=xterm) terminal: the default theme colours a
# Markdown note (the heading magenta), with 8 colours only the basic ones
# (grey becomes dim); theme "mono" and NO_COLOR draw no colour at all; a
# wrong settings file stops before the screen is taken over.
set -euo pipefail
name=themes
source "$(dirname "$0")/tmux-lib.sh"

cat > "$data" <<JSON
{
  "version": 1,
  "notes": [
    {"id": "00000000-0000-4000-8000-000000000001", "title": "Plans", "body": "# Heading\n> quoted #idea\nSee [[Plans]]",
     "created": "2026-11-21T10:00:00Z", "modified": "2026-11-21T10:03:00Z"}
  ],
  "draft": null
}
JSON
mono="$work/mono.toml"
printf 'theme = "mono"\n' > "$mono"
light="$work/light.toml"
printf 'theme = "light"\n[colors]\nheading = 196\n' > "$light"

colored() { tmux -L "$socket" capture-pane -e -p -t smoke; }
# Every SGR parameter list the pane shows, one a line.
sgr_lists() { colored | grep -o $'\e\\[[0-9;]*m' | sed 's/^\x1b\[//; s/m$//' | sort -u; }
has_colour() { sgr_lists | tr ';' '\n' | grep -qE '^(3[0-7]|9[0-7]|38)$'; }
has_256() { sgr_lists | grep -qE '(^|;)38;5;'; }

# Opens the note with `env` before the binary, checks, and quits.
open_note() {
  keys "$1 $binary --data-file $data ${2:-}" Enter
  wait_for 'by modified'
  keys Enter
  wait_for 'Edit note'
}
quit_app() { keys Escape; wait_for 'by modified'; keys q; wait_for 'shell>'; keys clear Enter; sleep 0.2; }

start_shell 80 12

# 256 colours, default theme: the heading is magenta (35).
open_note "TERM=xterm-256color"
sgr_lists | tr ';' '\n' | grep -qx 35 || fail "no magenta heading on xterm-256color: $(sgr_lists | tr '\n' ' ')"
quit_app

# 8 colours, default theme: colours, but none past the basic 8 (grey is dim).
open_note "TERM=xterm"
has_colour || fail "no colour on TERM=xterm"
sgr_lists | tr ';' '\n' | grep -qE '^9[0-7]$' && fail "a bright colour on an 8-colour terminal: $(sgr_lists | tr '\n' ' ')"
has_256 && fail "a 256-colour code on TERM=xterm"
sgr_lists | tr ';' '\n' | grep -qx 2 || fail "grey is not dim on TERM=xterm: $(sgr_lists | tr '\n' ' ')"
quit_app

# A 256-colour number in [colors]: as is on 256 colours, the nearest (red, 31) on 8.
open_note "TERM=xterm-256color" "--config $light"
sgr_lists | grep -qE '38;5;196' || sgr_lists | tr ';' '\n' | grep -qx 91 || sgr_lists | tr ';' '\n' | grep -qx 31 \
  || fail "heading = 196 not drawn red: $(sgr_lists | tr '\n' ' ')"
quit_app
open_note "TERM=xterm" "--config $light"
sgr_lists | tr ';' '\n' | grep -qx 31 || fail "heading = 196 is not red (31) on TERM=xterm: $(sgr_lists | tr '\n' ' ')"
has_256 && fail "a 256-colour code on TERM=xterm"
quit_app

# Mono and NO_COLOR: no colour at all, on either terminal; bold still shows.
for setup in "TERM=xterm-256color:--config $mono" "TERM=xterm:--config $mono" "TERM=xterm-256color NO_COLOR=1:" "TERM=xterm NO_COLOR=1:--config $light"; do
  open_note "${setup%%:*}" "${setup#*:}"
  has_colour && fail "colour with '$setup': $(sgr_lists | tr '\n' ' ')"
  sgr_lists | tr ';' '\n' | grep -qx 1 || fail "no bold with '$setup'"
  sgr_lists | tr ';' '\n' | grep -qx 3 && fail "italic stands in for a colour with '$setup'"
  quit_app
done

# A wrong settings file: exit 78, one line, the screen never taken over.
bad="$work/bad.toml"
printf 'theme = "dark"\n' > "$bad"
keys "$binary --data-file $data --config $bad; echo status=\$?" Enter
wait_for 'status=78'
screen | grep -q "notes-tui: $bad:1: theme = \"dark\" is not one of" || fail "no one-line settings error"
echo "ok   $name"
