# odr-pack: build, test and run the examples. Two commands set up a fresh Debian
# machine as root: `make example` and `make test` (both install missing packages first).

SWIFT        ?= swift
BUILD_FLAGS  ?=
BIN          := .build/debug/odr-pack
# libcurl4: odr-pack upload loads libcurl.so.4 with dlopen at its first request (Sources/CCurl).
APT_PACKAGES := libarchive-dev libxml2-dev pkg-config libarchive-tools unzip python3 libcurl4
APT_GET      := DEBIAN_FRONTEND=noninteractive apt-get

BENCH_PACKAGES := hyperfine libarchive-tools libxml2-utils time
# The report test renders the HTML report in a real browser; the Play Asset Delivery tests
# decode pack manifests with protoc, compare them with aapt2's and evaluate the generated
# Gradle and Kotlin files with groovy and kotlinc; the Unity tests compile the generated C#
# with Mono's mcs and run it with mono; the comment tests render Markdown with cmark-gfm, as
# GitHub does (each test skips, saying so, without its tool).
TEST_PACKAGES := chromium protobuf-compiler aapt groovy kotlin cmark-gfm mono-mcs mono-runtime

# The stand-in packager of `make example` and the tests: not Apple's ba-package.
STAND_IN_BA_PACKAGE := $(CURDIR)/Examples/Tools/ba-package

PREFIX  ?= /usr/local
DESTDIR ?=
MANUAL  := .build/plugins/GenerateManual/outputs/odr-pack/odr-pack.1
MAN_PAGE := .build/odr-pack.1

.PHONY: all deps test-deps bench-deps build release install man uninstall test test-fast lint format snapshots example bench bench-merge fuzz clean

all: build

# Installs the system packages that are missing (needs root on Debian/Ubuntu; elsewhere
# install libarchive, libxml2 and pkg-config yourself).
deps:
	@missing=""; \
	for package in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$package 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$package"; \
	done; \
	if [ -n "$$missing" ]; then \
	  if ! command -v apt-get >/dev/null 2>&1; then echo "install:$$missing" >&2; exit 1; fi; \
	  echo "installing:$$missing"; \
	  $(APT_GET) update -qq && $(APT_GET) install -y -qq --no-install-recommends $$missing; \
	fi

# Chromium for the report's browser test, protoc, aapt2, groovy and kotlinc for the Play
# Asset Delivery tests, Mono for the Unity tests (make test goes on without them; the tests then say they were skipped).
test-deps:
	@$(MAKE) --no-print-directory deps APT_PACKAGES="$(TEST_PACKAGES)"

# The benchmark's peer tools (not needed for building or testing).
bench-deps:
	@$(MAKE) --no-print-directory deps APT_PACKAGES="$(BENCH_PACKAGES)"

build: deps
	$(SWIFT) build $(BUILD_FLAGS)

# A self-contained binary: the Swift runtime and Foundation are linked in, so it runs on
# machines without Swift (it still needs libarchive and libxml2) and starts faster (9 ms against
# 17 ms dynamically linked). Only the product: the test-support target imports Testing, which the
# static runtime does not have.
release: deps
	$(SWIFT) build -c release --static-swift-stdlib --product odr-pack $(BUILD_FLAGS)

# The tests build and run the release configuration: one build serves them all, and the engine
# and the binary the end-to-end tests run are the optimized ones that ship (a debug odr-pack
# takes 0.4 s to parse its command line, and the merge runs 100 times slower). The test targets'
# own code is compiled without optimization (Package.swift).
TEST_CONFIG := -c release

test: deps
	@$(MAKE) --no-print-directory test-deps || echo "note: the test tools could not be installed; the tests that need them will be skipped"
	$(SWIFT) test $(TEST_CONFIG) $(BUILD_FLAGS)

# The inner loop: every suite but those marked `.slow(...)` where they are written (the ones
# that run compilers, browsers or tools on what odr-pack writes at a game's size, kill and
# interrupt builds at every step, or time progress on a terminal), each within the budget it
# declares with `.budget(seconds:)` (Tests/TestSupport/TestSet.swift).
test-fast: deps
	ODR_PACK_TEST_SET=fast $(SWIFT) test $(TEST_CONFIG) $(BUILD_FLAGS)

