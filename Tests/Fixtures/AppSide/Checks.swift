// Runs on Linux against the stand-ins, with the ODRAssetAccess.swift and AssetPackMap.swift
// that `odr-pack build --delivery background-assets` wrote for Examples/GreatGame: checks the
// access file's bundle-path logic, its request object (progress, begin once, begin only if
// on the device), its availability checks, the Objective-C surface called from Swift, and the
// failure paths. The stand-in BackgroundAssets serves packs from a folder made here (see
// StandIns/BackgroundAssets/StandInStore.swift): Tutorial, Level-01, Level-03, Level-02-Level-03
// and Golden-Sword are on the "server", Level-03 and Level-02-Level-03 on the "device" already,
// Level-01-Level-02 nowhere. Compiled into the same module as the generated files, so it sees
// their internal helpers.

import BackgroundAssets
import Foundation

nonisolated(unsafe) var passed = 0
nonisolated(unsafe) var failed = 0

func check(_ condition: Bool, _ name: String) {
    if condition { passed += 1 } else { failed += 1; print("FAIL: \(name)") }
}

// The stand-in's state, before anything touches it.
let root = FileManager.default.temporaryDirectory.appendingPathComponent("odr-checks-\(UUID().uuidString)")
let packFiles: [String: [String: String]] = [
    "Tutorial": ["Tutorial/steps.json": "[1, 2]", "fr.lproj/Tutorial.strings": "\"Hi\" = \"Salut\";"],
    "Level-01": ["01/map.json": "{\"level\": 1}"],
    "Level-03": ["03/map.json": "{\"level\": 3}", "03/background.png": "png"],
    "Level-02-Level-03": ["enemy-bat.png": "bat"],
    "Golden-Sword": ["golden-sword.json": "{}", "golden-sword.png": String(repeating: "g", count: 3000)],
]
for (pack, files) in packFiles {
    for (path, text) in files {
        let file = root.appendingPathComponent(pack).appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }
}
setenv("ODR_STANDIN_ASSET_PACKS", root.path, 1)
setenv("ODR_STANDIN_LOCAL_PACKS", "Level-03,Level-02-Level-03", 1)
defer { try? FileManager.default.removeItem(at: root) }

// MARK: Bundle paths

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
      == ["Levels/01/map.json", "fr.lproj/Levels/01/map.json", "Levels/01/fr.lproj/map.json", "Base.lproj/Levels/01/map.json",
          "Levels/01/Base.lproj/map.json"],
      "candidates: unlocalized first, then each localization once")
check(BP.candidates(name: "Intro.strings", ext: nil, subdirectory: nil, localizations: [])
      == ["Intro.strings"], "a name with its extension and no subdirectory is used as is")

// MARK: Progress aggregation

let weighed = TaggedResources.DownloadProgress()
check(weighed.progress.fractionCompleted == 0 && !weighed.progress.isCancellable, "a request's progress starts at 0 and cannot be cancelled")
weighed.start([(id: "A", bytes: 100), (id: "B", bytes: 300)])
weighed.update("A", fraction: 0.5)
check(abs(weighed.fraction - 0.125) < 1e-9 && abs(weighed.progress.fractionCompleted - 0.125) < 1e-3, "packs weigh their download sizes")
weighed.update("A", fraction: 0.2)
check(abs(weighed.fraction - 0.125) < 1e-9, "a pack's fraction never goes back")
weighed.update("B", fraction: .nan)
weighed.update("C", fraction: 1)
check(abs(weighed.fraction - 0.125) < 1e-9, "a NaN fraction and an unknown pack change nothing")
weighed.update("B", fraction: 7)
check(abs(weighed.fraction - 0.875) < 1e-9, "a fraction above 1 counts as 1")
weighed.complete(["A"])
check(weighed.fraction == 1 && weighed.progress.fractionCompleted == 1, "completed packs make the progress whole")
weighed.start([(id: "A", bytes: 0), (id: "B", bytes: 0)])
weighed.update("A", fraction: 1)
check(weighed.fraction == 0.5 && weighed.progress.completedUnitCount == TaggedResources.DownloadProgress.units / 2,
      "a new begin starts from 0, and a pack of no bytes weighs one")

// MARK: Unknown tags and missing packs

do {
    _ = try await TaggedResources.begin(tags: ["No Such Tag"])
    check(false, "an unknown tag is refused")
} catch let error as TaggedResourceError {
    check(error == .unknownTag("No Such Tag"), "an unknown tag is refused")
}
check(await TaggedResources.isAvailable(tags: ["No Such Tag"]) == false, "an unknown tag is not available")

let level01 = TaggedResourceRequest(Set([AssetPackMap.Tag.level01]))
do {
    _ = try await level01.begin()
    check(false, "a pack the server lacks fails the begin")
} catch let error as ManagedBackgroundAssetsError {
    if case .assetPackNotFound(let id) = error {
        check(id == "Level-01-Level-02", "the missing pack's error comes through")
    } else {
        check(false, "the missing pack's error comes through")
    }
}
check(level01.progress.fractionCompleted < 1, "a failed begin does not complete the progress")
check(TaggedResources.PackHolds.shared.unheld(among: ["Level-01", "Level-01-Level-02"]).count == 2,
      "a failed begin releases its holds")

