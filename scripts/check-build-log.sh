#!/usr/bin/env bash
# Fails when a build's output holds a warning: `make test` runs it on the
# log of its own build, so a new warning (an unused result, a flag SwiftPM
# refuses) fails the tests instead of scrolling by. Only what that build
# compiled is seen; `make clean test` checks every file.
set -euo pipefail

log=${1:?usage: $0 BUILD-LOG}
[ -r "$log" ] || { echo "check-build-log: cannot read $log" >&2; exit 66; }
# Compiler lines look like "path:line:col: warning: …"; SwiftPM's own,
# "warning: …"; the linker's, "ld.gold: warning: …". None is let through
# (the sanitized build links with lld, which has nothing to say about
# AddressSanitizer's runtime; gold warned on each of its symbols).
if grep -E '(^|: )warning: ' "$log" | sort -u > "$log.warnings" && [ -s "$log.warnings" ]; then
  echo "check-build-log: the build printed $(wc -l < "$log.warnings") warning(s):" >&2
  cat "$log.warnings" >&2
  exit 1
fi
rm -f "$log.warnings"
