extension OpenStepParseError {
    /// A lower-case sentence saying what was expected and what was found.
    public var message: String {
        switch reason {
        case .unexpected(let found, let expectation):
            "expected \(expectation.phrase), found \(found.phrase)"
        case .unterminatedString:
            "unterminated string: no closing '\"' before end of input"
        case .unterminatedComment:
            "unterminated comment: no closing '*/' before end of input"
        case .unknownEscape(let byte):
            "unknown escape '\\\(Self.character(byte))' in quoted string"
        case .unpairedSurrogate(let unit):
            "unpaired UTF-16 surrogate '\\U\(Self.hex(unit, width: 4))' in quoted string"
        case .octalEscapeAboveASCII(let value):
            "octal escape '\\\(String(value, radix: 8))' is above '\\177' (NeXTSTEP encoding is not supported)"
        case .invalidUTF8(let byte):
            "invalid UTF-8 sequence starting with byte 0x\(Self.hex(byte, width: 2)) in quoted string"
        case .oddHexDigitCount:
            "data has an odd number of hex digits"
        case .nestingTooDeep(let limit):
            "arrays and dictionaries nested more than \(limit) deep"
        }
    }

    static func character(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte)
            ? String(UnicodeScalar(byte))
            : "0x" + hex(byte, width: 2)
    }

    static func hex(_ value: some BinaryInteger, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

extension OpenStepParseError.Found {
    var phrase: String {
        switch self {
        case .endOfInput:
            "end of input"
        case .byte(let byte) where (0x21...0x7E).contains(byte):
            "'\(UnicodeScalar(byte))'"
        case .byte(let byte):
            "byte 0x\(OpenStepParseError.hex(byte, width: 2))"
        }
    }
}

extension OpenStepParseError.Expectation {
    var phrase: String {
        switch self {
        case .value:
            "a value"
        case .valueOrArrayEnd(let start):
            "a value or ')' to close the array opened at \(start)"
        case .commaOrArrayEnd(let start):
            "',' or ')' to close the array opened at \(start)"
        case .keyOrDictionaryEnd(let start):
            "a key or '}' to close the dictionary opened at \(start)"
        case .equalsSign(let key):
            "'=' after key '\(key)'"
        case .semicolon(let key):
            "';' after the value of key '\(key)'"
        case .hexDigitOrDataEnd(let start):
            "a hex digit or '>' to close the data opened at \(start)"
        case .unicodeEscapeDigits:
            "four hex digits after '\\U'"
        case .endOfInput:
            "end of input after the top-level value"
        }
    }
}
