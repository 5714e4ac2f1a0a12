# notes-tui — build, run, test, install.
# `make run` and `make test` install what they need first (see `deps`).

PREFIX ?= /usr/local
SWIFT ?= swift
BINDIR = $(DESTDIR)$(PREFIX)/bin
MANDIR = $(DESTDIR)$(PREFIX)/share/man/man1
BASH_COMPLETIONS = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSH_COMPLETIONS = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISH_COMPLETIONS = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
RELEASE_BIN = .build/release/notes-tui
DEBUG_BIN = .build/debug/notes-tui

.PHONY: all build release run test unit-test smoke-test fault-test sanitizer-test thread-sanitizer-test bench release-bench deps deps-run install uninstall clean
.PHONY: dist deb dist-test release-test upgrade-test

all: build

## deps: install the system packages the build and the tests need
deps:
	@./scripts/install-deps.sh test

## deps-run: only what building and running the app needs (no expect, tmux)
deps-run:
	@./scripts/install-deps.sh run

## build: debug build of everything (the app, the tests' helpers, the bench)
build: deps
	$(SWIFT) build

## release: the app alone, in release mode (not the bench or stress tools),
## with the Swift runtime linked in: it starts in half the time (no dozen
## Swift libraries to load) and runs where no Swift toolchain is installed
STATIC_STDLIB = --static-swift-stdlib
release: deps-run
	$(SWIFT) build -c release --product notes-tui $(STATIC_STDLIB)

## run: build the app in release mode and start it
run: release
	$(RELEASE_BIN) $(ARGS)

## test: every test that one debug build of everything (the app, the
## tests, the stress tool) can run, so CI's run stays within 12 minutes on
## two cores: the build, checked for warnings and for an import of a target
## not declared; the unit, launch-flow, screen and fuzz tests with the kill
## -9 crash test; the expect smoke scripts against its `notes-tui`. What
## needs a build of everything of its own runs apart: `make release-test`
## (the smoke scripts against the release build, the kill -9 test at
## 50,000 notes against a release child, the packages), `make
## sanitizer-test` (AddressSanitizer, ThreadSanitizer), `make bench`.
TEST_BUILD_LOG = .build/test-build.log
# A target may import only the targets it declares (a layer cannot reach up
# or sideways through a module that happens to be built).
TEST_BUILD_CHECKS = --explicit-target-dependency-import-check=error
test: deps
	@mkdir -p .build
	$(SWIFT) build --build-tests $(TEST_BUILD_CHECKS) > $(TEST_BUILD_LOG) 2>&1; status=$$?; cat $(TEST_BUILD_LOG); exit $$status
	./scripts/check-build-log.sh $(TEST_BUILD_LOG)
	$(SWIFT) test --skip-build
	./Tests/expect/run-all.sh $(DEBUG_BIN)

## release-test: what the release build (the binary people run) answers
## for: the smoke scripts, the kill -9 test at 50,000 notes, the packages
release-test: deps release
	./Tests/expect/run-all.sh $(RELEASE_BIN)
	$(MAKE) fault-test
	$(MAKE) dist-test

## upgrade-test: the previous release (the last commit that synced a JSON
## library as one file), built once from this repository's history into
## .build-previous, syncing beside this version through the upgrade
PREVIOUS_RELEASE = 9717808
upgrade-test: deps build
	@if [ ! -x .build-previous/src/.build/release/notes-tui ]; then \
	  rm -rf .build-previous && mkdir -p .build-previous/src && \
	  git archive $(PREVIOUS_RELEASE) | tar -x -C .build-previous/src && \
	  $(SWIFT) build -c release --product notes-tui --package-path .build-previous/src; fi
	./Tests/upgrade/with-previous-release.sh $(DEBUG_BIN) .build-previous/src/.build/release/notes-tui

## unit-test / smoke-test: the same tests on a plain debug build (quicker
## to build while working)
unit-test:
	$(SWIFT) test

smoke-test: build
	./Tests/expect/run-all.sh $(DEBUG_BIN)

## fault-test: kill -9 a release build saving a 50,000-note library, over and over
## (built with the app's flags, so a release build of the app made before
## lends it the notes core instead of compiling it again); the test itself
## runs from the test build FAULT_TEST_SWIFT_FLAGS names (the plain one by default)
FAULT_TEST_SWIFT_FLAGS =
fault-test:
	$(SWIFT) build -c release --product notes-store-stress $(STATIC_STDLIB)
	NOTES_TUI_STRESS_BINARY=$(CURDIR)/.build/release/notes-store-stress NOTES_TUI_FAULT_LARGE=1 \
		$(SWIFT) test $(if $(FAULT_TEST_SWIFT_FLAGS),--skip-build $(FAULT_TEST_SWIFT_FLAGS)) --filter StoreCrashTests/killedSavesLeaveOneCompleteVersion

