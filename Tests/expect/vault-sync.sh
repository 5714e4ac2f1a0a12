#!/usr/bin/env bash
# Two vaults synced note by note through the real binary, over a `git
# daemon` remote on 127.0.0.1 and a bare repository by path: setup, a note
# edited on each side (different lines: merged), a note deleted on one side landing in the other's
# trash, a plain clone of the remote holding the same files, and a hostile
# commit (a plugin under .obsidian/) refused with every file left as it was.
# No terminal needed.
set -euo pipefail
binary=$(realpath "${1:?usage: $0 BINARY}")
work=$(mktemp -d /tmp/notes-tui-vault-sync.XXXXXX)
daemon=""
cleanup() { [ -n "$daemon" ] && kill "$daemon" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT
export HOME="$work" XDG_STATE_HOME="$work/state" TZ=UTC LANG=C.UTF-8 GIT_CONFIG_NOSYSTEM=1
fail() { echo "vault-sync: $*" >&2; exit 1; }
command -v git > /dev/null || fail "git is not installed (scripts/install-deps.sh installs it)"
files() { (cd "$1" && find . -path ./.git -prune -o -type f -print0 | sort -z | xargs -0 sha256sum); }

git init --quiet --bare --initial-branch=main "$work/served/notes.git"
git init --quiet --bare --initial-branch=main "$work/by-path.git"
port=$((20000 + RANDOM % 20000))
git daemon --reuseaddr --listen=127.0.0.1 --port="$port" --base-path="$work/served" --export-all \
  --enable=receive-pack "$work/served" > "$work/daemon.log" 2>&1 &
daemon=$!
for _ in $(seq 50); do git ls-remote "git://127.0.0.1:$port/notes.git" > /dev/null 2>&1 && break; sleep 0.1; done

for remote in "git://127.0.0.1:$port/notes.git" "$work/by-path.git"; do
  a="$work/a-$(basename "$remote")" b="$work/b-$(basename "$remote")/"
  mkdir -p "$a/Folder"
  printf '# Alpha\n\none\ntwo\nthree\n' > "$a/Alpha.md"
  printf -- '---\ntags: [x]\n---\nbeta\r\n' > "$a/Folder/Beta.md"
  printf 'gamma\n' > "$a/Gamma.md"
  "$binary" --data-file "$a" sync --setup "$remote" > "$work/out" || fail "setup of A with $remote failed"
  grep -q "^sync set up with .*this machine's changes went out" "$work/out" || fail "setup of A said: $(cat "$work/out")"
  "$binary" --data-file "$b" sync --setup "$remote" > "$work/out" || fail "setup of B with $remote failed"
  [ "$(files "$a")" = "$(files "$b")" ] || fail "B did not get A's files: $(diff <(files "$a") <(files "$b"))"

  printf '# Alpha\n\none, edited on A\ntwo\nthree\n' > "$a/Alpha.md"
  printf '# Alpha\n\none\ntwo\nthree, edited on B\n' > "$b/Alpha.md"
  printf 'new on B\n' > "$b/New.md"
  rm "$b/Gamma.md"
  "$binary" --data-file "$a" sync > /dev/null || fail "sync of A failed"
  "$binary" --data-file "$b" sync > /dev/null || fail "sync of B failed"
  "$binary" --data-file "$a" sync > /dev/null || fail "second sync of A failed"
  "$binary" --data-file "$b" sync > /dev/null || fail "second sync of B failed"
  # Different lines of one note: both edits in it, no conflict copy.
  [ "$(cat "$b/Alpha.md")" = "$(printf '# Alpha\n\none, edited on A\ntwo\nthree, edited on B')" ] \
    || fail "the line merge gave: $(cat "$b/Alpha.md")"
  [ "$(cat "$a/New.md")" = "new on B" ] || fail "B's new note did not reach A"
  [ ! -e "$a/Gamma.md" ] && [ "$(cat "$a/.trash/Gamma.md")" = "gamma" ] || fail "B's deletion did not land in A's trash"
  [ "$(files "$a")" = "$(files "$b")" ] || fail "A and B differ: $(diff <(files "$a") <(files "$b"))"
  [ "$("$binary" --data-file "$a" list | wc -l)" -eq 3 ] || fail "A lists: $("$binary" --data-file "$a" list)"

  # A plain clone of the remote is the vault.
  git clone --quiet --branch main "$remote" "$work/clone-$(basename "$remote")" 2> /dev/null
  [ "$(files "$a")" = "$(files "$work/clone-$(basename "$remote")")" ] || fail "a clone of $remote is not the vault"

  # Someone's commit brings a plugin: refused, nothing here changes.
  hand="$work/hand-$(basename "$remote")"
  git clone --quiet --branch main "$remote" "$hand" 2> /dev/null
  mkdir -p "$hand/.obsidian/plugins/x" && printf 'alert(1)\n' > "$hand/.obsidian/plugins/x/main.js"
  git -C "$hand" add -A && git -C "$hand" -c user.name=h -c user.email=h@h commit --quiet -m plugin
  git -C "$hand" push --quiet origin HEAD:main 2> /dev/null
  before=$(files "$a")
  set +e
  "$binary" --data-file "$a" sync > "$work/out" 2> "$work/err"
  status=$?
  set -e
  [ "$status" -eq 65 ] || fail "a plugin from the remote gave exit $status: $(cat "$work/err")"
  grep -q '\.obsidian' "$work/err" || fail "the refusal does not name the file: $(cat "$work/err")"
  [ "$(wc -l < "$work/err")" -eq 1 ] || fail "the refusal is not one line: $(cat "$work/err")"
  [ "$(files "$a")" = "$before" ] || fail "a refused sync changed files"
  [ ! -e "$a/.obsidian" ] || fail "the plugin reached the vault"
done
echo "vault-sync: ok"
