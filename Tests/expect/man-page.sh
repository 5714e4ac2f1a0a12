#!/usr/bin/env bash
# The man page says what the program does: `man` formats it without a
# warning, the SYNOPSIS line of every command names every option that
# command's --help lists (and the first line the top level's), and every
# notes:// URL form the binary knows is under `open` in COMMANDS, in
# REF AND URLS and in `open --help`; what `search` writes when nothing
# matches is what the man page says. Reads the binary's help, so a new
# option or URL form fails here until the man page has it.
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
binary=${1:?usage: $0 BINARY}
page="$root/Resources/notes-tui.1"
status=0
fail() { echo "man-page: $*" >&2; status=1; }

command -v man >/dev/null 2>&1 || { echo "man-page: man is not installed (scripts/install-deps.sh installs man-db)" >&2; exit 1; }
warnings=$(MANWIDTH=80 man --warnings -l "$page" 2>&1 >/dev/null)
[ -z "$warnings" ] || fail "man warns about Resources/notes-tui.1:"$'\n'"$warnings"

# The SYNOPSIS, one block a line of the usage (blocks end at .br).
synopsis=$(sed -n '/^\.SH SYNOPSIS/,/^\.SH /p' "$page" | sed '1d;$d')
block_of() { # the block starting ".B notes-tui NAME" (NAME empty: the bare one)
  awk -v want=".B notes-tui${1:+ $1}" 'BEGIN { RS = "\n\\.br\n" } { split($0, lines, "\n"); if (lines[1] == want) print }' <<<"$synopsis"
}
options_of() { # the long options a --help lists, but --help and --version
  sed -n '/^OPTIONS:/,/^$/p' | grep -oE '^  (-[a-z], )?--[a-z][a-z-]*' | grep -oE -- '--[a-z-]+' | grep -vxE -- '--help|--version'
}

top=$(block_of "")
[ -n "$top" ] || fail "the SYNOPSIS has no line for notes-tui alone"
for option in $("$binary" --help | options_of); do
  grep -qF -- "${option//-/\\-}" <<<"$top" || fail "the SYNOPSIS line of notes-tui lacks $option"
done
grep -qE '^\.BR \\-\\-help " \| " \\-\\-version' <<<"$synopsis" || fail "the SYNOPSIS lacks --help | --version"

commands=$("$binary" --help | sed -n '/^SUBCOMMANDS:/,/^$/p' | grep -oE '^  [a-z][a-z-]*' | tr -d ' ' | grep -vx app)
[ -n "$commands" ] || fail "no commands found in notes-tui --help"
for name in $commands; do
  block=$(block_of "$name")
  [ -n "$block" ] || { fail "the SYNOPSIS has no line for notes-tui $name"; continue; }
  for option in $("$binary" "$name" --help | options_of); do
    grep -qF -- "${option//-/\\-}" <<<"$block" || fail "the SYNOPSIS line of notes-tui $name lacks $option"
  done
done

# The URL forms, as the binary lists them when given one it does not know.
forms=$("$binary" open --data-file /nonexistent/notes.json 'notes://nothing-here' 2>&1 | sed -n 's/.*; use //p' \
  | grep -oE 'notes://[a-z]+[/?]?(q=)?' | sort -u)
[ "$(wc -l <<<"$forms")" -ge 4 ] || fail "expected the URL forms in the error of 'open notes://nothing-here', got: $forms"
open_entry=$(sed -n '/^\.SH COMMANDS/,/^\.SH /p' "$page" | awk '/^\.BI open /{on=1} on&&/^\.TP/{exit} on')
refs=$(sed -n '/^\.SH REF AND URLS/,/^\.SH /p' "$page")
open_help=$("$binary" open --help)
for form in $forms; do
  grep -qF -- "$form" <<<"$open_entry" || fail "open under COMMANDS does not list $form"
  grep -qF -- "$form" <<<"$refs" || fail "REF AND URLS does not list $form"
  grep -qF -- "$form" <<<"$open_help" || fail "open --help does not list $form"
done

# Every failure prints one line on stderr, `search` finding nothing too
# (exit 1): the man page says so and never that a failing command
# prints nothing at all.
scratch=$(mktemp -d /tmp/notes-tui-man-page.XXXXXX)
trap 'rm -rf "$scratch"' EXIT
"$binary" add --data-file "$scratch/notes.json" --title Milk -- eggs >/dev/null
"$binary" search --data-file "$scratch/notes.json" zebra >"$scratch/out" 2>"$scratch/err"
code=$?
[ "$code" -eq 1 ] && [ ! -s "$scratch/out" ] && [ "$(wc -l <"$scratch/err")" -eq 1 ] && grep -q '^notes-tui: no note matches' "$scratch/err" \
  || fail "search with no match: exit $code, stdout '$(cat "$scratch/out")', stderr '$(cat "$scratch/err")'"
rendered=$(MANWIDTH=1000 man -l "$page" 2>/dev/null | tr -s ' ')
search_entry=$(grep -A1 '^ search \[' <<<"$rendered" | tail -1)
grep -q 'on standard error' <<<"$search_entry" && grep -q 'no note matches' <<<"$search_entry" \
  || fail "the man page's search does not say what it writes on standard error when nothing matches: $search_entry"
if grep -oE '[^.]*prints nothing[^.]*exits [1-9][^.]*' <<<"$rendered" | grep -v 'standard output'; then
  fail "the man page says a failing command prints nothing (above); every failure prints a line on standard error"
fi

[ "$status" -eq 0 ] && echo "man-page: ok"
exit "$status"
