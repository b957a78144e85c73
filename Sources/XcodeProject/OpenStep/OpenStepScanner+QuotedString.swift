extension OpenStepScanner {
    /// Scans `"..."`: finds the closing quote, checks UTF-8, then resolves escapes if any.
    mutating func scanQuotedString() throws(OpenStepParseError) -> String {
        let open = position
        var cursor = position + 1
        var hasEscape = false
        var hasNonASCII = false
        while true {
            guard cursor < bytes.count else {
                throw error(.unterminatedString, at: open)
            }
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "\"") {
                break
            }
            if byte == UInt8(ascii: "\\") {
                hasEscape = true
                cursor += 1
                if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\n") {
                    passNewline(at: cursor)
                }
            } else if byte == UInt8(ascii: "\n") {
                passNewline(at: cursor)
            } else if byte >= 0x80 {
                hasNonASCII = true
            }
            cursor += 1
        }
        position = cursor + 1
        let content = (open + 1)..<cursor
        if hasNonASCII, let bad = UTF8Validator.firstInvalidSequence(in: bytes, content) {
            throw error(.invalidUTF8(bytes[bad]), at: bad)
        }
        guard hasEscape else {
            return String(decoding: bytes[content], as: UTF8.self)
        }
        return try unescape(content)
    }

    private mutating func unescape(_ content: Range<Int>) throws(OpenStepParseError) -> String {
        scratch.removeAll(keepingCapacity: true)
        var cursor = content.lowerBound
        while cursor < content.upperBound {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "\\") {
                cursor = try appendEscape(at: cursor, end: content.upperBound)
            } else {
                scratch.append(byte)
                cursor += 1
            }
        }
        return String(decoding: scratch, as: UTF8.self)
    }

    /// Appends the character of the escape at `backslash`; returns the offset after it.
    private mutating func appendEscape(at backslash: Int, end: Int) throws(OpenStepParseError) -> Int {
        let letter = bytes[backslash + 1]
        let simple: UInt8? =
            switch letter {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): letter
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "t"): 0x09
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "a"): 0x07
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "v"): 0x0B
            default: nil
            }
        if let simple {
            scratch.append(simple)
            return backslash + 2
        }
        if letter == UInt8(ascii: "U") {
            return try appendUnicodeEscape(at: backslash, end: end)
        }
        if (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(letter) {
            return try appendOctalEscape(at: backslash, end: end)
        }
        throw error(.unknownEscape(letter), at: backslash)
    }

    /// `\ooo`: one to three octal digits, as CoreFoundation reads them.
    private mutating func appendOctalEscape(at backslash: Int, end: Int) throws(OpenStepParseError) -> Int {
        var cursor = backslash + 1
        var value = 0
        while cursor < end, cursor < backslash + 4,
            (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[cursor])
        {
            value = value * 8 + Int(bytes[cursor] - UInt8(ascii: "0"))
            cursor += 1
        }
        guard value < 0x80 else {
            throw error(.octalEscapeAboveASCII(value), at: backslash)
        }
        scratch.append(UInt8(value))
        return cursor
    }
}
