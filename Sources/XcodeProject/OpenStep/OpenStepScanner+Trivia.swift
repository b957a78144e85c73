extension OpenStepScanner {
    /// Skips whitespace, `/* block */` and `// line` comments.
    mutating func skipTrivia() throws(OpenStepParseError) {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\n"):
                passNewline(at: position)
                position += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                position += 1
            case UInt8(ascii: "/") where startsComment(at: position):
                try skipComment()
            default:
                return
            }
        }
    }

    func startsComment(at offset: Int) -> Bool {
        guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "/") else {
            return false
        }
        let next = bytes[offset + 1]
        return next == UInt8(ascii: "*") || next == UInt8(ascii: "/")
    }

    private mutating func skipComment() throws(OpenStepParseError) {
        let start = position
        if bytes[position + 1] == UInt8(ascii: "/") {
            position += 2
            while position < bytes.count, bytes[position] != UInt8(ascii: "\n") {
                position += 1
            }
            return
        }
        position += 2
        while position + 1 < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "*"), bytes[position + 1] == UInt8(ascii: "/") {
                position += 2
                return
            }
            if byte == UInt8(ascii: "\n") {
                passNewline(at: position)
            }
            position += 1
        }
        throw error(.unterminatedComment, at: start)
    }

    /// Scans a bare token. A `//` or `/*` ends it: Xcode quotes strings containing them.
    mutating func scanUnquotedString() -> String {
        let start = position
        position += 1
        while position < bytes.count, Self.isUnquotedCharacter(bytes[position]),
            !startsComment(at: position)
        {
            position += 1
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// Letters, digits and `_$/:.-+`: what may appear in a string without quotes.
    static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"),
            UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"):
            true
        default:
            false
        }
    }
}
