// Runs on Linux against the stand-ins, with the ODRAssetAccess.swift and AssetPackMap.swift
// that `odr-pack build --delivery background-assets --localized-packs` wrote for
// Examples/GreatGame: the Tutorial tag's packs are `Tutorial` (every language, with the
// development language's en.lproj) and `Tutorial-fr` (fr.lproj). The stand-in's manifest
// resolves the language ODR_STANDIN_RESOLVED_LANGUAGE names (set by the test: fr, or
// nothing for a device whose language has no pack). Compiled into the same module as the
// generated files, so it sees their internal helpers.

import BackgroundAssets
import Foundation

nonisolated(unsafe) var passed = 0
nonisolated(unsafe) var failed = 0

func check(_ condition: Bool, _ name: String) {
    if condition { passed += 1 } else { failed += 1; print("FAIL: \(name)") }
}

let resolved = ProcessInfo.processInfo.environment["ODR_STANDIN_RESOLVED_LANGUAGE"] ?? ""
let root = FileManager.default.temporaryDirectory.appendingPathComponent("odr-localized-checks-\(UUID().uuidString)")
let packFiles: [String: [String: String]] = [
    "Tutorial": ["Tutorial/steps.json": "[1, 2]", "en.lproj/Tutorial.strings": "\"Hi\" = \"Hello\";"],
    "Tutorial-fr": ["fr.lproj/Tutorial.strings": "\"Hi\" = \"Salut\";"],
]
for (pack, files) in packFiles {
    for (path, text) in files {
        let file = root.appendingPathComponent(pack).appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }
}
setenv("ODR_STANDIN_ASSET_PACKS", root.path, 1)
defer { try? FileManager.default.removeItem(at: root) }

// MARK: The map

check(AssetPackMap.developmentLanguage == "en", "the map names the development language")
check(AssetPackMap.languages == ["fr"], "the map lists the localized packs' languages")
check(AssetPackMap.language(ofPack: "Tutorial-fr") == "fr" && AssetPackMap.language(ofPack: "Tutorial") == nil,
      "a localized pack has its language, a pack of every language none")
check(AssetPackMap.packIDs(forTag: "Tutorial").sorted() == ["Tutorial", "Tutorial-fr"], "a tag's packs include its localized ones")
check(AssetPackMap.packID(forFile: "fr.lproj/Tutorial.strings") == "Tutorial-fr"
      && AssetPackMap.packID(forFile: "en.lproj/Tutorial.strings") == "Tutorial",
      "each localized file is in its language's pack at its bundle path")

// MARK: Which packs a device downloads

typealias Locator = TaggedResources.AssetPackLocator
check(try Locator.packIDs(forTags: ["Tutorial"], language: nil) == ["Tutorial"],
      "without a resolved language (before 27, or no pack of it) only the packs of every language are asked for")
check(try Locator.packIDs(forTags: ["Tutorial"], language: "fr") == ["Tutorial", "Tutorial-fr"],
      "with French resolved, French's pack is asked for too")
check(try Locator.packIDs(forTags: ["Tutorial"], language: "de") == ["Tutorial"], "a language without packs adds none")
check(try Locator.packIDs(forTags: ["Tutorial"]) == ["Tutorial", "Tutorial-fr"], "releasing storage covers every language's packs")
let language = await Locator.packLanguage()
check(language == (resolved == "fr" ? "fr" : nil), "the resolved language is the manifest's, as the map names it (got \(language ?? "nil"))")

// MARK: A localized lookup

let access = try await TaggedResourceRequest(tags: ["Tutorial"]).begin()
let url = access.url(forResource: "Tutorial", withExtension: "strings")
let text = url.flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? ""
if resolved == "fr" {
    check(text.contains("Salut"), "with French resolved, the lookup finds French's pack's file (got \(text))")
    check(AssetPackManager.shared.assetPackIsAvailableLocally(withID: "Tutorial-fr"), "French's pack was made available")
} else {
    check(text.contains("Hello"), "with no pack of the device's language, the lookup falls back to the development language (got \(text))")
    check(!AssetPackManager.shared.assetPackIsAvailableLocally(withID: "Tutorial-fr"), "French's pack was not downloaded")
}
check(String(decoding: try access.data(atBundlePath: "en.lproj/Tutorial.strings"), as: UTF8.self).contains("Hello"),
      "the development language's file is in the pack of every language")
access.end()
let publicLanguage = await TaggedResources.resolvedLanguage()
check(publicLanguage == (resolved == "fr" ? "fr" : Bundle.main.preferredLocalizations.first),
      "the resolved language is public: the packs' when they have it, else the app bundle's (got \(publicLanguage ?? "nil"))")

// MARK: Bundle's order, and the packed language a resolved one is

check(TaggedResources.BundlePath.candidates(name: "voice", ext: "m4a", subdirectory: "01/", localizations: ["fr", "en", "fr", "Base"]) == [
    "01/voice.m4a", "fr.lproj/01/voice.m4a", "01/fr.lproj/voice.m4a", "en.lproj/01/voice.m4a", "01/en.lproj/voice.m4a",
    "Base.lproj/01/voice.m4a", "01/Base.lproj/voice.m4a",
], "a lookup tries the unlocalized file, then each language's .lproj at the top and inside its subdirectory")
check(TaggedResources.BundlePath.candidates(name: "Intro", ext: "strings", subdirectory: nil, localizations: ["Base"])
      == ["Intro.strings", "Base.lproj/Intro.strings"], "without a subdirectory, only the top .lproj folders")
let packed = ["en-GB", "fr", "pt", "pt-PT", "sr-Latn", "zh-Hans", "zh-Hant"]
let table: [(String, [String], String?)] = [
    ("fr", packed, "fr"), ("pt-PT", packed, "pt-PT"), ("pt-BR", packed, "pt"), ("pt", packed, "pt"),
    ("zh-Hant-TW", packed, "zh-Hant"), ("zh-TW", packed, "zh-Hant"), ("zh-Hans", packed, "zh-Hans"), ("sr-Latn-RS", packed, "sr-Latn"),
    ("en-GB", packed, "en-GB"), ("en", packed, nil), ("de", packed, nil), ("fr-CA", packed, nil),
    ("pt", ["pt-BR", "pt"], "pt"), ("pt-BR", ["pt", "pt-BR"], "pt-BR"), ("pt-PT", ["pt_PT"], "pt_PT"), ("fr", [], nil),
]
for (resolved, languages, expected) in table {
    let found = Locator.packedLanguage(matching: Locale.Language(identifier: resolved), among: languages)
    check(found == expected, "\(resolved) among \(languages) is \(expected ?? "none") (got \(found ?? "none"))")
}

print("\(passed) passed, \(failed) failed")
exit(failed == 0 ? 0 : 1)
