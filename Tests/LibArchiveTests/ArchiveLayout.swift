/// Minimal, independent parsers of the on-disk layouts, to check what libarchive wrote.
enum ArchiveLayout {
    /// One record of a zip's central directory.
    struct ZipRecord: Equatable {
        let flags: UInt16
        let method: UInt16
        let name: String
    }

    /// The central directory records of a zip without zip64 or archive comment.
    static func zipCentralDirectory(_ bytes: [UInt8]) -> [ZipRecord] {
        guard bytes.count >= 22, le32(bytes, bytes.count - 22) == 0x0605_4b50 else { return [] }
        let end = bytes.count - 22
        var offset = Int(le32(bytes, end + 16))
        var records: [ZipRecord] = []
        for _ in 0..<le16(bytes, end + 10) where le32(bytes, offset) == 0x0201_4b50 {
            let nameLength = Int(le16(bytes, offset + 28))
            let skipped = Int(le16(bytes, offset + 30)) + Int(le16(bytes, offset + 32))
            let name = String(decoding: bytes[offset + 46..<offset + 46 + nameLength], as: UTF8.self)
            records.append(ZipRecord(flags: le16(bytes, offset + 8), method: le16(bytes, offset + 10), name: name))
            offset += 46 + nameLength + skipped
        }
        return records
    }

    /// The type flag of every header block in an uncompressed tar, in order.
    static func tarTypeFlags(_ bytes: [UInt8]) -> [Character] {
        var flags: [Character] = []
        var offset = 0
        while offset + 512 <= bytes.count, bytes[offset] != 0 {
            flags.append(Character(UnicodeScalar(bytes[offset + 156])))
            let sizeField = bytes[offset + 124..<offset + 136].prefix { $0 != 0 && $0 != 0x20 }
            let size = Int(String(decoding: sizeField, as: UTF8.self), radix: 8) ?? 0
            offset += 512 + (size + 511) / 512 * 512
        }
        return flags
    }

    private static func le16(_ bytes: [UInt8], _ offset: Int) -> UInt16 {
        UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }

    private static func le32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 | UInt32(bytes[offset + $1]) << (8 * $1) }
    }
}
