/// Fixed-width big-endian integers, the only byte order binary plists use.
enum BigEndian {
    /// The smallest of 1, 2, 4 or 8 bytes that holds `value` unsigned.
    static func byteCount(for value: UInt64) -> Int {
        switch value {
        case ...0xFF: 1
        case ...0xFFFF: 2
        case ...0xFFFF_FFFF: 4
        default: 8
        }
    }

    /// Appends the low `size` bytes of `value`, most significant first.
    static func append(_ value: UInt64, size: Int, to bytes: inout [UInt8]) {
        for index in stride(from: size - 1, through: 0, by: -1) {
            bytes.append(UInt8(truncatingIfNeeded: value >> (UInt64(index) * 8)))
        }
    }

    /// Reads `size` (at most 8) bytes at `offset`; the caller has checked the bounds.
    static func read(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in offset..<(offset + size) {
            value = value << 8 | UInt64(bytes[index])
        }
        return value
    }
}
