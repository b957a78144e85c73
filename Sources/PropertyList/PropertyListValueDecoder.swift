/// Decodes `Decodable` values from a `PropertyListValue` (read by `BinaryPropertyList` or
/// `XMLPropertyList`): the inverse of `PropertyListValueEncoder`. A `.real` decodes as a
/// floating-point number, an `.integer` as any integer type it fits or as a floating-point
/// number; anything else must match exactly. Errors are `DecodingError`s naming the key path.
public struct PropertyListValueDecoder {
    /// Creates a decoder.
    public init() {}

    /// Decodes a `T` from `value`.
    public func decode<T: Decodable>(_ type: T.Type, from value: PropertyListValue) throws -> T {
        try TreeDecoder(value: value, codingPath: []).decodeValue(type)
    }
}

private struct TreeDecoder: Decoder {
    let value: PropertyListValue
    let codingPath: [CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .dictionary(let entries) = value else { throw mismatch([String: Int].self) }
        return KeyedDecodingContainer(KeyedContainer<Key>(entries: entries, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> UnkeyedDecodingContainer {
        guard case .array(let values) = value else { throw mismatch([Int].self) }
        return UnkeyedContainer(values: values, codingPath: codingPath)
    }

    func singleValueContainer() throws -> SingleValueDecodingContainer { self }

    func mismatch(_ expected: Any.Type) -> DecodingError {
        .typeMismatch(expected, .init(codingPath: codingPath, debugDescription: "found \(value.kindName)"))
    }

    func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
        switch type {
        case is String.Type:
            guard case .string(let text) = value else { throw mismatch(type) }
            return text as! T
        case is Bool.Type:
            guard case .boolean(let flag) = value else { throw mismatch(type) }
            return flag as! T
        case is PropertyListData.Type:
            guard case .data(let bytes) = value else { throw mismatch(type) }
            return PropertyListData(bytes) as! T
        case is Double.Type:
            return try number() as! T
        case is Float.Type:
            return Float(try number()) as! T
        case let integer as any FixedWidthInteger.Type:
            guard case .integer(let number) = value else { throw mismatch(type) }
            guard let exact = integer.init(exactly: number) else {
                throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "\(number) does not fit in \(type)"))
            }
            return exact as! T
        default:
            return try T(from: self)
        }
    }

    private func number() throws -> Double {
        switch value {
        case .real(let number): return number
        case .integer(let number): return Double(number)
        default: throw mismatch(Double.self)
        }
    }
}

extension TreeDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool { false }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decodeValue(type) }
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let entries: [String: PropertyListValue]
    let codingPath: [CodingKey]

    var allKeys: [Key] { entries.keys.sorted().compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { entries[key.stringValue] != nil }

    private func child(_ key: Key) throws -> TreeDecoder {
        guard let value = entries[key.stringValue] else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "no value for '\(key.stringValue)'"))
        }
        return TreeDecoder(value: value, codingPath: codingPath + [key])
    }

    func decodeNil(forKey key: Key) throws -> Bool { entries[key.stringValue] == nil }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try child(key).decodeValue(type) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try child(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer { try child(key).unkeyedContainer() }

    func superDecoder() throws -> Decoder {
        TreeDecoder(value: entries["super"] ?? .dictionary([:]), codingPath: codingPath)
    }

    func superDecoder(forKey key: Key) throws -> Decoder { try child(key) }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
    let values: [PropertyListValue]
    let codingPath: [CodingKey]
    var currentIndex = 0

    init(values: [PropertyListValue], codingPath: [CodingKey]) {
        self.values = values
        self.codingPath = codingPath
    }

    var count: Int? { values.count }
    var isAtEnd: Bool { currentIndex >= values.count }

    private mutating func next() throws -> TreeDecoder {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                Any.self, .init(codingPath: codingPath, debugDescription: "the array has no element \(currentIndex)"))
        }
        defer { currentIndex += 1 }
        return TreeDecoder(value: values[currentIndex], codingPath: codingPath + [IndexKey(currentIndex)])
    }

    mutating func decodeNil() throws -> Bool { false }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().decodeValue(type) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> UnkeyedDecodingContainer { try next().unkeyedContainer() }

    mutating func superDecoder() throws -> Decoder { try next() }
}

extension PropertyListValue {
    /// The kind's name with an article, for messages: `a string`, `an array`.
    public var kindName: String {
        switch self {
        case .string: "a string"
        case .integer: "an integer"
        case .real: "a real number"
        case .boolean: "a boolean"
        case .date: "a date"
        case .data: "data"
        case .array: "an array"
        case .dictionary: "a dictionary"
        }
    }
}
