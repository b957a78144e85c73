import Foundation
import PropertyList
import Testing
@testable import ODRPackKit

extension TemporaryProject {
    /// Lints `odr.xml` and builds it into `out` (or `output`) with `configure` applied to the options.
    @discardableResult
    func build(output: String = "out", _ configure: (inout BuildOptions) -> Void = { _ in }) throws -> BuildReport {
        let result = lint()
        #expect(!result.failed, "\(result.diagnostics)")
        var options = BuildOptions(outputDirectory: path(output))
        options.jobs = 2
        configure(&options)
        return try Builder(lint: result, manifest: result.manifest!, plan: result.plan!, options: options, generator: "odr-pack test",
                           cache: BuildCache.load(from: options.outputDirectory)).build()
    }

    /// Every file under `folder`, by relative path, with its bytes.
    func tree(_ folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let root = URL(fileURLWithPath: path(folder))
        for case let url as URL in FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)! {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            files[String(url.path.dropFirst(root.path.count + 1))] = try Data(contentsOf: url)
        }
        return files
    }

    func gameProject() throws {
        try write("Levels/01/map.json", text: #"{"level": 1}"#)
        try write("Levels/01/art.bin", bytes: (0..<5_000).map { UInt8($0 % 251) })
        try write("Levels/02/map.json", text: #"{"level": 2}"#)
        try write("Shared/enemy.png", bytes: [UInt8](repeating: 7, count: 3_000))
        try write("fr.lproj/Intro.strings", text: #""a" = "b";"#)
        try manifest("""
        <tag name="Level 01" category="initial-install"/>
        <tag name="Level 02" category="prefetch"/>
        <resource path="Levels/01" tags="Level 01"/>
        <resource path="Levels/02" tags="Level 02"/>
        <resource path="Shared/enemy.png" tags="Level 01, Level 02"/>
        <resource path="fr.lproj/Intro.strings" tags="Level 02"/>
        """)
    }

    func touchAll(_ relativePaths: [String], seconds: Int) throws {
        for relative in relativePaths {
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: TimeInterval(seconds))], ofItemAtPath: path(relative))
        }
    }
}

@Test(arguments: BuildOptions.ArchiveKind.allCases)
func buildVerifiesAndIsByteIdenticalAfterEverySourceIsTouched(archive: BuildOptions.ArchiveKind) throws {
    let project = try TemporaryProject()
    try project.gameProject()
    try project.build(output: "first") { $0.archive = archive }
    #expect(Verifier.verify(project.path("first")).problems.isEmpty)
    let sources = ["Levels/01/map.json", "Levels/01/art.bin", "Levels/02/map.json", "Shared/enemy.png", "fr.lproj/Intro.strings"]
    try project.touchAll(sources, seconds: 1_700_000_000)
    try project.build(output: "second") { $0.archive = archive }
    // Everything but the build cache (which records modification times) is byte-identical.
    let first = try project.tree("first").filter { $0.key != ".odr-pack-cache.plist" }
    let second = try project.tree("second").filter { $0.key != ".odr-pack-cache.plist" }
    #expect(first.count >= 6)
    #expect(first == second)
}

@Test func noOpRebuildKeepsEveryPackAndRebuildFlagWritesThemAgain() throws {
    let project = try TemporaryProject()
    try project.gameProject()
    let first = try project.build()
    #expect(first.written.count == 3 && first.kept.isEmpty)
    let again = try project.build()
    #expect(again.kept.count == 3 && again.written.isEmpty)
    #expect(again.index.propertyList == first.index.propertyList)
    let forced = try project.build { $0.rebuild = true }
    #expect(forced.written.count == 3)
}

