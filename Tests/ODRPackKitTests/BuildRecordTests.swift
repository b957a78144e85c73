import FileSystem
import Foundation
import PropertyList
import TestSupport
import Testing

@testable import ODRPackKit

/// A build that changes nothing is answered from the output folder's record (`BuildRecord`):
/// a stat per file read, nothing written, the last build's report; any change falls through
/// to the full build, which packs what the content says.
@Suite(.budget(seconds: 10)) struct BuildRecordTests {
    /// The game, settled, built twice with the same options: the second build records itself.
    static func recordedProject() throws -> TemporaryFolder {
        let project = try TemporaryFolder()
        try project.gameProject()
        project.settle()
        #expect(!project.buildOutcome().failed)
        project.settle()
        #expect(!project.buildOutcome().failed)
        #expect(FileManager.default.fileExists(atPath: project.path("out/\(BuildRecord.fileName)")))
        return project
    }

    static func request(_ project: TemporaryFolder, lint: LintOptions = LintOptions()) -> BuildPipeline.Request {
        var options = BuildOptions(outputDirectory: project.path("out"))
        options.jobs = 2
        options.generator = "odr-pack test"
        return BuildPipeline.Request(manifest: project.path("odr.xml"), lint: lint, build: options)
    }

    static func replays(_ request: BuildPipeline.Request, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        BuildRecord.replay(request, deliveries: DeliveryRegistry.all, environment: environment, onWait: { _ in }) != nil
    }

    /// What a file's status says that a rewrite would change.
    static func stamp(_ path: String) throws -> FileStatus { try FileStatus.of(linkAt: path) }

    @Test func aBuildThatChangesNothingReportsTheLastBuildAndWritesNothing() throws {
        let project = try Self.recordedProject()
        let names = ["index.plist", BuildCache.fileName, BuildRecord.fileName, "OnDemandResources.plist", "packs"]
        let before = try names.map { try Self.stamp(project.path("out/\($0)")) }
        let replayed = project.buildOutcome()
        #expect(replayed.isReplay && replayed.report == nil && !replayed.failed)
        #expect(try names.map { try Self.stamp(project.path("out/\($0)")) } == before)
        // What the full path printed for the same no-op, word for word.
        var slow = Self.request(project)
        slow.reportsPlan = true
        let planned = BuildPipeline.run(slow)
        #expect(!planned.isReplay)
        #expect(BuildSummary.text(replayed) == BuildSummary.text(planned))
        #expect(replayed.diagnostics == planned.diagnostics)
        #expect(project.verifyCodes().isEmpty)
    }

    /// A file rewritten behind its size and modification time (the other changes are in
    /// `BuildRecordChangeTests`, which waits for more records to settle).
    @Test func aFileRewrittenBehindItsTimesFallsThroughToTheFullBuild() throws {
        try Self.fallsThrough("content")
    }

    @Test func aRecordReadsBackAsWrittenAndRejectsAnyDamage() throws {
        let entry = ReadLog.Entry(
            access: .status, path: "a/b",
            status: FileStatus(
                kind: .regular, size: 3, modificationTime: -1, changeTime: 5, identity: FileIdentity(device: .max, inode: 7)))
        var diagnostic = Diagnostic(.emptyResource, "message", at: SourceLocation(file: "odr.xml", line: 3), tags: ["b", "a"], bytes: 9)
        diagnostic.severity = .warning
        let record = BuildRecord(
            generator: "odr-pack 1", key: "k", keyedFiles: [.init(path: "odr.xml", sha256: nil)],
            inputs: [entry, ReadLog.Entry(access: .canonical, path: "c", status: nil, resolved: "/c")], outputs: [entry],
            replay: .init(
                delivery: "on-demand-resources", profile: "ios", diagnostics: [diagnostic], packs: ["p"], uncompressedSize: 1,
                archiveSize: 2, lines: ["line"], uncompiled: 0))
        let bytes = record.encoded
        #expect(BuildRecord(decoding: bytes) == record)
        // Front-coded paths that share part of a character's bytes (é and è share their
        // first byte), and integers at the ends of their range.
        var edges = record
        edges.inputs = ["dir/é.png", "dir/è.png", "dir/è.png/x", "", "e"].enumerated().map { number, path in
            ReadLog.Entry(
                access: .status, path: path,
                status: FileStatus(
                    kind: .directory, size: .max, modificationTime: .min, changeTime: Int64(number) * 1_000_000_007,
                    identity: FileIdentity(device: 0, inode: .max)))
        }
        #expect(BuildRecord(decoding: edges.encoded) == edges)
        // An integer written longer than it needs (the version, 2, as two bytes) is refused,
        // though the checksum is made for it: one record has one encoding.
        var body = Array(bytes.dropLast(64))
        #expect(body[BuildRecord.magic.count] == 0x04)
        body.replaceSubrange(BuildRecord.magic.count...BuildRecord.magic.count, with: [0x84, 0x00])
        #expect(BuildRecord(decoding: body + Array(StreamDigest.sha256(body).utf8)) == nil)
        body.replaceSubrange(BuildRecord.magic.count...BuildRecord.magic.count + 1, with: [0x04])
        #expect(BuildRecord(decoding: body + Array(StreamDigest.sha256(body).utf8)) == record)
        #expect(BuildRecord(decoding: Array(bytes.dropLast())) == nil)
        for position in stride(from: 0, to: bytes.count, by: 7) {
            var damaged = bytes
            damaged[position] ^= 0x20
            #expect(BuildRecord(decoding: damaged) == nil)
        }
    }

    @Test func aCachesStampTableReadsBackAsWrittenAndRejectsWhatIsNotOneWholeTable() throws {
        let stamps: [String: FileStamp] = [
            "Levels/é.png": FileStamp(size: 3, modificationTime: -1, changeTime: .max, identity: FileIdentity(device: .max, inode: 0)),
            "Levels/è.png": FileStamp(size: .max, modificationTime: .min, changeTime: 0, identity: FileIdentity(device: 1, inode: .max)),
            "a": FileStamp(size: 0, modificationTime: 1, changeTime: 2, identity: FileIdentity(device: 3, inode: 4)),
        ]
        let data = StampTable.encode(stamps)
        #expect(StampTable.decode(data) == stamps)
        #expect(StampTable.decode(StampTable.encode([:])) == [:])
        // The whole cache, through the property list it is written as.
        let cache = BuildCache(packs: [:], checkedFiles: stamps, generator: "odr-pack 1")
        let read = try PropertyListValueDecoder().decode(BuildCache.self, from: try BinaryPropertyList.decode(cache.encoded))
        #expect(read == cache)
        // A trailing byte, a cut table, a count that says more, and a path given twice.
        #expect(StampTable.decode(PropertyListData(data.bytes + [0])) == nil)
        #expect(StampTable.decode(PropertyListData(Array(data.bytes.dropLast()))) == nil)
        #expect(StampTable.decode(PropertyListData([8] + data.bytes.dropFirst())) == nil)
        let one = StampTable.encode(["a": stamps["a"]!]).bytes
        // Count 2, then the entry twice: the second shares its whole path with the first.
        let twice = [4] + one.dropFirst() + [2, 0] + one.dropFirst(4)
        #expect(StampTable.decode(PropertyListData(Array(twice))) == nil)
        // The same bytes with the second path `b` instead: two entries, read.
        let other = [4] + one.dropFirst() + [0, 2, UInt8(ascii: "b")] + one.dropFirst(4)
        #expect(StampTable.decode(PropertyListData(Array(other))) == ["a": stamps["a"]!, "b": stamps["a"]!])
    }
}

