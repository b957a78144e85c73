import LibXML

/// Why an XML property list could not be read, and where.
public struct XMLPropertyListError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, lower-case.
    public var message: String
    /// The 1-based line of the element (or of the XML error).
    public var line: Int

    /// `line N: message`.
    public var description: String { "line \(line): \(message)" }
}

extension XMLPropertyList {
    /// Decodes an XML property list: a `<plist>` root holding one value, with the elements
    /// `dict` (alternating `key` and value), `array`, `string`, `integer` (decimal, or hex
    /// after `0x`), `real`, `true`, `false`, `date` (`YYYY-MM-DDTHH:MM:SSZ`) and `data`
    /// (base64). Text is kept exactly; a key given twice, an unknown element or text inside
    /// a container is an error. The XML parser fetches nothing and expands no entity.
    public static func decode(_ bytes: [UInt8]) throws(XMLPropertyListError) -> PropertyListValue {
        let root: XMLElement
        do {
            root = try XMLDocumentParser.parse(bytes, preservingWhitespace: true, allowingDoctype: true)
        } catch {
            throw XMLPropertyListError(message: error.message, line: error.location.line)
        }
        guard root.name == "plist" else {
            throw XMLPropertyListError(message: "the root element is '<\(root.name)>', not '<plist>'", line: root.location.line)
        }
        try XMLPropertyListReader.requireNoText(in: root)
        guard root.children.count == 1 else {
            let what = root.children.isEmpty ? "no value" : "\(root.children.count) values"
            throw XMLPropertyListError(message: "'<plist>' holds \(what); it must hold exactly one", line: root.location.line)
        }
        return try XMLPropertyListReader.value(root.children[0])
    }
}

/// The element-to-value rules of `XMLPropertyList.decode(_:)`.
enum XMLPropertyListReader {
    static func value(_ element: XMLElement) throws(XMLPropertyListError) -> PropertyListValue {
        switch element.name {
        case "dict": return try dictionary(element)
        case "array":
            try requireNoText(in: element)
            var values: [PropertyListValue] = []
            values.reserveCapacity(element.children.count)
            for child in element.children { values.append(try value(child)) }
            return .array(values)
        case "string": return .string(try leaf(element))
        case "integer": return .integer(try integer(element))
        case "real":
            guard let number = Double(try leaf(element).trimmingSpaces()) else { throw error("'<real>' does not hold a number", element) }
            return .real(number)
        case "true", "false":
            guard try leaf(element).isEmpty else { throw error("'<\(element.name)>' must be empty", element) }
            return .boolean(element.name == "true")
        case "date":
            guard let seconds = ISODate.secondsSinceReferenceDate(try leaf(element).trimmingSpaces()) else {
                throw error("'<date>' is not a date of the form 2024-01-31T12:00:00Z", element)
            }
            return .date(seconds)
        case "data":
            guard let bytes = Base64.decode(try leaf(element)) else { throw error("'<data>' is not base64", element) }
            return .data(bytes)
        default:
            throw error("unknown element '<\(element.name)>'", element)
        }
    }

    private static func dictionary(_ element: XMLElement) throws(XMLPropertyListError) -> PropertyListValue {
        try requireNoText(in: element)
        guard element.children.count % 2 == 0 else { throw error("'<dict>' has a key without a value", element) }
        var entries: [String: PropertyListValue] = [:]
        entries.reserveCapacity(element.children.count / 2)
        var index = 0
        while index < element.children.count {
            let keyElement = element.children[index]
            guard keyElement.name == "key" else {
                throw error("'<dict>' holds '<\(keyElement.name)>' where a '<key>' belongs", keyElement)
            }
            let key = try leaf(keyElement)
            guard entries.updateValue(try value(element.children[index + 1]), forKey: key) == nil else {
                throw error("the key '\(key)' appears twice in one '<dict>'", keyElement)
            }
            index += 2
        }
        return .dictionary(entries)
    }

    private static func integer(_ element: XMLElement) throws(XMLPropertyListError) -> Int64 {
        let text = try leaf(element).trimmingSpaces()
        var digits = Substring(text)
        let negative = digits.first == "-"
        if negative || digits.first == "+" { digits = digits.dropFirst() }
        let parsed: Int64?
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            parsed = UInt64(digits.dropFirst(2), radix: 16).flatMap { Int64(exactly: $0) }.map { negative ? -$0 : $0 }
        } else {
            parsed = Int64(negative ? "-" + digits : String(digits))
        }
        guard !digits.isEmpty, let parsed else { throw error("'<integer>' does not hold a whole number that fits in 64 bits", element) }
        return parsed
    }

    /// The text of an element that must have no child elements.
    private static func leaf(_ element: XMLElement) throws(XMLPropertyListError) -> String {
        if let child = element.children.first {
            throw error("'<\(element.name)>' cannot hold the element '<\(child.name)>'", child)
        }
        return element.text
    }

    static func requireNoText(in element: XMLElement) throws(XMLPropertyListError) {
        guard element.text.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else {
            throw error("'<\(element.name)>' holds text outside its elements", element)
        }
    }

    private static func error(_ message: String, _ element: XMLElement) -> XMLPropertyListError {
        XMLPropertyListError(message: message, line: element.location.line)
    }
}

extension String {
    /// Without spaces, tabs and line breaks at either end.
    func trimmingSpaces() -> String {
        let bytes = Array(utf8)
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }
}
