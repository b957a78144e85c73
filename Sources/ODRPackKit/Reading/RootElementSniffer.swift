/// Finds the name of an XML document's root element without parsing it, skipping the
/// XML declaration, processing instructions, comments and white space. A DOCTYPE names
/// the root too. Used only to tell an XML property list from an odr-pack manifest.
enum RootElementSniffer {
    static func rootName(of bytes: [UInt8]) -> String? {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                index += 1
            } else if matches(bytes, at: index, "<?") {
                index = end(of: "?>", in: bytes, from: index)
            } else if matches(bytes, at: index, "<!--") {
                index = end(of: "-->", in: bytes, from: index)
            } else if matches(bytes, at: index, "<!DOCTYPE") {
                return name(in: bytes, from: skipSpaces(bytes, from: index + 9))
            } else if byte == UInt8(ascii: "<") {
                return name(in: bytes, from: index + 1)
            } else {
                return nil
            }
        }
        return nil
    }

    private static func matches(_ bytes: [UInt8], at index: Int, _ text: String) -> Bool {
        let pattern = Array(text.utf8)
        return index + pattern.count <= bytes.count && Array(bytes[index..<index + pattern.count]) == pattern
    }

    private static func end(of terminator: String, in bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count && !matches(bytes, at: index, terminator) { index += 1 }
        return index + terminator.utf8.count
    }

    private static func skipSpaces(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count && (bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D) {
            index += 1
        }
        return index
    }

    private static func name(in bytes: [UInt8], from start: Int) -> String? {
        var index = start
        while index < bytes.count, !" \t\r\n>/[".utf8.contains(bytes[index]) { index += 1 }
        return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
    }

    /// The encoding a document declares (`<?xml ... encoding="..."?>`), if any, or `UTF-16`
    /// for a UTF-16 byte-order mark.
    static func declaredEncoding(of bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) { return "UTF-16" }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard matches(bytes, at: start, "<?xml") else { return nil }
        let declaration = String(decoding: bytes[start..<min(end(of: "?>", in: bytes, from: start), bytes.count)], as: UTF8.self)
        guard let range = declaration.firstRange(of: "encoding") else { return nil }
        let rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        return String(rest.dropFirst().prefix { $0 != quote })
    }
}
