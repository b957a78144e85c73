import PropertyList

/// Why an index could not be read.
public enum IndexError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A required key is absent.
    case missingKey(String)
    /// A value has the wrong type.
    case wrongType(String, expected: String)
    /// The index was written by a newer odr-pack.
    case unsupportedVersion(Int64)
    /// The index file is not a readable index at all.
    case unreadable(String, reason: String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .missingKey(let path): "the index has no '\(path)'"
        case .wrongType(let path, let expected): "'\(path)' in the index is not \(expected)"
        case .unsupportedVersion(let version): "the index has format version \(version); this odr-pack reads version \(BuildIndex.formatVersion)"
        case .unreadable(let path, let reason): "cannot read the index '\(path)': \(reason)"
        }
    }
}

/// Typed access to one dictionary of an index, naming the key path in errors.
struct IndexReader {
    let value: PropertyListValue
    private let parent: String
    private let index: Int?

    init(_ value: PropertyListValue, path: String) {
        self.value = value
        self.parent = path
        self.index = nil
    }

    /// An array element; its path is only spelt out when an error needs it.
    init(_ value: PropertyListValue, parent: String, index: Int) {
        self.value = value
        self.parent = parent
        self.index = index
    }

    var path: String { index.map { "\(parent)[\($0)]" } ?? parent }

    private func key(_ name: String) -> String { path.isEmpty ? name : path + "." + name }

    private func required(_ name: String) throws(IndexError) -> PropertyListValue {
        guard let found = value[name] else { throw .missingKey(key(name)) }
        return found
    }

    func string(_ name: String) throws(IndexError) -> String {
        guard let text = try required(name).stringValue else { throw .wrongType(key(name), expected: "a string") }
        return text
    }

    func optionalString(_ name: String) throws(IndexError) -> String? {
        value[name] == nil ? nil : try string(name)
    }

    func integer(_ name: String) throws(IndexError) -> Int64 {
        guard let number = try required(name).integerValue else { throw .wrongType(key(name), expected: "an integer") }
        return number
    }

    func optionalInteger(_ name: String) throws(IndexError) -> Int64? {
        value[name] == nil ? nil : try integer(name)
    }

    func optionalReal(_ name: String) throws(IndexError) -> Double? {
        guard let found = value[name] else { return nil }
        if let real = found.realValue { return real }
        if let integer = found.integerValue { return Double(integer) }
        throw .wrongType(key(name), expected: "a number")
    }

    func strings(_ name: String) throws(IndexError) -> [String] {
        guard let array = try required(name).arrayValue else { throw .wrongType(key(name), expected: "an array") }
        var strings: [String] = []
        for (index, element) in array.enumerated() {
            guard let text = element.stringValue else { throw .wrongType("\(key(name))[\(index)]", expected: "a string") }
            strings.append(text)
        }
        return strings
    }

    func array(_ name: String) throws(IndexError) -> [IndexReader] {
        guard let array = try required(name).arrayValue else { throw .wrongType(key(name), expected: "an array") }
        let parent = key(name)
        return array.enumerated().map { IndexReader($1, parent: parent, index: $0) }
    }

    func dictionary(_ name: String) throws(IndexError) -> [(String, IndexReader)] {
        guard let dictionary = try required(name).dictionaryValue else { throw .wrongType(key(name), expected: "a dictionary") }
        return dictionary.keys.sorted().map { ($0, IndexReader(dictionary[$0]!, path: "\(key(name)).\($0)")) }
    }

    func child(_ name: String) throws(IndexError) -> IndexReader {
        let found = try required(name)
        guard found.dictionaryValue != nil else { throw .wrongType(key(name), expected: "a dictionary") }
        return IndexReader(found, path: key(name))
    }
}
