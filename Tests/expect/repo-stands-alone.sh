#!/usr/bin/env bash
# The repository stands alone: a clone anywhere must need nothing outside
# it. Fails when any file (outside .git and .build*) points at the shared
# folder of the team's own machine instead of the project's docs/, or when
# a relative link in a Markdown file leads to no file in the repository.
# Run by run-all.sh with the other smoke scripts (its binary argument is
# not needed); cheap enough for every run.
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root" || exit 2
status=0

# Built from pieces so that this script does not find itself.
outside='\.\./'"shared"
contract="shared"'/CONTRACT'
facts="TERMINAL"'-FACTS'
if grep -rInE --exclude-dir=.git --exclude-dir='.build*' "$outside|$contract|$facts" . >&2; then
  echo "repo-stands-alone: the lines above point outside the repository; cite docs/ instead" >&2
  status=1
fi

# Every relative Markdown link resolves to a file or folder in the repository
# (a link shown as code, `[text](Name.md)`, is an example, not a link).
while IFS= read -r file; do
  dir=$(dirname "$file")
  while IFS= read -r target; do
    case "$target" in
      http://*|https://*|mailto:*|'#'*|'') continue ;;
    esac
    path=${target%%#*}
    if [ ! -e "$dir/$path" ]; then
      echo "repo-stands-alone: $file links to $target, which does not exist" >&2
      status=1
    fi
  done < <(sed -E 's/`[^`]*`//g' "$file" | grep -oE '\]\([^) ]+\)' | sed -E 's/^\]\(//; s/\)$//')
done < <(find . \( -name .git -o -name '.build*' \) -prune -o -name '*.md' -type f -print)

[ "$status" -eq 0 ] && echo "repo-stands-alone: ok"
exit "$status"
