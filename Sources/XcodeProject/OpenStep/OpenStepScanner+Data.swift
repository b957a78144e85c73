extension OpenStepScanner {
    /// Scans `<0fa3 12>`: hex digits in pairs, whitespace allowed anywhere inside.
    mutating func scanData() throws(OpenStepParseError) -> [UInt8] {
        let start = location
        position += 1
        var data: [UInt8] = []
        var pendingHighNibble: UInt8?
        while true {
            guard position < bytes.count else {
                throw unexpected(at: position, expecting: .hexDigitOrDataEnd(openedAt: start))
            }
            let byte = bytes[position]
            if let nibble = Self.hexValue(byte) {
                if let high = pendingHighNibble {
                    data.append(high << 4 | nibble)
                    pendingHighNibble = nil
                } else {
                    pendingHighNibble = nibble
                }
            } else if byte == UInt8(ascii: ">") {
                guard pendingHighNibble == nil else {
                    throw error(.oddHexDigitCount, at: position)
                }
                position += 1
                return data
            } else if byte == UInt8(ascii: "\n") {
                passNewline(at: position)
            } else if !Self.isInlineWhitespace(byte) {
                throw unexpected(at: position, expecting: .hexDigitOrDataEnd(openedAt: start))
            }
            position += 1
        }
    }

    static func isInlineWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
