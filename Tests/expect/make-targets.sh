#!/usr/bin/env bash
# `make run` and `make install` build and install only what running needs
# (a binary with the Swift runtime linked in, stripped when installed):
# the deps script in `run` mode (no expect, no tmux) and the notes-tui
# product alone (not the bench or stress tools); `make install` sees to
# bash-completion, which bash needs to load the completion. `make test` fails on a
# build warning, the linker's included. And nothing in Package.swift makes SwiftPM warn on every
# build (pkg-config's cflags for ncursesw are refused with a warning).
# Reads `make -n`, builds nothing. The binary argument is not needed.
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root" || exit 2
status=0
fail() { echo "make-targets: $*" >&2; status=1; }

for target in run install; do
  plan=$(make -n "$target" 2>&1) || { fail "make -n $target failed: $plan"; continue; }
  grep -q 'install-deps.sh run' <<<"$plan" || fail "make $target does not install just the run deps"
  grep -q 'install-deps.sh test' <<<"$plan" && fail "make $target installs the test tools"
  while IFS= read -r line; do
    case "$line" in
      *"--product notes-tui"|*"--product notes-tui "*) ;;
      *) fail "make $target builds more than the app: $line" ;;
    esac
  done < <(grep -E '(^| )build( |$)' <<<"$plan" | grep -E 'swift')
  grep -qE 'notes-tui-bench|notes-store-stress' <<<"$plan" && fail "make $target mentions the bench or stress tool"
  grep -qE -- '--product notes-tui .*--static-swift-stdlib' <<<"$plan" \
    || fail "make $target builds a binary that needs the Swift toolchain's libraries (no --static-swift-stdlib)"
done
install_plan=$(make -n install 2>/dev/null)
# From a variable: `make | grep -q` under pipefail fails when grep exits
# before make has written its last line (SIGPIPE), as it did once in CI.
grep -qE "install -s .*notes-tui" <<<"$install_plan" || fail "make install does not strip the binary"
# bash loads an installed completion only through the bash-completion
# package: install sees to it (installs it as root, else names it), says
# where the completions went, and the README names the package.
grep -q 'install-deps.sh completion' <<<"$install_plan" || fail "make install does not see to the bash-completion package"
grep -q 'bash-completion package' <<<"$install_plan" || fail "make install does not say that bash needs the bash-completion package"
grep -q 'bash-completion' README.md || fail "README.md does not name the bash-completion package"

# install-deps.sh run: neither expect nor tmux, whatever is installed.
grep -nE 'missing\+=\((expect|tmux)\)' scripts/install-deps.sh | while IFS=: read -r number _; do
  awk -v n="$number" 'NR < n && /^if \[ "\$mode" = test \]/ { inside = 1 } NR < n && /^fi$/ { inside = 0 } END { exit inside ? 0 : 1 }' \
    scripts/install-deps.sh || { echo "make-targets: install-deps.sh line $number installs a test tool in run mode" >&2; exit 1; }
done || status=1

# git (sync) in both modes: outside the test-only block.
git_line=$(grep -nE 'missing\+=\(git\)' scripts/install-deps.sh | cut -d: -f1)
if [ -z "$git_line" ]; then
  fail "install-deps.sh does not install git"
elif awk -v n="$git_line" 'NR < n && /^if \[ "\$mode" = test \]/ { inside = 1 } NR < n && /^fi$/ { inside = 0 } END { exit inside ? 0 : 1 }' scripts/install-deps.sh; then
  fail "install-deps.sh installs git only for the tests (sync needs it to run)"
fi

test_plan=$(make -n test 2>/dev/null)
grep -q 'check-build-log.sh' <<<"$test_plan" || fail "make test does not check its build for warnings"
grep -q -- '--explicit-target-dependency-import-check=error' <<<"$test_plan" || fail "make test does not refuse an import of an undeclared target"
sanitizer_plan=$(make -n sanitizer-test 2>/dev/null)
grep -q 'check-build-log.sh' <<<"$sanitizer_plan" || fail "make sanitizer-test does not check its build for warnings"
# Every warning fails it, the linker's too (the sanitized build links with
# lld, so AddressSanitizer's runtime makes gold print none).
grep -qE -- '--sanitize=address .*-use-ld=lld' <<<"$sanitizer_plan" || fail "make sanitizer-test's build does not link with lld"
scratch_log=$(mktemp /tmp/notes-tui-build-log.XXXXXX)
for line in "/usr/bin/ld.gold: warning: Cannot export local symbol '__asan_report_load1'" \
            "/src/a.swift:1:2: warning: unused" "warning: 'x': found 1 file(s) which are unhandled"; do
  printf 'Compiling\n%s\nBuild complete!\n' "$line" >"$scratch_log"
  ./scripts/check-build-log.sh "$scratch_log" 2>/dev/null && fail "check-build-log.sh lets through: $line"
done
printf 'Compiling\nBuild complete!\n' >"$scratch_log"
./scripts/check-build-log.sh "$scratch_log" || fail "check-build-log.sh fails a log without a warning"
rm -f "$scratch_log" "$scratch_log.warnings"
grep -nE '^[[:space:]]*pkgConfig:' Package.swift >&2 && fail "Package.swift uses pkgConfig, whose cflags SwiftPM refuses with a warning"

[ "$status" -eq 0 ] && echo "make-targets: ok"
exit "$status"
