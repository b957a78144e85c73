/// How serious a diagnostic is. Any error makes a run fail.
public enum Severity: String, Sendable, Hashable, Comparable, Codable {
    /// A problem the store would reject, or that stops the run.
    case error
    /// A problem worth fixing that does not by itself fail the run.
    case warning
    /// A fact worth knowing, such as a difference from Xcode that cannot be helped here;
    /// never a failure, not even with `--werror`.
    case note

    var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }

    /// Errors sort before warnings, warnings before notes.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
