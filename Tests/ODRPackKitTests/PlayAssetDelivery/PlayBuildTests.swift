import Foundation
import TestSupport
import Testing

@testable import ODRPackKit

/// A project to build as Google Play asset packs: the two examples and a generated game of
/// more than 100 partitions, merged into Play's 100 packs.
struct PlayProject: Sendable, CustomTestStringConvertible {
    var name: String
    var testDescription: String { name }

    static let all = [PlayProject(name: "GreatGame"), PlayProject(name: "XcodeGame"), PlayProject(name: "GeneratedGame")]

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// The manifest to build, and the lint options it needs; `scratch` holds a generated project.
    func manifest(in scratch: TemporaryFolder) throws -> (path: String, lint: LintOptions) {
        var lint = LintOptions(delivery: .playAssetDelivery)
        switch name {
        case "GreatGame":
            return (Self.root + "/Examples/GreatGame/GreatGame.xml", lint)
        case "XcodeGame":
            lint.allowUncompiled = true
            return (Self.root + "/Examples/XcodeGame/XcodeGame.xcodeproj", lint)
        default:
            lint.merging.maxPacks = 100
            let manifest = scratch.path("game.xml")
            return (FileManager.default.fileExists(atPath: manifest) ? manifest : try Self.generatedGame(in: scratch), lint)
        }
    }

