#!/usr/bin/env bash
# Type-checks the ODRAssetAccess.swift, ODRCatalogItems.swift and AssetPackMap.swift a
# Background Assets build wrote (in GENERATED) on Linux, against stand-ins for the Apple APIs
# they call, then runs CHECKS (default Checks.swift) against them. Used by AppAccessTests;
# runnable by hand:
#   Tests/Fixtures/AppSide/compile.sh GENERATED BUILD [CHECKS]
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
generated=$1
build=$2
checks=${3:-$here/Checks.swift}
SWIFTC=${SWIFTC:-swiftc}
mkdir -p "$build/modules" "$build/lib" "$build/bin"

STRICT=(-swift-version 6 -strict-concurrency=complete -warnings-as-errors)
XCODE26=(-default-isolation MainActor
         -enable-upcoming-feature NonisolatedNonsendingByDefault
         -enable-upcoming-feature InferIsolatedConformances
         -enable-upcoming-feature MemberImportVisibility)
IMPLICIT=(-Xfrontend -import-module -Xfrontend ODRFoundationStandIn)

standin() {  # module name: every .swift file of StandIns/<name>
    "$SWIFTC" "${STRICT[@]}" -parse-as-library -module-name "$1" \
        -I "$build/modules" -emit-module -emit-module-path "$build/modules/$1.swiftmodule" \
        -emit-library -static -o "$build/lib/lib$1.a" "$here/StandIns/$1"/*.swift
}

standin System
standin BackgroundAssets
standin ODRFoundationStandIn
standin UIKit
standin SpriteKit
standin CoreML

sources=("$generated/ODRAssetAccess.swift" "$generated/ODRCatalogItems.swift" "$generated/AssetPackMap.swift")
cp "$checks" "$build/main.swift"  # top-level code runs only from a main.swift
for profile in plain xcode26; do
    flags=("${STRICT[@]}" "${IMPLICIT[@]}")
    if [ "$profile" = xcode26 ]; then flags+=("${XCODE26[@]}"); fi
    echo "== generated files, $profile profile"
    "$SWIFTC" "${flags[@]}" -parse-as-library -module-name App \
        -I "$build/modules" -whole-module-optimization -Onone -emit-sil -o /dev/null "${sources[@]}"
    echo "== checks, $profile profile"
    "$SWIFTC" "${flags[@]}" -module-name App \
        -I "$build/modules" -L "$build/lib" -lBackgroundAssets -lODRFoundationStandIn -lSystem -lSpriteKit -lUIKit -lCoreML \
        -o "$build/bin/checks-$profile" "${sources[@]}" "$build/main.swift"
    "$build/bin/checks-$profile"
done
