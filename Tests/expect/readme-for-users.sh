#!/usr/bin/env bash
# README.md is for users: install, use, keys, commands, files, reliability
# and performance. How the app starts and how the code is laid out live in
# docs/architecture.md, which README links to. Fails when README grows a
# section on internals or the developer docs lose theirs.
# The binary argument is not needed.
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root" || exit 2
status=0

allowed='^## (Quick start|Documentation|Where the notes live|Screens and keys|Performance|Nothing typed is lost|Commands for scripts|Reliability|Settings.*|Sync.*|Install.*)$'
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
grep -q '](docs/architecture.md' README.md || { echo "readme-for-users: README.md does not link docs/architecture.md" >&2; status=1; }

[ "$status" -eq 0 ] && echo "readme-for-users: ok"
exit "$status"
