import FileSystem
import Foundation
import PropertyList
import TestSupport
import Testing

@testable import ODRPackKit

extension TemporaryFolder {
    /// Waits until every file written so far has settled (`FileStamp.isSettled(before:)`), so
    /// that the next build records their stamps.
    func settle() {
        Thread.sleep(forTimeInterval: Double(FileStamp.settlingTime) / 1e9 + 0.05)
    }

    /// A copy of the whole folder, as a fresh clone with its output folder restored from a
    /// CI cache is: the same bytes, with new inodes and times.
    func copied() throws -> TemporaryFolder {
        let copy = try TemporaryFolder()
        for name in try FileManager.default.contentsOfDirectory(atPath: root) {
            try FileManager.default.copyItem(atPath: path(name), toPath: copy.path(name))
        }
        return copy
    }

    /// Rewrites `relative` with `bytes` (of the same size), then puts its modification time back.
    func rewriteBehindItsTimes(_ relative: String, bytes: [UInt8]) throws {
        let before = try FileStatus.of(path(relative))
        try write(relative, bytes: bytes)
        let time = FileTime(
            seconds: Int(before.modificationTime / 1_000_000_000), nanoseconds: Int(before.modificationTime % 1_000_000_000))
        try DirectoryHandle(root).setTimes(of: relative, to: time)
        let after = try FileStatus.of(path(relative))
        #expect(after.size == before.size && after.modificationTime == before.modificationTime)
    }
}

