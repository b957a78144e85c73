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
}
