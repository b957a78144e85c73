/// Standard base64 (RFC 4648 alphabet, `=` padding), split into lines.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// The encoding of `bytes` in lines of `lineLength` characters (a multiple of 4),
    /// the last one shorter; no lines for no bytes.
    static func lines(of bytes: [UInt8], lineLength: Int) -> [[UInt8]] {
        let bytesPerLine = lineLength / 4 * 3
        return stride(from: 0, to: bytes.count, by: bytesPerLine).map { start in
            encode(bytes[start..<min(start + bytesPerLine, bytes.count)])
        }
    }

    private static func encode(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let remaining = bytes.endIndex - index
            let first = UInt32(bytes[index]) << 16
            let second = remaining > 1 ? UInt32(bytes[index + 1]) << 8 : 0
            let third = remaining > 2 ? UInt32(bytes[index + 2]) : 0
            let group = first | second | third
            for position in 0..<4 {
                let sextet = Int(group >> (18 - 6 * UInt32(position)) & 0x3F)
                output.append(position <= remaining ? alphabet[sextet] : UInt8(ascii: "="))
            }
            index += 3
        }
        return output
    }

    /// The bytes of base64 `text`; white space anywhere is ignored, `=` padding is optional.
    /// Nil for any other character or a dangling single character.
    static func decode(_ text: String) -> [UInt8]? {
        var output: [UInt8] = []
        var group: UInt32 = 0
        var count = 0
        var ended = false
        for byte in text.utf8 {
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D: continue
            case UInt8(ascii: "="):
                ended = true
                continue
            default: break
            }
            guard !ended, let sextet = value(of: byte) else { return nil }
            group = group << 6 | UInt32(sextet)
            count += 1
            if count == 4 {
                output += [UInt8(group >> 16 & 0xFF), UInt8(group >> 8 & 0xFF), UInt8(group & 0xFF)]
                group = 0
                count = 0
            }
        }
        switch count {
        case 0: break
        case 2: output.append(UInt8(group >> 4 & 0xFF))
        case 3: output += [UInt8(group >> 10 & 0xFF), UInt8(group >> 2 & 0xFF)]
        default: return nil
        }
        return output
    }

    private static func value(of byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): byte - UInt8(ascii: "a") + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0") + 52
        case UInt8(ascii: "+"): 62
        case UInt8(ascii: "/"): 63
        default: nil
        }
    }
}