/// The build cache proves content, stamps only vouch (`BuildCache`): every delivery keeps its
/// packs in a fresh clone with the output folder restored and in a moved project, packs a file
/// changed behind equal size and times, and never trusts a cache beyond what it proves.
@Suite(.budget(seconds: 12)) struct IncrementalBuildTests {
    /// The deliveries whose packs are written by odr-pack itself (Background Assets' packager is
    /// a stand-in run by the end-to-end tests), in archives and in folders.
    static let deliveries: [(name: String, lint: LintOptions)] = [
        ("zip", LintOptions()),
        (
            "folder",
            {
                var options = LintOptions()
                options.settings[OnDemandResourcesSettings.self].archive = .folder
                return options
            }()
        ),
        (
            "play gradle",
            {
                var options = LintOptions(delivery: .playAssetDelivery)
                options.settings[PlaySettings.self] = PlaySettings(layout: .gradle)
                return options
            }()
        ),
        (
            "play bundletool",
            {
                var options = LintOptions(delivery: .playAssetDelivery)
                options.settings[PlaySettings.self] = PlaySettings(layout: .bundletool, applicationID: "com.example.game")
                return options
            }()
        ),
    ]

    static func build(
        _ project: TemporaryFolder, _ lint: LintOptions, output: String = "out", rebuild: Bool = false
    ) throws
        -> BuildReport
    {
        let outcome = project.buildOutcome(output: output, lint: lint, configure: { $0.rebuild = rebuild })
        guard let report = outcome.report, !outcome.failed else { throw BuildFailed(diagnostics: outcome.diagnostics) }
        return report
    }

    @Test(arguments: deliveries.map(\.name))
    func aFreshCloneWithItsOutputRestoredWritesNoPackAndReadsEachInputOnce(delivery: String) throws {
        let lint = try #require(Self.deliveries.first { $0.name == delivery }).lint
        let project = try TemporaryFolder()
        try project.gameProject()
        let first = try Self.build(project, lint)
        let clone = try project.copied()
        let restored = try Self.build(clone, lint)
        #expect(restored.written == [] && restored.kept.count == first.index.assetPacks.count)
        // One read of every input, and every archive read whole (their stamps are new).
        #expect(restored.bytesHashed == first.index.assetPacks.flatMap(\.files).sizeSum(\.size))
        #expect(restored.archivesProven == first.index.assetPacks.filter { !$0.archive.isEmpty }.count)
        #expect(clone.verifyCodes().isEmpty)
        // Byte for byte what a build from nothing writes (the cache's stamps and the lock aside).
        try Self.build(clone, lint, output: "clean", rebuild: true)
        let ignored: Set<String> = [BuildCache.fileName, OutputLock.fileName]
        #expect(try clone.tree("out").filter { !ignored.contains($0.key) } == clone.tree("clean").filter { !ignored.contains($0.key) })
        // Once the clone's files have settled, their stamps vouch for them: a stat per file.
        clone.settle()
        let recorded = try Self.build(clone, lint)
        #expect(recorded.written == [] && recorded.cacheWritten && !recorded.changedOutput)
        let noOp = try Self.build(clone, lint)
        #expect(noOp.written == [] && noOp.bytesHashed == 0 && noOp.archivesProven == 0 && !noOp.cacheWritten)
    }

    @Test func aMovedProjectWritesNoPackAndReadsNothing() throws {
        let project = try TemporaryFolder()
        try project.gameProject()
        project.settle()
        try Self.build(project, LintOptions())
        // Renamed on the same file system: the same inodes and times, another path.
        let moved = try TemporaryFolder()
        try FileManager.default.removeItem(atPath: moved.root)
        try FileManager.default.moveItem(atPath: project.root, toPath: moved.root)
        let report = try Self.build(moved, LintOptions())
        // The index names the manifest as it was given (here by its absolute path), so only it changes.
        #expect(report.written == [] && report.bytesHashed == 0 && report.archivesProven == 0 && report.removed == [])
        #expect(moved.verifyCodes().isEmpty)
    }

    @Test func aFileChangedBehindEqualSizeAndTimesIsPackedAgain() throws {
        let project = try TemporaryFolder()
        try project.gameProject()
        project.settle()
        let first = try Self.build(project, LintOptions())
        try project.rewriteBehindItsTimes("Levels/01/art.bin", bytes: [UInt8](repeating: 1, count: 5_000))
        let second = try Self.build(project, LintOptions())
        #expect(second.written.count == 1 && second.written.first == first.index.assetPacks.first { $0.tags == ["Level 01"] }?.identifier)
        let art = second.index.assetPacks.flatMap(\.files).first { $0.source == "Levels/01/art.bin" }
        #expect(art?.sha256 == StreamDigest.sha256([UInt8](repeating: 1, count: 5_000)))
        #expect(project.verifyCodes().isEmpty)
    }

    @Test func aFileChangedInTheSecondOfTheBuildIsPackedAgain() throws {
        // Written just before the build: its stamp is not kept (git's racy entry), so a change
        // in the same clock tick that leaves size and times equal is still found.
        let project = try TemporaryFolder()
        try project.gameProject()
        try Self.build(project, LintOptions())
        try project.rewriteBehindItsTimes("Shared/enemy.png", bytes: [UInt8](repeating: 9, count: 3_000))
        let second = try Self.build(project, LintOptions())
        #expect(second.written.count == 1)
        #expect(second.index.assetPacks.flatMap(\.files).first { $0.source == "Shared/enemy.png" }?.size == 3_000)
        #expect(project.verifyCodes().isEmpty)
    }

    @Test func filesReplacedByLinksOrHardLinksArePackedAsTheirContentIs() throws {
        let project = try TemporaryFolder()
        try project.gameProject()
        try project.write("Elsewhere/map.json", text: #"{"level": 9}"#)
        project.settle()
        try Self.build(project, LintOptions())
        // A hard link to a file of the same size and time: another inode, another content.
        let other = try FileStatus.of(project.path("Levels/01/map.json"))
        try FileManager.default.removeItem(atPath: project.path("Levels/02/map.json"))
        try FileManager.default.linkItem(atPath: project.path("Elsewhere/map.json"), toPath: project.path("Levels/02/map.json"))
        try DirectoryHandle(project.root).setTimes(
            of: "Levels/02/map.json",
            to: FileTime(seconds: Int(other.modificationTime / 1_000_000_000), nanoseconds: Int(other.modificationTime % 1_000_000_000)))
        let linked = try Self.build(project, LintOptions())
        #expect(linked.written.count == 1)
        #expect(
            linked.index.assetPacks.flatMap(\.files).first { $0.path.hasSuffix("map.json") && $0.source == "Levels/02/map.json" }?.sha256
                == StreamDigest.sha256(Array(#"{"level": 9}"#.utf8)))
        // A symbolic link: the file packed is the one it names.
        try FileManager.default.removeItem(atPath: project.path("Levels/01/map.json"))
        try project.link("Levels/01/map.json", to: "../../Elsewhere/map.json")
        let symbolic = try Self.build(project, LintOptions())
        #expect(symbolic.written.count == 1)
        #expect(project.verifyCodes().isEmpty)
    }

    @Test func aCacheThatCannotProveItsPacksIsNotTrusted() throws {
        let project = try TemporaryFolder()
        try project.gameProject()
        project.settle()
        let first = try Self.build(project, LintOptions())
        let all = first.index.assetPacks.count
        let cachePath = project.path("out/" + BuildCache.fileName)
        let original = try FileAccess.readFile(cachePath)
        func rebuiltWith(_ change: (inout BuildCache) -> Void) throws -> BuildReport {
            var cache = try #require(BuildCache.load(from: project.path("out")))
            change(&cache)
            try FileWriter.write(cache.encoded, to: cachePath)
            defer { try? FileWriter.write(original, to: cachePath) }
            return try Self.build(project, LintOptions())
        }
        // Digests that lie, behind stamps that no longer vouch: each input is read, the lie found.
        let lying = try rebuiltWith { cache in
            for id in cache.packs.keys {
                cache.packs[id]!.inputs = [:]
                for file in cache.packs[id]!.pack.files.indices {
                    cache.packs[id]!.pack.files[file].sha256 = String(repeating: "0", count: 64)
                }
            }
        }
        #expect(lying.written.count == all)
        // A cache from another project: other packs, other files.
        let other = try TemporaryFolder()
        try other.write("Levels/01/map.json", text: #"{"level": 7}"#)
        try other.manifest(#"<resource path="Levels/01" tags="Level 01"/>"#)
        try Self.build(other, LintOptions())
        let foreign = try #require(BuildCache.load(from: other.path("out")))
        #expect(try rebuiltWith { $0 = foreign }.written.count == all)
        // Entries for paths outside the project are never looked at: packs are found by
        // identifier, inputs by their path in the pack.
        let outside = try rebuiltWith { cache in
            for id in cache.packs.keys { cache.packs[id]!.inputs["../../../etc/passwd"] = FileStamp(try! FileStatus.of("/etc/passwd")) }
            cache.checkedFiles["../../../etc/passwd"] = FileStamp(try! FileStatus.of("/etc/passwd"))
        }
        #expect(outside.written == [] && outside.bytesHashed == 0)
        // A cache of another format version is ignored.
        var encoded = try PropertyListValueEncoder().encode(try #require(BuildCache.load(from: project.path("out"))))
        if case .dictionary(var keys) = encoded {
            keys["Version"] = .integer(2)
            encoded = .dictionary(keys)
        }
        try FileWriter.write(BinaryPropertyList.encode(encoded), to: cachePath)
        #expect(try Self.build(project, LintOptions()).written.count == all)
        #expect(project.verifyCodes().isEmpty)
    }

    @Test func anArchiveChangedBehindARestoredStampIsWrittenAgain() throws {
        // The archive's stamp changed (a copy) and so did its bytes: reading it finds that.
        let project = try TemporaryFolder()
        try project.gameProject()
        let first = try Self.build(project, LintOptions())
        let clone = try project.copied()
        let victim = try #require(first.index.assetPacks.first)
        var bytes = try FileAccess.readFile(clone.path("out/" + victim.archive))
        bytes[bytes.count / 2] ^= 0xFF
        try FileWriter.write(bytes, to: clone.path("out/" + victim.archive))
        let report = try Self.build(clone, LintOptions())
        #expect(report.written == [victim.identifier] && report.archivesProven == first.index.assetPacks.count - 1)
        #expect(clone.verifyCodes().isEmpty)
    }

    @Test func onlyStampsSettledBeforeTheScanAreRecorded() throws {
        let project = try TemporaryFolder()
        try project.gameProject()
        let result = project.lint()
        let plan = try #require(result.plan)
        let options = BuildOptions(outputDirectory: project.path("out"))
        let folder = try OutputFolder.open(
            options.outputDirectory, derivedNames: DeliveryRegistry.all.flatMap(\.topLevelNames), policy: .fail, cancellation: nil
        ) { _ in }
        func builder(scanStarted: Int64) -> Builder {
            Builder(
                plan: plan, manifest: result.manifest!, profile: result.profile, options: options, folder: folder, cache: nil,
                cancellation: nil,
                producer: OnDemandResourcesProducer(
                    plan: plan, options: options, archive: .zip, urlPrefix: nil, embedded: false, writesManifest: true),
                deliveries: DeliveryRegistry.all, scanStarted: scanStarted)
        }
        let now = FileTime.now().totalNanoseconds
        let pack = try #require(plan.packs.first { $0.tags == ["Level 01"] })
        // Just written: a write in the same tick could leave the stamp as it is.
        #expect(builder(scanStarted: now).settledStamps(pack).isEmpty)
        let later = builder(scanStarted: now + FileStamp.settlingTime + 1_000_000).settledStamps(pack)
        #expect(Set(later.keys) == Set(pack.files.map(\.packPath)))
        let art = try #require(pack.files.first { $0.source == "Levels/01/art.bin" })
        #expect(later[art.packPath] == FileStamp(try FileStatus.of(project.path("Levels/01/art.bin"))))
    }

    @Test func buildRecordsItsCheckedFilesAndAChangedFileIsCheckedAgain() throws {
        let project = try TemporaryFolder()
        try project.write("Level/a.bin", text: "plain data")
        try project.manifest(#"<resource path="Level" tags="A"/>"#)
        project.settle()
        try project.build()
        let checked = try #require(BuildCache.load(from: project.path("out"))).checkedFiles
        #expect(Array(checked.keys) == ["Level/a.bin"])
        try project.write("Level/a.bin", bytes: [0xCF, 0xFA, 0xED, 0xFE, 7, 0, 0, 1, 0, 0])
        #expect(project.lint(options: LintOptions(checkedFiles: checked)).codes == [.executableInPack])
    }

    @Test func aBuildTakesTheLastBuildsMergeOnlyForTheSameRequestAndVersion() throws {
        let project = try TemporaryFolder()
        var resources = ""
        for level in 1...6 {
            try project.write("Levels/\(level)/map.bin", bytes: [UInt8](repeating: UInt8(level), count: 100 * level))
            try project.write("Shared/\(level).bin", bytes: [UInt8](repeating: 9, count: 10 + level))
            resources += #"<resource path="Levels/\#(level)" tags="L\#(level)"/>"#
            resources += #"<resource path="Shared/\#(level).bin" tags="L\#(level), L\#(level % 6 + 1)"/>"#
        }
        try project.manifest(resources)
        var lint = LintOptions(delivery: .backgroundAssets)
        lint.settings[BackgroundAssetsSettings.self].writeArchives = false
        lint.merging = MergeOptions(maxPacks: 3)
        #expect(try Self.build(project, lint).index.assetPacks.count == 3)
        // The second build's request names the first's packs as the previous release: its
        // merge is the one every later build of the same project asks for.
        try Self.build(project, lint)
        let memo = try #require(BuildCache.load(from: project.path("out"))?.merge)
        #expect(memo.groups.count == 3 && memo.groups.joined().count == 12)
        /// A copy of the project whose cache holds a one-pack grouping (which the rules allow)
        /// under the request's key, written by `generator`.
        func forged(generator: String = "odr-pack test") throws -> TemporaryFolder {
            let copy = try project.copied()
            var cache = try #require(BuildCache.load(from: copy.path("out")))
            cache.merge?.groups = [Array(0..<12)]
            cache.generator = generator
            try FileWriter.write(cache.encoded, to: copy.path("out/" + BuildCache.fileName))
            return copy
        }
        // The same request and odr-pack: the grouping is taken, nothing searched.
        #expect(try Self.build(forged(), lint).index.assetPacks.count == 1)
        // Written by another odr-pack: searched again.
        #expect(try Self.build(forged(generator: "odr-pack 0.0.1"), lint).index.assetPacks.count == 3)
        // Another request (a file's size changed): searched again, and the new merge kept.
        let changed = try forged()
        try changed.write("Levels/1/map.bin", bytes: [UInt8](repeating: 1, count: 150))
        #expect(try Self.build(changed, lint).index.assetPacks.count == 3)
        #expect(try #require(BuildCache.load(from: changed.path("out"))).merge?.key != memo.key)
    }
}
