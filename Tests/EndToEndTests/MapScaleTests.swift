import Foundation
import TestSupport
import Testing

/// The maps a build writes for the app compile at a game's size and answer exactly as the
/// JSON map does: `AssetPackMap.swift` (Background Assets) with `swiftc`, under Swift 6 with
/// complete concurrency checking and warnings as errors, at 5,000 and 20,000 files, and
/// `PlayAssetPackMap.kt` (Google Play) with `kotlinc` at 20,000 files, and the C# maps for Unity
/// (`AssetPackMap.cs`, `PlayAssetPackMap.cs` with `AssetPacks.cs`) with Mono's `mcs` at 20,000
/// files, run under `mono`. How long they take to compile is measured by `make bench`
/// (docs/performance.md), not here.
@Suite(.serialized, .slow("compiles the Swift, Kotlin and C# maps of games of 5,000 and 20,000 files with swiftc, kotlinc and mcs"))
struct MapScaleTests {
    /// A game of `files` files: levels of 50 files in folders, every 5th file also tagged with
    /// the next level, one tag with a space, one with a quote and one with a zero-width space.
    static func game(files: Int, delivery: String, forTheRun: Bool = false) throws -> TemporaryFolder {
        let folder = forTheRun ? try TemporaryFolder.forTheRun() : try TemporaryFolder()
        var random = SplitMix64(seed: UInt64(files))
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<odr-manifest version=\"1\" bundle-id=\"com.example.scale\" base=\"Assets\" delivery=\"\(delivery)\">",
        ]
        let levels = files / 50
        for level in 0..<levels {
            let tag = level == 1 ? "Level &quot;1&quot;" : level == 2 ? "Level\u{200B}2" : String(format: "Level %04d", level)
            let next = level + 1 < levels ? String(format: "Level %04d", level + 1) : nil
            for index in 0..<50 {
                let name = String(format: "L%04d/asset-%02d.bin", level, index)
                try folder.write("Assets/" + name, bytes: random.bytes(count: Int(random.next() % 256)))
                let tags = index % 5 == 0 && next != nil ? "\(tag), \(next!)" : tag
                lines.append("  <resource path=\"\(name)\" bundle-path=\"\(name)\" tags=\"\(tags)\"/>")
            }
        }
        try folder.write("game.xml", text: (lines + ["</odr-manifest>"]).joined(separator: "\n") + "\n")
        return folder
    }

    /// The map JSON's answers, one line each, as the programs below print them.
    static func expectedLines(_ map: [String: Any], fileSizes: [String: Int]) throws -> [String] {
        let tags = try #require(map["tags"] as? [String: [String]])
        let files = try #require(map["files"] as? [String: String])
        var lines = tags.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map {
            "tag \(hex($0)) \(tags[$0]!.joined(separator: ","))"
        }
        lines += files.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map {
            "file \(hex($0)) \(files[$0]!) \(fileSizes[$0] ?? -1)"
        }
        return lines
    }

    static func hex(_ text: String) -> String { text.utf8.map { String(format: "%02x", $0) }.joined() }

    static func build(_ folder: TemporaryFolder, _ arguments: [String]) throws -> [String: Any] {
        let build = try CommandRunner.run(["build", "game.xml", "-o", "out", "--quiet"] + arguments, in: folder.url)
        #expect(build.status == 0, "\(build.standardError)")
        let name = arguments.contains("play-asset-delivery") ? "PlayAssetPackMap.json" : "AssetPackMap.json"
        let data = try Data(contentsOf: folder.url.appendingPathComponent("out/" + name))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func sizes(_ map: [String: Any]) -> [String: Int] {
        var sizes: [String: Int] = [:]
        for pack in (map["packs"] as? [String: [String: Any]] ?? [:]).values {
            for file in pack["files"] as? [[String: Any]] ?? [] { sizes[file["path"] as? String ?? ""] = file["size"] as? Int }
        }
        return sizes
    }

    /// The game of 20,000 files of each delivery, built once for the run: the Swift and C# maps of
    /// one Background Assets build, the Kotlin and C# maps of one Play build (Unity's layout).
    /// (Only these serialized tests touch it.)
    nonisolated(unsafe) static var builds: [String: (folder: TemporaryFolder, map: [String: Any])] = [:]
    static let arguments = [
        "background-assets": ["--no-archives", "--unity-code", "--max-packs", "100"],
        "play-asset-delivery": ["--delivery", "play-asset-delivery", "--layout", "unity", "--max-packs", "100"],
    ]

    static func sharedBuild(_ delivery: String) throws -> (folder: TemporaryFolder, map: [String: Any]) {
        if let built = builds[delivery] { return built }
        let folder = try game(files: 20_000, delivery: delivery, forTheRun: true)
        let built = (folder, try build(folder, arguments[delivery] ?? []))
        builds[delivery] = built
        return built
    }

    @Test(.enabled(if: ExternalTool.available("swiftc")), arguments: [5_000, 20_000])
    func theSwiftMapOfAGameCompilesAndAnswersAsTheJSONMap(files: Int) throws {
        let (folder, map) =
            files == 20_000
            ? try Self.sharedBuild("background-assets")
            : try {
                let folder = try Self.game(files: files, delivery: "background-assets")
                return (folder, try Self.build(folder, ["--no-archives", "--max-packs", "100"]))
            }()
        try folder.write(
            "check/main.swift",
            text: """
                func hex(_ text: String) -> String { text.utf8.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined() }
                for tag in AssetPackMap.Tag.allCases.sorted(by: { $0.rawValue.utf8.lexicographicallyPrecedes($1.rawValue.utf8) }) {
                    print("tag \\(hex(tag.rawValue)) \\(AssetPackMap.packIDs(for: tag).joined(separator: ","))")
                }
                for (path, file) in AssetPackMap.files.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
                    precondition(AssetPackMap.packID(forFile: path) == file.pack)
                    print("file \\(hex(path)) \\(file.pack) \\(file.size)")
                }
                precondition(AssetPackMap.Tag.level0003.rawValue == "Level 0003" && AssetPackMap.Tag(rawValue: "Level 9999x") == nil)
                precondition(AssetPackMap.Tag(rawValue: "Level\\u{200B}2") != nil && AssetPackMap.Tag(rawValue: "Level \\"1\\"") != nil)
                precondition(AssetPackMap.bundlePaths(withPrefix: "L0003/").count == 50 && AssetPackMap.bundlePaths(withPrefix: "L0003/asset-4").count == 10)
                precondition(AssetPackMap.bundlePaths(withPrefix: "").count == AssetPackMap.files.count)

                """)
        let strict = "-swift-version 6 -strict-concurrency=complete -warnings-as-errors"
        let run = try CommandRunner.runShell(
            """
            swiftc \(strict) -default-isolation MainActor -parse-as-library -typecheck out/AssetPackMap.swift && \
            swiftc \(strict) -o check/map out/AssetPackMap.swift check/main.swift && check/map > check/answers.txt
            """, in: folder.url)
        #expect(run.status == 0, "\(run.standardError)")
        let answers = try String(contentsOf: folder.url.appendingPathComponent("check/answers.txt"), encoding: .utf8)
        let source = try String(contentsOf: folder.url.appendingPathComponent("out/AssetPackMap.swift"), encoding: .utf8)
        #expect(!source.unicodeScalars.contains(where: { $0 == "\u{200B}" }), "a zero-width space is written as an escape")
        let lines = answers.split(separator: "\n").map(String.init)
        #expect(lines == (try Self.expectedLines(map, fileSizes: Self.sizes(map))))
        #expect(lines.count > files)
    }

    @Test(.enabled(if: ExternalTool.available("kotlinc", "java"), "kotlinc or java is missing (make test-deps): skipped"))
    func theKotlinMapOfAGameCompilesAndAnswersAsTheJSONMap() throws {
        let (folder, map) = try Self.sharedBuild("play-asset-delivery")
        try folder.write(
            "check/Main.kt",
            text: """
                fun hex(s: String): String = s.toByteArray(Charsets.UTF_8).joinToString("") { "%02x".format(it.toInt() and 0xff) }
                fun bytes(s: String): String = s.toByteArray(Charsets.UTF_8).joinToString(",") { (it.toInt() and 0xff).toString().padStart(3, '0') }

                fun main() {
                    for (tag in PlayAssetPackMap.packsByTag.keys.sortedBy { bytes(it) }) println("tag " + hex(tag) + " " + PlayAssetPackMap.packNames(tag).joinToString(","))
                    for (path in PlayAssetPackMap.files.keys.sortedBy { bytes(it) }) println("file " + hex(path) + " " + PlayAssetPackMap.packName(path) + " " + PlayAssetPackMap.files.getValue(path).size)
                }

                """)
        try ExternalTool.runChecked(
            "kotlinc", ["../out/PlayAssetPackMap.kt", "Main.kt", "-include-runtime", "-d", "map.jar"],
            in: folder.path("check"))
        let output = try ExternalTool.runChecked("java", ["-jar", "map.jar"], in: folder.path("check")).text
        #expect(output.split(separator: "\n").map(String.init) == (try Self.expectedLines(map, fileSizes: Self.sizes(map))))
    }

    @Test(
        .enabled(if: CSharpTools.available, "mcs or mono is missing (make test-deps): skipped"),
        arguments: ["play-asset-delivery", "background-assets"])
    func theCSharpMapOfAGameCompilesAndAnswersAsTheJSONMap(delivery: String) throws {
        let play = delivery == "play-asset-delivery"
        let (folder, map) = try Self.sharedBuild(delivery)
        let name = play ? "PlayAssetPackMap.cs" : "AssetPackMap.cs"
        try folder.write(
            "check/Typed.cs",
            text: "static class Typed { static string Name() { return OdrPack.\(play ? "Play" : "")AssetPackMap.Tag.level0003.Name; } }\n")
        let program = folder.path("check/map.exe")
        try CSharpTools.compile(
            [folder.path("out/" + name), folder.path("out/AssetPacks.cs"), folder.path("check/Typed.cs"), CSharpTools.mapCheck],
            defines: play ? ["UNITY_ANDROID"] : ["UNITY_IOS"], output: program)
        let output = try CSharpTools.run(program).text
        #expect(output.split(separator: "\n").map(String.init) == (try Self.expectedLines(map, fileSizes: Self.sizes(map))))
    }
}
