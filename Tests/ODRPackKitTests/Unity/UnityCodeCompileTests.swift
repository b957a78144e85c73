import Foundation
import TestSupport
import Testing

@testable import ODRPackKit

/// The C# a build writes for Unity compiles with Mono's `mcs`, warnings as errors, against
/// stand-ins of the Unity APIs it calls, for Android (`UNITY_ANDROID`), iOS (`UNITY_IOS`) and
/// neither (the Editor, other platforms); both stores' maps compile in one project; and under
/// `mono` the map answers as the JSON map does, and `AssetPacks` requests a Play build's packs
/// from the stand-in store. The native plug-in type-checks against the Background Assets
/// stand-ins in both of AppAccessTests' profiles.
@Suite(
    .serialized, .slow("compiles and runs the generated C# with mcs and mono, and the native plug-in with swiftc"),
    .enabled(if: CSharpTools.available, "mcs or mono is missing (make test-deps): skipped"))
struct UnityCodeCompileTests {
    /// GreatGame built for Play (unity layout) and for Background Assets (`--unity-code`, no archives).
    static func greatGame(_ delivery: DeliveryName, in scratch: TemporaryFolder) throws -> String {
        var lint = LintOptions(delivery: delivery)
        lint.unityCode = true
        if delivery == .playAssetDelivery { lint.settings[PlaySettings.self].layout = .unity }
        if delivery == .backgroundAssets { lint.settings[BackgroundAssetsSettings.self].writeArchives = false }
        let output = scratch.path(delivery.rawValue)
        let build = BuildJob(
            BuildPipeline.Request(
                manifest: PlayProject.root + "/Examples/GreatGame/GreatGame.xml", lint: lint, build: BuildOptions(outputDirectory: output))
        ).run()
        #expect(!build.failed, "\(build.diagnostics.map(\.message))")
        return output
    }

    /// The lines MapCheck.cs prints, from the JSON map in `output`.
    static func expected(_ output: String, map name: String) throws -> [String] {
        let data = try Data(contentsOf: URL(fileURLWithPath: output + "/" + name))
        let map = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let tags = try #require(map["tags"] as? [String: [String]])
        let files = try #require(map["files"] as? [String: String])
        var sizes: [String: Int] = [:]
        for pack in (map["packs"] as? [String: [String: Any]] ?? [:]).values {
            for file in pack["files"] as? [[String: Any]] ?? [] { sizes[file["path"] as? String ?? ""] = file["size"] as? Int }
        }
        let hex = { (text: String) in text.utf8.map { String(format: "%02x", $0) }.joined() }
        let order = { (a: String, b: String) in a.utf8.lexicographicallyPrecedes(b.utf8) }
        return tags.keys.sorted(by: order).map { "tag \(hex($0)) \(tags[$0]!.joined(separator: ","))" }
            + files.keys.sorted(by: order).map { "file \(hex($0)) \(files[$0]!) \(sizes[$0] ?? -1)" }
    }

    /// Compiles `map` with AssetPacks.cs and MapCheck.cs for `defines`, runs the check, and
    /// compares its lines with the JSON map's.
    static func check(_ output: String, map: String, json: String, defines: [String], request: Bool, scratch: TemporaryFolder) throws {
        let program = scratch.path("check-\(map)-\(defines.joined(separator: "-")).exe")
        try CSharpTools.compile(
            [output + "/" + map, output + "/AssetPacks.cs", CSharpTools.mapCheck], defines: defines, output: program)
        let run = try CSharpTools.run(
            program, request ? ["request"] : [], environment: ["ODR_PACK_STAND_IN_PACKS": output + "/packs"])
        var lines = run.text.split(separator: "\n").map(String.init)
        if request {
            #expect(lines.last == "requests ok")
            lines.removeLast()
        }
        #expect(lines == (try expected(output, map: json)))
    }

