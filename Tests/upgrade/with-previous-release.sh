#!/usr/bin/env bash
# The upgrade from the one-file layout, with the previous release built from
# this repository's history (make upgrade-test): machines on the previous
# release sync one file; one machine upgrades and its first sync converts the
# remote in one commit; a machine still on the previous release then syncs,
# stops with exit 65 and changes nothing; upgraded, it brings its note in.
# Usage: with-previous-release.sh NEW_BINARY PREVIOUS_BINARY
set -euo pipefail
new=$(realpath "$1")
old=$(realpath "$2")
work=$(mktemp -d /tmp/notes-tui-upgrade.XXXXXX)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL upgrade: $*" >&2; exit 1; }
export HOME=$work XDG_STATE_HOME=$work/state XDG_CONFIG_HOME=$work/config GIT_CONFIG_NOSYSTEM=1
export GIT_AUTHOR_NAME=t GIT_AUTHOR_EMAIL=t@example.com GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@example.com
cd "$work"
git init --quiet --bare --initial-branch=main remote.git
mkdir a b c
"$old" --data-file a/notes.json add --title One "first note" >/dev/null
"$old" --data-file a/notes.json sync --setup "$work/remote.git" >/dev/null
"$old" --data-file b/notes.json sync --setup "$work/remote.git" >/dev/null
"$old" --data-file b/notes.json add --title Two "from b" >/dev/null
"$old" --data-file b/notes.json sync >/dev/null
"$old" --data-file c/notes.json sync --setup "$work/remote.git" >/dev/null
"$old" --data-file a/notes.json add --title Three "a, not yet synced" >/dev/null
before=$(git -C remote.git rev-parse main)

"$new" --data-file a/notes.json sync >/dev/null || fail "the first sync of the new version failed"
# One commit, on top of the one file's last sync (which carried "Three").
git -C remote.git merge-base --is-ancestor "$before" main^ || fail "the conversion is not on top of the remote's branch"
git -C remote.git show main^:notes.json | grep -q Three || fail "the one file's last sync did not carry a's note"
[ "$(git -C remote.git rev-list --count main^..main)" -eq 1 ] || fail "the conversion is more than one commit"
files=$(git -C remote.git ls-tree -r --name-only main | sort | tr '\n' ' ')
month=$(date -u +%Y-%m)
[ "$files" = "$month/One.md $month/Three.md $month/Two.md notes.json " ] || fail "the remote holds: $files"
git -C remote.git show main:notes.json | grep -q '"version": 2' || fail "notes.json was not replaced by the moved library"

"$old" --data-file c/notes.json add --title Four "written on the previous release" >/dev/null
cp c/notes.json "$work/c-before.json"
status=0
"$old" --data-file c/notes.json sync 2>"$work/err" || status=$?
[ "$status" -eq 65 ] || fail "the previous release's sync exited $status, not 65: $(cat "$work/err")"
[ "$(wc -l < "$work/err")" -eq 1 ] || fail "not one line: $(cat "$work/err")"
cmp -s c/notes.json "$work/c-before.json" || fail "the previous release's sync changed its library"
[ "$(git -C remote.git ls-tree -r --name-only main | wc -l)" -eq 4 ] || fail "the previous release changed the remote"

"$new" --data-file c/notes.json sync >/dev/null || fail "c's upgrade failed"
"$new" --data-file b/notes.json sync >/dev/null || fail "b's upgrade failed"
"$new" --data-file a/notes.json sync >/dev/null
for machine in a b c; do
  titles=$("$new" --data-file $machine/notes.json list | awk '{print $4}' | sort | tr '\n' ' ')
  [ "$titles" = "Four One Three Two " ] || fail "$machine holds: $titles"
done
echo "ok upgrade from the previous release"
