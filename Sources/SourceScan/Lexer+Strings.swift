/// String, character and regex literals.
extension Lexer {
    /// At `#` in Swift: a raw string `#"…"#`, a regex `#/…/#`, or punctuation (`#if`, `#selector`).
    mutating func lexSwiftHash() {
        let start = pos
        var p = pos
        while at(p) == ASCII.hash { p += 1 }
        let hashes = p - pos
        if at(p) == ASCII.quote { return beginSwiftString(start: start, hashes: hashes) }
        if at(p) == ASCII.slash { return lexSwiftRegex(start: start, hashes: hashes, body: p + 1) }
        pos += 1
        emit(.punct, from: start)
    }

    /// Starts a Swift string literal at `start` (its first `#` or its `"`), then scans its body.
    mutating func beginSwiftString(start: Int, hashes: Int) {
        pos = start + hashes
        let multiline = at(pos + 1) == ASCII.quote && at(pos + 2) == ASCII.quote
        pos += multiline ? 3 : 1
        emit(.string, from: start, flags: multiline ? .multiline : [])
        scanSwiftStringBody(current.count - 1, hashes: hashes, multiline: multiline)
    }

    /// Scans the body of the Swift string whose token is `current[index]`, up to its closing
    /// delimiter, a line end (single-line strings) or an interpolation, whose code the main loop lexes.
    mutating func scanSwiftStringBody(_ index: Int, hashes: Int, multiline: Bool) {
        while pos < bytes.count {
            let c = bytes[pos]
            if c == ASCII.quote, let end = closingEnd(hashes: hashes, multiline: multiline) {
                pos = end
                current[index].end = pos
                return
            }
            if c == ASCII.backslash && hashesAt(pos + 1, count: hashes) {
                let escaped = pos + 1 + hashes
                if at(escaped) == ASCII.lparen {
                    return openInterpolation(index, hashes: hashes, multiline: multiline, code: escaped + 1)
                }
                let keepsLineEnd = !multiline && ASCII.isLineEnd(at(escaped))
                pos = min(keepsLineEnd ? escaped : escaped + 1, bytes.count)
                continue
            }
            if !multiline && ASCII.isLineEnd(c) { break }
            pos += 1
        }
        current[index].end = pos
        current[index].flags.insert(.unterminated)
    }

    /// The offset past the closing delimiter that starts at the `"` at `pos`, if it is one.
    func closingEnd(hashes: Int, multiline: Bool) -> Int? {
        if multiline && (at(pos + 1) != ASCII.quote || at(pos + 2) != ASCII.quote) { return nil }
        let afterQuotes = pos + (multiline ? 3 : 1)
        return hashesAt(afterQuotes, count: hashes) ? afterQuotes + hashes : nil
    }

    /// Whether `count` bytes of `#` start at `p`.
    func hashesAt(_ p: Int, count: Int) -> Bool {
        for k in 0..<count where at(p + k) != ASCII.hash { return false }
        return true
    }

    /// Sets the string aside and starts a region for the interpolation's code at `code`.
    mutating func openInterpolation(_ index: Int, hashes: Int, multiline: Bool, code: Int) {
        current[index].flags.insert(.interpolated)
        pos = code
        frames.append(Frame(saved: current, stringIndex: index, hashes: hashes, multiline: multiline))
        current = []
    }

    /// Skips a Swift extended regex literal `#/…/#` (bare `/…/` regexes are not recognised).
    mutating func lexSwiftRegex(start: Int, hashes: Int, body: Int) {
        pos = body
        while pos < bytes.count {
            if bytes[pos] == ASCII.backslash {
                pos = min(pos + 2, bytes.count)
            } else if bytes[pos] == ASCII.slash && hashesAt(pos + 1, count: hashes) {
                pos += 1 + hashes
                break
            } else {
                pos += 1
            }
        }
        emit(.other, from: start)
    }

    /// Lexes an Objective-C or C literal whose opening quote is at `open`: `"…"`, `@"…"` or `'…'`.
    /// A backslash escapes the next byte, or continues the literal on the next line.
    mutating func lexQuoted(start: Int, open: Int, kind: TokenKind, flags: TokenFlags) {
        let quote = bytes[open]
        var flags = flags
        pos = open + 1
        while true {
            guard pos < bytes.count, !ASCII.isLineEnd(bytes[pos]) else {
                flags.insert(.unterminated)
                break
            }
            let c = bytes[pos]
            pos += 1
            if c == quote { break }
            if c == ASCII.backslash {
                if at(pos) == ASCII.cr && at(pos + 1) == ASCII.lf { pos += 1 }
                pos = min(pos + 1, bytes.count)
            }
        }
        emit(kind, from: start, flags: flags)
    }
}
