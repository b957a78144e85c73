#!/usr/bin/env bash
# Type-checks the ODRAssetAccess.swift, ODRCatalogItems.swift and AssetPackMap.swift a
# Background Assets build wrote (in GENERATED, any build's output folder) on Linux, against
# stand-ins for the Apple APIs they call, then runs CHECKS against them: a Swift file of checks
# written for that build's map (Checks.swift: GreatGame's; CatalogChecks.swift: CatalogGame's).
# Used by AppAccessTests; runnable by hand:
#   Tests/Fixtures/AppSide/compile.sh GENERATED BUILD [CHECKS]
#   Tests/Fixtures/AppSide/compile.sh --stand-ins BUILD
# CHECKS `-`, the default, type-checks the files and runs nothing (so any build's output is
# checked, and the templates in Sources/ODRPackKit/Templates, which hold a sample game's data). `--stand-ins` builds only step 1; with
# STAND_INS=<that BUILD> in the environment, a run uses those stand-ins instead of building
# its own, so tests build them once per run.
#
#   1. builds the stand-in modules System, BackgroundAssets, ODRFoundationStandIn (the parts of
#      Foundation Linux lacks), UIKit, SpriteKit and CoreML into BUILD;
#   2. compiles the generated files to SIL (-emit-sil also runs the region-based data-race
#      checks) in two profiles: plain (Swift 6, complete strict concurrency) and xcode26 (the
#      same plus the defaults of a new Xcode 26 target: main-actor isolation by default,
#      NonisolatedNonsendingByDefault, InferIsolatedConformances, MemberImportVisibility);
#   3. builds them with CHECKS in each profile and runs it.
# Every step treats warnings as errors. ODRFoundationStandIn is imported implicitly, so the
# generated file never names it: on iOS the same declarations come from `import Foundation`.
# Linux has no Objective-C runtime, so `canImport(ObjectiveC)` is false here: the @objc
# attributes of ODRAssetAccess.swift are not compiled, the classes they sit on are.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
SWIFTC=${SWIFTC:-swiftc}

STRICT=(-swift-version 6 -strict-concurrency=complete -warnings-as-errors)
XCODE26=(-default-isolation MainActor
         -enable-upcoming-feature NonisolatedNonsendingByDefault
         -enable-upcoming-feature InferIsolatedConformances
         -enable-upcoming-feature MemberImportVisibility)
IMPLICIT=(-Xfrontend -import-module -Xfrontend ODRFoundationStandIn)

standins() {  # into $1/modules and $1/lib: every .swift file of StandIns/<name>, for each module
    mkdir -p "$1/modules" "$1/lib"
    for name in System BackgroundAssets ODRFoundationStandIn UIKit SpriteKit CoreML; do
        "$SWIFTC" "${STRICT[@]}" -parse-as-library -module-name "$name" \
            -I "$1/modules" -emit-module -emit-module-path "$1/modules/$name.swiftmodule" \
            -emit-library -static -o "$1/lib/lib$name.a" "$here/StandIns/$name"/*.swift
    done
}

if [ "${1:-}" = --stand-ins ]; then
    standins "$2"
    exit 0
fi
generated=$1
build=$2
checks=${3:--}
mkdir -p "$build/bin"
if [ -n "${STAND_INS:-}" ]; then
    standin_build=$STAND_INS
else
    standin_build=$build
    standins "$build"
fi

sources=("$generated/ODRAssetAccess.swift" "$generated/ODRCatalogItems.swift" "$generated/AssetPackMap.swift")
for profile in plain xcode26; do
    flags=("${STRICT[@]}" "${IMPLICIT[@]}")
    if [ "$profile" = xcode26 ]; then flags+=("${XCODE26[@]}"); fi
    echo "== generated files, $profile profile"
    "$SWIFTC" "${flags[@]}" -parse-as-library -module-name App \
        -I "$standin_build/modules" -whole-module-optimization -Onone -emit-sil -o /dev/null "${sources[@]}"
    if [ "$checks" = - ]; then continue; fi
    echo "== checks, $profile profile"
    cp "$checks" "$build/main.swift"  # top-level code runs only from a main.swift
    "$SWIFTC" "${flags[@]}" -module-name App \
        -I "$standin_build/modules" -L "$standin_build/lib" -lBackgroundAssets -lODRFoundationStandIn -lSystem -lSpriteKit -lUIKit -lCoreML \
        -o "$build/bin/checks-$profile" "${sources[@]}" "$build/main.swift"
    "$build/bin/checks-$profile"
done
