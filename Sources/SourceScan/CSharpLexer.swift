/// C#'s tokens, for `CSharpScanner`: names, string literals with their values, and punctuation,
/// with whitespace, comments and preprocessor lines dropped. A token inside an `#if` group (any
/// branch: which one a build compiles is the compiler's choice, not ours) is marked. Never fails:
/// an unterminated literal or comment, or brackets that do not match, mark the source as not
/// parsing, so that nothing found in it is trusted.
struct CSharpLexer {
    /// One token.
    struct Token {
        enum Kind {
            case name
            /// A string literal: `value` holds its characters, nil for an interpolated string.
            case string
            case number
            case punctuation
        }

        var kind: Kind
        /// The token as written.
        var text: String
        /// A string literal's value.
        var value: String?
        /// The offset of its first byte.
        var offset: Int
        /// Whether it is inside an `#if` group.
        var conditional: Bool
    }

    let bytes: [UInt8]
    var pos = 0
    var tokens: [Token] = []
    /// Whether the source lexes whole, with matching brackets.
    var parses = true
    private var depth = 0
    private var brackets: [UInt8] = []
    private var atLineStart = true

    /// The tokens of `bytes`, and whether they parse.
    static func lex(_ bytes: [UInt8]) -> (tokens: [Token], parses: Bool) {
        var lexer = CSharpLexer(bytes: bytes)
        lexer.run()
        if !lexer.brackets.isEmpty || lexer.depth != 0 { lexer.parses = false }
        return (lexer.tokens, lexer.parses)
    }

    private func at(_ p: Int) -> UInt8 { p < bytes.count ? bytes[p] : 0 }

    private mutating func run() {
        while pos < bytes.count {
            let c = bytes[pos]
            if c == ASCII.lf {
                atLineStart = true
                pos += 1
            } else if c == ASCII.space || c == ASCII.tab || c == ASCII.cr || c == 0x0C || c == 0x0B {
                pos += 1
            } else if c == ASCII.slash && at(pos + 1) == ASCII.slash {
                skipLine()
            } else if c == ASCII.slash && at(pos + 1) == ASCII.star {
                skipBlockComment()
            } else if c == ASCII.hash && atLineStart {
                directive()
            } else {
                atLineStart = false
                token()
            }
        }
    }

    private mutating func skipLine() {
        while pos < bytes.count && bytes[pos] != ASCII.lf { pos += 1 }
    }

    private mutating func skipBlockComment() {
        pos += 2
        while pos < bytes.count && !(bytes[pos] == ASCII.star && at(pos + 1) == ASCII.slash) { pos += 1 }
        if pos >= bytes.count { parses = false }
        pos += 2
    }

    /// `#if`, `#elif`, `#else` and `#endif` track the groups; every directive's line is dropped.
    private mutating func directive() {
        var end = pos + 1
        while end < bytes.count && (bytes[end] == ASCII.space || bytes[end] == ASCII.tab) { end += 1 }
        var name = ""
        while end < bytes.count && ASCII.isIdentifierBody(bytes[end]) {
            name.unicodeScalars.append(Unicode.Scalar(bytes[end]))
            end += 1
        }
        switch name {
        case "if": depth += 1
        case "endif":
            if depth == 0 { parses = false } else { depth -= 1 }
        case "elif", "else":
            if depth == 0 { parses = false }
        default: break
        }
        skipLine()
    }

    private mutating func append(_ kind: Token.Kind, from start: Int, value: String? = nil) {
        let text = String(decoding: bytes[start..<min(pos, bytes.count)], as: UTF8.self)
        tokens.append(Token(kind: kind, text: text, value: value, offset: start, conditional: depth > 0))
    }

    private mutating func token() {
        let start = pos
        let c = bytes[pos]
        // String prefixes: `@"…"`, `$"…"`, `$@"…"`, `@$"…"`, any number of `$` before raw strings.
        var p = pos
        var verbatim = false
        var interpolated = false
        while at(p) == ASCII.at || at(p) == 0x24 {
            if at(p) == ASCII.at { verbatim = true } else { interpolated = true }
            p += 1
        }
        if at(p) == ASCII.quote && (verbatim || interpolated || p == pos) {
            pos = p
            let value = string(verbatim: verbatim)
            append(.string, from: start, value: interpolated ? nil : value)
            return
        }
        if c == ASCII.apostrophe {
            pos += 1
            while pos < bytes.count && bytes[pos] != ASCII.apostrophe && bytes[pos] != ASCII.lf {
                pos += bytes[pos] == ASCII.backslash ? 2 : 1
            }
            if at(pos) != ASCII.apostrophe { parses = false }
            pos += 1
            append(.string, from: start, value: nil)
        } else if ASCII.isIdentifierStart(c) || c == ASCII.at {
            pos += 1
            while pos < bytes.count && ASCII.isIdentifierBody(bytes[pos]) { pos += 1 }
            append(.name, from: start)
        } else if ASCII.isDigit(c) {
            while pos < bytes.count && (ASCII.isIdentifierBody(bytes[pos]) || bytes[pos] == ASCII.dot) { pos += 1 }
            append(.number, from: start)
        } else {
            pos += 1
            bracket(c)
            append(.punctuation, from: start)
        }
    }

    private mutating func bracket(_ c: UInt8) {
        switch c {
        case ASCII.lparen, ASCII.lbracket, ASCII.lbrace: brackets.append(c)
        case ASCII.rparen, ASCII.rbracket, ASCII.rbrace:
            let open: UInt8 = c == ASCII.rparen ? ASCII.lparen : c == ASCII.rbracket ? ASCII.lbracket : ASCII.lbrace
            if brackets.popLast() != open { parses = false }
        default: break
        }
    }

    /// A string at `pos` (its opening quote): a raw `"""…"""`, a verbatim `@"…"` (`""` is a
    /// quote) or a regular one (backslash escapes); its value, nil where an escape is not one
    /// `decode` knows.
    private mutating func string(verbatim: Bool) -> String? {
        if at(pos + 1) == ASCII.quote && at(pos + 2) == ASCII.quote {
            var quotes = 0
            while at(pos) == ASCII.quote {
                quotes += 1
                pos += 1
            }
            let start = pos
            while pos < bytes.count {
                var run = 0
                while at(pos + run) == ASCII.quote { run += 1 }
                if run >= quotes {
                    let value = String(decoding: bytes[start..<pos], as: UTF8.self)
                    pos += run
                    return value
                }
                pos += max(run, 1)
            }
            parses = false
            return nil
        }
        pos += 1
        var value: [UInt8] = []
        var known = true
        while pos < bytes.count {
            let c = bytes[pos]
            if c == ASCII.quote {
                if verbatim && at(pos + 1) == ASCII.quote {
                    value.append(c)
                    pos += 2
                    continue
                }
                pos += 1
                return known ? String(decoding: value, as: UTF8.self) : nil
            }
            if c == ASCII.lf && !verbatim { break }
            if c == ASCII.backslash && !verbatim {
                let escaped = at(pos + 1)
                switch escaped {
                case ASCII.quote, ASCII.backslash, ASCII.apostrophe: value.append(escaped)
                case 0x6E: value.append(ASCII.lf)
                case 0x74: value.append(ASCII.tab)
                case 0x72: value.append(ASCII.cr)
                case 0x30: value.append(0)
                default: known = false
                }
                pos += 2
                continue
            }
            value.append(c)
            pos += 1
        }
        parses = false
        return nil
    }
}
