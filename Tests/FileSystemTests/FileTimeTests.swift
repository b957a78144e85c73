import TestSupport
import Testing

@testable import FileSystem

@Suite(.budget(seconds: 1)) struct FileTimeTests {
    @Test func nowReadsTheRealTimeClockNotAMonotonicOne() {
        let now = FileTime.now()
        // A monotonic clock counts from boot; the real-time clock is past November 2023.
        #expect(now.seconds > 1_700_000_000)
        #expect((0..<1_000_000_000).contains(now.nanoseconds))
    }

    @Test func aTimeGivenInSecondsHasNoFraction() {
        #expect(FileTime(seconds: 42) == FileTime(seconds: 42, nanoseconds: 0))
    }
}
