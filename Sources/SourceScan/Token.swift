/// The ASCII bytes the lexer and the matchers compare against.
enum ASCII {
    /// Whitespace and line ends.
    static let tab: UInt8 = 0x09, lf: UInt8 = 0x0A, cr: UInt8 = 0x0D, space: UInt8 = 0x20
    /// Quotes, escapes and literal prefixes.
    static let quote: UInt8 = 0x22, apostrophe: UInt8 = 0x27, backslash: UInt8 = 0x5C
    /// `#` and `@`.
    static let hash: UInt8 = 0x23, at: UInt8 = 0x40
    /// Brackets.
    static let lparen: UInt8 = 0x28, rparen: UInt8 = 0x29, lbracket: UInt8 = 0x5B
    /// More brackets.
    static let rbracket: UInt8 = 0x5D, lbrace: UInt8 = 0x7B, rbrace: UInt8 = 0x7D
    /// Separators.
    static let comma: UInt8 = 0x2C, colon: UInt8 = 0x3A, semicolon: UInt8 = 0x3B, dot: UInt8 = 0x2E
    /// Operators the matchers look at.
    static let equals: UInt8 = 0x3D, question: UInt8 = 0x3F, bang: UInt8 = 0x21, star: UInt8 = 0x2A
    /// More operators.
    static let slash: UInt8 = 0x2F, less: UInt8 = 0x3C, greater: UInt8 = 0x3E

    /// Whether `c` can start a name: a letter, `_`, `$`, or any byte of a non-ASCII character.
    static func isIdentifierStart(_ c: UInt8) -> Bool {
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == 0x5F || c == 0x24 || c >= 0x80
    }

    /// Whether `c` can continue a name.
    static func isIdentifierBody(_ c: UInt8) -> Bool { isIdentifierStart(c) || isDigit(c) }

    /// Whether `c` is `0`…`9`.
    static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

    /// Whether `c` is `A`…`Z`.
    static func isUppercase(_ c: UInt8) -> Bool { c >= 0x41 && c <= 0x5A }

    /// Whether `c` can be part of an operator glued to `=` (so that `==`, `!=`, `+=` are not assignments).
    static func isOperator(_ c: UInt8) -> Bool {
        switch c {
        case equals, bang, less, greater, 0x2B, 0x2D, star, slash, 0x25, 0x26, 0x7C, 0x5E, 0x7E, question:
            return true
        default:
            return false
        }
    }

    /// Whether `c` ends a line (`\n` or `\r`).
    static func isLineEnd(_ c: UInt8) -> Bool { c == lf || c == cr }
}

/// The coarse class of a token. Punctuation tokens are always one byte long.
enum TokenKind: UInt8, Sendable {
    /// A name or keyword: letters, digits, `_`, `$`, and any non-ASCII character.
    case identifier
    /// A number with its suffixes and inner dots.
    case number
    /// A string literal: Swift `"…"`, `"""…"""`, `#"…"#`; Objective-C `@"…"` or C `"…"`.
    case string
    /// One byte of punctuation or operator.
    case punct
    /// Any other literal: an Objective-C character literal or a Swift `#/…/#` regex.
    case other
}

/// Facts about a string literal that decoding needs.
struct TokenFlags: OptionSet, Sendable {
    /// The bits.
    let rawValue: UInt8
    /// A Swift string containing `\(…)`: its value is not known from the text.
    static let interpolated = TokenFlags(rawValue: 1)
    /// The literal runs into a line end or the end of the file.
    static let unterminated = TokenFlags(rawValue: 2)
    /// An Objective-C `@"…"` literal.
    static let objcAt = TokenFlags(rawValue: 4)
    /// A Swift `"""` literal.
    static let multiline = TokenFlags(rawValue: 8)
}

/// One token: a byte range of the source, its class and, for a string literal, its flags.
struct Token: Sendable {
    /// The offset of its first byte.
    var start: Int
    /// The offset just past its last byte.
    var end: Int
    /// Its class.
    var kind: TokenKind
    /// What decoding needs to know, for string literals.
    var flags: TokenFlags = []
}

/// Where each line starts, to turn byte offsets into 1-based lines and columns.
/// `\n`, `\r\n` and a lone `\r` each end a line.
struct LineTable: Sendable {
    /// The offset of each line's first byte, in order.
    let starts: [Int]

    /// The table of `bytes`.
    init(_ bytes: [UInt8]) {
        var starts = [0]
        var i = 0
        while i < bytes.count {
            let c = bytes[i]
            if c == ASCII.lf || (c == ASCII.cr && (i + 1 == bytes.count || bytes[i + 1] != ASCII.lf)) {
                starts.append(i + 1)
            }
            i += 1
        }
        self.starts = starts
    }

    /// Places findings, sorted by offset, at their 1-based lines and columns (counted in Unicode
    /// scalars), in one forward pass: a long line with many findings is counted once, not per finding.
    func locate(_ sorted: [PendingFinding], in bytes: [UInt8]) -> [SourceFinding] {
        var line = 0
        var counted = 0
        var column = 1
        return sorted.map { pending in
            while line + 1 < starts.count && starts[line + 1] <= pending.offset {
                line += 1
                counted = starts[line]
                column = 1
            }
            let end = max(counted, min(pending.offset, bytes.count))
            for p in counted..<end where bytes[p] & 0xC0 != 0x80 { column += 1 }
            counted = max(counted, pending.offset)
            var finding = pending.finding
            finding.line = line + 1
            finding.column = column
            return finding
        }
    }
}