# The Swift the formatter keeps (.swift-format, line length 140): every file but the templates
# of Sources/ODRPackKit/Templates (written for apps byte for byte) and the apps' code of
# Tests/Fixtures. `make lint` checks it (.ci/run runs it first); `make format` applies it.
FORMATTED = $(shell find Package.swift Plugins Sources Tests Benchmarks Fuzz -name '*.swift' \
  -not -path '*/Templates/*' -not -path 'Tests/Fixtures/*' -not -path '*/.build*' | sort)

lint:
	@$(SWIFT) format lint --strict --parallel $(FORMATTED)
	@echo "swift format: the $(words $(FORMATTED)) Swift files keep .swift-format"

format:
	@$(SWIFT) format --in-place --parallel $(FORMATTED)

# Records every command's whole output again (Tests/Snapshots/, see OutputSnapshotTests):
# run it when an output is meant to change, then review the diff before committing.
snapshots: deps
	ODR_PACK_RECORD_SNAPSHOTS=1 $(SWIFT) test $(TEST_CONFIG) $(BUILD_FLAGS) --filter OutputSnapshotTests

# The self-contained release binary (above), installed stripped (98 MB -> 65 MB) with its man page and bash, zsh and
# fish completions under $(DESTDIR)$(PREFIX): bin/, share/man/man1/,
# share/bash-completion/completions/, share/zsh/site-functions/ and
# share/fish/vendor_completions.d/.
install: release
	@$(MAKE) --no-print-directory man
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 \
	  $(DESTDIR)$(PREFIX)/share/bash-completion/completions $(DESTDIR)$(PREFIX)/share/zsh/site-functions \
	  $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	install -m 755 -s .build/release/odr-pack $(DESTDIR)$(PREFIX)/bin/odr-pack
	install -m 644 $(MAN_PAGE) $(DESTDIR)$(PREFIX)/share/man/man1/odr-pack.1
	.build/release/odr-pack --generate-completion-script bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/odr-pack
	.build/release/odr-pack --generate-completion-script zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_odr-pack
	.build/release/odr-pack --generate-completion-script fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/odr-pack.fish

# The man page, from swift-argument-parser's generate-manual plugin. The plugin builds the
# package itself before it reads the commands; the debug configuration makes that the build
# `make build` and `make test` already did, not a second release build (the page is the
# same from either). Its EXIT STATUS section says only "0 on success, >0 if an error
# occurs"; docs/man/exit-status.mdoc replaces it with the real codes.
man: deps
	$(SWIFT) package --allow-writing-to-package-directory generate-manual --configuration debug
	sed -e '/^\.Ex -std$$/{r docs/man/exit-status.mdoc' -e 'd;}' $(MANUAL) > $(MAN_PAGE).new
	grep -q '^\.It 64$$' $(MAN_PAGE).new || { echo "the man page has no EXIT STATUS list: see docs/man/exit-status.mdoc" >&2; exit 1; }
	mv $(MAN_PAGE).new $(MAN_PAGE)

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/odr-pack $(DESTDIR)$(PREFIX)/share/man/man1/odr-pack.1 \
	  $(DESTDIR)$(PREFIX)/share/bash-completion/completions/odr-pack $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_odr-pack \
	  $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/odr-pack.fish

