#!/usr/bin/env bash
# Runs every smoke script against the built binary and prints one summary
# line, "N passed, N failed". The scripts mostly wait on a terminal, so
# SMOKE_JOBS of them (default 3) run at once; each has its own temporary
# folder and tmux server, and its output is printed when it ends.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
binary=$(realpath "${1:-.build/debug/notes-tui}")
[ -x "$binary" ] || { echo "run-all: no binary at $binary; build first" >&2; exit 2; }
jobs_at_once=${SMOKE_JOBS:-3}
logs=$(mktemp -d /tmp/notes-tui-smoke-logs.XXXXXX)
trap 'rm -rf "$logs"' EXIT

run_one() {
  local script=$1 log=$2
  local runner
  case "$script" in
    *.exp) runner=(expect -f "$script" "$binary") ;;
    *.sh) runner=(bash "$script" "$binary") ;;
  esac
  if timeout 180 "${runner[@]}" </dev/null >"$log" 2>&1; then
    echo pass >"$log.status"
  else
    echo fail >"$log.status"
  fi
}

scripts=()
for script in "$here"/*.exp "$here"/*.sh; do
  case "$(basename "$script")" in run-all.sh|tmux-lib.sh) continue ;; esac
  scripts+=("$script")
done

running=0
for script in "${scripts[@]}"; do
  if [ "$running" -ge "$jobs_at_once" ]; then
    wait -n
    running=$((running - 1))
  fi
  run_one "$script" "$logs/$(basename "$script").log" &
  running=$((running + 1))
done
wait

passed=0
failed=0
for script in "${scripts[@]}"; do
  log="$logs/$(basename "$script").log"
  if [ "$(cat "$log.status" 2>/dev/null)" = pass ]; then
    passed=$((passed + 1))
  else
    cat "$log" >&2
    echo "FAIL $(basename "$script")" >&2
    failed=$((failed + 1))
  fi
done
echo "smoke: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
