extension PropertyListValue {
    /// The string, if this value is a `.string`.
    public var stringValue: String? {
        guard case .string(let value) = self else { return nil }
        return value
    }

    /// The integer, if this value is an `.integer`.
    public var integerValue: Int64? {
        guard case .integer(let value) = self else { return nil }
        return value
    }

    /// The double, if this value is a `.real`.
    public var realValue: Double? {
        guard case .real(let value) = self else { return nil }
        return value
    }

    /// The boolean, if this value is a `.boolean`.
    public var booleanValue: Bool? {
        guard case .boolean(let value) = self else { return nil }
        return value
    }

    /// The seconds since 2001-01-01T00:00:00Z, if this value is a `.date`.
    public var dateValue: Double? {
        guard case .date(let value) = self else { return nil }
        return value
    }

    /// The bytes, if this value is a `.data`.
    public var dataValue: [UInt8]? {
        guard case .data(let value) = self else { return nil }
        return value
    }

    /// The elements, if this value is an `.array`.
    public var arrayValue: [PropertyListValue]? {
        guard case .array(let value) = self else { return nil }
        return value
    }

    /// The entries, if this value is a `.dictionary`.
    public var dictionaryValue: [String: PropertyListValue]? {
        guard case .dictionary(let value) = self else { return nil }
        return value
    }

    /// The value under `key` if this value is a dictionary holding that key, else nil.
    public subscript(key: String) -> PropertyListValue? {
        dictionaryValue?[key]
    }
}
