#!/usr/bin/env bash
# The step of action.yml that runs odr-pack: `lint`, `build` or `migrate` of a manifest,
# `verify` or `upload` of a build or `diff` of two builds, with GitHub annotations in the log, the whole
# Markdown report in the job summary and its short form in a file for a pull-request comment.
#
# Inputs come as INPUT_* variables, each passed to odr-pack as one argument, as written:
# nothing is split, expanded or unquoted. INPUT_ARGUMENTS holds more arguments, one per line
# (blank lines are skipped). ODR_PACK names the program (default: odr-pack on PATH).
# Exits with odr-pack's status (0 clean, 1 errors, 64 usage); whatever the status, the
# comment file exists afterwards, so a comment step that follows always has a file to post.
set -u
program=${ODR_PACK:-odr-pack}
command=${INPUT_COMMAND:-lint}
comment=${INPUT_COMMENT_FILE:-odr-pack-comment.md}
errors=$(mktemp "${RUNNER_TEMP:-${TMPDIR:-/tmp}}/odr-pack-stderr.XXXXXX")
trap 'rm -f "$errors"' EXIT

# The outputs, then the exit. A comment file odr-pack did not write (a usage error, a crash,
# an input missing) is written here: the marker, the status and the end of standard error,
# indented as a code block so nothing in it is read as Markdown.
finish() {
  local status=$1
  if [ ! -s "$comment" ]; then
    {
      echo "<!-- odr-pack:$command -->"
      echo "### odr-pack $command failed (exit status $status)"
      echo
      echo "odr-pack wrote no report; the end of what it said (the job log has all of it):"
      echo
      tail -n 40 "$errors" | cut -c 1-300 | sed 's/^/    /'
    } > "$comment.partial" && mv "$comment.partial" "$comment"
    if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then cat "$comment" >> "$GITHUB_STEP_SUMMARY"; fi
  fi
  if [ -n "${GITHUB_OUTPUT:-}" ]; then
    { echo "comment-file=$comment"; echo "exit-status=$status"; } >> "$GITHUB_OUTPUT"
  fi
  exit "$status"
}

# A problem with the action's inputs: an annotation, and the same line in the comment.
refuse() {
  echo "::error title=odr-pack action::$1"
  echo "$1" >> "$errors"
  finish 64
}

# A comment left by an earlier step at the same path is never posted for this one.
rm -f "$comment"

# Paths go after `--`, and option values are joined to their option (`--output=PATH`), so no
# input is ever read as an option: a manifest input of `--help` is a file odr-pack cannot read
# (exit 1), not a help text that passes the step having checked nothing.
options=()
case "$command" in
  lint|migrate)
    [ -n "${INPUT_MANIFEST:-}" ] || refuse "the manifest input is required for $command"
    paths=("$INPUT_MANIFEST") ;;
  build)
    [ -n "${INPUT_MANIFEST:-}" ] && [ -n "${INPUT_OUTPUT:-}" ] || refuse "the manifest and output inputs are required for build"
    paths=("$INPUT_MANIFEST")
    options+=("--output=$INPUT_OUTPUT") ;;
  verify)
    [ -n "${INPUT_BUILD:-}" ] || refuse "the build input is required for verify"
    paths=("$INPUT_BUILD") ;;
  diff)
    [ -n "${INPUT_OLD:-}" ] && [ -n "${INPUT_NEW:-}" ] || refuse "the old and new inputs are required for diff"
    paths=("$INPUT_OLD" "$INPUT_NEW") ;;
  upload)
    [ -n "${INPUT_BUILD:-}" ] || refuse "the build input is required for upload"
    paths=("$INPUT_BUILD") ;;
  *)
    command=action
    refuse "the command input is lint, build, verify, diff, migrate or upload" ;;
esac

if [ -n "${INPUT_TARGET:-}" ]; then
  case "$command" in
    lint|build|migrate) options+=("--target=$INPUT_TARGET") ;;
    *) refuse "the target input is for lint, build and migrate (an Xcode project's target)" ;;
  esac
fi

# More arguments: one per line, each as written. An option and its value on one line
# ('--max-download 100MB') would reach odr-pack as one unknown option: say how to write it.
while IFS= read -r line || [ -n "$line" ]; do
  line=${line%$'\r'}
  [ -n "${line//[[:space:]]/}" ] || continue
  if [[ $line =~ ^(--[A-Za-z0-9-]+)[[:space:]]+(.*)$ ]]; then
    refuse "arguments: one argument per line; write '$line' as two lines ('${BASH_REMATCH[1]}' then its value) or as '${BASH_REMATCH[1]}=${BASH_REMATCH[2]}'"
  fi
  case "$line" in
    -h|--help|--version|--generate-completion-script*|--experimental-dump-help)
      refuse "arguments: '$line' makes odr-pack print and exit without checking anything; leave it out" ;;
  esac
  options+=("$line")
done <<< "${INPUT_ARGUMENTS:-}"

# upload prints text only (its key comes from the environment, never an input): its report
# goes to the log and, as a code block, to the comment file and the job summary.
if [ "$command" = upload ]; then
  { "$program" upload "${options[@]}" -- "${paths[@]}" 2>&1 1>&3 3>&- | tee "$errors" >&2; } 3>"$comment.out"
  status=${PIPESTATUS[0]}
  cat "$comment.out"
  { echo "<!-- odr-pack:upload -->"; echo "### odr-pack upload (exit status $status)"; echo; sed 's/^/    /' "$comment.out"; } > "$comment"
  rm -f "$comment.out"
  if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then cat "$comment" >> "$GITHUB_STEP_SUMMARY"; fi
  finish "$status"
fi

# Standard error goes to the log as it comes (progress, problems) and to a file for the
# comment odr-pack may not write.
{ "$program" "$command" "${options[@]}" --format github "--markdown-out=$comment" -- "${paths[@]}" 2>&1 1>&3 3>&- | tee "$errors" >&2; } 3>&1
status=${PIPESTATUS[0]}
finish "$status"