# Lints the GreatGame example in both manifest forms, prints its plan, then builds its
# asset packs into .build/examples/GreatGame and verifies them; builds its next version
# (GreatGame-2.xml), prints what the update changes and writes the HTML report; then the
# XcodeGame Xcode project, read directly (on Linux its asset catalog and Core ML model cannot
# be compiled: lint and build both take --allow-uncompiled, and the packs are marked so);
# then both again as Background Assets packs (with the stand-in packager) and as Google Play
# asset packs, GreatGame in every layout, XcodeGame with --catalog-items files (its image sets,
# data set, sprite atlases and model packed as files the generated lookups read).
example: build
	$(BIN) lint Examples/GreatGame/GreatGame.xml
	$(BIN) lint Examples/GreatGame/GreatGame.plist > /dev/null
	$(BIN) build Examples/GreatGame/GreatGame.xml -o .build/examples/GreatGame
	$(BIN) verify .build/examples/GreatGame
	$(BIN) build Examples/GreatGame/GreatGame-2.xml -o .build/examples/GreatGame-2
	$(BIN) diff .build/examples/GreatGame .build/examples/GreatGame-2
	$(BIN) report Examples/GreatGame/GreatGame-2.xml -o .build/examples/GreatGame-report.html \
	  --baseline .build/examples/GreatGame --build .build/examples/GreatGame-2
	$(BIN) lint Examples/XcodeGame/XcodeGame.xcodeproj --allow-uncompiled
	$(BIN) build Examples/XcodeGame/XcodeGame.xcodeproj -o .build/examples/XcodeGame --allow-uncompiled
	$(BIN) verify .build/examples/XcodeGame
	@echo "== Background Assets: the same plans as asset packs, made by Examples/Tools/ba-package,"
	@echo "== a stand-in that is NOT Apple's ba-package: its .aar files are plain tar files and cannot be uploaded"
	$(BIN) lint Examples/GreatGame/GreatGame.xml --delivery background-assets
	ODR_PACK_BA_PACKAGE=$(STAND_IN_BA_PACKAGE) $(BIN) build Examples/GreatGame/GreatGame.xml --delivery background-assets \
	  -o .build/examples/GreatGame-BackgroundAssets
	$(BIN) verify .build/examples/GreatGame-BackgroundAssets
	$(BIN) lint Examples/GreatGame/GreatGame.xml --delivery background-assets --max-packs 4
	ODR_PACK_BA_PACKAGE=$(STAND_IN_BA_PACKAGE) $(BIN) build Examples/XcodeGame/XcodeGame.xcodeproj --delivery background-assets \
	  --catalog-items files -o .build/examples/XcodeGame-BackgroundAssets
	$(BIN) verify .build/examples/XcodeGame-BackgroundAssets
	@echo "== What XcodeGame's code must change to move to Background Assets"
	$(BIN) migrate Examples/XcodeGame/XcodeGame.xcodeproj
	@echo "== Google Play Asset Delivery: the same plan as Google Play asset packs, in every layout"
	$(BIN) lint Examples/GreatGame/GreatGame.xml --delivery play-asset-delivery
	for layout in gradle gradle-kts unity bundletool; do \
	  $(BIN) build Examples/GreatGame/GreatGame.xml --delivery play-asset-delivery --layout $$layout \
	    -o .build/examples/GreatGame-Play-$$layout && \
	  $(BIN) verify .build/examples/GreatGame-Play-$$layout || exit 1; \
	done
	$(BIN) build Examples/GreatGame/GreatGame-2.xml --delivery play-asset-delivery -o .build/examples/GreatGame-2-Play
	$(BIN) diff .build/examples/GreatGame-Play-gradle .build/examples/GreatGame-2-Play
	$(BIN) build Examples/XcodeGame/XcodeGame.xcodeproj --delivery play-asset-delivery --catalog-items files \
	  -o .build/examples/XcodeGame-Play
	$(BIN) verify .build/examples/XcodeGame-Play


# Release build, then timings against bsdtar, find and xmllint (see docs/performance.md),
# then the merge's quality and time (bench-merge). Not part of `make test`: it generates
# about 6 GiB of data under .build/bench.
bench: bench-deps release
	python3 Benchmarks/bench.py $(BENCH_FLAGS)
	$(MAKE) bench-merge

# The merge into fewer packs against the exact optimum on 3,000 small requests, against the
# best contiguous merge and smallest-first on generated game shapes, its time at 500, 5,000
# and 20,000 partitions and its stability across updates (docs/background-assets.md, "Merging").
bench-merge: deps
	$(SWIFT) build -c release --static-swift-stdlib $(BUILD_FLAGS) --product merge-bench
	.build/release/merge-bench small 3000
	.build/release/merge-bench shapes
	.build/release/merge-bench scale 500 5000 20000
	.build/release/merge-bench stability linear 500

# libFuzzer + AddressSanitizer runs of the parsers (Fuzz/, see docs/development.md), each
# target for FUZZ_SECONDS (default 60); FUZZ_TARGETS picks some. Not part of `make test`.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?=
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) Fuzz/run.sh $(FUZZ_TARGETS)

clean:
	rm -rf .build .build-fuzz
