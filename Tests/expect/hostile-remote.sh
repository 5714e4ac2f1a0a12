#!/usr/bin/env bash
# The remote is untrusted input, on the real binary: a commit in a plain
# clone of the remote (a vault, one file per note) that makes a note a
# link to a file outside makes `sync` stop with one line naming it (exit
# 65), the library's bytes and mode and its copy as they were; the app's
# launch sync says so in the header and the list keeps every note.
set -euo pipefail
name=hostile-remote
source "$(dirname "$0")/tmux-lib.sh"
export HOME=$work GIT_CONFIG_NOSYSTEM=1

write_shopping_library
chmod 600 "$data"
git init --quiet --bare --initial-branch=main "$work/remote.git"
"$binary" --data-file "$data" sync --setup "$work/remote.git" >/dev/null
git clone --quiet --branch main "$work/remote.git" "$work/clone"
ln -s /etc/passwd "$work/clone/Evil.md"
git -C "$work/clone" add Evil.md
git -C "$work/clone" -c user.name=x -c user.email=x@x commit --quiet -m "a note that is a link"
copy_before=$(cd "$work/.notes.json.sync" && find . -path ./.git -prune -o -type f -print0 | sort -z | xargs -0 sha1sum)
git -C "$work/clone" push --quiet origin HEAD:main

cp "$data" "$work/before.json"
status=0
"$binary" --data-file "$data" sync 2>"$work/err" || status=$?
[ "$status" -eq 65 ] || { cat "$work/err" >&2; fail "sync exited $status, not 65"; }
[ "$(wc -l < "$work/err")" -eq 1 ] || fail "not one line: $(cat "$work/err")"
grep -q "Evil.md is a symbolic link" "$work/err" || fail "the line does not say what is wrong: $(cat "$work/err")"
cmp -s "$data" "$work/before.json" || fail "the library changed"
[ ! -e "$work/.notes.json.sync/Evil.md" ] && [ ! -L "$work/.notes.json.sync/Evil.md" ] || fail "the link reached the library's copy"
copy_after=$(cd "$work/.notes.json.sync" && find . -path ./.git -prune -o -type f -print0 | sort -z | xargs -0 sha1sum)
[ "$copy_before" = "$copy_after" ] || fail "the library's copy changed"
[ "$(stat -c %a "$data")" = 600 ] || fail "the library's mode is $(stat -c %a "$data")"

start_shell 100 20
keys "$binary --data-file $data" Enter
wait_for 'Shopping'
wait_for 'sync failed'
keys q
wait_for 'shell>'
cmp -s "$data" "$work/before.json" || fail "the app's sync changed the library"
[ "$(stat -c %a "$data")" = 600 ] || fail "the library's mode is $(stat -c %a "$data") after the app"
echo "ok $name"
