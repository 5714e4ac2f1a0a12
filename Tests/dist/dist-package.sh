#!/usr/bin/env bash
# `make dist` and `make deb` give packages that install and run where no
# Swift toolchain is: unpacks the archive and `dpkg -x`es the .deb into a
# temporary folder and runs the binary from each with a bare environment
# (no LD_LIBRARY_PATH, PATH without the toolchain), checking that ldd finds
# no Swift library (/opt/swift, libswift*, libFoundation*, libdispatch) and
# that the package's metadata and file list are right.
# Usage: dist-package.sh DIST_DIR (where the archive and the .deb are).
set -uo pipefail
dist=${1:?usage: dist-package.sh DIST_DIR}
root=$(cd "$(dirname "$0")/../.." && pwd)
version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' "$root/Sources/NotesApp/Launch/AppVersion.swift")
arch=$(dpkg --print-architecture)
archive="$dist/notes-tui-$version-linux-$(uname -m).tar.gz"
deb="$dist/notes-tui_${version}_$arch.deb"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0
failed=0
check() { # check DESCRIPTION COMMAND…
  local what=$1
  shift
  if "$@" >/dev/null 2>&1; then passed=$((passed + 1)); else echo "FAIL dist-package: $what" >&2; failed=$((failed + 1)); fi
}
bare() { env -i PATH=/usr/bin:/bin LD_LIBRARY_PATH= HOME="$work" LANG=C.UTF-8 TZ=UTC "$@"; }

# Runs the binary as a user would, with nothing of the toolchain in reach.
runs_alone() { # runs_alone BINARY LABEL
  local binary=$1 label=$2 library="$work/$2-library.json"
  check "$label: --version prints $version" bash -c "[ \"\$(env -i PATH=/usr/bin:/bin LD_LIBRARY_PATH= '$binary' --version)\" = '$version' ]"
  check "$label: add" bare "$binary" add --data-file "$library" --title "Packed note" "from the package"
  check "$label: list shows the note" bash -c "env -i PATH=/usr/bin:/bin LD_LIBRARY_PATH= HOME='$work' '$binary' list --data-file '$library' | grep -q 'Packed note'"
  check "$label: ldd finds no Swift library" bash -c "! ldd '$binary' | grep -Eq '/opt/swift|libswift|libFoundation|libdispatch|libBlocksRuntime|not found'"
  check "$label: the binary is stripped" bash -c "! readelf -S '$binary' | grep -q ' .symtab'"
  check "$label: its completion scripts are generated" bash -c "'$binary' --generate-completion-script bash | grep -q -- ---completion"
}

# The archive.
check "archive $archive exists" test -f "$archive"
mkdir -p "$work/archive"
tar -xzf "$archive" -C "$work/archive"
top="$work/archive/notes-tui-$version-linux-$(uname -m)"
for file in bin/notes-tui share/man/man1/notes-tui.1 README.md share/bash-completion/completions/notes-tui \
  share/zsh/site-functions/_notes-tui share/fish/vendor_completions.d/notes-tui.fish; do
  check "archive holds $file" test -s "$top/$file"
done
check "archive: files owned by root" bash -c "! tar -tvzf '$archive' | awk '{ print \$2 }' | grep -qvx '0/0\|root/root'"
runs_alone "$top/bin/notes-tui" archive

# The Debian package.
check "package $deb exists" test -f "$deb"
info=$(dpkg-deb --info "$deb" 2>&1)
contents=$(dpkg-deb --contents "$deb" 2>&1)
check "control: Package" grep -q '^ Package: notes-tui$' <<<"$info"
check "control: Version" grep -q "^ Version: $version\$" <<<"$info"
check "control: Architecture" grep -q "^ Architecture: $arch\$" <<<"$info"
check "control: Maintainer" grep -q '^ Maintainer: .*<.*@.*>$' <<<"$info"
check "control: Description" grep -q '^ Description: ' <<<"$info"
depends=$(sed -n 's/^ Depends: //p' <<<"$info")
check "control: Depends on libc6 and git (got: $depends)" bash -c "grep -q 'libc6' <<<'$depends' && grep -q 'git' <<<'$depends'"
check "control: Depends on the curses library (got: $depends)" grep -Eq 'libncursesw6|libtinfo6' <<<"$depends"
check "control: Depends on nothing of Swift (got: $depends)" bash -c "! grep -Eiq 'swift|foundation' <<<'$depends'"
for path in ./usr/bin/notes-tui ./usr/share/man/man1/notes-tui.1.gz ./usr/share/bash-completion/completions/notes-tui \
  ./usr/share/zsh/vendor-completions/_notes-tui ./usr/share/fish/vendor_completions.d/notes-tui.fish; do
  check "package installs $path" grep -q " $path\$" <<<"$contents"
done
check "package: every file owned by root" bash -c "! awk '{ print \$2 }' <<<'$contents' | grep -qv '^root/root\$'"
check "package: nothing outside /usr" bash -c "! awk '{ print \$NF }' <<<'$contents' | grep -v '^\./\$' | grep -qv '^\./usr'"
mkdir -p "$work/root"
dpkg-deb -x "$deb" "$work/root"
check "package: the man page is gzipped troff" bash -c "zcat '$work/root/usr/share/man/man1/notes-tui.1.gz' | grep -q '^\.TH'"
runs_alone "$work/root/usr/bin/notes-tui" deb

echo "dist-package: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
