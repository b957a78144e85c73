#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A time as files carry it: seconds and nanoseconds since 1970, UTC.
public struct FileTime: Sendable, Hashable {
    /// Whole seconds since 1970.
    public var seconds: Int
    /// Nanoseconds within the second, 0 to 999 999 999.
    public var nanoseconds: Int

    /// The time `seconds` (and `nanoseconds`) after 1970.
    public init(seconds: Int, nanoseconds: Int = 0) {
        self.seconds = seconds
        self.nanoseconds = nanoseconds
    }

    /// The system's real-time clock now (`CLOCK_REALTIME`), the clock the system stamps files
    /// with; a monotonic clock such as `ContinuousClock` has no relation to file times.
    public static func now() -> FileTime {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return FileTime(seconds: Int(now.tv_sec), nanoseconds: Int(now.tv_nsec))
    }

    /// Nanoseconds since 1970, as `FileStatus` gives file times.
    public var totalNanoseconds: Int64 {
        Int64(seconds) * 1_000_000_000 + Int64(nanoseconds)
    }

    /// The C value, for `utimensat`.
    var cValue: timespec {
        timespec(tv_sec: seconds, tv_nsec: nanoseconds)
    }
}
