/// How serious a diagnostic is. Any error makes a run fail.
public enum Severity: String, Sendable, Hashable, Comparable, Codable {
    /// A problem the store would reject, or that stops the run.
    case error
    /// A problem worth fixing that does not by itself fail the run.
    case warning

    private var rank: Int { self == .error ? 0 : 1 }

    /// Errors sort before warnings.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
