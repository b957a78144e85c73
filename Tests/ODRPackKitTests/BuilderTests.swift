import FileSystem
import Foundation
import PropertyList
import TestSupport
import Testing

@testable import ODRPackKit

/// A build that ended with errors.
struct BuildFailed: Error, CustomStringConvertible {
    var diagnostics: [Diagnostic]
    var description: String { diagnostics.map(DiagnosticTextFormatter.format).joined(separator: "\n") }
}

extension TemporaryFolder {
    /// Runs the build pipeline on `odr.xml` into `output`, with `configure` applied to the options.
    func buildOutcome(
        output: String = "out", lint: LintOptions = LintOptions(), cancellation: Cancellation? = nil,
        onWait: (Int32?) -> Void = { _ in }, configure: (inout BuildOptions) -> Void = { _ in }
    ) -> BuildOutcome {
        var options = BuildOptions(outputDirectory: path(output))
        options.jobs = 2
        options.generator = "odr-pack test"
        configure(&options)
        let request = BuildPipeline.Request(manifest: path("odr.xml"), lint: lint, build: options, cancellation: cancellation)
        return BuildPipeline.run(request, onWait: onWait)
    }

    /// Builds and returns the report; any error fails.
    @discardableResult
    func build(
        output: String = "out", settings: any DeliverySettings = OnDemandResourcesSettings(),
        _ configure: (inout BuildOptions) -> Void = { _ in }
    ) throws -> BuildReport {
        var lint = LintOptions()
        lint.settings = DeliverySettingsSet([settings])
        let outcome = buildOutcome(output: output, lint: lint, configure: configure)
        guard let report = outcome.report, !outcome.failed else { throw BuildFailed(diagnostics: outcome.diagnostics) }
        return report
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
        try manifest(
            """
            <tag name="Level 01" category="initial-install"/>
            <tag name="Level 02" category="prefetch"/>
            <tag name="Level 03" category="prefetch"/>
            <resource path="Levels/01" tags="Level 01"/>
            <resource path="Levels/02" tags="Level 02"/>
            <resource path="Shared/enemy.png" tags="Level 01, Level 02"/>
            <resource path="fr.lproj/Intro.strings" tags="Level 02"/>
            """)
    }

    func touchAll(_ relativePaths: [String], seconds: Int) throws {
        for relative in relativePaths {
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: TimeInterval(seconds))], ofItemAtPath: path(relative))
        }
    }

    /// The problems `verify` finds in `output`, as their codes.
    func verifyCodes(_ output: String = "out") -> [DiagnosticCode] {
        Verifier.verify(path(output)).diagnostics.map(\.code)
    }
}

