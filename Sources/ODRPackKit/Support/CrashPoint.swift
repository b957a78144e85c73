#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Named points in a build (and one in lint) where the tests stop a real run: the
/// environment variable `ODR_PACK_TEST_STOP=<point>:<action>` makes `odr-pack` kill itself
/// (`kill`, as SIGKILL would), interrupt itself (`int`, `term`: the signal, then a wait until
/// the engine has seen it), pause (`sleep<ms>`) or hand over to the test (`pause`: writes
/// `<point>` and a newline to standard output, then waits until a byte arrives on standard
/// input or it closes) there. Every build honours it, as git's `GIT_TEST_*` variables: the
/// tests run the same optimized binary that ships, and a point costs one `getenv`.
enum CrashPoint: String {
    /// The output folder's lock is held.
    case locked
    /// Every new pack is written and pending.
    case written
    /// The cache is written; the index is not.
    case cached
    /// The index is written: the commit point is passed.
    case committed
    /// The first pending pack has its final name.
    case renamedOne = "renamed-one"
    /// The Apple plists are written.
    case finished
    /// The build is finished and its record (`BuildRecord`) is about to be written.
    case recording
    /// Lint has partitioned the files and is about to arrange them as the delivery's packs
    /// (the tests of progress on long work pause here).
    case arranging

    /// Acts on the point if the environment names it.
    static func reach(_ point: CrashPoint, cancellation: Cancellation?) {
        guard let setting = getenv("ODR_PACK_TEST_STOP").map({ String(cString: $0) }) else { return }
        let parts = setting.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2, parts[0] == point.rawValue else { return }
        switch parts[1] {
        case "kill":
            kill(getpid(), SIGKILL)
        case "int", "term":
            kill(getpid(), parts[1] == "int" ? SIGINT : SIGTERM)
            // The signal is handled on another thread; wait until the engine can see it.
            for _ in 0..<200 where cancellation?.isCancelled != true { usleep(10_000) }
        case "pause":
            let line = Array((point.rawValue + "\n").utf8)
            _ = line.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            var byte: UInt8 = 0
            while read(STDIN_FILENO, &byte, 1) < 0 && errno == EINTR {}
        case let action where action.hasPrefix("sleep"):
            usleep(UInt32(action.dropFirst(5)).map { $0 * 1000 } ?? 0)
        default:
            break
        }
    }
}
