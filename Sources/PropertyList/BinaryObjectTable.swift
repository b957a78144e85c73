/// The objects of a binary plist in file order: scalars stored once, containers as
/// lists of object numbers. Object 0 is the root.
struct BinaryObjectTable {
    /// One entry of the table.
    enum Object {
        /// A string, stored once per distinct UTF-8 spelling.
        case string(String)
        /// An integer, stored once per value.
        case integer(Int64)
        /// A real, stored once per bit pattern.
        case real(Double)
        /// A boolean, stored once per value.
        case boolean(Bool)
        /// A date, stored once per bit pattern.
        case date(Double)
        /// Bytes, stored once per distinct content.
        case data([UInt8])
        /// An array's element object numbers.
        case array([Int])
        /// A dictionary's key and value object numbers, keys sorted.
        case dictionary(keys: [Int], values: [Int])
    }

    /// The objects, numbered by position.
    private(set) var objects: [Object] = []
    private var scalarNumbers: [ScalarIdentity: Int] = [:]

    /// Flattens `root` depth-first, keys before values.
    init(root: PropertyListValue) {
        _ = add(root)
    }

    private mutating func add(_ value: PropertyListValue) -> Int {
        switch value {
        case .array(let elements): addArray(elements)
        case .dictionary(let dictionary): addDictionary(dictionary)
        case .string(let string): addScalar(.string(string), identity: .string(Array(string.utf8)))
        case .integer(let integer): addScalar(.integer(integer), identity: .integer(integer))
        case .real(let real): addScalar(.real(real), identity: .real(real.bitPattern))
        case .boolean(let boolean): addScalar(.boolean(boolean), identity: .boolean(boolean))
        case .date(let date): addScalar(.date(date), identity: .date(date.bitPattern))
        case .data(let data): addScalar(.data(data), identity: .data(data))
        }
    }

    private mutating func addArray(_ elements: [PropertyListValue]) -> Int {
        let number = reserve()
        var references: [Int] = []
        references.reserveCapacity(elements.count)
        for element in elements {
            references.append(add(element))
        }
        objects[number] = .array(references)
        return number
    }

    private mutating func addDictionary(_ dictionary: [String: PropertyListValue]) -> Int {
        let number = reserve()
        let entries = PropertyListValue.sortedEntries(dictionary)
        var keys: [Int] = []
        var values: [Int] = []
        for entry in entries {
            keys.append(add(.string(entry.key)))
        }
        for entry in entries {
            values.append(add(entry.value))
        }
        objects[number] = .dictionary(keys: keys, values: values)
        return number
    }

    // A container takes its number before its elements do, so the root is object 0.
    private mutating func reserve() -> Int {
        objects.append(.array([]))
        return objects.count - 1
    }

    private mutating func addScalar(_ object: Object, identity: ScalarIdentity) -> Int {
        if let number = scalarNumbers[identity] {
            return number
        }
        objects.append(object)
        scalarNumbers[identity] = objects.count - 1
        return objects.count - 1
    }
}

/// What makes two scalars one object: kind plus exact bytes, never Swift's canonical
/// string equality or floating-point `==`.
private enum ScalarIdentity: Hashable {
    case string([UInt8])
    case integer(Int64)
    case real(UInt64)
    case boolean(Bool)
    case date(UInt64)
    case data([UInt8])
}
