/// Objective-C and C string literals.
extension Literals {
    /// The value of an Objective-C `@"…"` or C `"…"` literal: escapes `\" \\ \' \? \n \t \r`,
    /// `\a \b \f \v`, octal and `\x` below 0x80, `\u` and `\U`, and a `\`-continued line.
    static func objectiveC(_ bytes: [UInt8], _ token: Token) -> String? {
        guard token.kind == .string, !token.flags.contains(.unterminated) else { return nil }
        let open = token.start + (token.flags.contains(.objcAt) ? 2 : 1)
        let close = token.end - 1
        guard open <= close else { return nil }
        var out: [UInt8] = []
        var i = open
        while i < close {
            guard bytes[i] == ASCII.backslash else {
                out.append(bytes[i])
                i += 1
                continue
            }
            guard i + 1 < close, let next = decodeCEscape(bytes, at: i + 1, end: close, into: &out) else { return nil }
            i = next
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Decodes the escape whose character is at `p` into `out`; the offset past it, or nil.
    static func decodeCEscape(_ bytes: [UInt8], at p: Int, end: Int, into out: inout [UInt8]) -> Int? {
        let c = bytes[p]
        switch c {
        case 0x30...0x37:
            var value: UInt32 = 0
            var k = p
            while k < end && k < p + 3 && (0x30...0x37).contains(bytes[k]) {
                value = value * 8 + UInt32(bytes[k] - 0x30)
                k += 1
            }
            return appendASCII(value, into: &out) ? k : nil
        case 0x78:
            var value: UInt32 = 0
            var k = p + 1
            while k < end, let digit = hexValue(bytes[k]), value < 0x100 {
                value = value << 4 | digit
                k += 1
            }
            return k > p + 1 && appendASCII(value, into: &out) ? k : nil
        case 0x75, 0x55:
            return decodeUniversal(bytes, at: p + 1, digits: c == 0x75 ? 4 : 8, end: end, into: &out)
        case ASCII.cr:
            return p + 1 < end && bytes[p + 1] == ASCII.lf ? p + 2 : p + 1
        case ASCII.question: out.append(c)
        case 0x61: out.append(0x07)
        case 0x62: out.append(0x08)
        case 0x66: out.append(0x0C)
        case 0x76: out.append(0x0B)
        default:
            guard let decoded = simpleEscape(c) else { return nil }
            out.append(contentsOf: decoded)
        }
        return p + 1
    }

    /// Appends `value` when it is ASCII (a higher byte's meaning depends on the file's encoding).
    static func appendASCII(_ value: UInt32, into out: inout [UInt8]) -> Bool {
        guard value < 0x80 else { return false }
        out.append(UInt8(value))
        return true
    }

    /// Decodes the `digits` hexadecimal digits of a `\u` or `\U` escape at `p`.
    static func decodeUniversal(_ bytes: [UInt8], at p: Int, digits: Int, end: Int, into out: inout [UInt8]) -> Int? {
        guard p + digits <= end else { return nil }
        var value: UInt32 = 0
        for k in p..<(p + digits) {
            guard let digit = hexValue(bytes[k]) else { return nil }
            value = value << 4 | digit
        }
        guard let scalar = Unicode.Scalar(value) else { return nil }
        out.append(contentsOf: Array(String(scalar).utf8))
        return p + digits
    }
}
