/// Appends an XML plist, element by element, in CoreFoundation's layout.
struct XMLPropertyListWriter {
    /// The UTF-8 text written so far.
    private(set) var output: [UInt8] = []

    private static let prologue = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">

        """

    /// Appends the prologue, `root` and the closing `</plist>` line.
    mutating func appendDocument(_ root: PropertyListValue) {
        append(Self.prologue)
        appendElement(root, indent: 0)
        append("</plist>\n")
    }

    private mutating func appendElement(_ value: PropertyListValue, indent: Int) {
        appendTabs(indent)
        switch value {
        case .string(let string): appendText(string, tag: "string")
        case .integer(let integer): append("<integer>\(integer)</integer>\n")
        case .real(let real): append("<real>\(XMLScalarText.real(real))</real>\n")
        case .boolean(let boolean): append(boolean ? "<true/>\n" : "<false/>\n")
        case .date(let date): append("<date>\(XMLScalarText.date(date))</date>\n")
        case .data(let data): appendData(data, indent: indent)
        case .array(let elements): appendArray(elements, indent: indent)
        case .dictionary(let dictionary): appendDictionary(dictionary, indent: indent)
        }
    }

    private mutating func appendArray(_ elements: [PropertyListValue], indent: Int) {
        guard !elements.isEmpty else { return append("<array/>\n") }
        append("<array>\n")
        for element in elements {
            appendElement(element, indent: indent + 1)
        }
        appendTabs(indent)
        append("</array>\n")
    }

    private mutating func appendDictionary(_ dictionary: [String: PropertyListValue], indent: Int) {
        guard !dictionary.isEmpty else { return append("<dict/>\n") }
        append("<dict>\n")
        for entry in PropertyListValue.sortedEntries(dictionary) {
            appendTabs(indent + 1)
            appendText(entry.key, tag: "key")
            appendElement(entry.value, indent: indent + 1)
        }
        appendTabs(indent)
        append("</dict>\n")
    }

    // CoreFoundation counts a tab as 8 columns and stops indenting the base64 at 8 tabs.
    private mutating func appendData(_ data: [UInt8], indent: Int) {
        append("<data>\n")
        let lineIndent = min(indent, 8)
        for line in Base64.lines(of: data, lineLength: 76 - 8 * lineIndent) {
            appendTabs(lineIndent)
            output.append(contentsOf: line)
            output.append(UInt8(ascii: "\n"))
        }
        appendTabs(indent)
        append("</data>\n")
    }

    private mutating func appendText(_ text: String, tag: String) {
        append("<\(tag)>")
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): append("&amp;")
            case UInt8(ascii: "<"): append("&lt;")
            case UInt8(ascii: ">"): append("&gt;")
            // A raw carriage return would be read back as a line feed (XML 1.0 section 2.11,
            // end-of-line handling); CoreFoundation writes it raw and loses it, this writer keeps it.
            case UInt8(ascii: "\r"): append("&#13;")
            default: output.append(byte)
            }
        }
        append("</\(tag)>\n")
    }

    private mutating func appendTabs(_ count: Int) {
        output.append(contentsOf: repeatElement(UInt8(ascii: "\t"), count: count))
    }

    private mutating func append(_ text: String) {
        output.append(contentsOf: text.utf8)
    }
}
