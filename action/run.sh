#!/usr/bin/env bash
# The step of action.yml that runs odr-pack: `lint`, `build` or `migrate` of a manifest,
# `verify` of a build or `diff` of two builds, with GitHub annotations in the log, the
# Markdown report in the job summary and in a file for a pull-request comment. Inputs come as INPUT_* variables; ODR_PACK names the program
# (default: odr-pack on PATH). Exits with odr-pack's status (0 clean, 1 errors, 64 usage).
set -u
program=${ODR_PACK:-odr-pack}
comment=${INPUT_COMMENT_FILE:-odr-pack-comment.md}
case "${INPUT_COMMAND:-lint}" in
  lint|migrate)
    [ -n "${INPUT_MANIFEST:-}" ] || { echo "::error title=odr-pack action::the manifest input is required for $INPUT_COMMAND"; exit 64; }
    arguments=("$INPUT_COMMAND" "$INPUT_MANIFEST") ;;
  build)
    [ -n "${INPUT_MANIFEST:-}" ] && [ -n "${INPUT_OUTPUT:-}" ] || { echo "::error title=odr-pack action::the manifest and output inputs are required for build"; exit 64; }
    arguments=(build "$INPUT_MANIFEST" --output "$INPUT_OUTPUT") ;;
  verify)
    [ -n "${INPUT_BUILD:-}" ] || { echo "::error title=odr-pack action::the build input is required for verify"; exit 64; }
    arguments=(verify "$INPUT_BUILD") ;;
  diff)
    [ -n "${INPUT_OLD:-}" ] && [ -n "${INPUT_NEW:-}" ] || { echo "::error title=odr-pack action::the old and new inputs are required for diff"; exit 64; }
    arguments=(diff "$INPUT_OLD" "$INPUT_NEW") ;;
  *)
    echo "::error title=odr-pack action::the command input is lint, build, verify, diff or migrate"
    exit 64 ;;
esac
# More arguments, split at white space (flags and values such as --max-download 100MB).
read -r -a extra <<< "${INPUT_ARGUMENTS:-}"
status=0
"$program" "${arguments[@]}" "${extra[@]}" --format github --markdown-out "$comment" || status=$?
if [ -n "${GITHUB_OUTPUT:-}" ]; then
  { echo "comment-file=$comment"; echo "exit-status=$status"; } >> "$GITHUB_OUTPUT"
fi
exit "$status"
