#!/usr/bin/env bash
# A note's history on the real binary: a vault in a git repository, its
# note committed three times; `history` lists the versions, `show
# --version` prints one, `h` opens the History screen, `r` restores the
# oldest version as a new edit (the file gets it, git's history is
# untouched), and a library in no repository says what to do.
set -euo pipefail
name=history
source "$(dirname "$0")/tmux-lib.sh"

vault="$work/My Vault"
mkdir -p "$vault"
g() { git -C "$vault" -c user.name=Ann -c user.email=ann@example.com -c commit.gpgSign=false "$@"; }
export HOME="$work" GIT_CONFIG_NOSYSTEM=1
g init --quiet
printf '# Plan\n\nfirst line\n' > "$vault/Plan.md"
g add -A && GIT_AUTHOR_DATE='1795000000 +0000' GIT_COMMITTER_DATE='1795000000 +0000' g commit --quiet -m one
printf '# Plan\n\nfirst line\nsecond line\n' > "$vault/Plan.md"
GIT_AUTHOR_DATE='1795003600 +0000' GIT_COMMITTER_DATE='1795003600 +0000' g commit --quiet -am 'notes-tui sync from desk'
printf '# Plan\n\nsecond line\nthird line\n' > "$vault/Plan.md"
GIT_AUTHOR_DATE='1795007200 +0000' GIT_COMMITTER_DATE='1795007200 +0000' g commit --quiet -am three
commits_before=$(g rev-list --count HEAD)

listed=$(TZ=UTC "$binary" --data-file "$vault" history Plan)
[ "$(wc -l <<<"$listed")" -eq 3 ] || fail "history lists $(wc -l <<<"$listed") versions: $listed"
grep -q '2026-11-18 12:06  desk$' <<<"$listed" || fail "history does not name desk: $listed"
oldest=$(tail -n1 <<<"$listed" | cut -d' ' -f1)
[ "$("$binary" --data-file "$vault" show Plan --version "$oldest")" = "$(printf 'Plan\n\nfirst line')" ] \
  || fail "show --version $oldest: $("$binary" --data-file "$vault" show Plan --version "$oldest")"
status=0
"$binary" --data-file "$vault" show Plan --version 'HEAD~1..' 2>/dev/null || status=$?
[ "$status" -eq 64 ] || fail "--version HEAD~1.. exited $status"

start_shell 80 24
keys "TZ=UTC $binary --data-file '$vault'" Enter
wait_for 'by modified'
keys h
wait_for 'History'
wait_for '3 versions'
wait_for 'desk'
# The oldest version: its "first line" was removed since, "third line" added.
keys G
wait_for '^- first line'
wait_for '^+ third line'
keys r
wait_for 'Restored the version of 2026-11-18 11:06'
keys Escape
wait_for 'by modified'
keys q
wait_for 'shell>'

file_has 'first line' "$vault/Plan.md" || fail "the restored text is not in the file: $(cat "$vault/Plan.md")"
grep -q 'third line' "$vault/Plan.md" && fail "the restore kept the newer text: $(cat "$vault/Plan.md")"
[ "$(g rev-list --count HEAD)" = "$commits_before" ] || fail "the history was rewritten"

# A JSON library in no repository: one line saying what to do, exit 78.
"$binary" --data-file "$data" add --title Lone "text" >/dev/null
status=0
message=$("$binary" --data-file "$data" history Lone 2>&1) || status=$?
[ "$status" -eq 78 ] || fail "history outside a repository exited $status"
[[ "$message" == "notes-tui: "*"git init"* ]] || fail "history outside a repository said: $message"
echo "ok   $name"
