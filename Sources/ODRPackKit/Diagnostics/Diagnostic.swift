/// One problem found in a run, as a value: checks return these and never print.
public struct Diagnostic: Sendable, Hashable {
    /// Error or warning, after options such as `--werror` are applied.
    public var severity: Severity
    /// The stable code.
    public var code: DiagnosticCode
    /// The message: lower-case, no trailing period, names in single quotes.
    public var message: String
    /// Where in the manifest, when it can be pinned down.
    public var location: SourceLocation?
    /// The tags the problem is about, sorted.
    public var tags: [String]
    /// The asset pack identifier the problem is about.
    public var pack: String?
    /// The measured size in bytes that broke a limit.
    public var bytes: Int64?
    /// The measured count that broke a limit counted in packs.
    public var count: Int?
    /// The limit that was broken.
    public var limit: Int64?

    /// Creates a diagnostic with its code's default severity.
    public init(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation?,
        tags: [String] = [], pack: String? = nil, bytes: Int64? = nil, count: Int? = nil, limit: Int64? = nil
    ) {
        self.severity = code.defaultSeverity
        self.code = code
        self.message = message
        self.location = location
        self.tags = tags.sorted()
        self.pack = pack
        self.bytes = bytes
        self.count = count
        self.limit = limit
    }
}

extension Diagnostic: Comparable {
    /// Sorts by location (unlocated last), then severity, code and message, so output is stable.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        switch (lhs.location, rhs.location) {
        case (let left?, let right?) where left != right: return left < right
        case (nil, _?): return false
        case (_?, nil): return true
        default: break
        }
        if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
        if lhs.code != rhs.code { return lhs.code.rawValue < rhs.code.rawValue }
        return lhs.message < rhs.message
    }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }
}
