import Foundation
import TestSupport
import Testing

/// A build killed at the last step, as it writes its record (`.odr-pack-record`): the record
/// left is the last build's, whole, and answers nothing the killed build changed.
@Suite(.slow("records two builds, each after its inputs settled for a second")) struct RecordCrashTests {
    @Test func aBuildKilledAsItRecordsLeavesTheLastRecordWhichAnswersNothingItChanged() throws {
        let folder = try TemporaryFolder()
        let record = folder.path("out/.odr-pack-record")
        let build = { try CommandRunner.run(["build", "game.xml", "-o", "out"], in: folder.url) }
        // The summary line (on standard error): what was written and kept, and the sizes (not the time packing took).
        let summary = { (result: CommandResult) in
            String(result.standardError.split(separator: "\n").first { $0.hasPrefix("wrote ") }?.split(separator: ";")[0] ?? "")
        }
        let settle = { Thread.sleep(forTimeInterval: 1.1) }
        // A build records itself only when what it read and wrote had settled for a second:
        // the second build of the first content, and the second of the next.
        try CommitProtocolTests.project(in: folder, generation: 0)
        settle()
        #expect(try build().status == 0)
        settle()
        let first = try build()
        #expect(first.status == 0, "\(first.standardError)")
        let recorded = try Data(contentsOf: URL(fileURLWithPath: record))

        // Other content, and other sizes, so a report of the last build would show.
        try CommitProtocolTests.project(in: folder, bytes: 96 * 1024, generation: 1)
        settle()
        let packed = try build()
        #expect(packed.status == 0 && summary(packed).hasPrefix("wrote 8"), "\(packed.standardError)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: record)) == recorded, "unsettled outputs are not recorded")
        settle()
        let killed = try CommandRunner.run(
            ["build", "game.xml", "-o", "out", "--quiet"], environment: ["ODR_PACK_TEST_STOP": "recording:kill"], in: folder.url)
        #expect(killed.status != 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: record)) == recorded, "the last record, whole")
        #expect(CommitProtocolTests.leftovers(folder).isEmpty)
        #expect(try CommandRunner.run(["verify", "out"], in: folder.url).status == 0)

        // The last record names inputs and outputs the killed build changed: the next build
        // runs in full, keeps every pack, reports the new sizes and records itself; the one
        // after it is answered from that record, with the same report.
        let next = try build()
        #expect(next.status == 0 && summary(next).hasPrefix("wrote 0 and kept 8 of 8"), "\(next.standardError)")
        #expect(
            summary(next) != summary(first)
                && summary(next) == summary(packed).replacingOccurrences(of: "wrote 8 and kept 0", with: "wrote 0 and kept 8"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: record)) != recorded)
        let replayed = try build()
        #expect(replayed.status == 0 && summary(replayed) == summary(next), "\(replayed.standardError)")
    }
}
