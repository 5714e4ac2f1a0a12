#!/usr/bin/env bash
# The open app, left idle, syncs every `[sync] interval` seconds: a note
# another machine adds and syncs shows in the list with no key pressed.
# Real binary, real git, a path remote; the interval set to 2 s here.
set -euo pipefail
name=idle-sync
source "$(dirname "$0")/tmux-lib.sh"
export HOME=$work GIT_CONFIG_NOSYSTEM=1

mkdir -p "$work/.config/notes-tui"
printf '[sync]\ninterval = 2\n' > "$work/.config/notes-tui/config.toml"
write_shopping_library
chmod 600 "$data"
git init --quiet --bare "$work/remote.git"
"$binary" --data-file "$data" sync --setup "$work/remote.git" >/dev/null
mkdir -p "$work/laptop"
"$binary" --data-file "$work/laptop/notes.json" sync --setup "$work/remote.git" >/dev/null

start_shell 100 20
keys "$binary --data-file $data" Enter
wait_for 'Shopping'
wait_for 'synced'
"$binary" --data-file "$work/laptop/notes.json" add "From the laptop" >/dev/null
"$binary" --data-file "$work/laptop/notes.json" sync >/dev/null
# No key from here on: only the idle sync can bring it.
wait_for 'From the laptop'
keys q
wait_for 'shell>'
grep -q "From the laptop" "$data" || fail "the library file does not have the laptop's note"
echo "ok $name"