@Suite(.budget(seconds: 2)) struct BuilderTests {
    @Test(arguments: OnDemandResourcesSettings.Archive.allCases)
    func buildVerifiesAndIsByteIdenticalAfterEverySourceIsTouched(archive: OnDemandResourcesSettings.Archive) throws {
        let project = try TemporaryFolder()
        try project.gameProject()
        try project.build(output: "first", settings: OnDemandResourcesSettings(archive: archive))
        #expect(project.verifyCodes("first").isEmpty)
        let sources = ["Levels/01/map.json", "Levels/01/art.bin", "Levels/02/map.json", "Shared/enemy.png", "fr.lproj/Intro.strings"]
        try project.touchAll(sources, seconds: 1_700_000_000)
        try project.build(output: "second", settings: OnDemandResourcesSettings(archive: archive))
        // Everything but the build cache (stamps, times) and the lock (a process id) is byte-identical.
        let ignored: Set<String> = [BuildCache.fileName, OutputLock.fileName]
        let first = try project.tree("first").filter { !ignored.contains($0.key) }
        let second = try project.tree("second").filter { !ignored.contains($0.key) }
        #expect(first.count >= 6)
        #expect(first == second)
    }

    @Test func noOpRebuildKeepsEveryPackAndRebuildFlagWritesThemAgain() throws {
        let project = try TemporaryFolder()
        try project.gameProject()
        let first = try project.build()
        #expect(first.written.count == 3 && first.kept.isEmpty)
        let again = try project.build()
        #expect(again.kept.count == 3 && again.written.isEmpty)
        #expect(again.index == first.index)
        let forced = try project.build { $0.rebuild = true }
        #expect(forced.written.count == 3)
    }

    @Test func changingOneFileChangesExactlyOnePacksHashes() throws {
        let project = try TemporaryFolder()
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
        #expect(project.verifyCodes().isEmpty)
    }

    @Test func verifyReportsAFlippedByteInAnArchive() throws {
        let project = try TemporaryFolder()
        try project.gameProject()
        let index = try project.build().index
        let pack = try #require(index.assetPacks.first { $0.tags == ["Level 01"] })
        let archive = project.path("out/" + pack.archive)
        var bytes = try Data(contentsOf: URL(fileURLWithPath: archive))
        bytes[bytes.count / 2] ^= 0xFF
        try bytes.write(to: URL(fileURLWithPath: archive))
        let diagnostics = Verifier.verify(project.path("out")).diagnostics
        #expect(diagnostics.contains { $0.location?.file == archive && $0.code == .archiveMismatch && $0.message.hasPrefix("has SHA-256") })
        #expect(diagnostics.contains { $0.location?.file.hasPrefix(archive + ":") == true })
    }

    @Test func verifyReportsAMissingArchiveAndAnAlteredPlist() throws {
        let project = try TemporaryFolder()
        try project.gameProject()
        let index = try project.build().index
        try FileManager.default.removeItem(atPath: project.path("out/" + index.assetPacks[0].archive))
        try project.write("out/OnDemandResources.plist", bytes: BinaryPropertyList.encode(["NSBundleResourceRequestTags": [:]]))
        let diagnostics = Verifier.verify(project.path("out")).diagnostics
        #expect(
            diagnostics.contains {
                $0.location?.file == project.path("out/" + index.assetPacks[0].archive) && $0.message.hasPrefix("cannot be read")
            })
        #expect(
            diagnostics.contains { $0.code == .plistMismatch && $0.message.contains("missing key 'NSBundleResourceRequestAssetPacks'") })
    }

    @Test func urlPrefixNamesTheManifestAndMakesPacksStreamable() throws {
        let project = try TemporaryFolder()
        try project.gameProject()
        try project.build()
        #expect(FileManager.default.fileExists(atPath: project.path("out/AssetPackManifestTemplate.plist")))
        try project.build(settings: OnDemandResourcesSettings(urlPrefix: "https://cdn.example.com/odr/"))
        #expect(!FileManager.default.fileExists(atPath: project.path("out/AssetPackManifestTemplate.plist")))
        let manifest = try BinaryPropertyList.decode(
            Array(Data(contentsOf: URL(fileURLWithPath: project.path("out/AssetPackManifest.plist")))))
        let first = try #require(manifest["resources"]?.arrayValue?.first)
        #expect(first["isStreamable"] == .boolean(true))
        #expect(first["URL"]?.stringValue?.hasPrefix("https://cdn.example.com/odr/com.company.App.") == true)
        #expect(first["URL"]?.stringValue?.contains("%20") == true)
        #expect(project.verifyCodes().isEmpty)
    }

    @Test func jsonIndexKeepsFractionalPrioritiesExactlyAndVerifies() throws {
        let project = try TemporaryFolder()
        try project.gameProject()
        let index = try project.build { $0.indexFormat = .json }.index
        #expect(FileManager.default.fileExists(atPath: project.path("out/index.json")))
        #expect(!FileManager.default.fileExists(atPath: project.path("out/index.plist")))
        // Two prefetch tags: Xcode's formula gives 0.9500000000000001 for the first.
        #expect(index.assetPacks.contains { $0.priority == 0.9500000000000001 })
        let result = Verifier.verify(project.path("out"))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.index == index)
    }

    @Test func indexRoundTripsThroughBothFormats() throws {
        let project = try TemporaryFolder()
        try project.gameProject()
        let index = try project.build().index
        for format in BuildOptions.IndexFormat.allCases {
            let decoded = try IndexStore.decode(
                IndexStore.encode(index, format: format, defaultDelivery: DeliveryRegistry.defaultDelivery), format: format,
                path: format.fileName, deliveries: DeliveryRegistry.names)
            #expect(decoded == index)
        }
    }

    @Test func packThatDisappearsIsRemovedAfterTheNewIndexIsWritten() throws {
        let project = try TemporaryFolder()
        try project.gameProject()
        let before = try project.build().index
        try project.manifest(#"<resource path="Levels/01" tags="Level 01"/>"#)
        let report = try project.build()
        #expect(report.index.assetPacks.count == 1)
        #expect(report.removed.count == 2)
        for pack in before.assetPacks where pack.identifier != report.index.assetPacks[0].identifier {
            #expect(!FileManager.default.fileExists(atPath: project.path("out/" + pack.archive)))
        }
        #expect(project.verifyCodes().isEmpty)
    }

    @Test func sourceThatChangedSinceTheScanIsAnErrorAndLeavesNothingBehind() throws {
        let project = try TemporaryFolder()
        try project.gameProject()
        let result = project.lint()
        try project.write("Levels/01/art.bin", text: "rewritten after the scan")
        var options = BuildOptions(outputDirectory: project.path("out"))
        options.jobs = 1
        let folder = try OutputFolder.open(
            options.outputDirectory, derivedNames: DeliveryRegistry.all.flatMap(\.topLevelNames), policy: .fail, cancellation: nil
        ) { _ in }
        let builder = Builder(
            plan: result.plan!, manifest: result.manifest!, profile: result.profile, options: options,
            folder: folder, cache: nil, cancellation: nil,
            producer: OnDemandResourcesProducer(
                plan: result.plan!, options: options, archive: .zip, urlPrefix: nil,
                embedded: false, writesManifest: true),
            deliveries: DeliveryRegistry.all)
        #expect(throws: BuildError.self) { try builder.build { _ in } }
        #expect(try project.tree("out").keys.sorted() == [OutputLock.fileName])
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.path("out/packs")).isEmpty)
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
        let project = try TemporaryFolder()
        try project.gameProject()
        try project.build()
        let names = ["index.plist", "OnDemandResources.plist", "AssetPackManifestTemplate.plist", BuildCache.fileName]
        // Inode and change time: a rewrite (temporary file, rename) changes both, whatever the clock.
        let before = try names.map { try FileStatus.of(project.path("out/" + $0)) }.map { [$0.identity.inode, UInt64($0.changeTime)] }
        let report = try project.build()
        #expect(report.written.isEmpty && !report.changedOutput)
        #expect(
            try names.map { try FileStatus.of(project.path("out/" + $0)) }.map { [$0.identity.inode, UInt64($0.changeTime)] } == before)
    }

    @Test func missingCacheMeansEveryPackIsWrittenAgain() throws {
        let project = try TemporaryFolder()
        try project.gameProject()
        try project.build()
        try FileManager.default.removeItem(atPath: project.path("out/" + BuildCache.fileName))
        #expect(try project.build().written.count == 3)
        #expect(project.verifyCodes().isEmpty)
    }

    @Test func verifyReportsAnIndexItCannotRead() throws {
        let project = try TemporaryFolder()
        try project.gameProject()
        try project.build()
        try project.write("out/index.plist", text: "not a property list")
        let diagnostics = Verifier.verify(project.path("out")).diagnostics
        #expect(diagnostics.map(\.code) == [.unreadableIndex])
        #expect(diagnostics.first?.location?.file == project.path("out/index.plist"))
    }
}