/// The rest of the record's fall-throughs: each waits two seconds for its record to settle.
@Suite(.slow("each case records a build, waiting for its stamps to settle")) struct BuildRecordChangeTests {
    @Test func anotherOptionVersionOrToolPathIsNotAnsweredFromTheRecord() throws {
        let project = try BuildRecordTests.recordedProject()
        #expect(BuildRecordTests.replays(BuildRecordTests.request(project)))
        var development = BuildRecordTests.request(project)
        development.lint.development = true
        #expect(!BuildRecordTests.replays(development))
        var version = BuildRecordTests.request(project)
        version.build.generator = "odr-pack other"
        #expect(!BuildRecordTests.replays(version))
        var rebuild = BuildRecordTests.request(project)
        rebuild.build.rebuild = true
        #expect(!BuildRecordTests.replays(rebuild))
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = "/nowhere"
        #expect(!BuildRecordTests.replays(BuildRecordTests.request(project), environment: environment))
        #expect(BuildRecordTests.replays(BuildRecordTests.request(project)))
    }

    /// One change each; the full build then packs what the content says.
    @Test(arguments: ["manifest", "added", "output", "tampered", "foreign"])
    func aChangeFallsThroughToTheFullBuild(change: String) throws {
        try BuildRecordTests.fallsThrough(change)
    }
}

extension BuildRecordTests {
    /// Records the game, makes one `change`, and checks that the full build packs what the content says.
    static func fallsThrough(_ change: String) throws {
        let project = try BuildRecordTests.recordedProject()
        #expect(BuildRecordTests.replays(BuildRecordTests.request(project)))
        var written = 0
        switch change {
        case "manifest":
            let bytes = try FileAccess.readFile(project.path("odr.xml"))
            try project.write("odr.xml", bytes: bytes + Array("\n".utf8))
        case "content":
            // Same size and modification time: only the change time tells.
            try project.rewriteBehindItsTimes("Levels/02/map.json", bytes: Array(#"{"level": 9}"#.utf8))
            written = 1
        case "added":
            try project.write("Levels/01/extra.bin", bytes: [1, 2, 3, 4, 5])
            written = 1
        case "output":
            let packs = try FileAccess.contentsOfDirectory(project.path("out/packs"))
            try FileManager.default.removeItem(atPath: project.path("out/packs/\(packs[0])"))
            written = 1
        case "tampered":
            var bytes = try FileAccess.readFile(project.path("out/\(BuildRecord.fileName)"))
            bytes[bytes.count / 2] ^= 1
            try FileWriter.write(bytes, to: project.path("out/\(BuildRecord.fileName)"))
        default:
            try project.write("out/packs/notes.txt", text: "mine")
        }
        #expect(!BuildRecordTests.replays(BuildRecordTests.request(project)))
        let outcome = project.buildOutcome()
        let report = try #require(outcome.report)
        #expect(!outcome.isReplay && !outcome.failed && report.written.count == written)
        #expect(project.verifyCodes().filter { $0 != .unknownOutputFile && $0 != .entryUnexpected }.isEmpty)
        if change == "foreign" { #expect(outcome.diagnostics.map(\.code).contains(.unknownOutputFile)) }
        if change == "added" { #expect(report.index.assetPacks.flatMap(\.files).contains { $0.path.hasSuffix("extra.bin") }) }
    }

}
