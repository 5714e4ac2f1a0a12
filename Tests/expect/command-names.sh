#!/usr/bin/env bash
# Every command names itself in its configuration: without a name the
# argument parser derives one from the type's name through the runtime's
# reflection, which cost two thirds of `notes-tui --version` (16 of 25
# million instructions under callgrind), at every start. Reads the
# sources; the binary argument is not needed.
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
status=0
for file in "$root"/Sources/notes-tui/*.swift; do
  python3 - "$file" <<'PY' || status=1
import re, sys
path = sys.argv[1]
text = open(path).read()
for match in re.finditer(r'struct (\w+): (?:Async)?ParsableCommand', text):
    start = text.find('CommandConfiguration(', match.end())
    end = text.find('\n    }', start)
    if start < 0 or 'commandName' not in text[start:end]:
        print(f"command-names: {path}: {match.group(1)} has no commandName", file=sys.stderr)
        sys.exit(1)
PY
done
exit $status
