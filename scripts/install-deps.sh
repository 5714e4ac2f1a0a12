#!/usr/bin/env bash
# Installs the system packages notes-tui needs, when they are missing:
# `run` — what building and running the app needs (the ncursesw headers and
# library, the common terminal descriptions); `test` (the default) — that
# and what the tests drive the app with: expect (smoke tests), tmux and its
# terminal description (suspend tests), man (the man page test), python3
# (two smoke scripts). Both install git: `notes-tui sync` drives it, and
# the sync tests run it against real remotes.
# As root it uses apt-get; otherwise it says exactly what to install.
set -euo pipefail

mode=${1:-test}
case "$mode" in run|test) ;; *) echo "usage: $0 [run|test]" >&2; exit 64 ;; esac

missing=()
# The build includes <ncurses.h> and <term.h> and links ncursesw (no pkg-config:
# see Package.swift).
have_lib() {
  local file
  for file in /usr/lib/*/"$1" /usr/lib/"$1"; do [ -e "$file" ] && return 0; done
  return 1
}
{ [ -e /usr/include/ncurses.h ] && [ -e /usr/include/term.h ] && have_lib libncursesw.so; } || missing+=(libncurses-dev)
[ -e /usr/share/terminfo/x/xterm-256color ] || [ -e /lib/terminfo/x/xterm-256color ] || missing+=(ncurses-base)
# `notes-tui sync` runs git (both modes: the app syncs, the tests use real remotes).
command -v git >/dev/null 2>&1 || missing+=(git)
if [ "$mode" = test ]; then
  command -v expect >/dev/null 2>&1 || missing+=(expect)
  command -v tmux >/dev/null 2>&1 || missing+=(tmux)
  # The man page test formats Resources/notes-tui.1 with man and fails on its warnings.
  command -v man >/dev/null 2>&1 || missing+=(man-db)
  # Two smoke scripts read the sources and the screen with python3.
  command -v python3 >/dev/null 2>&1 || missing+=(python3)
  # The tmux smoke tests run the app with TERM=tmux-256color.
  [ -e /usr/share/terminfo/t/tmux-256color ] || [ -e /lib/terminfo/t/tmux-256color ] || missing+=(ncurses-term)
fi

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "deps: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y --no-install-recommends "${missing[@]}" >/dev/null 2>&1 || {
    apt-get update >/dev/null
    apt-get install -y --no-install-recommends "${missing[@]}" >/dev/null
  }
  exit 0
fi

echo "deps: missing ${missing[*]}" >&2
echo "deps: install them with: sudo apt-get install ${missing[*]}" >&2
exit 1
