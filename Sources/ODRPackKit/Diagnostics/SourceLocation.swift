/// Where in a manifest a problem is: a line and column, a property-list key path, or only the file.
public struct SourceLocation: Sendable, Hashable, Comparable {
    /// The manifest file, as the user named it.
    public var file: String
    /// The 1-based line, when the format has lines.
    public var line: Int?
    /// The 1-based column (UTF-8 bytes), when known.
    public var column: Int?
    /// The key path inside a property list, such as `Resources["Levels/01"]`.
    public var keyPath: String?

    /// Creates a location.
    public init(file: String, line: Int? = nil, column: Int? = nil, keyPath: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.keyPath = keyPath
    }

    /// Orders by file, then line, then column, then key path; missing parts first.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if lhs.line != rhs.line { return (lhs.line ?? 0) < (rhs.line ?? 0) }
        if lhs.column != rhs.column { return (lhs.column ?? 0) < (rhs.column ?? 0) }
        return (lhs.keyPath ?? "") < (rhs.keyPath ?? "")
    }
}
