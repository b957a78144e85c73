#!/usr/bin/env bash
# Builds the fuzz targets (libFuzzer + AddressSanitizer, release) and runs each for
# FUZZ_SECONDS seconds (default 60). The working corpus grows under .build-fuzz/corpus,
# seeded from Fuzz/Corpus; a crash, leak or hang is written to .build-fuzz/artifacts/TARGET/
# and stops the run with status 1. Reproduce one with:
#   .build-fuzz/release/TARGET .build-fuzz/artifacts/TARGET/crash-...
# usage: Fuzz/run.sh [TARGET...]   (default: every target)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${FUZZ_SECONDS:-60}
# A Swift trap ends the run through libFuzzer's handler, not through Swift's backtracer.
export SWIFT_BACKTRACE=enable=no
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  targets=(FuzzBinaryPlist FuzzXMLPlist FuzzXcodeProject FuzzXcconfig FuzzXMLManifest FuzzPlistManifest FuzzIndex FuzzPackMerger FuzzLockFile FuzzPlayNames)
fi
# Swift 6.3 drops -sanitize=fuzzer's coverage instrumentation under whole-module optimization
# (every release build): without the explicit -sanitize-coverage, libFuzzer sees no edge of
# the Swift code and mutates blind.
swift build -c release --sanitize fuzzer --sanitize address \
  -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp \
  --package-path Fuzz --scratch-path .build-fuzz
for target in "${targets[@]}"; do
  case $target in
    FuzzXcodeProject|FuzzXcconfig) dict=Fuzz/Dictionaries/pbxproj.dict; max=65536 ;;
    FuzzIndex) dict=Fuzz/Dictionaries/index.dict; max=32768 ;;
    FuzzPackMerger) dict=; max=4096 ;;
    FuzzLockFile) dict=Fuzz/Dictionaries/index.dict; max=8192 ;;
    FuzzPlayNames) dict=Fuzz/Dictionaries/names.dict; max=4096 ;;
    *) dict=Fuzz/Dictionaries/xml.dict; max=16384 ;;
  esac
  corpus=.build-fuzz/corpus/$target
  artifacts=.build-fuzz/artifacts/$target
  mkdir -p "$corpus" "$artifacts"
  echo "fuzz: $target for $seconds s (corpus $corpus)"
  log=.build-fuzz/$target.log
  status=0
  ASAN_OPTIONS=detect_leaks=1 .build-fuzz/release/"$target" "$corpus" Fuzz/Corpus/"$target" \
    ${dict:+-dict="$dict"} -max_len=$max -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$artifacts/" -print_final_stats=1 >"$log" 2>&1 || status=$?
  grep -E "^(#|INFO: Seed|==|SUMMARY|stat::|Done|artifact_prefix|Test unit)" "$log" | grep -vE "^#[0-9]+\s+(NEW|REDUCE|pulse)" || true
  if compgen -G "$artifacts/*-*" >/dev/null; then
    echo "fuzz: $target found a problem: $(ls "$artifacts")" >&2
    exit 1
  fi
  # A fuzzer that stops without finding anything (a bad flag, an empty dictionary) has not run.
  if [ "$status" -ne 0 ] || ! grep -q "^Done [0-9]* runs" "$log"; then
    echo "fuzz: $target did not run to the end (status $status); see $log:" >&2
    tail -5 "$log" >&2
    exit 1
  fi
done
