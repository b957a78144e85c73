extension PropertyListValue: ExpressibleByStringLiteral {
    /// Creates a `.string` from a string literal.
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension PropertyListValue: ExpressibleByIntegerLiteral {
    /// Creates an `.integer` from an integer literal.
    public init(integerLiteral value: Int64) {
        self = .integer(value)
    }
}

extension PropertyListValue: ExpressibleByFloatLiteral {
    /// Creates a `.real` from a floating-point literal.
    public init(floatLiteral value: Double) {
        self = .real(value)
    }
}

extension PropertyListValue: ExpressibleByBooleanLiteral {
    /// Creates a `.boolean` from `true` or `false`.
    public init(booleanLiteral value: Bool) {
        self = .boolean(value)
    }
}

extension PropertyListValue: ExpressibleByArrayLiteral {
    /// Creates an `.array` from an array literal.
    public init(arrayLiteral elements: PropertyListValue...) {
        self = .array(elements)
    }
}

extension PropertyListValue: ExpressibleByDictionaryLiteral {
    /// Creates a `.dictionary` from a dictionary literal; like Swift's own, duplicate keys trap.
    public init(dictionaryLiteral elements: (String, PropertyListValue)...) {
        self = .dictionary(Dictionary(uniqueKeysWithValues: elements))
    }
}
