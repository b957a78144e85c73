import Foundation
import TestSupport
import Testing

@testable import ODRPackKit

/// A Unity game's C# (`--unity-code`): which builds write it, and the map's text, whatever the
/// tags hold -- read without a compiler (UnityCodeCompileTests compiles and runs it).
@Suite(.budget(seconds: 4)) struct UnityCodeTests {
    /// Tags no literal holds as they are, C# keywords, a format string, and a tag longer than a
    /// piece (controls and bidirectional controls are refused in tags: `invalid-tag-name`).
    static let hostile = [
        "quote\"s", "back\\slash", "{0}", "{{x}}", "é日本 🎮", "end\\", "zero\u{200B}width\u{E0041}", "lock", "object", "base", "class",
        String(repeating: "Long", count: 5_000),
    ]

    /// A build of one file per hostile tag (and a shared file), for `delivery`.
    static func build(
        delivery: String, layout: PlayLayout? = .unity, unityCode: Bool? = nil, in project: TemporaryFolder
    ) throws -> BuildOutcome {
        var body = ""
        for (index, tag) in hostile.enumerated() {
            let name = "f\(index) \\q\" {0}.bin"
            try project.write("Assets/\(name)", bytes: [UInt8(index), 1, 2])
            let escape = { (text: String) in
                text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
                    .replacingOccurrences(of: "<", with: "&lt;")
            }
            body += #"<resource path="\#(escape(name))" tags="\#(escape(tag))"/>"#
        }
        try project.write("Assets/shared.bin", bytes: [9])
        body += #"<resource path="shared.bin" tags="lock, {0}"/>"#
        try project.manifest(body, attributes: #"base="Assets" delivery="\#(delivery)""#)
        var lint = LintOptions()
        lint.unityCode = unityCode
        // Each delivery's own options only where it is in force: another's are refused (inapplicable-option).
        if delivery == "play-asset-delivery" { lint.settings[PlaySettings.self].layout = layout }
        if delivery == "background-assets" { lint.settings[BackgroundAssetsSettings.self].writeArchives = false }
        return BuildJob(
            BuildPipeline.Request(manifest: project.path("odr.xml"), lint: lint, build: BuildOptions(outputDirectory: project.path("out")))
        ).run()
    }

    static func written(_ project: TemporaryFolder) throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: project.path("out")))
    }

    @Test func playsUnityLayoutWritesTheCSharpByDefaultAndOtherLayoutsOnRequest() throws {
        let unity = try TemporaryFolder()
        #expect(!(try Self.build(delivery: "play-asset-delivery", in: unity)).failed)
        #expect(try Self.written(unity).isSuperset(of: ["PlayAssetPackMap.cs", "AssetPacks.cs", "PlayAssetPackMap.kt"]))
        let gradle = try TemporaryFolder()
        #expect(!(try Self.build(delivery: "play-asset-delivery", layout: .gradle, in: gradle)).failed)
        #expect(try Self.written(gradle).isDisjoint(with: ["PlayAssetPackMap.cs", "AssetPacks.cs"]))
        let asked = try TemporaryFolder()
        #expect(!(try Self.build(delivery: "play-asset-delivery", layout: .gradle, unityCode: true, in: asked)).failed)
        #expect(try Self.written(asked).isSuperset(of: ["PlayAssetPackMap.cs", "AssetPacks.cs"]))
        let declined = try TemporaryFolder()
        #expect(!(try Self.build(delivery: "play-asset-delivery", unityCode: false, in: declined)).failed)
        #expect(try Self.written(declined).isDisjoint(with: ["PlayAssetPackMap.cs", "AssetPacks.cs"]))
    }

    @Test func backgroundAssetsWritesTheCSharpAndItsPlugInOnRequestOnly() throws {
        let plain = try TemporaryFolder()
        #expect(!(try Self.build(delivery: "background-assets", layout: nil, in: plain)).failed)
        #expect(try Self.written(plain).isDisjoint(with: ["AssetPackMap.cs", "AssetPacks.cs", "ODRPackAssetPacks.swift"]))
        let asked = try TemporaryFolder()
        let build = try Self.build(delivery: "background-assets", layout: nil, unityCode: true, in: asked)
        #expect(!build.failed, "\(build.diagnostics.map(\.message))")
        #expect(
            try Self.written(asked).isSuperset(of: ["AssetPackMap.cs", "AssetPacks.cs", "ODRPackAssetPacks.swift", "AssetPackMap.swift"]))
        #expect(try String(contentsOfFile: asked.path("out/AssetPacks.cs"), encoding: .utf8) == Templates.AssetPacks_cs)
        #expect(try String(contentsOfFile: asked.path("out/ODRPackAssetPacks.swift"), encoding: .utf8) == Templates.ODRPackAssetPacks_swift)
    }

    /// The index records `UnityCode`, so verify writes the C# again and finds an edit.
    @Test func verifyChecksTheCSharpLikeTheOtherMaps() throws {
        let project = try TemporaryFolder()
        #expect(!(try Self.build(delivery: "background-assets", layout: nil, unityCode: true, in: project)).failed)
        #expect(VerifyJob(directory: project.path("out")).run().diagnostics.isEmpty)
        for name in ["AssetPackMap.cs", "AssetPacks.cs", "ODRPackAssetPacks.swift"] {
            let path = project.path("out/" + name)
            let original = try Data(contentsOf: URL(fileURLWithPath: path))
            try (original + Data("// edited\n".utf8)).write(to: URL(fileURLWithPath: path))
            #expect(VerifyJob(directory: project.path("out")).run().diagnostics.map(\.code) == [.outputFileMismatch], "\(name)")
            try original.write(to: URL(fileURLWithPath: path))
        }
    }

    @Test func onDemandResourcesRefusesTheOption() throws {
        let project = try TemporaryFolder()
        let build = try Self.build(delivery: "on-demand-resources", layout: nil, unityCode: true, in: project)
        #expect(build.failed && build.diagnostics.contains { $0.code == .inapplicableOption && $0.message.contains("--unity-code") })
    }

    /// Literals that read as what they hold, C# keywords as `@name`, and the same bytes again.
    @Test func theMapShowsEveryCharacterEscapesKeywordsAndIsReproducible() throws {
        let project = try TemporaryFolder()
        let build = try Self.build(delivery: "play-asset-delivery", in: project)
        let index = try #require(build.report?.index)
        let source = try String(contentsOfFile: project.path("out/PlayAssetPackMap.cs"), encoding: .utf8)
        #expect(source.contains("public static class PlayAssetPackMap") && source.contains(#"Delivery = "play-asset-delivery""#))
        #expect(
            !source.unicodeScalars.contains { $0 != "\n" && (InvisibleText.isEscaped($0) || $0.value < 0x20) }, "no invisible character")
        #expect(source.contains(#"public static readonly Tag @lock = new Tag("lock");"#))
        #expect(source.contains(#"public static readonly Tag @object = new Tag("object");"#))
        #expect(source.contains(#"public static readonly Tag tagClass = new Tag("class");"#))
        #expect(source.contains(#"new Tag("quote\"s")"#) && source.contains(#"new Tag("back\\slash")"#))
        #expect(source.contains(#"new Tag("zero\u200Bwidth\U000E0041")"#))
        #expect(!source.contains("Tag longLong"), "no member of 512 characters or more (CS0645)")
        let tables = PackMapTables(index) { ($0.deliveryType ?? .onDemand).rawValue }
        let again = UnityCode.mapSource(index, className: "PlayAssetPackMap", tables: tables)
        #expect(again == source)
        let small = UnityCode.mapSource(index, className: "PlayAssetPackMap", tables: tables, pieceSize: 40)
        #expect(small.components(separatedBy: "\n            \"").count > 20, "tables cut into many constants")
    }

    @Test func literalsEscapeWhatCSharpReads() {
        #expect(UnityCode.literal("a\"b\\c{0}") == #""a\"b\\c{0}""#)
        #expect(UnityCode.literal("\u{0}\t\u{7F}\u{FEFF}") == #""\u0000\u0009\u007F\uFEFF""#)
        #expect(UnityCode.literal("\u{E0041}") == #""\U000E0041""#)
        #expect(UnityCode.identifier("lock") == "@lock" && UnityCode.identifier("level01") == "level01")
    }

    /// The Xcode project Unity exports (`Unity-iPhone.xcodeproj`: the app target Unity-iPhone and
    /// UnityFramework, the `Data` folder reference with `Data/Raw`, AssetBundles tagged as
    /// Unity's `UnityEditor.iOS.Resource` tags them) builds in every delivery from itself.
    @Test(arguments: [DeliveryName.onDemandResources, .backgroundAssets, .playAssetDelivery])
    func unitysXcodeExportBuildsInEveryDelivery(delivery: DeliveryName) throws {
        let scratch = try TemporaryFolder()
        var lint = LintOptions(delivery: delivery)
        lint.unityCode = delivery == .onDemandResources ? nil : true
        if delivery == .backgroundAssets { lint.settings[BackgroundAssetsSettings.self].writeArchives = false }
        if delivery == .playAssetDelivery { lint.settings[PlaySettings.self].layout = .unity }
        let project = PlayProject.root + "/Tests/Fixtures/Unity/UnityExport/Unity-iPhone.xcodeproj"
        let build = BuildJob(
            BuildPipeline.Request(manifest: project, lint: lint, build: BuildOptions(outputDirectory: scratch.path("out")))
        ).run()
        #expect(!build.failed && build.diagnostics.filter { $0.severity != .note }.isEmpty, "\(build.diagnostics.map(\.message))")
        let index = try #require(build.report?.index)
        #expect(index.bundleIdentifier == "com.example.unitygame")
        #expect(Set(index.tags.map(\.name)) == ["level1", "level2"])
        let packed = Set(index.assetPacks.flatMap { $0.files.map(\.path) })
        #expect(packed == ["level1.unity3d", "level2.unity3d", "shared.unity3d"], "the Data folder stays in the app")
    }
}
