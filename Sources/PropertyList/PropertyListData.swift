/// Bytes that `PropertyListValueEncoder` writes as a property list's data value, and
/// `PropertyListValueDecoder` reads from one: a field a type encodes itself, compactly,
/// instead of as containers of scalars. Other coders see an array of bytes.
public struct PropertyListData: Sendable, Hashable, Codable {
    /// The bytes.
    public var bytes: [UInt8]

    /// Wraps `bytes`.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    public init(from decoder: Decoder) throws {
        bytes = try decoder.singleValueContainer().decode([UInt8].self)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(bytes)
    }
}
