import Foundation
import TestSupport
import Testing

@testable import ODRPackKit

/// The map for the app: JSON, and Kotlin source that compiles and gives back every tag, pack
/// and file exactly, whatever quotes, `$`, `${` or backslashes the tags and paths hold.
@Suite(.budget(seconds: 3)) struct PlayMapTests {
    /// Tags no literal can hold as they are; the last is longer than a JVM string constant may be.
    static let hostile = [
        "quote\"s", "$dollar", "${x}", "back\\slash", "'single'", "\\u0041", "é日本 🎮", "end\\",
        "zero\u{200B}width\u{E0041}", String(repeating: "Long", count: 20_000),
    ]

    /// A Play build of one file per hostile tag, plus one file shared by two tags.
    func build(layout: String = "gradle") throws -> (TemporaryFolder, BuildIndex) {
        let project = try TemporaryFolder()
        var body = ""
        for (index, tag) in Self.hostile.enumerated() {
            let name = "f\(index) $x ${y} \\q\".bin"
            try project.write("Assets/\(name)", bytes: [UInt8(index)])
            let escape = { (text: String) in
                text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
                    .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: "\t", with: "&#9;")
            }
            body += #"<resource path="\#(escape(name))" tags="\#(escape(tag))"/>"#
        }
        try project.write("Assets/shared.bin", bytes: [9])
        body += #"<resource path="shared.bin" tags="$dollar, ${x}"/>"#
        try project.manifest(body, attributes: #"base="Assets" delivery="play-asset-delivery""#)
        var lint = LintOptions()
        lint.settings[PlaySettings.self].layout = PlayLayout(rawValue: layout)
        let build = BuildJob(
            BuildPipeline.Request(manifest: project.path("odr.xml"), lint: lint, build: BuildOptions(outputDirectory: project.path("out")))
        ).run()
        #expect(!build.failed, "\(build.diagnostics.map(\.message))")
        return (project, try #require(build.report?.index))
    }

    @Test func theJSONMapNamesEveryFileTagAndPack() throws {
        let (project, index) = try build()
        let map = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: project.path("out/PlayAssetPackMap.json"))))
                as? [String: Any])
        #expect(
            map["delivery"] as? String == "play-asset-delivery" && map["layout"] as? String == "gradle"
                && map["applicationId"] as? String == "com.company.App")
        let tags = try #require(map["tags"] as? [String: [String]])
        #expect(Set(tags.keys) == Set(Self.hostile))
        let files = try #require(map["files"] as? [String: String])
        #expect(
            files.count == index.assetPacks.flatMap(\.files).count
                && files["shared.bin"] == tags["$dollar"]?.first { $0 != files["f1 $x ${y} \\q\".bin"] })
        let packs = try #require(map["packs"] as? [String: [String: Any]])
        #expect(Set(packs.values.compactMap { $0["deliveryType"] as? String }) == ["on-demand"])
    }

    /// The Kotlin map's text as the JVM needs it, read without a compiler: tables cut into
    /// string constants under the JVM's limit, no invisible character, no string template.
    @Test func theKotlinMapIsCutIntoConstantsTheJVMTakesAndShowsEveryCharacter() throws {
        let (_, index) = try build()
        // Pieces of 40 bytes: records cut across string constants, as a large game's are.
        let source = PlayFiles.kotlinSource(index, pieceSize: 40)
        #expect(source.components(separatedBy: ".append(").count > 20)
        #expect(!source.unicodeScalars.contains { $0 != "\n" && GradleText.isShownEscaped($0) }, "no invisible character, raw")
        #expect(PlayFiles.kotlinSource(index).split(separator: "\n").allSatisfy { $0.utf8.count < 65_535 })
        #expect(source.range(of: #"[^\\]\$"#, options: .regularExpression) == nil, "every $ is escaped: no string template")
    }

    /// The same map, with pieces of 40 bytes, compiled and run: it gives back every tag, file and pack.
    @Test(
        .slow("compiles the map with kotlinc"),
        .enabled(if: ExternalTool.available("kotlinc", "java"), "kotlinc or java is missing (make test-deps): skipped"))
    func theKotlinMapCompilesAndGivesBackEveryHostileName() throws {
        let (project, index) = try build()
        let source = PlayFiles.kotlinSource(index, pieceSize: 40)
        try project.write("kotlin/PlayAssetPackMap.kt", text: source)
        try project.write(
            "kotlin/Main.kt",
            text: """
                fun hex(s: String): String = s.toByteArray(Charsets.UTF_8).joinToString("") { "%02x".format(it.toInt() and 0xff) }

                fun main() {
                    for ((tag, packs) in PlayAssetPackMap.packsByTag.toSortedMap()) println("tag " + hex(tag) + " " + packs.joinToString(","))
                    for ((path, file) in PlayAssetPackMap.files.toSortedMap()) println("file " + hex(path) + " " + PlayAssetPackMap.packName(path) + " " + file.size)
                    for ((name, pack) in PlayAssetPackMap.packs.toSortedMap()) println("pack " + name + " " + pack.deliveryType + " " + pack.size)
                    println("unknown " + PlayAssetPackMap.packNames("no such tag").size)
                }

                """)
        try ExternalTool.runChecked(
            "kotlinc", ["PlayAssetPackMap.kt", "Main.kt", "-include-runtime", "-d", "map.jar"], in: project.path("kotlin"))
        let output = try ExternalTool.runChecked("java", ["-jar", "map.jar"], in: project.path("kotlin")).text
        func hex(_ text: String) -> String { text.utf8.map { String(format: "%02x", $0) }.joined() }
        var expected = index.tags.sorted { $0.name.utf16.lexicographicallyPrecedes($1.name.utf16) }.map {
            "tag \(hex($0.name)) \($0.assetPacks.joined(separator: ","))"
        }
        let files = index.assetPacks.flatMap { pack in pack.files.map { ($0, pack.identifier) } }
        expected += files.sorted { $0.0.path.utf16.lexicographicallyPrecedes($1.0.path.utf16) }.map {
            "file \(hex($0.0.path)) \($0.1) \($0.0.size)"
        }
        expected += index.assetPacks.map { "pack \($0.identifier) on-demand \($0.uncompressedSize)" }
        expected.append("unknown 0")
        #expect(output.split(separator: "\n").map(String.init) == expected)
    }

    @Test func verifyComparesTheMapsWithTheIndex() throws {
        let (project, _) = try build(layout: "unity")
        try project.write("out/PlayAssetPackMap.kt", text: "// edited\n")
        let verify = VerifyJob(directory: project.path("out")).run()
        #expect(
            verify.diagnostics.map(\.code) == [.outputFileMismatch]
                && verify.diagnostics[0].location?.file.hasSuffix("PlayAssetPackMap.kt") == true)
    }
}
