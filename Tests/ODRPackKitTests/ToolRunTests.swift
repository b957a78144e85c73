import Foundation
import TestSupport
import Testing

@testable import ODRPackKit

/// `ToolRun` keeps only the end of what a tool prints, whatever it prints, and stops a tool
/// that takes longer than its time.
@Suite(.budget(seconds: 5)) struct ToolRunTests {
    /// The most this process has held at once, in bytes.
    static func peakMemory() -> Int64 {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Int64(usage.ru_maxrss) * 1024
    }

    @Test func aToolThatPrintsHundredsOfMegabytesCostsAFixedAmountOfMemory() throws {
        let before = Self.peakMemory()
        let printed: Int64 = 300_000_000
        let run = try ToolRun.run(
            "/bin/sh", ["-c", "head -c \(printed) /dev/zero | tr '\\\\000' x; echo; echo the last line"],
            in: nil, timeout: 120, cancellation: nil)
        #expect(run.status == 0)
        #expect(run.printedBytes == printed + 15)
        #expect(run.text.utf8.count <= ToolRun.keptBytes)
        #expect(run.text.hasSuffix("the last line\n"))
        // Reading it whole would have held 300 MB; a chunk and the kept tail are well under 50 MB.
        #expect(Self.peakMemory() - before < 50_000_000, "peak memory grew by \(Self.peakMemory() - before) bytes")
    }

    @Test func aToolThatTakesLongerThanItsTimeIsStopped() throws {
        let start = ContinuousClock.now
        let run = try ToolRun.run("/bin/sh", ["-c", "echo started; sleep 30"], in: nil, timeout: 0.5, cancellation: nil)
        #expect(run.status == nil && run.timedOut && run.interruption == nil)
        #expect(run.text == "started\n")
        #expect(ContinuousClock.now - start < .seconds(20))
    }

    /// A time no clock can count is no limit, not a crash.
    @Test func anInfiniteOrHugeTimeIsNoLimit() throws {
        for timeout in [Double.infinity, 1e300, .nan] {
            let run = try ToolRun.run("/bin/sh", ["-c", "echo ran"], in: nil, timeout: timeout, cancellation: nil)
            #expect(run.status == 0 && !run.timedOut && run.text == "ran\n", "\(timeout)")
        }
    }

    @Test(.slow("waits the five seconds a child holding the output is given"))
    func aChildTheToolLeavesHoldingItsOutputHoldsTheRunFiveSecondsAtMost() throws {
        let start = ContinuousClock.now
        let run = try ToolRun.run("/bin/sh", ["-c", "sleep 60 & echo done"], in: nil, timeout: nil, cancellation: nil)
        #expect(run.status == 0 && run.text == "done\n")
        #expect(ContinuousClock.now - start < .seconds(20))
    }

    @Test func theToolRunsInTheFolderItIsGiven() throws {
        let run = try ToolRun.run("/bin/sh", ["-c", "pwd"], in: "/usr", timeout: nil, cancellation: nil)
        #expect(run.text == "/usr\n")
        let failed = try ToolRun.run("/bin/sh", ["-c", "exit 3"], in: nil, timeout: nil, cancellation: nil)
        #expect(failed.status == 3)
        let signalled = try ToolRun.run("/bin/sh", ["-c", "kill -9 $$"], in: nil, timeout: nil, cancellation: nil)
        #expect(signalled.status == 137)
    }

    @Test func aToolThatCannotBeStartedThrows() {
        #expect(throws: (any Error).self) { try ToolRun.run("/nonexistent/tool", [], in: nil, timeout: nil, cancellation: nil) }
    }
}