    /// 60 levels, each with its own map and music, and an enemy shared with the next level:
    /// 120 partitions (the last level shares one with the first); the first levels install with the app, the next follow, the rest are on demand.
    static func generatedGame(in folder: TemporaryFolder, levels: Int = 60) throws -> String {
        var body = ""
        for level in 1...levels {
            let tag = String(format: "Level %03d", level)
            let category = level <= 3 ? #" category="initial-install""# : level <= 10 ? #" category="prefetch""# : ""
            body += #"<tag name="\#(tag)"\#(category)/>"# + "\n"
            try folder.write("Game/Levels/\(level)/map.json", text: #"{"level": \#(level)}"#)
            try folder.write("Game/Levels/\(level)/music.ogg", bytes: [UInt8](repeating: UInt8(level % 251), count: 300 + level))
            try folder.write("Game/Enemies/enemy\(level).png", bytes: [UInt8](repeating: 7, count: 200))
            body += #"<resource path="Levels/\#(level)" tags="\#(tag)"/>"# + "\n"
            let next = String(format: "Level %03d", level % levels + 1)
            body += #"<resource path="Enemies/enemy\#(level).png" tags="\#(tag), \#(next)"/>"# + "\n"
        }
        try folder.write("Game/UI/menu.png", bytes: [1, 2, 3])
        body += #"<resource path="UI"/>"#
        return try folder.write(
            "game.xml",
            text: """
                <?xml version="1.0" encoding="UTF-8"?>
                <odr-manifest version="1" bundle-id="com.example.generated" base="Game">
                \(body)
                </odr-manifest>

                """)
    }
}

extension LintOptions {
    /// Options for `delivery`.
    init(delivery: DeliveryName) {
        self.init()
        self.delivery = delivery
    }
}

/// GreatGame, XcodeGame and a generated game of 120 partitions build in every layout, verify,
/// rebuild nothing when nothing changed, and pass bundletool's rules (`BundletoolRules`).
@Suite(.budget(seconds: 15)) struct PlayBuildTests {
    static let layouts = ["gradle", "gradle-kts", "unity", "bundletool"]

    /// Builds `project` in `layout` into `scratch/out`.
    static func build(_ project: PlayProject, layout: String, in scratch: TemporaryFolder, output: String = "out") throws -> BuildOutcome {
        var (manifest, lint) = try project.manifest(in: scratch)
        lint.settings[PlaySettings.self].layout = PlayLayout(rawValue: layout)
        return BuildJob(BuildPipeline.Request(manifest: manifest, lint: lint, build: BuildOptions(outputDirectory: scratch.path(output))))
            .run()
    }

    @Test(arguments: PlayProject.all, layouts)
    func everyProjectBuildsVerifiesAndRebuildsNothingInEveryLayout(_ project: PlayProject, layout: String) throws {
        let scratch = try TemporaryFolder()
        let first = try Self.build(project, layout: layout, in: scratch)
        #expect(!first.failed, "\(first.diagnostics.filter { $0.severity == .error })")
        let index = try #require(first.report?.index)
        #expect(index.delivery == .playAssetDelivery && index.playLayout?.rawValue == layout)
        #expect(index.assetPacks.count <= 100 && !index.assetPacks.isEmpty)
        if project.name == "GeneratedGame" {
            #expect(index.assetPacks.count == 100 && first.lint.plan?.arrangement.partitionCount == 120)
        }
        let verify = VerifyJob(directory: scratch.path("out")).run()
        #expect(verify.diagnostics.isEmpty, "\(verify.diagnostics)")
        let again = try Self.build(project, layout: layout, in: scratch)
        #expect(again.report?.written == [] && again.report?.changedOutput == false)
    }

    @Test(
        .slow(
            "every project in every layout through bundletool's rules, groovy and kotlinc; everyProjectBuildsVerifiesAndRebuildsNothingInEveryLayout builds them"
        ),
        .enabled(
            if: ExternalTool.available("unzip", "protoc", "groovy", "kotlinc", "java"),
            "unzip, protoc, groovy, kotlinc or java is missing (make test-deps installs them): skipped"),
        arguments: PlayProject.all, layouts)
    func everyLayoutPassesBundletoolsRules(_ project: PlayProject, layout: String) throws {
        let scratch = try TemporaryFolder()
        let build = try Self.build(project, layout: layout, in: scratch)
        #expect(!build.failed)
        let rules = BundletoolRules(output: scratch.path("out"), layout: layout)
        #expect(try rules.problems() == [])
        let packs = try rules.foundPacks()
        #expect(packs.count == build.report?.index.assetPacks.count)
        #expect(Set(packs.compactMap(\.deliveryType)).isSubset(of: ["install-time", "fast-follow", "on-demand"]))
    }

    /// The Gradle files at the top, evaluated: settings includes every pack from the packs
    /// folder beside it, the app lists them all.
    @Test(
        .slow("evaluates the scripts with groovy and kotlinc"),
        .enabled(if: ExternalTool.available("groovy", "kotlinc", "java"), "groovy, kotlinc or java is missing: skipped"),
        arguments: ["gradle", "gradle-kts"])
    func settingsAndAppScriptsNameEveryPack(layout: String) throws {
        let scratch = try TemporaryFolder()
        let build = try Self.build(PlayProject(name: "GreatGame"), layout: layout, in: scratch)
        let names = try #require(build.report?.index.assetPacks.map(\.identifier))
        let suffix = layout == "gradle" ? "" : ".kts"
        let paths = [scratch.path("out/PlayAssetPacks.settings.gradle" + suffix), scratch.path("out/PlayAssetPacks.app.gradle" + suffix)]
        let values = layout == "gradle" ? try GradleScripts.groovy(paths) : try GradleScripts.kotlin(paths)
        #expect(values[0]["include"] == names.map { ":" + $0 })
        let packs = URL(fileURLWithPath: scratch.path("out/packs")).resolvingSymlinksInPath().path
        for name in names {
            #expect(values[0]["projectDir:" + name] == [packs + "/" + name])
        }
        #expect(values[1]["assetPack"].map(Set.init) == Set(names.map { ":" + $0 }))
    }

    @Test func aLayoutChangeReplacesThePacksAndTheLayoutsFiles() throws {
        let scratch = try TemporaryFolder()
        let gradle = try Self.build(PlayProject(name: "GreatGame"), layout: "gradle", in: scratch)
        let names = try #require(gradle.report?.index.assetPacks.map(\.identifier))
        #expect(FileManager.default.fileExists(atPath: scratch.path("out/PlayAssetPacks.settings.gradle")))
        let zips = try Self.build(PlayProject(name: "GreatGame"), layout: "bundletool", in: scratch)
        #expect(!zips.failed)
        let listing = try FileManager.default.contentsOfDirectory(atPath: scratch.path("out/packs")).sorted()
        #expect(listing == names.map { $0 + ".zip" }.sorted())
        #expect(!FileManager.default.fileExists(atPath: scratch.path("out/PlayAssetPacks.settings.gradle")))
        #expect(
            try String(contentsOfFile: scratch.path("out/PlayAssetPacks.modules.txt"), encoding: .utf8)
                == names.map { "packs/\($0).zip" }.joined(separator: ",") + "\n")
    }

    @Test func theSameContentInTwoLayoutsIsUnchangedForDiff() throws {
        let scratch = try TemporaryFolder()
        _ = try Self.build(PlayProject(name: "GreatGame"), layout: "unity", in: scratch, output: "a")
        _ = try Self.build(PlayProject(name: "GreatGame"), layout: "bundletool", in: scratch, output: "b")
        let diff = DiffJob(old: scratch.path("a"), new: scratch.path("b")).run()
        #expect(diff.diff?.totals.changedPacks == 0 && diff.diff?.totals.addedPacks == 0 && diff.diff?.totals.removedPacks == 0)
    }

