// Runs on Linux against the stand-ins, with the ODRAssetAccess.swift and AssetPackMap.swift
// that `odr-pack build --delivery background-assets` wrote for Examples/GreatGame: checks the
// access file's bundle-path logic and its failure paths (the stand-ins download nothing, so
// every successful download is out of reach here). Compiled into the same module as the
// generated files, so it sees their internal helpers.

import BackgroundAssets
import Foundation

nonisolated(unsafe) var passed = 0
nonisolated(unsafe) var failed = 0

func check(_ condition: Bool, _ name: String) {
    if condition { passed += 1 } else { failed += 1; print("FAIL: \(name)") }
}

typealias BP = TaggedResources.BundlePath

let map = BP("Levels/01/map.json")
check(map?.subdirectory == "Levels/01" && map?.name == "map" && map?.ext == "json" && map?.localization == nil,
      "a nested file splits into subdirectory, name and extension")
let strings = BP("fr.lproj/Intro.strings")
check(strings?.localization == "fr" && strings?.subdirectory == nil && strings?.name == "Intro",
      "a leading lproj folder becomes the localization")
check(BP(".hidden")?.name == ".hidden" && BP(".hidden")?.ext == nil, "a dot file has no extension")
check(BP("README")?.ext == nil, "a file without a dot has no extension")
check(BP("a.tar.gz")?.name == "a.tar" && BP("a.tar.gz")?.ext == "gz", "only the last dot starts the extension")
check(BP("") == nil, "an empty path is no bundle path")
check(BP.candidates(name: "map", ext: "json", subdirectory: "Levels/01/", localizations: ["fr", "fr", "Base"])
      == ["Levels/01/map.json", "fr.lproj/Levels/01/map.json", "Base.lproj/Levels/01/map.json"],
      "candidates: unlocalized first, then each localization once")
check(BP.candidates(name: "Intro.strings", ext: nil, subdirectory: nil, localizations: [])
      == ["Intro.strings"], "a name with its extension and no subdirectory is used as is")

do {
    _ = try await TaggedResources.begin(tags: ["No Such Tag"])
    check(false, "an unknown tag is refused")
} catch let error as TaggedResourceError {
    check(error == .unknownTag("No Such Tag"), "an unknown tag is refused")
}

do {
    _ = try await TaggedResources.begin([AssetPackMap.Tag.level01])
    check(false, "a stand-in download fails")
} catch let error as ManagedBackgroundAssetsError {
    if case .assetPackNotFound(let id) = error {
        check(["Level-01", "Level-01-Level-02"].contains(id), "the stand-in's missing-pack error comes through")
    } else {
        check(false, "the stand-in's missing-pack error comes through")
    }
}
check(TaggedResources.PackHolds.shared.unheld(among: ["Level-01", "Level-01-Level-02"]).count == 2,
      "a failed begin releases its holds")

check(AssetPackMap.packID(forFile: "01/map.json") == "Level-01", "the map finds a file's pack by its bundle path")
let locator = TaggedResources.AssetPackLocator(packIDs: ["Level-01"])
TaggedResources.PackHolds.shared.hold(["Level-01"])
check(TaggedResources.PackHolds.shared.unheld(among: ["Level-01", "Level-02"]) == ["Level-02"], "a held pack is not released")
let access = TaggedResourceAccess(tags: ["Level 01"], locator: locator)
check(access.url(atBundlePath: "01/map.json") == nil, "url(for:)'s URL to a missing file is not returned")
check(access.url(atBundlePath: "02/map.json") == nil, "a file of another tag is not returned")
do {
    _ = try access.data(atBundlePath: "02/map.json")
    check(false, "reading another tag's file is refused")
} catch let error as TaggedResourceError {
    check(error == .notInRequestedTags(bundlePath: "02/map.json"), "reading another tag's file is refused")
}
access.end()
access.end()
check(TaggedResources.PackHolds.shared.unheld(among: ["Level-01"]) == ["Level-01"], "end releases the holds once")
do {
    _ = try access.data(atBundlePath: "01/map.json")
    check(false, "reading after end is refused")
} catch let error as TaggedResourceError {
    check(error == .accessEnded, "reading after end is refused")
}
try await TaggedResources.releaseStorage(forTags: ["Level 01"])
TaggedResources.setPreservationPriority(0.5, forTags: ["Level 01"])

print("\(passed) passed, \(failed) failed")
exit(failed == 0 ? 0 : 1)
