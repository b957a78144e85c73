extension BinaryPropertyListReader {
    /// Decodes the non-container object at `offset`, which lies inside the object area.
    func readScalar(at offset: Int) throws(PropertyListError) -> PropertyListValue {
        let marker = bytes[offset]
        switch marker >> 4 {
        case 0x0 where marker == 0x08: return .boolean(false)
        case 0x0 where marker == 0x09: return .boolean(true)
        case 0x1: return .integer(try readInteger(at: offset))
        case 0x2: return .real(try readReal(at: offset))
        case 0x3 where marker == 0x33:
            try requireBytes(8, from: offset + 1, object: offset)
            return .date(Double(bitPattern: BigEndian.read(bytes, at: offset + 1, size: 8)))
        case 0x4:
            let (count, start) = try readLength(at: offset)
            try requireBytes(count, from: start, object: offset)
            return .data(Array(bytes[start..<(start + count)]))
        case 0x5: return .string(try readASCIIString(at: offset))
        case 0x6: return .string(try readUTF16String(at: offset))
        case 0x8: throw .unsupportedUID(at: offset)
        default: throw .unknownMarker(marker, at: offset)
        }
    }

    /// The element count of the object at `offset` and where its contents start.
    ///
    /// Counts below 15 sit in the marker's low nibble; larger ones in a following
    /// 1, 2, 4 or 8-byte integer object.
    func readLength(at offset: Int) throws(PropertyListError) -> (count: Int, start: Int) {
        let nibble = Int(bytes[offset] & 0x0F)
        guard nibble == 0x0F else { return (nibble, offset + 1) }
        try requireBytes(1, from: offset + 1, object: offset)
        let marker = bytes[offset + 1]
        guard marker >> 4 == 0x1, marker & 0x0F <= 3 else { throw .invalidLength(at: offset) }
        let size = 1 << Int(marker & 0x0F)
        try requireBytes(size, from: offset + 2, object: offset)
        let count = BigEndian.read(bytes, at: offset + 2, size: size)
        // An 8-byte count is signed, so the top bit set means negative.
        guard count <= UInt64(Int64.max) else { throw .invalidLength(at: offset) }
        return (Int(count), offset + 2 + size)
    }

    /// Throws unless `count` items of `size` bytes starting at `start` end inside the object area.
    func requireBytes(
        _ count: Int, of size: Int = 1, from start: Int, object offset: Int
    ) throws(PropertyListError) {
        let available = trailer.offsetTableOffset - start
        guard available >= 0, count <= available / size else { throw .truncatedObject(at: offset) }
    }

    // 1, 2 and 4-byte integers are unsigned, 8-byte ones signed; a 16-byte one
    // (CoreFoundation's form for unsigned values above Int64.max) must fit in 64 bits.
    private func readInteger(at offset: Int) throws(PropertyListError) -> Int64 {
        let marker = bytes[offset]
        guard marker & 0x0F <= 4 else { throw .unknownMarker(marker, at: offset) }
        let size = 1 << Int(marker & 0x0F)
        try requireBytes(size, from: offset + 1, object: offset)
        guard size == 16 else {
            let raw = BigEndian.read(bytes, at: offset + 1, size: size)
            return size == 8 ? Int64(bitPattern: raw) : Int64(raw)
        }
        let high = BigEndian.read(bytes, at: offset + 1, size: 8)
        let low = BigEndian.read(bytes, at: offset + 9, size: 8)
        let signBit: UInt64 = 1 << 63
        guard (high == 0 && low < signBit) || (high == .max && low >= signBit) else {
            throw .integerOutOfRange(at: offset)
        }
        return Int64(bitPattern: low)
    }

    private func readReal(at offset: Int) throws(PropertyListError) -> Double {
        let marker = bytes[offset]
        switch marker {
        case 0x22:
            try requireBytes(4, from: offset + 1, object: offset)
            let bits = UInt32(BigEndian.read(bytes, at: offset + 1, size: 4))
            return Double(Float(bitPattern: bits))
        case 0x23:
            try requireBytes(8, from: offset + 1, object: offset)
            return Double(bitPattern: BigEndian.read(bytes, at: offset + 1, size: 8))
        default:
            throw .unknownMarker(marker, at: offset)
        }
    }

    private func readASCIIString(at offset: Int) throws(PropertyListError) -> String {
        let (count, start) = try readLength(at: offset)
        try requireBytes(count, from: start, object: offset)
        let slice = bytes[start..<(start + count)]
        guard slice.allSatisfy({ $0 < 0x80 }) else { throw .invalidString(at: offset) }
        return String(decoding: slice, as: UTF8.self)
    }

    // Decoded by hand: String(validating:as:) needs macOS 15, and lone surrogates must throw.
    private func readUTF16String(at offset: Int) throws(PropertyListError) -> String {
        let (count, start) = try readLength(at: offset)
        try requireBytes(count, of: 2, from: start, object: offset)
        var units = (0..<count).lazy.map { [bytes] index in
            UInt16(bytes[start + 2 * index]) << 8 | UInt16(bytes[start + 2 * index + 1])
        }.makeIterator()
        var decoder = UTF16()
        var scalars = String.UnicodeScalarView()
        while true {
            switch decoder.decode(&units) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return String(scalars)
            case .error: throw .invalidString(at: offset)
            }
        }
    }
}