// MARK: A request: progress, begin once, already on the device

let tutorial = TaggedResourceRequest(tags: ["Tutorial"])
let progress = tutorial.progress
check(progress.fractionCompleted == 0 && tutorial.tags == ["Tutorial"], "a request's progress exists before it begins")
check(await tutorial.beginIfAvailable() == nil, "beginIfAvailable answers nil for packs not on the device")
check(!AssetPackManager.shared.assetPackIsAvailableLocally(withID: "Tutorial"), "beginIfAvailable downloads nothing")
let tutorialAccess = try await tutorial.begin(urgent: true)
check(tutorial.progress === progress && progress.fractionCompleted == 1, "the same progress object ends complete")
check(String(decoding: try tutorialAccess.data(atBundlePath: "Tutorial/steps.json"), as: UTF8.self) == "[1, 2]",
      "a downloaded pack's file is read by its bundle path")
check(tutorialAccess.url(atBundlePath: "fr.lproj/Tutorial.strings")?.lastPathComponent == "Tutorial.strings",
      "a downloaded pack's file has a URL")
do {
    _ = try await tutorial.begin()
    check(false, "a request serves one successful begin")
} catch let error as TaggedResourceError {
    check(error == .alreadyBegun, "a request serves one successful begin")
}
check(await tutorial.beginIfAvailable() == nil, "beginIfAvailable after a begin answers nil")
check(await TaggedResources.isAvailable(tags: ["Tutorial"]), "a downloaded tag is available")

let level03 = TaggedResourceRequest(Set([AssetPackMap.Tag.level03]))
check(await TaggedResources.isAvailable([AssetPackMap.Tag.level03]), "a tag whose packs are all local is available")
let level03Access = await level03.beginIfAvailable()
check(level03Access != nil && level03.progress.fractionCompleted == 1, "beginIfAvailable gives the access of local packs")
check((try? level03Access?.data(atBundlePath: "03/map.json")).flatMap { $0 } == Data("{\"level\": 3}".utf8),
      "a conditionally begun access reads its files")
check(TaggedResources.AssetPackLocator.samplePath(ofPack: "Level-03") == "03/background.png"
      && TaggedResources.AssetPackLocator.samplePath(ofPack: "Nope") == nil, "each pack has one sample file")
check(TaggedResources.packIsOpenable("Level-03") && !TaggedResources.packIsOpenable("Golden-Sword"),
      "before 26.4 a pack is local when a file of it opens")
try await TaggedResources.releaseStorage(forTags: ["Level 03"])
check(AssetPackManager.shared.assetPackIsAvailableLocally(withID: "Level-03"), "releaseStorage leaves held packs alone")
level03Access?.end()

// MARK: The Objective-C surface, called from Swift

check(await TaggedResources.isAvailable(tags: ["Golden Sword"]) == false, "a pack on the server only is not available")
let sword = TaggedResourceRequest(tags: ["Golden Sword"])
let (swordAccess, swordError) = await withCheckedContinuation { continuation in
    sword.beginAccessing { access, error in continuation.resume(returning: (access, error)) }
}
check(swordAccess != nil && swordError == nil && sword.progress.fractionCompleted == 1,
      "beginAccessing(completionHandler:) hands over the access")
let conditional = await withCheckedContinuation { continuation in
    TaggedResourceRequest(tags: ["Golden Sword"]).conditionallyBeginAccessing { continuation.resume(returning: $0) }
}
check(conditional?.tags == ["Golden Sword"], "conditionallyBeginAccessing(completionHandler:) finds the downloaded pack")
let failure = await withCheckedContinuation { continuation in
    TaggedResourceRequest(tags: ["Nope"]).beginAccessing { access, error in continuation.resume(returning: access == nil ? error : nil) }
}
check((failure as? TaggedResourceError) == .unknownTag("Nope"), "beginAccessing(completionHandler:) hands over the error")
check((try? swordAccess?.data(atBundlePath: "golden-sword.json")) == Data("{}".utf8), "the access reads through its Objective-C name too")
swordAccess?.end()
conditional?.end()
try await TaggedResources.releaseStorage(forTags: ["Golden Sword"])
check(!AssetPackManager.shared.assetPackIsAvailableLocally(withID: "Golden-Sword"), "releaseStorage removes unheld packs")

// MARK: Reading through an access

check(AssetPackMap.packID(forFile: "01/map.json") == "Level-01", "the map finds a file's pack by its bundle path")
let locator = TaggedResources.AssetPackLocator(packIDs: ["Level-01"])
TaggedResources.PackHolds.shared.hold(["Level-01"])
check(TaggedResources.PackHolds.shared.unheld(among: ["Level-01", "Level-02"]) == ["Level-02"], "a held pack is not released")
let access = TaggedResourceAccess(tags: ["Level 01"], locator: locator)
check(access.compiledItemsBundle == nil, "asset packs hold items as files, not compiled")
check(access.url(atBundlePath: "01/map.json") == nil, "url(for:)'s URL to a file not on the device is not returned")
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
TaggedResources.setPreservationPriority(0.5, forTags: ["Level 01"])

print("\(passed) passed, \(failed) failed")
exit(failed == 0 ? 0 : 1)