    @Test func greatGamesMapsCompileForEveryPlatformAndAnswerAsTheJSONMaps() throws {
        let scratch = try TemporaryFolder()
        let play = try Self.greatGame(.playAssetDelivery, in: scratch)
        let apple = try Self.greatGame(.backgroundAssets, in: scratch)
        try Self.check(
            play, map: "PlayAssetPackMap.cs", json: "PlayAssetPackMap.json", defines: ["UNITY_ANDROID"], request: true, scratch: scratch)
        for defines in [["UNITY_IOS"], []] {
            try Self.check(
                apple, map: "AssetPackMap.cs", json: "AssetPackMap.json", defines: defines, request: false, scratch: scratch)
        }
        // One Unity project holds both stores' maps, the Editor's defines included, and names typed tags.
        try scratch.write(
            "Typed.cs",
            text: """
                static class Typed {
                    static string[] Names() {
                        return new[] { OdrPack.AssetPackMap.Tag.goldenSword.Name, OdrPack.PlayAssetPackMap.Tag.level01.Name };
                    }
                }

                """)
        for defines in [["UNITY_ANDROID"], ["UNITY_IOS"], ["UNITY_TVOS"], ["UNITY_VISIONOS"], [], ["UNITY_ANDROID", "UNITY_EDITOR"]] {
            try CSharpTools.compile(
                [play + "/PlayAssetPackMap.cs", apple + "/AssetPackMap.cs", play + "/AssetPacks.cs", scratch.path("Typed.cs")],
                defines: defines, output: scratch.path("both.dll"), library: true)
        }
    }

    @Test func hostileNamesCompileAndComeBackExactly() throws {
        let project = try TemporaryFolder()
        let build = try UnityCodeTests.build(delivery: "play-asset-delivery", in: project)
        #expect(!build.failed)
        let output = project.path("out")
        try Self.check(
            output, map: "PlayAssetPackMap.cs", json: "PlayAssetPackMap.json", defines: ["UNITY_ANDROID"], request: true, scratch: project)
        let index = try #require(build.report?.index)
        // Tables cut into constants of 40 bytes, records split across them, answer the same.
        let tables = PackMapTables(index) { ($0.deliveryType ?? .onDemand).rawValue }
        try project.write(
            "small/PlayAssetPackMap.cs", text: UnityCode.mapSource(index, className: "PlayAssetPackMap", tables: tables, pieceSize: 40))
        try FileManager.default.copyItem(atPath: output + "/AssetPacks.cs", toPath: project.path("small/AssetPacks.cs"))
        try FileManager.default.copyItem(atPath: output + "/PlayAssetPackMap.json", toPath: project.path("small/PlayAssetPackMap.json"))
        try Self.check(
            project.path("small"), map: "PlayAssetPackMap.cs", json: "PlayAssetPackMap.json", defines: ["UNITY_ANDROID"], request: false,
            scratch: project)
        try project.write(
            "Keywords.cs",
            text:
                "static class Keywords { static object[] All() { return new object[] { OdrPack.PlayAssetPackMap.Tag.@lock, OdrPack.PlayAssetPackMap.Tag.@object, OdrPack.PlayAssetPackMap.Tag.tagClass }; } }\n"
        )
        try CSharpTools.compile(
            [output + "/PlayAssetPackMap.cs", output + "/AssetPacks.cs", project.path("Keywords.cs")], defines: ["UNITY_ANDROID"],
            output: project.path("keywords.dll"), library: true)
    }

    /// The native plug-in, in AppAccessTests' two profiles (Swift 6, complete concurrency
    /// checking, warnings as errors; and a new Xcode 26 target's defaults), against the
    /// Background Assets stand-ins of Tests/Fixtures/AppSide.
    @Test(.enabled(if: ExternalTool.available("swiftc"), "swiftc is missing: skipped"))
    func theNativePlugInTypeChecksAgainstTheBackgroundAssetsStandIns() throws {
        let scratch = try TemporaryFolder()
        let script = PlayProject.root + "/Tests/Fixtures/AppSide/compile.sh"
        try ExternalTool.runChecked("bash", [script, "--stand-ins", scratch.path("standins")])
        let plugin = try scratch.write("ODRPackAssetPacks.swift", text: UnityCode.pluginSource)
        let strict = ["-swift-version", "6", "-strict-concurrency=complete", "-warnings-as-errors"]
        let implicit = ["-Xfrontend", "-import-module", "-Xfrontend", "ODRFoundationStandIn"]
        let xcode26 = [
            "-default-isolation", "MainActor", "-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
            "-enable-upcoming-feature", "InferIsolatedConformances", "-enable-upcoming-feature", "MemberImportVisibility",
        ]
        for profile in [[], xcode26] {
            try ExternalTool.runChecked(
                "swiftc",
                strict + implicit + profile + [
                    "-parse-as-library", "-module-name", "UnityFramework", "-I", scratch.path("standins/modules"),
                    "-whole-module-optimization", "-Onone", "-emit-sil", "-o", "/dev/null", plugin,
                ])
        }
    }
}
