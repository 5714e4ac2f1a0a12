#!/usr/bin/env bash
# Installs the system packages notes-tui needs, when they are missing:
# `run` — what building and running the app needs (the ncursesw headers and
# library, the common terminal descriptions); `test` (the default) — that
# and what the tests drive the app with: expect (smoke tests), tmux and its
# terminal description (suspend tests), man (the man page test), python3
# (two smoke scripts). Both install git: `notes-tui sync` drives it, and
# the sync tests run it against real remotes.
# `bench` — what `run` needs, and what `make bench` measures with: GNU time
# (peak memory of commands) and ripgrep (the floor a search of a vault's
# files could reach).
# `completion` — the bash-completion package, which bash needs to load the
# completion `make install` puts in place.
# As root it uses apt-get; otherwise it says exactly what to install.
set -euo pipefail

mode=${1:-test}
case "$mode" in run|test|bench|completion) ;; *) echo "usage: $0 [run|test|bench|completion]" >&2; exit 64 ;; esac

# `completion` (after `make install`): bash loads the installed completion
# only through the bash-completion package. Installed as root, else named;
# its absence never fails the install (zsh and fish need nothing).
if [ "$mode" = completion ]; then
  [ -e /usr/share/bash-completion/bash_completion ] && exit 0
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "deps: installing bash-completion (bash loads the notes-tui completion through it)"
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y --no-install-recommends bash-completion >/dev/null 2>&1 || {
      apt-get update >/dev/null && apt-get install -y --no-install-recommends bash-completion >/dev/null
    } || echo "deps: could not install bash-completion; bash will not complete notes-tui without it" >&2
    exit 0
  fi
  echo "deps: bash completes notes-tui only with the bash-completion package: sudo apt-get install bash-completion, then open a new shell" >&2
  exit 0
fi

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

if [ "$mode" = bench ]; then
  [ -x /usr/bin/time ] || missing+=(time)
  command -v rg >/dev/null 2>&1 || missing+=(ripgrep)
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
