/// Why an old-style property list could not be parsed, and where.
public struct OpenStepParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What the parser met where it expected something else.
    public enum Found: Equatable, Sendable {
        /// The input ended.
        case endOfInput
        /// This byte (an ASCII character or the first byte of a multi-byte sequence).
        case byte(UInt8)
    }

    /// What the parser expected at the point of an error.
    public enum Expectation: Equatable, Sendable {
        /// Any value: a string, `(`, `{` or `<`.
        case value
        /// A value or the `)` of the array that starts at the location.
        case valueOrArrayEnd(openedAt: OpenStepLocation)
        /// A `,` or the `)` of the array that starts at the location.
        case commaOrArrayEnd(openedAt: OpenStepLocation)
        /// A key or the `}` of the dictionary that starts at the location.
        case keyOrDictionaryEnd(openedAt: OpenStepLocation)
        /// The `=` after this key.
        case equalsSign(afterKey: String)
        /// The `;` after the value of this key.
        case semicolon(afterValueOf: String)
        /// A hex digit or the `>` of the data that starts at the location.
        case hexDigitOrDataEnd(openedAt: OpenStepLocation)
        /// The four hex digits of a `\U` escape.
        case unicodeEscapeDigits
        /// Nothing more after the top-level value.
        case endOfInput
    }

    /// The kind of error.
    public enum Reason: Equatable, Sendable {
        /// Something other than what the grammar allows here.
        case unexpected(Found, expected: Expectation)
        /// A `"` with no closing `"`; reported at the opening quote.
        case unterminatedString
        /// A `/*` with no closing `*/`; reported at the `/*`.
        case unterminatedComment
        /// A backslash followed by a character that is not a known escape.
        case unknownEscape(UInt8)
        /// A `\U` escape naming half of a UTF-16 surrogate pair without the other half.
        case unpairedSurrogate(UInt16)
        /// An octal escape above `\177`, which would need the NeXTSTEP encoding.
        case octalEscapeAboveASCII(Int)
        /// Bytes in a quoted string that are not UTF-8; reported at the sequence's first byte.
        case invalidUTF8(UInt8)
        /// Data between `<` and `>` with an odd number of hex digits; reported at the `>`.
        case oddHexDigitCount
        /// Arrays and dictionaries nested deeper than the limit.
        case nestingTooDeep(limit: Int)
    }

    /// What went wrong.
    public let reason: Reason
    /// Where it went wrong.
    public let location: OpenStepLocation

    /// Creates an error.
    public init(_ reason: Reason, at location: OpenStepLocation) {
        self.reason = reason
        self.location = location
    }

    /// The 1-based line of the error.
    public var line: Int { location.line }
    /// The 1-based column of the error, in UTF-8 bytes.
    public var column: Int { location.column }

    /// `line:column: message`.
    public var description: String { "\(location): \(message)" }
}
