/// Why `BinaryPropertyList.decode(_:)` rejected its input; `at:` is a byte offset into it.
public enum PropertyListError: Error, Sendable, Equatable {
    /// The input does not start with `bplist00`.
    case badMagic
    /// The input is too short to hold the 8-byte header and the 32-byte trailer.
    case truncatedTrailer(length: Int)
    /// The trailer's offset-table integer size is not 1, 2, 4 or 8.
    case invalidOffsetSize(Int)
    /// The trailer's object-reference size is not 1, 2, 4 or 8.
    case invalidReferenceSize(Int)
    /// The offset table does not lie between the first object and the trailer.
    case offsetTableOutOfRange(UInt64)
    /// The trailer declares no objects, or more than the offset table has room for.
    case invalidObjectCount(UInt64)
    /// The trailer's top object is not one of the declared objects.
    case topObjectOutOfRange(UInt64)
    /// The offset table places an object outside the area between header and offset table.
    case objectOffsetOutOfRange(object: Int, offset: UInt64)
    /// A container refers to an object number the trailer does not declare.
    case objectReferenceOutOfRange(UInt64, at: Int)
    /// An object runs past the end of the object area.
    case truncatedObject(at: Int)
    /// An object starts with a marker byte that is not a property-list type.
    case unknownMarker(UInt8, at: Int)
    /// A keyed-archiver UID (marker 0x8_), which has no `PropertyListValue` counterpart.
    case unsupportedUID(at: Int)
    /// An object's length is not a following non-negative 1, 2, 4 or 8-byte integer.
    case invalidLength(at: Int)
    /// An ASCII string holds a byte of 0x80 or above, or a UTF-16 string is not valid UTF-16.
    case invalidString(at: Int)
    /// A 16-byte integer does not fit in 64 signed bits.
    case integerOutOfRange(at: Int)
    /// A dictionary key is not a string.
    case nonStringKey(at: Int)
    /// A dictionary holds a key twice (canonically equivalent keys count as the same key).
    case duplicateKey(String, at: Int)
    /// A container contains itself, directly or through other containers.
    case cycle(object: Int)
    /// Containers nest deeper than the given limit (`BinaryPropertyList.maximumDepth`).
    case excessiveDepth(limit: Int)
}
