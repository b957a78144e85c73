/// Splits source bytes into tokens, dropping whitespace, comments, disabled conditional groups
/// and the Objective-C preprocessor lines that hold no code.
///
/// The code of each Swift interpolation `\(…)` becomes a region of its own, so that no walk over
/// one region's tokens steps into a string; the string stays one token of the region around it.
/// Never fails: an unterminated literal or comment runs to its line's or the file's end.
struct Lexer {
    /// A Swift string whose interpolation is being lexed as code.
    struct Frame {
        /// The tokens of the region around the string, set aside meanwhile.
        var saved: [Token]
        /// Where the string's token is in `saved`.
        var stringIndex: Int
        /// The number of `#` around the string.
        var hashes: Int
        /// Whether it is a `"""` string.
        var multiline: Bool
        /// The `(` opened inside the interpolation and not closed yet.
        var depth = 0
    }

    /// The source.
    let bytes: [UInt8]
    /// Which lexical rules apply.
    let language: SourceLanguage
    /// The next byte to read.
    var pos = 0
    /// The tokens of the region being lexed.
    var current: [Token] = []
    /// The regions finished so far.
    var regions: [[Token]] = []
    /// The interpolations open around `pos`, innermost last.
    var frames: [Frame] = []
    /// Whether nothing but whitespace precedes `pos` on its line (for `#` directives).
    var atLineStart = true
    /// For each conditional group open at `pos`, whether its condition is a constant that is
    /// always true (`#if 1`, `#if true`), so that its `#else` branches are disabled.
    var conditions: [Bool] = []

    /// The token regions of a source: the file's own code, and one per Swift interpolation.
    static func regions(of bytes: [UInt8], language: SourceLanguage) -> [[Token]] {
        var lexer = Lexer(bytes: bytes, language: language)
        lexer.current.reserveCapacity(bytes.count / 6)
        lexer.run()
        return lexer.regions
    }

    /// The byte at `p`, or 0 outside the source.
    func at(_ p: Int) -> UInt8 { p >= 0 && p < bytes.count ? bytes[p] : 0 }

    /// Lexes the whole source into `regions`.
    mutating func run() {
        if language == .swift && at(0) == ASCII.hash && at(1) == ASCII.bang { skipLineComment() }
        while true {
            skipTrivia()
            guard pos < bytes.count else { break }
            if !frames.isEmpty && closesInterpolation() { continue }
            lexToken()
        }
        while var frame = frames.popLast() {
            regions.append(current)
            swap(&current, &frame.saved)
            current[frame.stringIndex].end = bytes.count
            current[frame.stringIndex].flags.insert(.unterminated)
        }
        regions.append(current)
    }

    /// Counts parentheses inside an interpolation; at the `)` that closes it, finishes its region
    /// and resumes the string around it. Returns whether it did.
    mutating func closesInterpolation() -> Bool {
        let c = bytes[pos]
        let top = frames.count - 1
        if c == ASCII.lparen { frames[top].depth += 1 }
        guard c == ASCII.rparen else { return false }
        if frames[top].depth > 0 {
            frames[top].depth -= 1
            return false
        }
        pos += 1
        var frame = frames.removeLast()
        regions.append(current)
        swap(&current, &frame.saved)  // not a copy: `current` must stay the buffer's only owner
        scanSwiftStringBody(frame.stringIndex, hashes: frame.hashes, multiline: frame.multiline)
        return true
    }

    /// Skips whitespace, comments, disabled groups and (Objective-C) directives that hold no code.
    mutating func skipTrivia() {
        while pos < bytes.count {
            let c = bytes[pos]
            if ASCII.isLineEnd(c) {
                atLineStart = true
                pos += 1
            } else if c == ASCII.space || c == ASCII.tab || c == 0x0B || c == 0x0C || c == 0 {
                pos += 1
            } else if c == ASCII.slash && at(pos + 1) == ASCII.slash {
                skipLineComment()
            } else if c == ASCII.slash && at(pos + 1) == ASCII.star {
                skipBlockComment()
            } else if c == ASCII.hash && atLineStart && skipDirective() {
                continue
            } else {
                return
            }
        }
    }

    /// Skips to the end of the line, leaving the line end.
    mutating func skipLineComment() {
        while pos < bytes.count && !ASCII.isLineEnd(bytes[pos]) { pos += 1 }
    }

    /// Skips a `/* … */` comment: nested ones in Swift, the first `*/` ends it in Objective-C.
    mutating func skipBlockComment() {
        pos += 2
        var depth = 1
        while pos < bytes.count {
            if bytes[pos] == ASCII.star && at(pos + 1) == ASCII.slash {
                pos += 2
                depth -= 1
                if depth == 0 { return }
            } else if language == .swift && bytes[pos] == ASCII.slash && at(pos + 1) == ASCII.star {
                pos += 2
                depth += 1
            } else {
                pos += 1
            }
        }
    }

    /// Lexes one token at `pos`, which is not trivia.
    mutating func lexToken() {
        let start = pos
        let c = bytes[pos]
        atLineStart = false
        if ASCII.isIdentifierStart(c) {
            repeat { pos += 1 } while pos < bytes.count && ASCII.isIdentifierBody(bytes[pos])
            return emit(.identifier, from: start)
        }
        if ASCII.isDigit(c) { return lexNumber() }
        switch (language, c) {
        case (.swift, ASCII.quote): beginSwiftString(start: start, hashes: 0)
        case (.swift, ASCII.hash): lexSwiftHash()
        case (.objectiveC, ASCII.quote): lexQuoted(start: start, open: start, kind: .string, flags: [])
        case (.objectiveC, ASCII.at) where at(pos + 1) == ASCII.quote:
            lexQuoted(start: start, open: start + 1, kind: .string, flags: .objcAt)
        case (.objectiveC, ASCII.apostrophe): lexQuoted(start: start, open: start, kind: .other, flags: [])
        default:
            pos += 1
            emit(.punct, from: start)
        }
    }

    /// Lexes a number: digits, letters and `_`, and each `.` that a digit follows.
    mutating func lexNumber() {
        let start = pos
        while pos < bytes.count {
            let c = bytes[pos]
            if ASCII.isIdentifierBody(c) || (c == ASCII.dot && ASCII.isDigit(at(pos + 1))) {
                pos += 1
            } else {
                break
            }
        }
        emit(.number, from: start)
    }

    /// Appends a token from `start` to `pos`.
    mutating func emit(_ kind: TokenKind, from start: Int, flags: TokenFlags = []) {
        current.append(Token(start: start, end: pos, kind: kind, flags: flags))
    }
}
