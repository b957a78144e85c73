/// A bplist00 file assembled object by object, for inputs our writer never produces.
struct RawBinaryPlist {
    /// Each object's bytes, marker first; object references inside are the caller's.
    var objects: [[UInt8]]
    /// Bytes per object reference, recorded in the trailer.
    var referenceSize: UInt8 = 1
    /// Overrides the object count in the trailer.
    var objectCount: UInt64?
    /// The trailer's top object.
    var topObject: UInt64 = 0
    /// Overrides the offset-table position in the trailer.
    var offsetTableOffset: UInt64?
    /// Overrides the offset table's entries.
    var offsets: [UInt64]?
    /// Overrides the offset size in the trailer (the table is always written with 4 bytes).
    var offsetSize: UInt8 = 4

    /// The assembled file.
    var bytes: [UInt8] {
        var output = Array("bplist00".utf8)
        var actualOffsets: [UInt64] = []
        for object in objects {
            actualOffsets.append(UInt64(output.count))
            output += object
        }
        let table = UInt64(output.count)
        for offset in offsets ?? actualOffsets {
            output += Self.bigEndian(offset, size: 4)
        }
        output += [0, 0, 0, 0, 0, 0, offsetSize, referenceSize]
        output += Self.bigEndian(objectCount ?? UInt64(objects.count), size: 8)
        output += Self.bigEndian(topObject, size: 8)
        output += Self.bigEndian(offsetTableOffset ?? table, size: 8)
        return output
    }

    /// An ASCII string object.
    static func ascii(_ text: String) -> [UInt8] {
        [0x50 | UInt8(text.utf8.count)] + Array(text.utf8)
    }

    /// A container object (`0xA0` array, `0xD0` dictionary) of fewer than 15 references.
    static func container(_ marker: UInt8, _ references: [Int], size: Int = 1) -> [UInt8] {
        let count = marker == 0xD0 ? references.count / 2 : references.count
        return [marker | UInt8(count)] + references.flatMap { bigEndian(UInt64($0), size: size) }
    }

    /// `value` as `size` big-endian bytes.
    static func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (UInt64($0) * 8)) }
    }
}
