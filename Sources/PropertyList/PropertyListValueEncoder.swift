/// Encodes `Encodable` values as `PropertyListValue`s, which the binary and XML writers then
/// lay out: Swift integers become `.integer`, floating-point numbers `.real`, `Bool`
/// `.boolean`, `String` `.string`, keyed containers dictionaries and unkeyed ones arrays.
/// A `nil` optional leaves its key out (property lists have no null).
public struct PropertyListValueEncoder {
    /// Creates an encoder.
    public init() {}

    /// The value for `value`.
    public func encode<T: Encodable>(_ value: T) throws -> PropertyListValue {
        let node = EncodingNode()
        try node.store(value, codingPath: [])
        return try node.value(at: [])
    }
}

/// A value under construction, filled by the containers that share it.
final class EncodingNode {
    private enum State {
        case empty
        case scalar(PropertyListValue)
        case array([EncodingNode])
        case dictionary([String: EncodingNode])
    }

    private var state = State.empty

    /// Stores a scalar directly, or lets any other value encode itself into this node.
    func store<T: Encodable>(_ value: T, codingPath: [CodingKey]) throws {
        switch value {
        case let text as String: state = .scalar(.string(text))
        case let data as PropertyListData: state = .scalar(.data(data.bytes))
        case let flag as Bool: state = .scalar(.boolean(flag))
        case let number as Double: state = .scalar(.real(number))
        case let number as Float: state = .scalar(.real(Double(number)))
        case let number as any BinaryInteger:
            guard let exact = Int64(exactly: number) else {
                throw EncodingError.invalidValue(
                    value, .init(codingPath: codingPath, debugDescription: "the integer does not fit in 64 signed bits"))
            }
            state = .scalar(.integer(exact))
        default:
            try value.encode(to: TreeEncoder(node: self, codingPath: codingPath))
        }
    }

    func value(at path: [CodingKey]) throws -> PropertyListValue {
        switch state {
        case .empty:
            throw EncodingError.invalidValue((), .init(codingPath: path, debugDescription: "nothing was encoded"))
        case .scalar(let value): return value
        case .array(let nodes): return .array(try nodes.map { try $0.value(at: path) })
        case .dictionary(let nodes):
            var values: [String: PropertyListValue] = [:]
            for (key, node) in nodes { values[key] = try node.value(at: path) }
            return .dictionary(values)
        }
    }

    func makeDictionary() {
        if case .empty = state { state = .dictionary([:]) }
    }

    func makeArray() {
        if case .empty = state { state = .array([]) }
    }

    // Both take the collection out of `state` before changing it, so it is changed in place:
    // a copy still held by `state` would make every insert copy the whole collection, and
    // encoding a dictionary of n entries take n^2 time (a build cache of 4,000 files took
    // 0.3 s to encode).
    func child(forKey key: String) -> EncodingNode {
        var nodes: [String: EncodingNode] = [:]
        if case .dictionary(let existing) = state { nodes = existing }
        if let node = nodes[key] { return node }
        state = .empty
        let node = EncodingNode()
        nodes[key] = node
        state = .dictionary(nodes)
        return node
    }

    func appendChild() -> EncodingNode {
        var nodes: [EncodingNode] = []
        if case .array(let existing) = state { nodes = existing }
        state = .empty
        let node = EncodingNode()
        nodes.append(node)
        state = .array(nodes)
        return node
    }

    var childCount: Int {
        if case .array(let nodes) = state { return nodes.count }
        return 0
    }
}

private struct TreeEncoder: Encoder {
    let node: EncodingNode
    let codingPath: [CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.makeDictionary()
        return KeyedEncodingContainer(KeyedContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> UnkeyedEncodingContainer {
        node.makeArray()
        return UnkeyedContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> SingleValueEncodingContainer {
        SingleContainer(node: node, codingPath: codingPath)
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: EncodingNode
    let codingPath: [CodingKey]

    mutating func encodeNil(forKey key: Key) throws {}

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try node.child(forKey: key.stringValue).store(value, codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        TreeEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
        TreeEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> Encoder { TreeEncoder(node: node.child(forKey: "super"), codingPath: codingPath) }

    mutating func superEncoder(forKey key: Key) -> Encoder {
        TreeEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key])
    }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let node: EncodingNode
    let codingPath: [CodingKey]

    var count: Int { node.childCount }

    mutating func encodeNil() throws {
        throw EncodingError.invalidValue(
            Optional<Int>.none as Any, .init(codingPath: codingPath, debugDescription: "property lists cannot hold nil"))
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let path = codingPath + [IndexKey(count)]
        try node.appendChild().store(value, codingPath: path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let path = codingPath + [IndexKey(count)]
        return TreeEncoder(node: node.appendChild(), codingPath: path).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
        let path = codingPath + [IndexKey(count)]
        return TreeEncoder(node: node.appendChild(), codingPath: path).unkeyedContainer()
    }

    mutating func superEncoder() -> Encoder {
        let path = codingPath + [IndexKey(count)]
        return TreeEncoder(node: node.appendChild(), codingPath: path)
    }
}

private struct SingleContainer: SingleValueEncodingContainer {
    let node: EncodingNode
    let codingPath: [CodingKey]

    mutating func encodeNil() throws {
        throw EncodingError.invalidValue(
            Optional<Int>.none as Any, .init(codingPath: codingPath, debugDescription: "property lists cannot hold nil"))
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try node.store(value, codingPath: codingPath)
    }
}

/// An array position as a coding key.
struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "[\(intValue ?? 0)]" }
    init(_ index: Int) { intValue = index }
    init?(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { return nil }
}
