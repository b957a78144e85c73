/// The 32-byte trailer that ends a bplist00 file, checked against the file's length.
struct BinaryTrailer {
    /// Bytes per offset-table entry: 1, 2, 4 or 8.
    let offsetSize: Int
    /// Bytes per object reference inside containers: 1, 2, 4 or 8.
    let referenceSize: Int
    /// Number of objects, at least 1; the offset table has room for all of them.
    let objectCount: Int
    /// The root's object number, below `objectCount`.
    let topObject: Int
    /// Where the offset table starts, which is also where the object area ends.
    let offsetTableOffset: Int

    private static let validSizes: Set<Int> = [1, 2, 4, 8]

    /// Reads and validates the trailer of `bytes`, checking the magic first.
    init(bytes: [UInt8]) throws(PropertyListError) {
        guard bytes.count >= 8, bytes[0..<8].elementsEqual("bplist00".utf8) else {
            throw .badMagic
        }
        guard bytes.count >= 8 + 32 else {
            throw .truncatedTrailer(length: bytes.count)
        }
        let start = bytes.count - 32
        offsetSize = Int(bytes[start + 6])
        referenceSize = Int(bytes[start + 7])
        guard Self.validSizes.contains(offsetSize) else { throw .invalidOffsetSize(offsetSize) }
        guard Self.validSizes.contains(referenceSize) else { throw .invalidReferenceSize(referenceSize) }
        let count = BigEndian.read(bytes, at: start + 8, size: 8)
        let top = BigEndian.read(bytes, at: start + 16, size: 8)
        let table = BigEndian.read(bytes, at: start + 24, size: 8)
        // At least one object byte lies between the header and the offset table.
        guard table > 8, table <= UInt64(start) else { throw .offsetTableOutOfRange(table) }
        offsetTableOffset = Int(table)
        let room = (start - offsetTableOffset) / offsetSize
        guard count >= 1, count <= UInt64(room) else { throw .invalidObjectCount(count) }
        objectCount = Int(count)
        guard top < count else { throw .topObjectOutOfRange(top) }
        topObject = Int(top)
    }
}