## thread-sanitizer-test: under TSan, the suites where threads meet
## (background saves, syncs, the git runner, the decoder's and the skim's
## second halves and their pages given back, and the app with them):
## elsewhere the code runs on one thread, where TSan finds nothing and
## costs `make test` minutes. The kill -9 tests and the three-machine sync
## fuzz are left out (their time is in children — the stress tool, git —
## that would be sanitized for nothing), as are the hostile-remote fuzz,
## the setup refusals and git's lifetime (git's time, one thread of ours),
## and the fuzz tests run a shorter
## budget. Only what these tests run is built (not the bench).
## sanitizer-test: every unit test on a build made with AddressSanitizer
## (each test is then also a memory-safety check: the format's scanner, the
## text buffers and the page release work on raw memory), checked for
## warnings, and the kill -9 test on it; then the TSan run. XCTest's runner
## and TOMLKit leak a few bytes at exit, so leak checking is off. It links
## with the toolchain's lld: gold warns about every AddressSanitizer runtime
## symbol it cannot export (hundreds of lines), which would drown a real
## warning or have to be let through.
SANITIZER_SKIP = --skip 'StoreCrashTests|SyncReplicaFuzzTests|HostileRemoteFuzzTests|HostileSetupTests|GitLifetimeTests'
TSAN_SUITES = 'BackgroundSave|Sync|TwoHalves|SecondHalfPageRelease|Glimpse|SpawnedProcess|GitDaemon|OrphanedGit|ImportSafety|LibraryFileKind|FirstMoments|IdleSearch|OutsideChange'
TSAN_SWIFT_FLAGS = --sanitize=thread --scratch-path .build-tsan
thread-sanitizer-test:
	$(SWIFT) build $(TSAN_SWIFT_FLAGS) --product notes-tuiPackageTests
	$(SWIFT) build $(TSAN_SWIFT_FLAGS) --product notes-tui
	$(SWIFT) build $(TSAN_SWIFT_FLAGS) --product notes-store-stress
	NOTES_TUI_FUZZ_ITERATIONS=300 \
		$(SWIFT) test --skip-build $(TSAN_SWIFT_FLAGS) $(SANITIZER_SKIP) --filter $(TSAN_SUITES)

ASAN_BUILD = .build-asan
ASAN_SWIFT_FLAGS = --sanitize=address --scratch-path $(ASAN_BUILD) -Xswiftc -use-ld=lld
ASAN_BUILD_LOG = $(ASAN_BUILD)/build.log
sanitizer-test: deps
	@mkdir -p $(ASAN_BUILD)
	$(SWIFT) build --build-tests $(ASAN_SWIFT_FLAGS) $(TEST_BUILD_CHECKS) > $(ASAN_BUILD_LOG) 2>&1; status=$$?; cat $(ASAN_BUILD_LOG); exit $$status
	./scripts/check-build-log.sh $(ASAN_BUILD_LOG)
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --skip-build $(ASAN_SWIFT_FLAGS)
	ASAN_OPTIONS=detect_leaks=0 $(MAKE) fault-test FAULT_TEST_SWIFT_FLAGS="$(ASAN_SWIFT_FLAGS)"
	$(MAKE) thread-sanitizer-test

## bench: release build, then one table of figures for 1k, 10k and 100k
## notes (see README "Performance"), also written to BENCH_RESULTS.
## QUICK=1: 1k and 10k only, fewer runs, in well under a minute.
BENCH_BUILD ?= .build
BENCH_BIN = $(BENCH_BUILD)/release/notes-tui-bench
BENCH_RESULTS = $(if $(QUICK),$(BENCH_BUILD)/bench-results-quick.md,Tests/Benchmarks/results.md)
bench: release-bench
	$(BENCH_BIN) $(if $(QUICK),--quick) --binary $(BENCH_BUILD)/release/notes-tui --output $(BENCH_RESULTS)

release-bench:
	@./scripts/install-deps.sh bench
	$(SWIFT) build -c release --scratch-path $(BENCH_BUILD) --product notes-tui $(STATIC_STDLIB)
	$(SWIFT) build -c release --scratch-path $(BENCH_BUILD) --product notes-tui-bench

## dist: .build/dist/notes-tui-VERSION-linux-ARCH.tar.gz — the release
## binary (Swift runtime linked in, stripped), man page, completions, README
## deb: .build/dist/notes-tui_VERSION_ARCH.deb, built with dpkg-deb
## dist-test: both, unpacked and run with no Swift toolchain in reach
DIST_DIR = .build/dist
dist: release
	./scripts/package.sh archive $(RELEASE_BIN) $(DIST_DIR)

deb: release
	./scripts/package.sh deb $(RELEASE_BIN) $(DIST_DIR)

dist-test: dist deb
	./Tests/dist/dist-package.sh $(DIST_DIR)

## install / uninstall: into PREFIX (default /usr/local). bash loads the
## completion only through the bash-completion package: install names it,
## or installs it as root (not for a DESTDIR staging install)
install: release
	install -d $(BINDIR) $(MANDIR) $(BASH_COMPLETIONS) $(ZSH_COMPLETIONS) $(FISH_COMPLETIONS)
	install -s -m 0755 $(RELEASE_BIN) $(BINDIR)/notes-tui
	install -m 0644 Resources/notes-tui.1 $(MANDIR)/notes-tui.1
	$(RELEASE_BIN) --generate-completion-script bash > $(BASH_COMPLETIONS)/notes-tui
	$(RELEASE_BIN) --generate-completion-script zsh > $(ZSH_COMPLETIONS)/_notes-tui
	$(RELEASE_BIN) --generate-completion-script fish > $(FISH_COMPLETIONS)/notes-tui.fish
	@echo "installed $(BINDIR)/notes-tui and $(MANDIR)/notes-tui.1; completions:"
	@echo "  bash: $(BASH_COMPLETIONS)/notes-tui (loaded by the bash-completion package, from a new shell)"
	@echo "  zsh:  $(ZSH_COMPLETIONS)/_notes-tui (loaded when that folder is on \$$fpath)"
	@echo "  fish: $(FISH_COMPLETIONS)/notes-tui.fish"
	@$(if $(DESTDIR),true,./scripts/install-deps.sh completion)

uninstall:
	rm -f $(BINDIR)/notes-tui $(MANDIR)/notes-tui.1 $(BASH_COMPLETIONS)/notes-tui \
		$(ZSH_COMPLETIONS)/_notes-tui $(FISH_COMPLETIONS)/notes-tui.fish

clean:
	$(SWIFT) package clean
	rm -rf .build .build-asan .build-tsan
