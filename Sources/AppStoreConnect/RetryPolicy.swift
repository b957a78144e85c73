import Foundation

/// How often and how long a request is tried again: on 5xx, 429 (after its `Retry-After`)
/// and network errors, with exponential backoff from `baseDelay`, doubling up to `maximumDelay`.
public struct RetryPolicy: Sendable {
    /// Tries in all, the first included.
    public var attempts: Int
    /// The first wait, in seconds.
    public var baseDelay: Double
    /// The longest wait, in seconds.
    public var maximumDelay: Double

    /// A policy; the defaults suit App Store Connect.
    public init(attempts: Int = 6, baseDelay: Double = 1, maximumDelay: Double = 60) {
        self.attempts = attempts
        self.baseDelay = baseDelay
        self.maximumDelay = maximumDelay
    }

    /// The wait before try `attempt + 1` (attempt counts from 1), or what `Retry-After` says.
    public func delay(afterAttempt attempt: Int, retryAfter: String?) -> Double {
        if let retryAfter, let seconds = Double(retryAfter.trimmingCharacters(in: .whitespaces)), seconds >= 0 {
            return min(seconds, 600)
        }
        return min(maximumDelay, baseDelay * pow(2, Double(attempt - 1)))
    }

    /// Whether an answer of `status` may succeed when tried again.
    public static func isTransient(_ status: Int) -> Bool {
        status == 429 || (500...599).contains(status)
    }

    /// Waits `seconds`.
    static func sleep(_ seconds: Double) async {
        guard seconds > 0 else { return }
        try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
    }
}
