#!/usr/bin/env bash
# A vault as Obsidian, zk and nb write it, through the real binary:
# `check` names the file that is not a note; `convert` makes a JSON library
# of it that lists the same notes, and a vault of that JSON library holds
# the same files byte for byte; the vault converted from is never touched.
# No terminal needed.
set -euo pipefail
binary=$(realpath "${1:?usage: $0 BINARY}")
work=$(mktemp -d /tmp/notes-tui-vault-convert.XXXXXX)
trap 'rm -rf "$work"' EXIT
export HOME="$work" XDG_STATE_HOME="$work/state" TZ=UTC LANG=C.UTF-8
fail() { echo "vault-convert: $*" >&2; exit 1; }

vault="$work/My Vault"
mkdir -p "$vault/.obsidian" "$vault/Projects" "$vault/.trash/Old"
printf '{}\n' > "$vault/.obsidian/app.json"
printf -- '---\ntags: [plans]\naliases: [Road]\ncustom: keep me # comment\n---\n# Roadmap\n\nShip [[Shopping]].\n' > "$vault/Projects/Roadmap.md"
printf 'milk\r\neggs\r\n' > "$vault/Shopping.md"
printf -- '---\ntitle: "Fleeting: idea"\ndate: 2024-01-05 17:42\n---\n\nno final newline' > "$vault/3ka1.md"
printf 'gone\n' > "$vault/.trash/Old/Gone.md"
mkfifo "$vault/Pipe.md"
notes() { (cd "$1" && find . -type f -name '*.md' ! -path './.obsidian/*' -print0 | sort -z | xargs -0 sha256sum); }
before=$(notes "$vault")

set +e
"$binary" check --data-file "$vault" > "$work/check.out" 2> "$work/check.err"
status=$?
set -e
[ "$status" -eq 65 ] || fail "check exited $status, not 65"
[ "$(cat "$work/check.out")" = "Pipe.md: a FIFO (named pipe), not a note file" ] || fail "check printed: $(cat "$work/check.out")"
[ "$(wc -l < "$work/check.err")" -eq 1 ] || fail "check's stderr is not one line: $(cat "$work/check.err")"

"$binary" convert --data-file "$vault" --to "$work/notes.json" > "$work/convert.out" || fail "vault → JSON failed"
grep -q '^converted 4 notes into a JSON library at .*; 1 file not readable as notes left out' "$work/convert.out" \
  || fail "convert said: $(cat "$work/convert.out")"
[ "$("$binary" list --data-file "$vault")" = "$("$binary" list --data-file "$work/notes.json")" ] || fail "the JSON library lists other notes"
[ "$("$binary" trash --data-file "$work/notes.json" | wc -l)" -eq 1 ] || fail "the trash did not come along"

"$binary" convert --data-file "$work/notes.json" --to "$work/again/" > /dev/null || fail "JSON → vault failed"
[ "$(notes "$work/again")" = "$before" ] || fail "vault → JSON → vault changed files: $(diff <(echo "$before") <(notes "$work/again"))"
[ -z "$(cd "$work/again" && find . -name '.*' ! -name . ! -name .trash)" ] || fail "hidden files in the new vault"

# An edit in the JSON library goes back into its own file, only there.
"$binary" pin --data-file "$work/notes.json" Shopping
"$binary" convert --data-file "$work/notes.json" --to "$work/pinned/" > /dev/null
[ "$(printf -- '---\r\npinned: true\r\n---\r\nmilk\r\neggs\r\n')" = "$(cat "$work/pinned/Shopping.md")" ] \
  || fail "the pin went elsewhere: $(od -c "$work/pinned/Shopping.md" | head)"
cmp -s "$vault/Projects/Roadmap.md" "$work/pinned/Projects/Roadmap.md" || fail "Roadmap.md changed"

# A PATH that is taken is refused, and nothing is written there.
set +e
"$binary" convert --data-file "$work/notes.json" --to "$work/again/" 2> "$work/taken.err"
status=$?
set -e
[ "$status" -eq 73 ] || fail "converting onto a vault exited $status, not 73"
[ "$(notes "$work/again")" = "$before" ] || fail "a refused convert changed files"

[ "$(notes "$vault")" = "$before" ] || fail "the vault converted from changed"
[ -p "$vault/Pipe.md" ] || fail "the FIFO was touched"
echo "PASS vault-convert"
