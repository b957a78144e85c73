/// A dictionary of a pbxproj with the key path that leads to it, so that every typed accessor
/// can report a missing key or a wrong type with its path and location.
public struct PBXDictionary: Equatable, Sendable {
    /// The entries, in source order.
    public let entries: OpenStepDictionary
    /// The keys that lead here from the top of the file, e.g. `["objects", "AB12", "settings"]`.
    public let keyPath: [String]
    /// Where the dictionary's `{` is.
    public let location: OpenStepLocation

    /// Wraps a parsed dictionary found at a key path.
    public init(_ entries: OpenStepDictionary, keyPath: [String], at location: OpenStepLocation) {
        self.entries = entries
        self.keyPath = keyPath
        self.location = location
    }

    /// The raw value for `key`, or nil when the key is absent.
    public subscript(key: String) -> OpenStepValue? {
        entries[key]
    }

    /// The string at `key`; throws when it is absent or not a string.
    public func string(_ key: String) throws(PBXProjectError) -> String {
        guard let value = try optionalString(key) else {
            throw missingKey(key)
        }
        return value
    }

    /// The string at `key`, or nil when absent; throws when it is not a string.
    public func optionalString(_ key: String) throws(PBXProjectError) -> String? {
        guard let value = entries[key] else {
            return nil
        }
        return try Self.string(value, at: keyPath + [key])
    }

    /// The elements at `key`; throws when it is absent or not an array.
    public func array(_ key: String) throws(PBXProjectError) -> [OpenStepValue] {
        guard let value = try optionalArray(key) else {
            throw missingKey(key)
        }
        return value
    }

    /// The elements at `key`, or nil when absent; throws when it is not an array.
    public func optionalArray(_ key: String) throws(PBXProjectError) -> [OpenStepValue]? {
        guard let value = entries[key] else {
            return nil
        }
        guard let elements = value.array else {
            throw Self.wrongType(keyPath + [key], expected: .array, value)
        }
        return elements
    }

    /// The array of strings at `key`; throws when absent, not an array, or an element is not a string.
    public func strings(_ key: String) throws(PBXProjectError) -> [String] {
        guard let value = try optionalStrings(key) else {
            throw missingKey(key)
        }
        return value
    }

    /// The array of strings at `key`, or nil when absent; throws on any other shape.
    public func optionalStrings(_ key: String) throws(PBXProjectError) -> [String]? {
        guard let elements = try optionalArray(key) else {
            return nil
        }
        var strings: [String] = []
        strings.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            strings.append(try Self.string(element, at: keyPath + [key, "[\(index)]"]))
        }
        return strings
    }

    /// The dictionary at `key`; throws when it is absent or not a dictionary.
    public func dictionary(_ key: String) throws(PBXProjectError) -> PBXDictionary {
        guard let value = try optionalDictionary(key) else {
            throw missingKey(key)
        }
        return value
    }

    /// The dictionary at `key`, or nil when absent; throws when it is not a dictionary.
    public func optionalDictionary(_ key: String) throws(PBXProjectError) -> PBXDictionary? {
        guard let value = entries[key] else {
            return nil
        }
        guard let dictionary = value.dictionary else {
            throw Self.wrongType(keyPath + [key], expected: .dictionary, value)
        }
        return PBXDictionary(dictionary, keyPath: keyPath + [key], at: value.location)
    }

    static func string(_ value: OpenStepValue, at keyPath: [String]) throws(PBXProjectError) -> String {
        guard let string = value.string else {
            throw wrongType(keyPath, expected: .string, value)
        }
        return string
    }

    private func missingKey(_ key: String) -> PBXProjectError {
        .missingKey(key, keyPath: keyPath, at: location)
    }

    private static func wrongType(
        _ keyPath: [String],
        expected: OpenStepValue.Kind,
        _ value: OpenStepValue
    ) -> PBXProjectError {
        .wrongType(keyPath: keyPath, expected: expected, found: value.kind, at: value.location)
    }
}
