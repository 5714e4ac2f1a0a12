#!/usr/bin/env bash
# Runs every smoke script against the built binary and prints one summary
# line, "N passed, N failed".
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
binary=$(realpath "${1:-.build/debug/notes-tui}")
[ -x "$binary" ] || { echo "run-all: no binary at $binary; build first" >&2; exit 2; }
passed=0
failed=0
for script in "$here"/*.exp "$here"/*.sh; do
  case "$(basename "$script")" in run-all.sh|tmux-lib.sh) continue ;; esac
  case "$script" in
    *.exp) runner=(expect -f "$script" "$binary") ;;
    *.sh) runner=(bash "$script" "$binary") ;;
  esac
  if timeout 120 "${runner[@]}" </dev/null; then
    passed=$((passed + 1))
  else
    echo "FAIL $(basename "$script")" >&2
    failed=$((failed + 1))
  fi
done
echo "smoke: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