    @Test(arguments: layouts)
    func verifyFindsAGeneratedFileOrAnAssetChanged(layout: String) throws {
        let scratch = try TemporaryFolder()
        let build = try Self.build(PlayProject(name: "GreatGame"), layout: layout, in: scratch)
        let pack = try #require(build.report?.index.assetPacks.first { $0.deliveryType == .installTime })
        if layout == "bundletool" {
            // Another zip in its place: the archive's size and SHA-256 no longer match.
            try FileManager.default.removeItem(atPath: scratch.path("out/" + pack.archive))
            try scratch.write("out/" + pack.archive, bytes: [0x50, 0x4B, 0x05, 0x06] + [UInt8](repeating: 0, count: 18))
        } else {
            let folder = scratch.path("out/" + pack.archive)
            try scratch.write("out/\(pack.archive)/src/main/assets/\(pack.files[0].path)", text: "changed")
            let build = layout == "gradle-kts" ? "build.gradle.kts" : "build.gradle"
            try Data("// changed\n".utf8).write(to: URL(fileURLWithPath: folder + "/" + build))
        }
        let verify = VerifyJob(directory: scratch.path("out")).run()
        let codes = Set(verify.diagnostics.map(\.code))
        #expect(
            layout == "bundletool" ? codes.contains(.archiveMismatch) : codes.isSuperset(of: [.entryMismatch, .outputFileMismatch]),
            "\(verify.diagnostics)")
    }

    @Test func anIndexWithAnotherLayoutIsAlteredForVerify() throws {
        let scratch = try TemporaryFolder()
        _ = try Self.build(PlayProject(name: "GreatGame"), layout: "gradle", in: scratch)
        let path = scratch.path("out/index.plist")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try text.replacingOccurrences(of: "<string>gradle</string>", with: "<string>bundletool</string>").write(
            toFile: path, atomically: true, encoding: .utf8)
        let verify = VerifyJob(directory: scratch.path("out")).run()
        #expect(verify.diagnostics.map(\.code) == [.alteredIndex], "\(verify.diagnostics)")
    }

    @Test func aBundletoolBuildNeedsAnAndroidApplicationID() throws {
        let scratch = try TemporaryFolder()
        try scratch.write("Game/a.bin", bytes: [1, 2, 3])
        try scratch.write(
            "game.xml",
            text: #"<odr-manifest version="1" bundle-id="com.example.my-game" base="Game"><resource path="a.bin" tags="A"/></odr-manifest>"#
        )
        let options = BuildOptions(outputDirectory: scratch.path("out"))
        var lint = LintOptions(delivery: .playAssetDelivery)
        lint.settings[PlaySettings.self].layout = .bundletool
        let refused = BuildJob(BuildPipeline.Request(manifest: scratch.path("game.xml"), lint: lint, build: options)).run()
        #expect(refused.failed && refused.diagnostics.map(\.code).contains(.invalidApplicationID))
        #expect(refused.diagnostics.first { $0.code == .invalidApplicationID }?.message.contains("'com.example.my_game'") == true)
        #expect(!FileManager.default.fileExists(atPath: scratch.path("out/index.plist")))
        lint.settings[PlaySettings.self].applicationID = "com.example.mygame"
        let built = BuildJob(BuildPipeline.Request(manifest: scratch.path("game.xml"), lint: lint, build: options)).run()
        #expect(!built.failed && built.report?.index.applicationID == "com.example.mygame")
        // Gradle layouts name no application ID in the packs: the map leaves it out.
        lint.settings[PlaySettings.self] = PlaySettings(layout: .gradle)
        let gradle = BuildJob(BuildPipeline.Request(manifest: scratch.path("game.xml"), lint: lint, build: options)).run()
        #expect(!gradle.failed && gradle.report?.index.applicationID == nil)
    }

    @Test func gradleLayoutsWarnOfFilesTheAndroidGradlePluginLeavesOut() throws {
        let scratch = try TemporaryFolder()
        try scratch.write("Game/Pack/.hidden", text: "x")
        try scratch.write("Game/Pack/_drafts/a.txt", text: "x")
        try scratch.write("Game/Pack/kept.txt", text: "x")
        try scratch.write(
            "game.xml",
            text: #"<odr-manifest version="1" bundle-id="com.example.game" base="Game"><resource path="Pack" tags="A"/></odr-manifest>"#)
        for layout in Self.layouts {
            var lint = LintOptions(delivery: .playAssetDelivery)
            lint.settings[PlaySettings.self].layout = PlayLayout(rawValue: layout)
            let build = BuildJob(
                BuildPipeline.Request(
                    manifest: scratch.path("game.xml"), lint: lint, build: BuildOptions(outputDirectory: scratch.path("out-" + layout)))
            ).run()
            let warned = build.diagnostics.filter { $0.code == .assetIgnoredByGradle }.map(\.message)
            #expect(warned.count == (layout == "bundletool" ? 0 : 2), "\(layout): \(warned)")
        }
    }
}
