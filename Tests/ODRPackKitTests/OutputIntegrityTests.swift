import FileSystem
import Foundation
import PropertyList
import TestSupport
import Testing

@testable import ODRPackKit

/// The output folder as a transaction: what a build may replace, what it leaves alone, and
/// what it refuses to trust.
@Suite(.budget(seconds: 2)) struct OutputIntegrityTests {
    @Test func archiveReplacedWithOneOfTheSameSizeIsWrittenAgainNotKept() throws {
        let project = try TemporaryFolder()
        try project.gameProject()
        let index = try project.build().index
        // What a killed build could leave: another archive of the same size under the final name.
        let pack = try #require(index.assetPacks.first { $0.tags == ["Level 02"] })
        let path = project.path("out/" + pack.archive)
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        bytes[bytes.count - 40] ^= 0x55
        try FileManager.default.removeItem(atPath: path)
        try bytes.write(to: URL(fileURLWithPath: path))
        #expect(!project.verifyCodes().isEmpty)
        let report = try project.build()
        #expect(report.written == [pack.identifier])
        #expect(project.verifyCodes().isEmpty)
    }

    @Test(arguments: [[OnDemandResourcesSettings.Archive.zip, .folder, .tarZstd, .folder, .zip]])
    func switchingTheArchiveFormatInPlaceWorks(formats: [OnDemandResourcesSettings.Archive]) throws {
        let project = try TemporaryFolder()
        try project.gameProject()
        for format in formats {
            let report = try project.build(settings: OnDemandResourcesSettings(archive: format))
            #expect(report.written.count == 3)
            #expect(project.verifyCodes().isEmpty, "after \(format)")
            let names = try FileManager.default.contentsOfDirectory(atPath: project.path("out/packs"))
            #expect(names.count == 3, "\(names)")
        }
    }

    @Test func tamperedCacheCannotMakeTheBuildTouchAnythingOutsideTheOutputFolder() throws {
        let project = try TemporaryFolder()
        try project.gameProject()
        try project.write("victim.txt", text: "keep me")
        try project.build()
        let cachePath = project.path("out/" + BuildCache.fileName)
        var cache = try PropertyListValueDecoder().decode(BuildCache.self, from: BinaryPropertyList.decode(FileAccess.readFile(cachePath)))
        for key in cache.packs.keys { cache.packs[key]?.pack.archive = "../../victim.txt" }
        var stray = try #require(cache.packs.values.first)
        stray.pack.identifier = "com.company.App.asset-pack-00000000000000000000000000000000"
        stray.pack.archive = "../victim.txt"
        cache.packs[stray.pack.identifier] = stray
        try Data(cache.encoded).write(to: URL(fileURLWithPath: cachePath))
        try project.manifest(#"<resource path="Levels/01" tags="Level 01"/>"#)
        let report = try project.build()
        #expect(report.index.assetPacks.allSatisfy { $0.archive.hasPrefix("packs/") && !$0.archive.contains("..") })
        #expect(try String(contentsOfFile: project.path("victim.txt"), encoding: .utf8) == "keep me")
        #expect(project.verifyCodes().isEmpty)
    }

    @Test func unreadableCacheMeansAFullRebuild() throws {
        let project = try TemporaryFolder()
        try project.gameProject()
        try project.build()
        try project.write("out/" + BuildCache.fileName, text: "garbage")
        #expect(try project.build().written.count == 3)
        #expect(project.verifyCodes().isEmpty)
    }

    @Test func verifyNeverOpensAnArchivePathOutsideThePacksFolder() throws {
        let project = try TemporaryFolder()
        try project.gameProject()
        try project.write("secret.bin", text: "outside")
        try project.build()
        let indexPath = project.path("out/index.plist")
        let text = try String(contentsOfFile: indexPath, encoding: .utf8)
        let first = try #require(text.range(of: "<string>packs/"))
        let end = try #require(text[first.upperBound...].range(of: "</string>"))
        try (text[..<first.lowerBound] + "<string>../../secret.bin</string>" + text[end.upperBound...])
            .write(toFile: indexPath, atomically: true, encoding: .utf8)
        let diagnostics = Verifier.verify(project.path("out")).diagnostics
        #expect(diagnostics.contains { $0.code == .unsafeIndexPath && $0.message.contains("'../../secret.bin'") })
        #expect(!diagnostics.contains { $0.location?.file.contains("secret.bin") == true && $0.code != .unsafeIndexPath })
    }

    @Test func aFolderWhereTheIndexGoesIsAnErrorAndIsNotRemoved() throws {
        let project = try TemporaryFolder()
        try project.gameProject()
        try project.folder("out/index.plist/keep")
        let outcome = project.buildOutcome()
        #expect(outcome.failed && outcome.buildDiagnostics.map(\.code) == [.outputConflict])
        #expect(FileManager.default.fileExists(atPath: project.path("out/index.plist/keep")))
        #expect(outcome.buildDiagnostics[0].message.contains("is a folder, where build writes a file"))
    }

    @Test func strayFilesInThePacksFolderAreNamedAndLeftInPlace() throws {
        let project = try TemporaryFolder()
        try project.gameProject()
        try project.build()
        try project.write("out/packs/notes.txt", text: "mine")
        let outcome = project.buildOutcome()
        #expect(!outcome.failed)
        #expect(outcome.buildDiagnostics.map(\.code) == [.unknownOutputFile])
        #expect(outcome.buildDiagnostics[0].message.contains("notes.txt"))
        #expect(FileManager.default.fileExists(atPath: project.path("out/packs/notes.txt")))
    }

    @Test func warningsAsErrorsAppliesToTheBuildStagesWarnings() throws {
        let project = try TemporaryFolder()
        try project.write("a.bin", bytes: [1, 2, 3])
        _ = try project.manifest(#"<resource path="a.bin" tags="A"/>"#)
        try project.build()
        try project.write("out/packs/notes.txt", text: "mine")
        let strict = project.buildOutcome(lint: LintOptions(warningsAsErrors: true))
        #expect(strict.lint.diagnostics.isEmpty)
        #expect(strict.failed && strict.buildDiagnostics.map(\.code) == [.unknownOutputFile])
        #expect(strict.buildDiagnostics.map(\.severity) == [.error])
    }

    @Test func leftoversOfAKilledBuildAreReportedByVerifyAndRemovedByTheNextBuild() throws {
        let project = try TemporaryFolder()
        try project.gameProject()
        try project.build()
        try project.write("out/packs/" + FileWriter.temporaryPrefix + "99-1", text: "partial")
        try project.write("out/packs/" + OutputFolder.pendingPrefix + String(repeating: "a", count: 64), text: "complete, uncommitted")
        try project.write("out/" + FileWriter.temporaryPrefix + "99-2", text: "partial index")
        #expect(project.verifyCodes() == [.leftoverFile, .leftoverFile])
        let report = try project.build()
        #expect(report.written.isEmpty)
        #expect(project.verifyCodes().isEmpty)
        let left =
            try FileManager.default.contentsOfDirectory(atPath: project.path("out"))
            + FileManager.default.contentsOfDirectory(atPath: project.path("out/packs"))
        #expect(!left.contains { $0.hasPrefix(".odr-pack-tmp") || $0.hasPrefix(".odr-pack-pending") })
    }

    @Test func aSecondBuildFailsAtOnceWithNoWaitAndWaitsOtherwise() throws {
        let project = try TemporaryFolder()
        try project.gameProject()
        try project.folder("out")
        var holder: OutputFolder? = try OutputFolder.open(
            project.path("out"), derivedNames: DeliveryRegistry.all.flatMap(\.topLevelNames), policy: .fail, cancellation: nil
        ) { _ in }
        let refused = project.buildOutcome(configure: { $0.lockPolicy = .fail })
        #expect(refused.buildDiagnostics.map(\.code) == [.outputLocked])
        #expect(refused.buildDiagnostics[0].message.contains("process \(getpid())"))
        var waitedFor: Int32?
        // The waiting build is told once; releasing the lock then lets it through.
        let waited = project.buildOutcome(onWait: { pid in
            waitedFor = pid
            holder = nil
        })
        #expect(holder == nil && waitedFor == getpid())
        #expect(!waited.failed && waited.report?.written.count == 3)
    }

    @Test func cancellationBeforeTheCommitLeavesThePreviousBuildIntact() throws {
        let project = try TemporaryFolder()
        try project.gameProject()
        try project.build()
        let before = try project.tree("out").filter { $0.key != OutputLock.fileName }
        try project.write("Levels/01/map.json", text: #"{"level": 111}"#)
        let cancellation = Cancellation()
        cancellation.cancel(signal: SIGINT)
        let outcome = project.buildOutcome(cancellation: cancellation)
        #expect(outcome.interruption == SIGINT && outcome.failed)
        #expect(outcome.buildDiagnostics.map(\.code) == [.interrupted])
        #expect(try project.tree("out").filter { $0.key != OutputLock.fileName } == before)
        #expect(project.verifyCodes().isEmpty)
    }

    @Test func outputFolderInsideAPackedFolderIsLeftOutOfItsPack() throws {
        let project = try TemporaryFolder()
        try project.gameProject()
        let first = try project.build(output: "Levels/01/build")
        let second = project.buildOutcome(output: "Levels/01/build")
        #expect(second.lint.diagnostics.contains { $0.code == .outputInsideResources && $0.message.contains("Levels/01/build") })
        #expect(second.report?.index.assetPacks.map(\.uncompressedSize) == first.index.assetPacks.map(\.uncompressedSize))
        #expect(second.report?.written.isEmpty == true)
        #expect(project.verifyCodes("Levels/01/build").isEmpty)
    }

    @Test(arguments: OnDemandResourcesSettings.Archive.allCases)
    func packFolderNamesAtTheLengthLimitBuild(archive: OnDemandResourcesSettings.Archive) throws {
        let project = try TemporaryFolder()
        let tag = String(repeating: "Long tag name ", count: 20)
        try project.write("Long/asset.bin", text: "payload")
        try project.manifest(#"<resource path="Long" tags="\#(tag.trimmingCharacters(in: .whitespaces))"/>"#)
        let report = try project.build(settings: OnDemandResourcesSettings(archive: archive))
        let folder = try #require(report.index.assetPacks.first?.folder)
        #expect(folder.utf8.count == PackIdentity.maximumFolderNameLength)
        #expect(project.verifyCodes().isEmpty)
    }
}
