/// A position in an old-style property list: 1-based line and 1-based column counted in UTF-8 bytes.
public struct OpenStepLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The 1-based line; lines are separated by LF, so CRLF files count the same.
    public let line: Int
    /// The 1-based column, counted in UTF-8 bytes from the start of the line.
    public let column: Int

    /// Creates a location from a 1-based line and column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Orders locations as they appear in the text.
    public static func < (lhs: OpenStepLocation, rhs: OpenStepLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `line:column`, the form compilers use after a file name.
    public var description: String { "\(line):\(column)" }
}
