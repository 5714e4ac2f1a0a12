#!/usr/bin/env bash
# README.md is for users: install, use, keys, commands, files, settings,
# sync, a short performance table and the targets' names (Layout). How the
# app starts and how the code is laid out live in docs/architecture.md, the
# performance story in docs/performance.md, both linked from README. Fails
# when README grows a section on internals, grows past a short page, or the
# developer docs lose theirs.
# The binary argument is not needed.
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root" || exit 2
status=0

allowed='^## (Quick start|Documentation|Finding notes|Where the notes live|Vaults|Screens and keys|Performance|Nothing typed is lost|Commands for scripts|Reliability|Settings.*|Sync.*|Install.*|Layout)$'
while IFS= read -r heading; do
  if ! grep -qE "$allowed" <<<"$heading"; then
    echo "readme-for-users: README.md has '$heading'; internals go to docs/architecture.md" >&2
    status=1
  fi
done < <(grep -E '^## ' README.md)
if grep -qiE '^#+ .*(how it starts|launch order|code layout|how the code is laid out)' README.md; then
  echo "readme-for-users: README.md describes the start-up or the code layout; move it to docs/" >&2
  status=1
fi
for section in '## How it starts' '## How the code is laid out'; do
  grep -qF "$section" docs/architecture.md || { echo "readme-for-users: docs/architecture.md lacks '$section'" >&2; status=1; }
done
for doc in architecture performance behaviour; do
  grep -q "](docs/$doc.md" README.md || { echo "readme-for-users: README.md does not link docs/$doc.md" >&2; status=1; }
done
lines=$(wc -l < README.md)
if [ "$lines" -gt 360 ]; then
  echo "readme-for-users: README.md has $lines lines; keep it a short page for users (details go to docs/)" >&2
  status=1
fi

[ "$status" -eq 0 ] && echo "readme-for-users: ok"
exit "$status"
