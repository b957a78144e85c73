#!/usr/bin/env bash
# The install steps of action.yml: odr-pack once per runner image and version of the action.
#
#   install.sh locate   decides where odr-pack comes from, in this order: the `binary` input
#                       (INPUT_BINARY: a path on the runner, or a URL of the file `make install`
#                       writes), an odr-pack already on PATH, or a release build of the
#                       action's own checkout, kept by actions/cache under a key of the runner's
#                       OS, architecture and image and a hash of the sources it is built from.
#                       Outputs: program (the odr-pack to run, empty until built), build (true
#                       when the cache is to be tried and, on a miss, the build made), directory
#                       and key (the cached folder and its key).
#   install.sh build    builds into INSTALL_DIRECTORY (on a cache miss).
#   install.sh activate checks INSTALL_DIRECTORY's binary runs (installing its two run-time
#                       libraries if the runner lacks them) and puts it on PATH.
#
# GITHUB_ACTION_PATH is the action's checkout; outputs go to GITHUB_OUTPUT, PATH entries to
# GITHUB_PATH, as a runner sets them.
set -euo pipefail
action=${GITHUB_ACTION_PATH:?the checkout of the action}

output() { echo "$1=$2" >> "${GITHUB_OUTPUT:-/dev/null}"; }

# The SHA-256 of standard input, on Linux and macOS.
digest() {
  if command -v sha256sum > /dev/null 2>&1; then sha256sum | cut -c 1-64; else shasum -a 256 | cut -c 1-64; fi
}

# What the binary is built from: the package manifest, the Makefile and every source file.
source_hash() {
  (cd "$action" && find Package.swift Makefile Sources -type f -print | LC_ALL=C sort | while IFS= read -r file; do
     printf '%s %s\n' "$(digest < "$file")" "$file"
   done) | digest | cut -c 1-20
}

locate() {
  local folder=${RUNNER_TEMP:-${TMPDIR:-/tmp}}/odr-pack-binary
  if [ -n "${INPUT_BINARY:-}" ]; then
    mkdir -p "$folder/bin"
    case "$INPUT_BINARY" in
      http://*|https://*|file://*) curl -fsSL --retry 3 -o "$folder/bin/odr-pack" "$INPUT_BINARY" ;;
      *) cp "$INPUT_BINARY" "$folder/bin/odr-pack" ;;
    esac
    chmod 755 "$folder/bin/odr-pack"
    INSTALL_DIRECTORY=$folder activate
    output build false
  elif command -v odr-pack > /dev/null 2>&1; then
    echo "odr-pack: using $(command -v odr-pack) ($(odr-pack --version))"
    output build false
    output program "$(command -v odr-pack)"
  else
    local image=${ImageOS:-unknown}
    local key="odr-pack-${RUNNER_OS:-$(uname -s)}-${RUNNER_ARCH:-$(uname -m)}-$image-$(source_hash)"
    output build true
    output key "$key"
    output directory "${RUNNER_TOOL_CACHE:-$HOME/.cache}/odr-pack/$key"
    output program ""
  fi
}

# A release build of the action's checkout (self-contained: the Swift runtime linked in),
# stripped, in INSTALL_DIRECTORY/bin. Needs a Swift 6.1 or later toolchain on the runner.
build() {
  local directory=${INSTALL_DIRECTORY:?the folder to install into}
  case "$(uname -s)" in
    Linux) sudo make -C "$action" deps ;;
    Darwin) brew list libarchive > /dev/null 2>&1 || brew install libarchive libxml2 pkg-config ;;
  esac
  make -C "$action" release
  install -d "$directory/bin"
  install -m 755 -s "$action/.build/release/odr-pack" "$directory/bin/odr-pack"
}

activate() {
  local program=${INSTALL_DIRECTORY:?the installed folder}/bin/odr-pack
  # The cached binary needs libarchive, libxml2 and libcurl (upload) at run time; a fresh runner may lack one.
  if [ "$(uname -s)" = Linux ] && ldd "$program" | grep -q 'not found'; then
    sudo apt-get update -qq
    sudo apt-get install -y -qq --no-install-recommends libarchive13t64 libxml2 libcurl4t64 \
      || sudo apt-get install -y -qq --no-install-recommends libarchive13 libxml2 libcurl4
  fi
  local version
  version=$("$program" --version)
  echo "odr-pack: $version at $program"
  echo "${INSTALL_DIRECTORY}/bin" >> "${GITHUB_PATH:-/dev/null}"
  output program "$program"
}

case "${1:-}" in
  locate) locate ;;
  build) build ;;
  activate) activate ;;
  *) echo "usage: install.sh locate|build|activate" >&2; exit 64 ;;
esac
