#!/usr/bin/env bash
# A vault (a folder of Markdown notes, as Obsidian keeps one) opened in
# place by the real binary: edit, new note, pin, trash, an outside change
# while the app is idle; the files are checked after each step, and
# every file the app was not asked to change stays byte-identical.
set -euo pipefail
name=vault
source "$(dirname "$0")/tmux-lib.sh"

vault="$work/My Vault"
mkdir -p "$vault/.obsidian" "$vault/Projects" "$vault/attachments"
printf '{"theme":"obsidian"}\n' > "$vault/.obsidian/app.json"
printf -- '---\ntags: [plans]\naliases: [Road]\ncustom: keep me # comment\n---\n# Roadmap\n\nShip the vault.\n' > "$vault/Projects/Roadmap.md"
printf 'milk\r\neggs\r\n' > "$vault/Shopping.md"
printf 'no final newline [[Roadmap]]' > "$vault/Inbox.md"
printf '\x89PNG' > "$vault/attachments/pic.png"
mkfifo "$vault/Pipe.md"
checksums() { (cd "$vault" && find . -path ./Pipe.md -prune -o -type f -print0 | sort -z | xargs -0 sha256sum); }
before=$(checksums)

start_shell 100 24
keys "$binary --data-file '$vault'" Enter
wait_for 'by modified'
wait_for 'Roadmap'
wait_for '1 file skipped'
keys q
wait_for 'shell>'
[ "$(checksums)" = "$before" ] || fail "opening and quitting changed a file"
[ -p "$vault/Pipe.md" ] || fail "the FIFO was touched"

# The skipped FIFO is named by check.
if "$binary" --data-file "$vault" check > "$work/check.out" 2>&1; then fail "check exited 0 with a FIFO"; fi
grep -q 'Pipe.md' "$work/check.out" || fail "check does not name Pipe.md: $(cat "$work/check.out")"

# Edit Shopping: only Shopping.md changes, and keeps its CRLF line ends.
keys "$binary --data-file '$vault'" Enter
wait_for 'Shopping'
keys -l '/Shopping'
keys Enter
wait_for 'Filter: Shopping'
keys Enter
wait_for 'Title: Shopping'
keys C-End
keys -l 'bread'
keys C-s
wait_for 'by modified'
file_has 'bread' "$vault/Shopping.md" || fail "Shopping.md was not saved"
[ "$(od -c "$vault/Shopping.md" | grep -c '\\r')" -ge 1 ] || fail "Shopping.md lost its CRLF"
grep -q 'custom: keep me # comment' "$vault/Projects/Roadmap.md" || fail "Roadmap's front matter changed"
[ "$(cd "$vault" && sha256sum Inbox.md)" = "$(echo "$before" | grep ' ./Inbox.md' | sed 's#\./##')" ] || fail "Inbox.md changed"
keys q
wait_for 'shell>'

# An outside change while the app is idle shows within seconds.
keys "$binary --data-file '$vault'" Enter
wait_for 'by modified'
printf '# Written in vim\n\nfrom outside\n' > "$vault/Projects/Vim.md"
wait_for 'Written in vim'

# A new note is <title>.md at the top of the vault.
keys n
wait_for 'Title:'
keys -l 'Fresh idea'
keys Tab
keys -l 'first thought'
keys C-s
wait_for 'by modified'
file_has 'first thought' "$vault/Fresh idea.md" || fail "no 'Fresh idea.md': $(ls "$vault")"

# Trash moves the file into .trash/, keeping its folder.
keys -l '/Vim'
keys Enter
wait_for 'Filter: Vim'
keys d y
wait_for 'to the trash'
for _ in $(seq 1 50); do [ -f "$vault/.trash/Projects/Vim.md" ] && break; sleep 0.1; done
[ -f "$vault/.trash/Projects/Vim.md" ] || fail "Vim.md is not in .trash/Projects: $(find "$vault" -name 'Vim*')"
keys q
wait_for 'shell>'

# Nothing but notes and .trash/ reached the vault; this machine's state is under ~/.local/state.
extra=$(cd "$vault" && find . -mindepth 1 \( -name '.*' -a ! -name .obsidian -a ! -name .trash \) -print)
[ -z "$extra" ] || fail "hidden files appeared in the vault: $extra"
[ -d "$work/.local/state/notes-tui/vaults" ] || fail "no state folder under ~/.local/state/notes-tui/vaults"
echo "PASS $name"
