#!/usr/bin/env bash
# The app, `list` and `add` in their plain spellings skip the argument parser
# (QuickCommandLine): each must answer exactly as the parser does — the
# same output, errors and exit status. The parser is reached through the
# `--option=value` spelling, which the quick path leaves to it. Also checks
# that what the quick path turns down (help, an unknown word) still gets
# the parser's answer. (Every smoke script that opens the app with
# `--data-file` goes through the quick path too.)
set -uo pipefail
binary=${1:?usage: quick-command-line.sh BINARY}
work=$(mktemp -d /tmp/notes-tui-quick-command-line.XXXXXX)
trap 'rm -rf "$work"' EXIT
export HOME=$work XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/data NOTES_TUI_DATA=
lib=$work/notes.json
status=0
fail() { echo "quick-command-line: $*" >&2; status=1; }

"$binary" add --data-file "$lib" --title "Plan" "#work the plan" >/dev/null || fail "add failed"
"$binary" add --data-file "$lib" --title "Trip" "#travel/rome pack" >/dev/null || fail "add failed"
"$binary" add --data-file "$lib" "an untitled note" >/dev/null || fail "add failed"
"$binary" add --data-file "$lib" --title "Zebra" "newest, last A–Z" >/dev/null || fail "add failed"
"$binary" pin --data-file "$lib" Trip >/dev/null || fail "pin failed"

# run NAME ARGS…: output, error output and exit status, in one file.
run() {
  local name=$1; shift
  "$binary" "$@" >"$work/$name.out" 2>"$work/$name.err"
  echo "exit $?" >>"$work/$name.out"
}

# Each case: the quick spelling, then the parser's.
compare() {
  local label=$1 quick=$2 parsed=$3
  eval "run quick $quick"
  eval "run parsed $parsed"
  if ! cmp -s "$work/quick.out" "$work/parsed.out" || ! cmp -s "$work/quick.err" "$work/parsed.err"; then
    fail "$label: the quick path answers differently from the parser"
    diff "$work/quick.out" "$work/parsed.out" >&2
    diff "$work/quick.err" "$work/parsed.err" >&2
  fi
}

compare "plain" 'list --data-file "$lib"' 'list --data-file="$lib"'
compare "library first" '--data-file "$lib" list' '--data-file="$lib" list'
compare "json" 'list --json --data-file "$lib"' 'list --json --data-file="$lib"'
compare "tag" 'list --data-file "$lib" --tag work' 'list --data-file="$lib" --tag=work'
compare "nested tag" 'list --data-file "$lib" --tag "#travel"' 'list --data-file="$lib" --tag="#travel"'
compare "sort" 'list --sort title --data-file "$lib"' 'list --sort=title --data-file="$lib"'
compare "bad sort" 'list --sort sideways --data-file "$lib"' 'list --sort=sideways --data-file="$lib"'
compare "no library" 'list --data-file "$work/none.json"' 'list --data-file="$work/none.json"'
compare "config" 'list --config "$work/none.toml" --data-file "$lib"' 'list --config="$work/none.toml" --data-file="$lib"'
# Hostile paths and values take the same road either way: a FIFO (never
# opened for a blocking read), a link to nothing, a 100 KB tag.
mkfifo "$work/fifo.json"
ln -s "$work/nowhere.json" "$work/dangling.json"
long_tag=$(head -c 100000 /dev/zero | tr '\0' 'x')
compare "fifo" 'list --data-file "$work/fifo.json"' 'list --data-file="$work/fifo.json"'
compare "dangling link" 'list --data-file "$work/dangling.json"' 'list --data-file="$work/dangling.json"'
compare "100 KB tag" 'list --data-file "$lib" --tag "$long_tag"' 'list --data-file="$lib" --tag="$long_tag"'
compare "app on a fifo" '--data-file "$work/fifo.json"' '--data-file="$work/fifo.json"'
compare "bad config" 'list --config "$work" --data-file "$lib"' 'list --config="$work" --data-file="$lib"'

# add: the same note, output and errors either way (ids and dates aside),
# each spelling run on the same library from the same start.
cp "$lib" "$work/start.json"
normalise() { sed -E 's/[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}/ID/g; s/"[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.]+Z"/DATE/g' "$1"; }
compare_add() {
  local label=$1 quick=$2 parsed=$3 spelling
  for spelling in quick parsed; do
    cp "$work/start.json" "$lib"
    if [ "$spelling" = quick ]; then eval "run quick $quick </dev/null"; else eval "run parsed $parsed </dev/null"; fi
    "$binary" list --json --data-file "$lib" >"$work/$spelling.json" 2>&1
    for file in out err json; do normalise "$work/$spelling.$file" >"$work/$spelling.$file.n"; done
  done
  for file in out err json; do
    if ! cmp -s "$work/quick.$file.n" "$work/parsed.$file.n"; then
      fail "$label: the quick path adds differently from the parser ($file)"
      diff "$work/quick.$file.n" "$work/parsed.$file.n" >&2
    fi
  done
}
compare_add "add" 'add --data-file "$lib" --title T two words' 'add --data-file="$lib" --title=T two words'
compare_add "add, title among the words" 'add one --title T --data-file "$lib" two' 'add one --title=T --data-file="$lib" two'
compare_add "add, words only" 'add --data-file "$lib" "#tag and words"' 'add --data-file="$lib" "#tag and words"'
compare_add "add nothing" 'add --data-file "$lib"' 'add --data-file="$lib"'
compare_add "add, bad config" 'add --config "$work" --data-file "$lib" x' 'add --config="$work" --data-file="$lib" x'
compare_add "add to a fifo" 'add --data-file "$work/fifo.json" x' 'add --data-file="$work/fifo.json" x'
compare_add "add through a dangling link" 'add --data-file "$work/dangling.json" x' 'add --data-file="$work/dangling.json" x'
compare_add "add, 100 KB word" 'add --data-file "$lib" "$long_tag"' 'add --data-file="$lib" "$long_tag"'
cp "$work/start.json" "$lib"

# The app (no terminal here: its refusal, and a bad settings file's
# complaint, must match the parser's).
compare "app" '--data-file "$lib"' '--data-file="$lib"'
compare "app with config" '--data-file "$lib" --config "$work/none.toml"' '--data-file="$lib" --config="$work/none.toml"'
compare "app, bad config" '--config "$work" --data-file "$lib"' '--config="$work" --data-file="$lib"'

# The quick path's output is the real listing (not empty, not an error).
run plain list --data-file "$lib"
grep -q "Plan" "$work/plain.out" && grep -q "exit 0" "$work/plain.out" || fail "list does not list: $(cat "$work/plain.out")"
head -1 "$work/plain.out" | grep -q "Trip" || fail "the pinned note is not first: $(cat "$work/plain.out")"

# What the quick path turns down is the parser's to answer.
run unknown list --data-file "$lib" extra
grep -q "exit 64" "$work/unknown.out" || fail "an extra word was not refused: $(cat "$work/unknown.out" "$work/unknown.err")"
run help list --help
grep -q "USAGE" "$work/help.out" || fail "list --help shows no usage: $(cat "$work/help.out")"

[ "$status" -eq 0 ] && echo "quick-command-line: ok"
exit "$status"
