/// Apple's binary property-list format, `bplist00`, as CoreFoundation writes and reads it.
///
/// Layout: the header `bplist00`, the objects, an offset table giving each object's
/// position, and a 32-byte trailer (offset size, reference size, object count, top
/// object, offset-table position). Containers refer to their elements by object number.
///
/// The writer lists objects in depth-first order from the root, a dictionary's keys
/// (sorted by UTF-8 bytes) before its values, and stores each distinct scalar once
/// (the first time it is met), as CoreFoundation and Python's plistlib do. Scalars are
/// the same when they have the same kind and the same bytes: strings by their exact
/// UTF-8 (so canonically equivalent spellings stay apart), reals and dates by their
/// bit patterns (so `0.0` and `-0.0` stay apart). Containers are never shared.
/// Offset and reference sizes are the smallest of 1, 2, 4 or 8 bytes that hold the
/// offset table's position and the object count. The same value always gives the same bytes.
public enum BinaryPropertyList {
    /// The deepest container nesting `decode(_:)` accepts; the root container is at depth 1.
    public static let maximumDepth = 512

    /// Encodes `value` as bplist00 bytes.
    public static func encode(_ value: PropertyListValue) -> [UInt8] {
        BinaryPropertyListWriter.write(BinaryObjectTable(root: value))
    }

    /// Decodes bplist00 bytes, checking every offset, length and reference before use.
    ///
    /// Reads every type the plist formats define except keyed-archiver UIDs, null and
    /// sets, which throw. Four-byte reals widen to doubles; 16-byte integers are accepted
    /// when they fit in 64 signed bits.
    public static func decode(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyListValue {
        var reader = try BinaryPropertyListReader(bytes: bytes)
        return try reader.readRoot()
    }
}
