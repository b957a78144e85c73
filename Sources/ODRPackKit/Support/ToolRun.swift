#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs another program and waits for it: the one way odr-pack runs a tool (a delivery's
/// packager, Xcode's compilers through `xcrun`).
///
/// - The tool starts with SIGINT, SIGTERM, SIGPIPE and SIGHUP at their defaults (odr-pack
///   itself ignores SIGINT and SIGTERM, and a child would inherit that) and in a process group
///   of its own, so stopping it stops whatever it started too.
/// - What it prints on standard output and standard error is read as it comes, and only the
///   last `keptBytes` are kept: a tool that prints without end costs a fixed amount of memory.
/// - It is stopped (SIGTERM to its group, then SIGKILL two seconds later) when a signal asks
///   odr-pack to stop, or when it takes longer than its time.
/// - Its end is the tool's own exit (`waitpid`), not the end of its output: a child it leaves
///   running with the output open is given five seconds, then its group is killed.
enum ToolRun {
    /// How much of the output is kept: its end, where tools say what went wrong.
    static let keptBytes = 65_536

    /// What a run gave.
    struct Output: Sendable {
        /// The exit status (128 + the signal for a tool a signal ended); nil when the run was stopped.
        var status: Int32?
        /// The end of standard output and standard error, together (at most `keptBytes`).
        var text: String
        /// How many bytes the tool printed in all.
        var printedBytes: Int64
        /// The signal that stopped it, when a cancellation did.
        var interruption: Int32?
        /// Whether it was stopped for taking longer than its time.
        var timedOut: Bool
    }

    /// Why a tool could not be started.
    struct StartError: Error, CustomStringConvertible {
        var tool: String
        var code: Int32
        var description: String { "\(String(cString: strerror(code))) (errno \(code))" }
    }

    /// Runs `tool` with `arguments` in `folder` (the current one when nil), for at most
    /// `timeout` seconds (nil, infinite, or beyond what the clock counts: no limit).
    static func run(
        _ tool: String, _ arguments: [String], in folder: String?, timeout: Double?,
        cancellation: Cancellation?
    ) throws(StartError) -> Output {
        let (pid, output) = try spawn(tool, arguments, in: folder)
        var tail = OutputTail(limit: keptBytes, descriptor: output)
        let deadline = timeout.flatMap {
            $0.isFinite && $0 < 1e12 ? ContinuousClock.now + .milliseconds(Int64(($0 * 1000).rounded(.up))) : nil
        }
        var outcome: (status: Int32?, stopped: Int32?, timedOut: Bool) = (nil, nil, false)
        while true {
            if let status = exitStatus(of: pid, blocking: false) {
                outcome.status = status
                break
            }
            if let signal = cancellation?.signal {
                outcome.stopped = signal
            } else if let deadline, ContinuousClock.now > deadline {
                outcome.timedOut = true
            } else {
                tail.drain(waitingUpTo: 100)
                continue
            }
            stopGroup(pid)
            break
        }
        // A child the tool left holding its output: five seconds to finish, then its group goes.
        if !tail.drainToEnd(within: .seconds(5)) {
            kill(-pid, SIGKILL)
            _ = tail.drainToEnd(within: .seconds(1))
        }
        let (text, printed) = tail.finish()
        return Output(
            status: outcome.stopped != nil || outcome.timedOut ? nil : outcome.status, text: text,
            printedBytes: printed, interruption: outcome.stopped, timedOut: outcome.timedOut)
    }

    /// Starts the tool in a process group of its own with its output on a pipe; its process
    /// id and the pipe's reading end.
    private static func spawn(_ tool: String, _ arguments: [String], in folder: String?) throws(StartError) -> (pid_t, Int32) {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw StartError(tool: tool, code: errno) }
        _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
        defer { close(fds[1]) }
        var actions = SpawnActions()
        var attributes = SpawnAttributes()
        defer {
            actions.destroy()
            attributes.destroy()
        }
        guard actions.configure(output: fds[1], folder: folder) else {
            close(fds[0])
            throw StartError(tool: tool, code: ENOSYS)
        }
        attributes.configure()
        let argv = ([tool] + arguments).map { strdup($0) }
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let result = (argv + [nil]).withUnsafeBufferPointer { buffer in
            posix_spawn(&pid, tool, &actions.value, &attributes.value, buffer.baseAddress!, environ)
        }
        guard result == 0 else {
            close(fds[0])
            throw StartError(tool: tool, code: result)
        }
        return (pid, fds[0])
    }

    /// The tool's exit status once it has ended (128 + the signal that ended it), else nil
    /// when `blocking` is false.
    private static func exitStatus(of pid: pid_t, blocking: Bool) -> Int32? {
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, blocking ? 0 : WNOHANG)
            if result == pid { break }
            if result == 0 { return nil }
            if errno != EINTR { return -1 }
        }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// SIGTERM to the tool's group, SIGKILL two seconds later if the tool is still there.
    private static func stopGroup(_ pid: pid_t) {
        kill(-pid, SIGTERM)
        let end = ContinuousClock.now + .seconds(2)
        while ContinuousClock.now < end {
            if exitStatus(of: pid, blocking: false) != nil { return }
            usleep(20_000)
        }
        kill(-pid, SIGKILL)
        _ = exitStatus(of: pid, blocking: true)
    }
}