@Test func changingOneFileChangesExactlyOnePacksHashes() throws {
    let project = try TemporaryProject()
    try project.gameProject()
    let before = try project.build().index
    try project.write("Levels/02/map.json", text: #"{"level": 22}"#)
    let report = try project.build()
    #expect(report.written.count == 1)
    let after = report.index
    let changed = zip(before.assetPacks, after.assetPacks).filter { $0.contentHash != $1.contentHash }
    #expect(changed.map(\.0.tags) == [["Level 02"]])
    let changedArchives = zip(before.assetPacks, after.assetPacks).filter { $0.archiveSHA256 != $1.archiveSHA256 }
    #expect(changedArchives.count == 1)
    #expect(Verifier.verify(project.path("out")).problems.isEmpty)
}

@Test func verifyReportsAFlippedByteInAnArchive() throws {
    let project = try TemporaryProject()
    try project.gameProject()
    let index = try project.build().index
    let pack = try #require(index.assetPacks.first { $0.tags == ["Level 01"] })
    let archive = project.path("out/" + pack.archive)
    var bytes = try Data(contentsOf: URL(fileURLWithPath: archive))
    let position = bytes.count / 2
    bytes[position] ^= 0xFF
    try bytes.write(to: URL(fileURLWithPath: archive))
    let problems = Verifier.verify(project.path("out")).problems
    #expect(problems.contains { $0.path == pack.archive && $0.message.hasPrefix("has SHA-256") })
    #expect(problems.contains { $0.path.hasPrefix(pack.archive + ":") })
}

@Test func verifyReportsAMissingArchiveAndAnAlteredPlist() throws {
    let project = try TemporaryProject()
    try project.gameProject()
    let index = try project.build().index
    try FileManager.default.removeItem(atPath: project.path("out/" + index.assetPacks[0].archive))
    try project.write("out/OnDemandResources.plist", bytes: BinaryPropertyList.encode(["NSBundleResourceRequestTags": [:]]))
    let problems = Verifier.verify(project.path("out")).problems
    #expect(problems.contains { $0.path == index.assetPacks[0].archive && $0.message.hasPrefix("cannot be read") })
    #expect(problems.contains { $0.path == "OnDemandResources.plist" && $0.message.contains("missing key 'NSBundleResourceRequestAssetPacks'") })
}

@Test func urlPrefixNamesTheManifestAndMakesPacksStreamable() throws {
    let project = try TemporaryProject()
    try project.gameProject()
    try project.build()
    #expect(FileManager.default.fileExists(atPath: project.path("out/AssetPackManifestTemplate.plist")))
    try project.build { $0.urlPrefix = "https://cdn.example.com/odr/" }
    #expect(!FileManager.default.fileExists(atPath: project.path("out/AssetPackManifestTemplate.plist")))
    let manifest = try BinaryPropertyList.decode(Array(Data(contentsOf: URL(fileURLWithPath: project.path("out/AssetPackManifest.plist")))))
    let resources = try #require(manifest["resources"]?.arrayValue)
    let first = try #require(resources.first)
    #expect(first["isStreamable"] == .boolean(true))
    #expect(first["URL"]?.stringValue?.hasPrefix("https://cdn.example.com/odr/com.company.App.") == true)
    #expect(first["URL"]?.stringValue?.contains("%20") == true)
    #expect(Verifier.verify(project.path("out")).problems.isEmpty)
}

@Test func jsonIndexIsWrittenAndVerified() throws {
    let project = try TemporaryProject()
    try project.gameProject()
    try project.build { $0.indexFormat = .json }
    #expect(FileManager.default.fileExists(atPath: project.path("out/index.json")))
    #expect(!FileManager.default.fileExists(atPath: project.path("out/index.plist")))
    let result = Verifier.verify(project.path("out"))
    #expect(result.problems.isEmpty, "\(result.problems)")
    #expect(result.index?.assetPacks.count == 3)
}

@Test func packThatDisappearsIsRemovedAfterTheNewIndexIsWritten() throws {
    let project = try TemporaryProject()
    try project.gameProject()
    let before = try project.build().index
    try project.manifest(#"<resource path="Levels/01" tags="Level 01"/>"#)
    let after = try project.build().index
    #expect(after.assetPacks.count == 1)
    for pack in before.assetPacks where pack.identifier != after.assetPacks[0].identifier {
        #expect(!FileManager.default.fileExists(atPath: project.path("out/" + pack.archive)))
    }
    #expect(Verifier.verify(project.path("out")).problems.isEmpty)
}

@Test func sourceThatChangedSinceTheScanIsAnErrorAndLeavesNothingBehind() throws {
    let project = try TemporaryProject()
    try project.gameProject()
    let result = project.lint()
    try project.write("Levels/01/art.bin", text: "rewritten after the scan")
    var options = BuildOptions(outputDirectory: project.path("out"))
    options.jobs = 1
    let builder = Builder(lint: result, manifest: result.manifest!, plan: result.plan!, options: options, generator: "test", cache: nil)
    #expect(throws: BuildError.self) { try builder.build() }
    #expect(try project.tree("out").isEmpty)
}

@Test func indexRoundTripsThroughBothFormats() throws {
    let project = try TemporaryProject()
    try project.gameProject()
    let index = try project.build().index
    for format in BuildOptions.IndexFormat.allCases {
        let decoded = try IndexStore.decode(IndexStore.encode(index, format: format), path: "index." + format.rawValue)
        #expect(decoded.propertyList == index.propertyList)
    }
}

@Test func modtimeStringIsAStableISOTimeDerivedFromContent() {
    let one = ContentHash.modtimeString(String(repeating: "ab", count: 32))
    #expect(one == ContentHash.modtimeString(String(repeating: "ab", count: 32)))
    #expect(one != ContentHash.modtimeString(String(repeating: "ac", count: 32)))
    #expect(one.count == 24 && one.hasSuffix("Z") && one.dropFirst(19).hasPrefix("."))
}

@Test func urlPathsArePercentEncodedAsXcodeDoes() {
    #expect(URLPath.percentEncoded("com.a.Level 01+B-0f.assetpack") == "com.a.Level%2001+B-0f.assetpack")
    #expect(URLPath.percentEncoded("é~_,") == "%C3%A9~_,")
}

@Test func noOpRebuildWritesNoFileAtAll() throws {
    let project = try TemporaryProject()
    try project.gameProject()
    try project.build()
    let names = ["index.plist", "OnDemandResources.plist", "AssetPackManifestTemplate.plist", ".odr-pack-cache.plist"]
    let before = try names.map { try FileStatus.of(project.path("out/" + $0)).modificationTime }
    usleep(20_000)
    let report = try project.build()
    #expect(report.written.isEmpty)
    #expect(try names.map { try FileStatus.of(project.path("out/" + $0)).modificationTime } == before)
}

@Test func missingCacheMeansEveryPackIsWrittenAgain() throws {
    let project = try TemporaryProject()
    try project.gameProject()
    try project.build()
    try FileManager.default.removeItem(atPath: project.path("out/.odr-pack-cache.plist"))
    #expect(try project.build().written.count == 3)
    #expect(Verifier.verify(project.path("out")).problems.isEmpty)
}

@Test func verifyReportsAnIndexItCannotRead() throws {
    let project = try TemporaryProject()
    try project.gameProject()
    try project.build()
    try project.write("out/index.plist", text: "not a property list")
    let problems = Verifier.verify(project.path("out")).problems
    #expect(problems.map(\.message) == ["cannot read the index '\(project.path("out/index.plist"))': it is not a valid property list"])
}
