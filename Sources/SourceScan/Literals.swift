/// Decodes string literal tokens to their values. Nil whenever the text alone does not give the
/// value: an interpolation, an unterminated literal, an escape the decoder does not know.
enum Literals {
    /// The value of a Swift `"…"`, `"""…"""` or raw `#"…"#` literal.
    static func swift(_ bytes: [UInt8], _ token: Token) -> String? {
        guard token.kind == .string, token.flags.isDisjoint(with: [.interpolated, .unterminated]) else { return nil }
        var open = token.start
        while bytes[open] == ASCII.hash { open += 1 }
        let hashes = open - token.start
        let multiline = token.flags.contains(.multiline)
        let quotes = multiline ? 3 : 1
        let close = token.end - hashes - quotes
        guard open + quotes <= close else { return nil }
        var body = Array(bytes[(open + quotes)..<close])
        if multiline {
            guard let stripped = stripIndentation(body) else { return nil }
            body = stripped
        }
        return decodeSwiftEscapes(body, hashes: hashes)
    }

    /// The lines of a `"""` body without its first and last line breaks and without the closing
    /// delimiter's indentation; nil when a line lacks that indentation.
    static func stripIndentation(_ body: [UInt8]) -> [UInt8]? {
        var lines = body.split(separator: ASCII.lf, omittingEmptySubsequences: false).map { line in
            line.last == ASCII.cr ? Array(line.dropLast()) : Array(line)
        }
        guard lines.count >= 2, let indent = lines.popLast(),
            lines.removeFirst().allSatisfy({ $0 == ASCII.space || $0 == ASCII.tab })
        else { return nil }
        var out: [UInt8] = []
        for (n, line) in lines.enumerated() {
            if n > 0 { out.append(ASCII.lf) }
            if line.starts(with: indent) {
                out.append(contentsOf: line.dropFirst(indent.count))
            } else if !line.allSatisfy({ $0 == ASCII.space || $0 == ASCII.tab }) {
                return nil
            }
        }
        return out
    }

    /// `body` with Swift escapes decoded: `\0 \\ \t \n \r \" \'`, `\u{…}`, and an escaped line end.
    static func decodeSwiftEscapes(_ body: [UInt8], hashes: Int) -> String? {
        var out: [UInt8] = []
        var i = 0
        while i < body.count {
            let c = body[i]
            guard c == ASCII.backslash, (0..<hashes).allSatisfy({ i + 1 + $0 < body.count && body[i + 1 + $0] == ASCII.hash })
            else {
                out.append(c)
                i += 1
                continue
            }
            let e = i + 1 + hashes
            guard e < body.count else { return nil }
            if body[e] == 0x75 {
                guard let (scalar, next) = unicodeBraces(body, at: e + 1) else { return nil }
                out.append(contentsOf: Array(String(Character(scalar)).utf8))
                i = next
                continue
            }
            guard let decoded = simpleEscape(body[e]) else { return nil }
            out.append(contentsOf: decoded)
            i = e + 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The bytes of a one-character escape shared by Swift and C; an escaped line end is no bytes.
    static func simpleEscape(_ c: UInt8) -> [UInt8]? {
        switch c {
        case 0x6E: return [ASCII.lf]
        case 0x74: return [ASCII.tab]
        case 0x72: return [ASCII.cr]
        case 0x30: return [0]
        case ASCII.backslash, ASCII.quote, ASCII.apostrophe: return [c]
        case ASCII.lf: return []
        default: return nil
        }
    }

    /// The scalar of `{hex}` at `p`, and the offset past `}`.
    static func unicodeBraces(_ body: [UInt8], at p: Int) -> (Unicode.Scalar, Int)? {
        guard p < body.count, body[p] == ASCII.lbrace else { return nil }
        var value: UInt32 = 0
        var k = p + 1
        var digits = 0
        while k < body.count, let digit = hexValue(body[k]), digits < 8 {
            value = value << 4 | digit
            k += 1
            digits += 1
        }
        guard digits > 0, k < body.count, body[k] == ASCII.rbrace, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, k + 1)
    }

    /// The value of a hexadecimal digit.
    static func hexValue(_ c: UInt8) -> UInt32? {
        switch c {
        case 0x30...0x39: return UInt32(c - 0x30)
        case 0x41...0x46: return UInt32(c - 0x41 + 10)
        case 0x61...0x66: return UInt32(c - 0x61 + 10)
        default: return nil
        }
    }
}
