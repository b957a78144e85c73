/// A value a delivery keeps in the index under a key of its own (`Platforms`, `Policy`,
/// `URLPrefix`, ...): the index's core knows no delivery, so it keeps these as plain values,
/// writes them back in place (keys are sorted in both formats) and lets the delivery read
/// them through typed accessors in its own folder. Integers and reals stay apart, so an
/// index read and written again has the same bytes.
public enum IndexValue: Sendable, Codable {
    case string(String)
    case integer(Int64)
    case real(Double)
    case boolean(Bool)
    case array([IndexValue])
    case dictionary([String: IndexValue])

    /// Decodes whatever the key holds, trying the scalar types first.
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let flag = try? container.decode(Bool.self) {
            self = .boolean(flag)
        } else if let number = try? container.decode(Int64.self) {
            self = .integer(number)
        } else if let number = try? container.decode(Double.self) {
            self = .real(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let values = try? container.decode([IndexValue].self) {
            self = .array(values)
        } else {
            self = .dictionary(try container.decode([String: IndexValue].self))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let text): try container.encode(text)
        case .integer(let number): try container.encode(number)
        case .real(let number): try container.encode(number)
        case .boolean(let flag): try container.encode(flag)
        case .array(let values): try container.encode(values)
        case .dictionary(let values): try container.encode(values)
        }
    }

    /// The text, for a string.
    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The number, for an integer or a real (JSON writes a whole real as an integer).
    public var number: Double? {
        switch self {
        case .integer(let number): Double(number)
        case .real(let number): number
        default: nil
        }
    }

    /// The flag, for a boolean.
    public var boolean: Bool? {
        if case .boolean(let flag) = self { return flag }
        return nil
    }

    /// The strings, for an array holding only strings.
    public var strings: [String]? {
        guard case .array(let values) = self else { return nil }
        let texts = values.compactMap(\.string)
        return texts.count == values.count ? texts : nil
    }
}

extension IndexValue: Hashable {
    /// Equal values; an integer equals a real of the same value (JSON writes `1.0` as `1`).
    public static func == (lhs: IndexValue, rhs: IndexValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)): a == b
        case (.boolean(let a), .boolean(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.dictionary(let a), .dictionary(let b)): a == b
        case (.integer, .integer), (.real, .real), (.integer, .real), (.real, .integer): lhs.exactNumber == rhs.exactNumber
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .string(let text): hasher.combine(text)
        case .boolean(let flag): hasher.combine(flag)
        case .array(let values): hasher.combine(values)
        case .dictionary(let values): hasher.combine(values)
        case .integer, .real: hasher.combine(exactNumber)
        }
    }

    /// A number as an integer where it is whole, else as a real, so equal numbers compare equal.
    private var exactNumber: ExactNumber {
        switch self {
        case .integer(let number): .whole(number)
        case .real(let number): Int64(exactly: number).map(ExactNumber.whole) ?? .fraction(number)
        default: .whole(0)
        }
    }

    private enum ExactNumber: Hashable {
        case whole(Int64)
        case fraction(Double)
    }
}

/// A delivery's keys in the index, at the top or in one pack, by key.
public typealias IndexKeys = [String: IndexValue]

/// A key whose name the index's core never uses, for decoding and encoding the delivery's keys.
struct IndexKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension IndexKeys {
    /// The keys of `decoder`'s dictionary that are not among `known`, each decoded as it is.
    static func remaining(in decoder: Decoder, known: Set<String>) throws -> IndexKeys {
        let container = try decoder.container(keyedBy: IndexKey.self)
        var keys: IndexKeys = [:]
        for key in container.allKeys where !known.contains(key.stringValue) {
            keys[key.stringValue] = try container.decode(IndexValue.self, forKey: key)
        }
        return keys
    }

    /// Encodes every key into `encoder`'s dictionary.
    func encode(into encoder: Encoder) throws {
        var container = encoder.container(keyedBy: IndexKey.self)
        for (key, value) in self { try container.encode(value, forKey: IndexKey(key)) }
    }

    /// Sets `key` to `value`, or removes it for nil.
    mutating func set(_ key: String, _ value: IndexValue?) {
        self[key] = value
    }
}
