extension OpenStepScanner {
    /// `\Uxxxx`: one UTF-16 code unit; a high surrogate must be followed by `\U` and a low one.
    mutating func appendUnicodeEscape(at backslash: Int, end: Int) throws(OpenStepParseError) -> Int {
        let unit = try codeUnit(at: backslash + 2, end: end)
        var next = backslash + 6
        let scalar: UInt32
        switch unit {
        case 0xD800...0xDBFF:
            guard next + 1 < end, bytes[next] == UInt8(ascii: "\\"), bytes[next + 1] == UInt8(ascii: "U") else {
                throw error(.unpairedSurrogate(unit), at: backslash)
            }
            let low = try codeUnit(at: next + 2, end: end)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw error(.unpairedSurrogate(unit), at: backslash)
            }
            scalar = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(low - 0xDC00)
            next += 6
        case 0xDC00...0xDFFF:
            throw error(.unpairedSurrogate(unit), at: backslash)
        default:
            scalar = UInt32(unit)
        }
        appendUTF8(scalar)
        return next
    }

    private func codeUnit(at start: Int, end: Int) throws(OpenStepParseError) -> UInt16 {
        var unit: UInt16 = 0
        for offset in start..<(start + 4) {
            guard offset < end, let nibble = Self.hexValue(bytes[offset]) else {
                throw unexpected(at: offset, expecting: .unicodeEscapeDigits)
            }
            unit = unit << 4 | UInt16(nibble)
        }
        return unit
    }

    private mutating func appendUTF8(_ scalar: UInt32) {
        switch scalar {
        case 0..<0x80:
            scratch.append(UInt8(scalar))
        case 0x80..<0x800:
            scratch.append(UInt8(0xC0 | scalar >> 6))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            scratch.append(UInt8(0xE0 | scalar >> 12))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        default:
            scratch.append(UInt8(0xF0 | scalar >> 18))
            scratch.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        }
    }
}
