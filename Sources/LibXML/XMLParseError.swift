/// Why a document could not be parsed, and where.
public struct XMLParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, in libxml2's words or ours.
    public var message: String
    /// Where the problem was found.
    public var location: XMLLocation

    /// Creates an error at a location.
    public init(message: String, location: XMLLocation) {
        self.message = message
        self.location = location
    }

    /// `line:column: message`.
    public var description: String {
        "\(location.line):\(location.column): \(message)"
    }
}
