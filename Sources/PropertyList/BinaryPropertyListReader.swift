/// Decodes the objects of a bplist00 file on demand, each at most once.
///
/// Every object is decoded once and then shared, so a file whose containers refer
/// to one another many times cannot make decoding take exponential time. Each
/// container's height is remembered too, so sharing cannot smuggle in nesting deeper
/// than `BinaryPropertyList.maximumDepth`.
struct BinaryPropertyListReader {
    /// The whole input.
    let bytes: [UInt8]
    /// The validated trailer.
    let trailer: BinaryTrailer
    private var decoded: [Decoded?]
    private var inProgress: [Bool]

    private struct Decoded {
        var value: PropertyListValue
        /// Containers on the longest path down from this object, itself included.
        var height: Int
    }

    /// Validates the header and trailer of `bytes`.
    init(bytes: [UInt8]) throws(PropertyListError) {
        trailer = try BinaryTrailer(bytes: bytes)
        self.bytes = bytes
        decoded = Array(repeating: nil, count: trailer.objectCount)
        inProgress = Array(repeating: false, count: trailer.objectCount)
    }

    /// Decodes the top object and everything it refers to.
    mutating func readRoot() throws(PropertyListError) -> PropertyListValue {
        try readObject(trailer.topObject, depth: 0).value
    }

    // `depth` counts the containers enclosing this object.
    private mutating func readObject(_ number: Int, depth: Int) throws(PropertyListError) -> Decoded {
        let limit = BinaryPropertyList.maximumDepth
        if let known = decoded[number] {
            guard depth + known.height <= limit else { throw .excessiveDepth(limit: limit) }
            return known
        }
        guard !inProgress[number] else { throw .cycle(object: number) }
        let offset = try objectOffset(number)
        let kind = bytes[offset] >> 4
        let result: Decoded
        if kind == 0xA || kind == 0xD {
            guard depth < limit else { throw .excessiveDepth(limit: limit) }
            inProgress[number] = true
            result =
                kind == 0xA
                ? try readArray(at: offset, depth: depth)
                : try readDictionary(at: offset, depth: depth)
            inProgress[number] = false
        } else {
            result = Decoded(value: try readScalar(at: offset), height: 0)
        }
        decoded[number] = result
        return result
    }

    private mutating func readArray(at offset: Int, depth: Int) throws(PropertyListError) -> Decoded {
        let (count, start) = try readLength(at: offset)
        try requireBytes(count, of: trailer.referenceSize, from: start, object: offset)
        var elements: [PropertyListValue] = []
        elements.reserveCapacity(count)
        var height = 1
        for index in 0..<count {
            let number = try readReference(at: start + index * trailer.referenceSize, object: offset)
            let element = try readObject(number, depth: depth + 1)
            elements.append(element.value)
            height = max(height, element.height + 1)
        }
        return Decoded(value: .array(elements), height: height)
    }

    private mutating func readDictionary(at offset: Int, depth: Int) throws(PropertyListError) -> Decoded {
        let (count, start) = try readLength(at: offset)
        let size = trailer.referenceSize
        try requireBytes(count, of: 2 * size, from: start, object: offset)
        var dictionary: [String: PropertyListValue] = [:]
        dictionary.reserveCapacity(count)
        var height = 1
        for index in 0..<count {
            let keyNumber = try readReference(at: start + index * size, object: offset)
            let key = try readObject(keyNumber, depth: depth + 1)
            guard case .string(let string) = key.value else { throw .nonStringKey(at: offset) }
            let valueNumber = try readReference(at: start + (count + index) * size, object: offset)
            let value = try readObject(valueNumber, depth: depth + 1)
            guard dictionary.updateValue(value.value, forKey: string) == nil else {
                throw .duplicateKey(string, at: offset)
            }
            height = max(height, value.height + 1)
        }
        return Decoded(value: .dictionary(dictionary), height: height)
    }

    private func objectOffset(_ number: Int) throws(PropertyListError) -> Int {
        let entry = trailer.offsetTableOffset + number * trailer.offsetSize
        let offset = BigEndian.read(bytes, at: entry, size: trailer.offsetSize)
        guard offset >= 8, offset < UInt64(trailer.offsetTableOffset) else {
            throw .objectOffsetOutOfRange(object: number, offset: offset)
        }
        return Int(offset)
    }

    private func readReference(at position: Int, object offset: Int) throws(PropertyListError) -> Int {
        let reference = BigEndian.read(bytes, at: position, size: trailer.referenceSize)
        guard reference < UInt64(trailer.objectCount) else {
            throw .objectReferenceOutOfRange(reference, at: offset)
        }
        return Int(reference)
    }
}
