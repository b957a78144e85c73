import Foundation
import TestSupport
import Testing

@testable import ODRPackKit

/// Google Play pack names: what bundletool accepts, how a pack's tags become its name, names
/// that sanitise to the same or to `base`, names both stores accept, and names that last.
@Suite(.budget(seconds: 1)) struct PlayPackNameTests {
    @Test(arguments: [
        ("Level_01", true), ("a", true), ("Z9_", true), ("base", false), ("Base", true), ("1pack", false), ("_pack", false),
        ("pack-1", false), ("pack.1", false), ("päck", false), ("", false), (String(repeating: "a", count: 64), true),
        (String(repeating: "a", count: 65), false),
    ])
    func namesAreWhatBundletoolAccepts(name: String, valid: Bool) {
        #expect(PlayPackName.isValid(name) == valid)
        // bundletool's own pattern, checked apart from the implementation.
        let pattern = name.range(of: "^[a-zA-Z][a-zA-Z0-9_]*$", options: .regularExpression) != nil && name != "base" && name.count <= 64
        #expect(pattern == valid)
    }

    @Test func aPacksNameIsItsTagsJoined() {
        #expect(PlayPackName.readable(["Level 01", "Level 02"]) == "Level_01_Level_02")
        #expect(PlayPackName.readable(["01 intro"]) == "pack_01_intro")
        #expect(PlayPackName.readable(["é"]) == "")
        #expect(PortablePackName.readable(["Level 01", "golden sword"]) == "Level01GoldenSword")
        #expect(PortablePackName.readable(["3d models"]) == "Pack3dModels")
    }

    /// Lints `tags` (one resource each) as Play packs.
    func names(_ tags: [String], portable: Bool = false, attributes: String = "") throws -> (names: [String], lint: LintResult) {
        let project = try TemporaryFolder()
        var body = ""
        for (index, tag) in tags.enumerated() {
            try project.write("Assets/\(index).bin", bytes: [UInt8(index)])
            let escaped = tag.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
                .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: "\n", with: "&#10;")
            body += #"<resource path="\#(index).bin" tags="\#(escaped)"/>"# + "\n"
        }
        try project.manifest(body, attributes: #"base="Assets" \#(attributes)"#)
        var options = LintOptions(delivery: .playAssetDelivery)
        options.packIDs.portableNames = portable
        let lint = project.lint(options: options)
        return (lint.plan?.packs.map(\.identity.identifier) ?? [], lint)
    }

    @Test func tagsThatSanitiseToTheSameNameGetDistinctValidNames() throws {
        let (names, lint) = try names(["Level 1", "Level-1", "Level_1", "level 1"])
        #expect(names.count == 4 && Set(names.map { $0.lowercased() }).count == 4, "\(names)")
        #expect(names.allSatisfy(PlayPackName.isValid), "\(names)")
        #expect(lint.problems.isEmpty, "\(lint.diagnostics)")
    }

    @Test func aTagThatSanitisesToBaseIsNeverNamedBase() throws {
        let (names, lint) = try names(["base", "Base!", "#base#"])
        #expect(!names.contains("base") && names.allSatisfy(PlayPackName.isValid), "\(names)")
        #expect(lint.problems.isEmpty)
    }

    /// Quotes, `$`, `${`, backslashes give valid names (and reach the Kotlin map escaped:
    /// `PlayMapTests`); a line break or a bidirectional control in a tag is a coded error.
    @Test func hostileTagsGiveValidNamesOrCodedErrors() throws {
        let tags = ["quote\"s", "$dollar", "${x}", "back\\slash", "é日本", "'single'"]
        let (names, lint) = try names(tags)
        #expect(names.count == tags.count && names.allSatisfy(PlayPackName.isValid), "\(names)")
        #expect(lint.diagnostics.map(\.code) == [])
        let refused = try self.names(["new\nline", "\u{202E}bidi"]).lint
        #expect(refused.diagnostics.map(\.code) == [.invalidTagName, .invalidTagName])
    }

    @Test func portableNamesAreLettersAndDigitsThatBothStoresAccept() throws {
        let tags = ["Level 01", "Level_01", "golden sword", "base", "01"]
        let (names, lint) = try names(tags, portable: true)
        #expect(
            names.allSatisfy(PortablePackName.isValid)
                && names.allSatisfy { BackgroundAssetsPackID.isValid($0) && PlayPackName.isValid($0) }, "\(names)")
        #expect(!lint.failed)
        // Background Assets takes the option too and derives the same names from the same plan.
        let project = try TemporaryFolder()
        try project.write("Assets/a.bin", bytes: [1])
        try project.write("Assets/b.bin", bytes: [2])
        try project.manifest(
            #"<resource path="a.bin" tags="Level 01"/><resource path="b.bin" tags="Level 01, golden sword"/>"#,
            attributes: #"base="Assets""#)
        var play = LintOptions(delivery: .playAssetDelivery)
        play.packIDs.portableNames = true
        var apple = LintOptions(delivery: .backgroundAssets)
        apple.packIDs.portableNames = true
        #expect(
            project.lint(options: play).plan?.packs.map(\.identity.identifier)
                == project.lint(options: apple).plan?.packs.map(\.identity.identifier))
        #expect(project.lint(options: play).plan?.packs.map(\.identity.identifier) == ["Level01", "Level01GoldenSword"])
    }

    @Test func aNameTheManifestGivesMustBeOneBundletoolAccepts() throws {
        let project = try TemporaryFolder()
        try project.write("Assets/a.bin", bytes: [1])
        try project.manifest(#"<asset-pack id="Level-01" tags="A"/><resource path="a.bin" tags="A"/>"#, attributes: #"base="Assets""#)
        let lint = project.lint(options: LintOptions(delivery: .playAssetDelivery))
        let invalid = try #require(lint.diagnostics(.invalidPackID).first)
        #expect(invalid.message.contains("'Level_01'") && invalid.message.contains("Google Play"), "\(invalid.message)")
    }

    /// A pack keeps its name while it holds its content, whatever tags join it; from the lock file.
    @Test func namesLastFromReleaseToRelease() throws {
        let project = try TemporaryFolder()
        try project.write("Assets/a.bin", bytes: [UInt8](repeating: 1, count: 100))
        try project.write("Assets/b.bin", bytes: [2])
        try project.manifest(#"<resource path="a.bin" tags="Intro"/>"#, attributes: #"base="Assets" delivery="play-asset-delivery""#)
        let options = BuildOptions(outputDirectory: project.path("out"))
        var lint = LintOptions()
        lint.packIDs.updateLock = true
        let first = BuildJob(BuildPipeline.Request(manifest: project.path("odr.xml"), lint: lint, build: options)).run()
        #expect(!first.failed && first.report?.index.assetPacks.map(\.identifier) == ["Intro"])
        #expect(FileManager.default.fileExists(atPath: project.path("com.company.App.play-asset-delivery.lock")))
        // The next release adds a tag to the pack's file and adds a pack: the pack keeps its name
        // from the lock's tag sets alone (no previous build at hand).
        try project.manifest(
            #"<resource path="a.bin" tags="Intro, Chapter 1"/><resource path="b.bin" tags="Chapter 2"/>"#,
            attributes: #"base="Assets" delivery="play-asset-delivery""#)
        try FileManager.default.moveItem(atPath: project.path("out"), toPath: project.path("previous"))
        let next = project.lint(options: LintOptions())
        #expect(next.plan?.packs.map(\.identity.identifier) == ["Chapter_2", "Intro"], "\(next.diagnostics)")
        #expect(next.diagnostics(.packIDNew).map(\.message).first?.contains("'Chapter_2'") == true)
        // A renamed tag shares nothing with the lock's tag sets: with the previous build's index
        // at hand (a CI artifact, --baseline) the name follows the file.
        try project.manifest(
            #"<resource path="a.bin" tags="Chapter 1"/><resource path="b.bin" tags="Chapter 2"/>"#,
            attributes: #"base="Assets" delivery="play-asset-delivery""#)
        #expect(project.lint(options: LintOptions()).plan?.packs.map(\.identity.identifier) == ["Chapter_1", "Chapter_2"])
        var baseline = LintOptions()
        let index = try IndexStore.load(project.path("previous"))
        baseline.previousRelease = { PackHistory(index: index, source: "previous") }
        #expect(project.lint(options: baseline).plan?.packs.map(\.identity.identifier) == ["Chapter_2", "Intro"])
    }

    /// Churn speaks of each store as it is: App Store Connect keeps a record per ID and counts
    /// every ID used; Google Play has no record per pack, so nothing to archive or count.
    @Test func churnMessagesSayWhatEachStoreKeeps() {
        let apple = Diagnostic.packIDNew("Level-04", inUse: 7, everUsed: 8, limit: 100, rule: BackgroundAssetsPackID.Rule(), at: nil)
            .message
        let play = Diagnostic.packIDNew("Level_04", inUse: 7, everUsed: 8, limit: 100, rule: PlayPackName.Rule(), at: nil).message
        #expect(
            apple.contains("App Store Connect needs a new record") && apple.contains("7 of 100 IDs in use, 8 used by any release"),
            "\(apple)")
        #expect(
            play.hasPrefix("asset pack name 'Level_04'") && play.contains("7 of 100 packs in use") && !play.contains("record")
                && !play.contains("any release"), "\(play)")
        let retiredApple = Diagnostic.packIDRetired("Old", source: "x.lock.json", rule: BackgroundAssetsPackID.Rule(), at: nil).message
        let retiredPlay = Diagnostic.packIDRetired(
            "Old", source: "x.lock.json", rule: PortablePackName.Rule(own: PlayPackName.Rule()), at: nil
        ).message
        #expect(retiredApple.contains("archive it in App Store Connect"), "\(retiredApple)")
        #expect(retiredPlay.contains("no record of it to archive") && retiredPlay.hasPrefix("asset pack name"), "\(retiredPlay)")
        let invalid = Diagnostic.invalidPackID("base", rule: PlayPackName.Rule(), at: nil).message
        #expect(invalid.hasPrefix("asset pack name 'base'") && invalid.contains("Google Play (bundletool's module names)"), "\(invalid)")
    }

    /// A tag named like a module the Android project already has never names a pack so: the
    /// Gradle layouts' `include ':app'` would move the app's own module into the pack.
    @Test func packsNeverTakeTheNamesOfTheProjectsOwnModules() throws {
        for name in ["base", "app", "buildSrc", "launcher", "unityLibrary"] {
            #expect(!PlayPackName.isValid(name) && !PortablePackName.isValid(name), "\(name)")
        }
        #expect(PlayPackName.isValid("App") && PlayPackName.isValid("apps"))
        let folder = try TemporaryFolder()
        try folder.write("a/x.bin", text: "x")
        try folder.manifest(#"<resource path="a" tags="app"/>"#, attributes: #"delivery="play-asset-delivery""#)
        let name = try #require(folder.lint().plan?.packs.first?.identity.identifier)
        #expect(name != "app" && name.hasPrefix("app_") && PlayPackName.isValid(name), "\(name)")
    }
}
