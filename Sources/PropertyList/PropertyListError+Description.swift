extension PropertyListError: CustomStringConvertible {
    /// A one-line explanation, naming the byte offset where there is one.
    public var description: String {
        switch self {
        case .badMagic: "it does not start with 'bplist00'"
        case .truncatedTrailer(let length): "it is \(length) bytes, too short for a binary property list"
        case .invalidOffsetSize(let size): "its trailer gives an offset size of \(size) bytes"
        case .invalidReferenceSize(let size): "its trailer gives an object reference size of \(size) bytes"
        case .offsetTableOutOfRange(let offset): "its offset table at byte \(offset) is out of range"
        case .invalidObjectCount(let count): "its trailer declares \(count) objects, which the file cannot hold"
        case .topObjectOutOfRange(let object): "its top object \(object) is not a declared object"
        case .objectOffsetOutOfRange(let object, let offset): "object \(object) is placed at byte \(offset), out of range"
        case .objectReferenceOutOfRange(let object, let offset): "byte \(offset) refers to object \(object), which is not declared"
        case .truncatedObject(let offset): "the object at byte \(offset) is cut short"
        case .unknownMarker(let marker, let offset): "byte \(offset) has the unknown object marker \(marker)"
        case .unsupportedUID(let offset): "byte \(offset) holds a keyed-archiver UID, which property lists here cannot hold"
        case .invalidLength(let offset): "the length of the object at byte \(offset) is not valid"
        case .invalidString(let offset): "the string at byte \(offset) is not valid text"
        case .integerOutOfRange(let offset): "the integer at byte \(offset) does not fit in 64 bits"
        case .nonStringKey(let offset): "the dictionary key at byte \(offset) is not a string"
        case .duplicateKey(let key, let offset): "the dictionary at byte \(offset) has the key '\(key)' twice"
        case .cycle(let object): "object \(object) contains itself"
        case .excessiveDepth(let limit): "containers nest deeper than \(limit) levels"
        }
    }
}
