import Synchronization

/// A request to stop, shared by the thread that runs a job and its workers. The command
/// line sets it when SIGINT or SIGTERM arrives; workers check it between chunks of work,
/// and the engine then throws and cleans up on the calling thread.
public final class Cancellation: Sendable {
    private let signalNumber = Atomic<Int32>(0)

    /// A request that has not been made yet.
    public init() {}

    /// Asks running work to stop because `signal` arrived; the first request is kept.
    public func cancel(signal: Int32) {
        _ = signalNumber.compareExchange(expected: 0, desired: signal, ordering: .relaxed)
    }

    /// The signal that asked to stop, if any.
    public var signal: Int32? {
        let value = signalNumber.load(ordering: .relaxed)
        return value == 0 ? nil : value
    }

    /// Whether stopping was requested.
    public var isCancelled: Bool { signalNumber.load(ordering: .relaxed) != 0 }
}
