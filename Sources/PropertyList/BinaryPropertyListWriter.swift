/// Serializes a `BinaryObjectTable` as header, objects, offset table and trailer.
struct BinaryPropertyListWriter {
    private var output: [UInt8] = Array("bplist00".utf8)
    private let referenceSize: Int

    private init(objectCount: Int) {
        referenceSize = BigEndian.byteCount(for: UInt64(objectCount))
    }

    /// The complete bplist00 file for `table`.
    static func write(_ table: BinaryObjectTable) -> [UInt8] {
        var writer = BinaryPropertyListWriter(objectCount: table.objects.count)
        var offsets: [UInt64] = []
        offsets.reserveCapacity(table.objects.count)
        for object in table.objects {
            offsets.append(UInt64(writer.output.count))
            writer.append(object)
        }
        writer.appendOffsetTableAndTrailer(offsets)
        return writer.output
    }

    private mutating func append(_ object: BinaryObjectTable.Object) {
        switch object {
        case .array(let references):
            appendMarker(0xA0, count: references.count)
            appendReferences(references)
        case .dictionary(let keys, let values):
            appendMarker(0xD0, count: keys.count)
            appendReferences(keys)
            appendReferences(values)
        case .string(let string):
            appendString(string)
        case .integer(let integer):
            appendInteger(integer)
        case .real(let real):
            output.append(0x23)
            BigEndian.append(real.bitPattern, size: 8, to: &output)
        case .boolean(let boolean):
            output.append(boolean ? 0x09 : 0x08)
        case .date(let date):
            output.append(0x33)
            BigEndian.append(date.bitPattern, size: 8, to: &output)
        case .data(let data):
            appendMarker(0x40, count: data.count)
            output.append(contentsOf: data)
        }
    }

    // ASCII where possible, as CoreFoundation does: half the size of UTF-16.
    private mutating func appendString(_ string: String) {
        if string.utf8.allSatisfy({ $0 < 0x80 }) {
            appendMarker(0x50, count: string.utf8.count)
            output.append(contentsOf: string.utf8)
        } else {
            appendMarker(0x60, count: string.utf16.count)
            for unit in string.utf16 {
                BigEndian.append(UInt64(unit), size: 2, to: &output)
            }
        }
    }

    // Negative integers always take 8 bytes: 1, 2 and 4-byte integers are unsigned.
    private mutating func appendInteger(_ integer: Int64) {
        let size = integer < 0 ? 8 : BigEndian.byteCount(for: UInt64(integer))
        output.append(0x10 | UInt8(size.trailingZeroBitCount))
        BigEndian.append(UInt64(bitPattern: integer), size: size, to: &output)
    }

    // The marker's low nibble holds 0...14; 15 says an integer object with the count follows.
    private mutating func appendMarker(_ kind: UInt8, count: Int) {
        if count < 15 {
            output.append(kind | UInt8(count))
        } else {
            output.append(kind | 0x0F)
            appendInteger(Int64(count))
        }
    }

    private mutating func appendReferences(_ references: [Int]) {
        for reference in references {
            BigEndian.append(UInt64(reference), size: referenceSize, to: &output)
        }
    }

    private mutating func appendOffsetTableAndTrailer(_ offsets: [UInt64]) {
        let offsetTableOffset = UInt64(output.count)
        let offsetSize = BigEndian.byteCount(for: offsetTableOffset)
        for offset in offsets {
            BigEndian.append(offset, size: offsetSize, to: &output)
        }
        output.append(contentsOf: [0, 0, 0, 0, 0, 0])
        output.append(UInt8(offsetSize))
        output.append(UInt8(referenceSize))
        BigEndian.append(UInt64(offsets.count), size: 8, to: &output)
        BigEndian.append(0, size: 8, to: &output)
        BigEndian.append(offsetTableOffset, size: 8, to: &output)
    }
}
