#!/usr/bin/env bash
# Type-checks the ODRAssetAccess.swift and AssetPackMap.swift a Background Assets build wrote
# (in GENERATED) on Linux, against stand-ins for the Apple APIs they call, then runs
# Checks.swift against them. Used by AppAccessTests; runnable by hand:
#   Tests/Fixtures/AppSide/compile.sh GENERATED BUILD
#
#   1. builds the stand-in modules System, BackgroundAssets and ODRFoundationStandIn (the
#      parts of Foundation Linux lacks) into BUILD;
#   2. compiles the generated files to SIL (-emit-sil also runs the region-based data-race
#      checks) in two profiles: plain (Swift 6, complete strict concurrency) and xcode26 (the
#      same plus the defaults of a new Xcode 26 target: main-actor isolation by default,
#      NonisolatedNonsendingByDefault, InferIsolatedConformances, MemberImportVisibility);
#   3. builds them with Checks.swift in each profile and runs it.
# Every step treats warnings as errors. ODRFoundationStandIn is imported implicitly, so the
# generated file never names it: on iOS the same declarations come from `import Foundation`.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
generated=$1
build=$2
SWIFTC=${SWIFTC:-swiftc}
mkdir -p "$build/modules" "$build/lib" "$build/bin"

STRICT=(-swift-version 6 -strict-concurrency=complete -warnings-as-errors)
XCODE26=(-default-isolation MainActor
         -enable-upcoming-feature NonisolatedNonsendingByDefault
         -enable-upcoming-feature InferIsolatedConformances
         -enable-upcoming-feature MemberImportVisibility)
IMPLICIT=(-Xfrontend -import-module -Xfrontend ODRFoundationStandIn)

standin() {  # module name, source
    "$SWIFTC" "${STRICT[@]}" -parse-as-library -module-name "$1" \
        -I "$build/modules" -emit-module -emit-module-path "$build/modules/$1.swiftmodule" \
        -emit-library -static -o "$build/lib/lib$1.a" "$2"
}

standin System "$here/StandIns/System/System.swift"
standin BackgroundAssets "$here/StandIns/BackgroundAssets/BackgroundAssets.swift"
standin ODRFoundationStandIn "$here/StandIns/ODRFoundationStandIn/ODRFoundationStandIn.swift"

sources=("$generated/ODRAssetAccess.swift" "$generated/AssetPackMap.swift")
cp "$here/Checks.swift" "$build/main.swift"  # top-level code runs only from a main.swift
for profile in plain xcode26; do
    flags=("${STRICT[@]}" "${IMPLICIT[@]}")
    if [ "$profile" = xcode26 ]; then flags+=("${XCODE26[@]}"); fi
    echo "== generated files, $profile profile"
    "$SWIFTC" "${flags[@]}" -parse-as-library -module-name App \
        -I "$build/modules" -whole-module-optimization -Onone -emit-sil -o /dev/null "${sources[@]}"
    echo "== checks, $profile profile"
    "$SWIFTC" "${flags[@]}" -module-name App \
        -I "$build/modules" -L "$build/lib" -lBackgroundAssets -lODRFoundationStandIn -lSystem \
        -o "$build/bin/checks-$profile" "${sources[@]}" "$build/main.swift"
    "$build/bin/checks-$profile"
done
