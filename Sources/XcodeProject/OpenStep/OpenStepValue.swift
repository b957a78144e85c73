/// One node of an old-style property list, with where it starts in the source.
///
/// The format has no numbers or booleans: `46`, `0.5` and `YES` are strings.
public struct OpenStepValue: Equatable, Sendable {
    /// The shape of a node, used in type-mismatch errors.
    public enum Kind: String, Equatable, Sendable {
        /// A quoted or unquoted string.
        case string
        /// A parenthesised list.
        case array
        /// A braced list of `key = value;` entries.
        case dictionary
        /// Hex bytes between `<` and `>`.
        case data
    }

    /// The content of a node.
    public enum Content: Equatable, Sendable {
        /// A quoted or unquoted string, escapes resolved.
        case string(String)
        /// The elements of `( ... )` in source order.
        case array([OpenStepValue])
        /// The entries of `{ ... }`.
        case dictionary(OpenStepDictionary)
        /// The bytes of `< ... >`.
        case data([UInt8])
    }

    /// What this node holds.
    public let content: Content
    /// Where the node starts: its first character, quote, bracket or `<`.
    public let location: OpenStepLocation

    /// Creates a node from its content and start location.
    public init(_ content: Content, at location: OpenStepLocation) {
        self.content = content
        self.location = location
    }

    /// The shape of this node.
    public var kind: Kind {
        switch content {
        case .string: .string
        case .array: .array
        case .dictionary: .dictionary
        case .data: .data
        }
    }

    /// The string, if this node is one.
    public var string: String? {
        if case .string(let value) = content { value } else { nil }
    }

    /// The elements, if this node is an array.
    public var array: [OpenStepValue]? {
        if case .array(let value) = content { value } else { nil }
    }

    /// The entries, if this node is a dictionary.
    public var dictionary: OpenStepDictionary? {
        if case .dictionary(let value) = content { value } else { nil }
    }

    /// The bytes, if this node is data.
    public var data: [UInt8]? {
        if case .data(let value) = content { value } else { nil }
    }
}
