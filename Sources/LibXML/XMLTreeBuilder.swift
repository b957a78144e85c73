/// Collects SAX events into `XMLElement` values and computes exact source locations
/// from the original bytes.
final class XMLTreeBuilder {
    private let bytes: [UInt8]
    private let lineStarts: [Int]
    private var stack: [XMLElement] = []
    private var root: XMLElement?
    private var firstError: XMLParseError?
    /// libxml2 keeps one copy of each name in its dictionary, so a name's address identifies
    /// it: each distinct name becomes a Swift string once, not once per element.
    private var names: [UnsafeRawPointer: String] = [:]
    private let preservingWhitespace: Bool
    /// Whether a `<!DOCTYPE>` without declarations is accepted.
    let allowsDoctype: Bool

    init(bytes: [UInt8], preservingWhitespace: Bool = false, allowsDoctype: Bool = false) {
        self.bytes = bytes
        self.preservingWhitespace = preservingWhitespace
        self.allowsDoctype = allowsDoctype
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    /// The string for a libxml2 dictionary name, made once per distinct name.
    func name(_ pointer: UnsafePointer<UInt8>) -> String {
        let key = UnsafeRawPointer(pointer)
        if let known = names[key] { return known }
        let made = String(cString: pointer)
        names[key] = made
        return made
    }

    func startElement(name: String, attributes: [(name: String, value: String)], tagEndOffset: Int) {
        let tagStart = startOfTag(before: tagEndOffset)
        let elementLocation = location(ofOffset: tagStart)
        // Attributes arrive in document order (none are defaulted: there is no DTD).
        let offsets = attributes.isEmpty ? [] : attributeNameOffsets(inTagAt: tagStart)
        var located: [XMLAttribute] = []
        located.reserveCapacity(attributes.count)
        for (position, pair) in attributes.enumerated() {
            let offset = position < offsets.count ? offsets[position] : tagStart
            let place = XMLLocation(line: elementLocation.line, column: 0)
            located.append(
                XMLAttribute(
                    name: pair.name, value: pair.value,
                    location: locationOnOrAfter(place, offset: offset, lineStart: tagStart - elementLocation.column + 1)))
        }
        stack.append(XMLElement(name: name, attributes: located, children: [], text: "", location: elementLocation))
    }

    /// The location of `offset`, searching forward from the element's line (attributes are
    /// at most a few lines further), instead of a binary search over the whole document.
    private func locationOnOrAfter(_ start: XMLLocation, offset: Int, lineStart: Int) -> XMLLocation {
        var line = start.line
        var currentStart = lineStart
        while line < lineStarts.count && lineStarts[line] <= offset {
            currentStart = lineStarts[line]
            line += 1
        }
        return XMLLocation(line: line, column: offset - currentStart + 1)
    }

    func endElement() {
        guard let element = stack.popLast() else { return }
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }

    func appendText(_ characters: UnsafeBufferPointer<UInt8>) {
        guard !stack.isEmpty else { return }
        // Indentation between elements is most of a document's text; it is kept only once
        // an element has real text.
        if !preservingWhitespace && stack[stack.count - 1].text.isEmpty
            && characters.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D })
        {
            return
        }
        stack[stack.count - 1].text += String(decoding: characters, as: UTF8.self)
    }

    func rejectDoctype(atOffset offset: Int) {
        let start = startOfDeclaration(before: offset)
        let message = allowsDoctype ? "declarations inside a DOCTYPE are not allowed" : "DOCTYPE declarations are not allowed"
        record(XMLParseError(message: message, location: location(ofOffset: start)))
    }

    func recordError(message: String, line: Int, column: Int) {
        // libxml2 sometimes adds a second line (such as the offending bytes); keep one line.
        let firstLine = message.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? message
        let trimmed = firstLine.trimmingTrailingWhitespace()
        record(XMLParseError(message: trimmed, location: XMLLocation(line: max(line, 1), column: max(column, 1))))
    }

    func recordFatal(message: String, line: Int) {
        record(XMLParseError(message: message, location: XMLLocation(line: max(line, 1), column: 1)))
    }

    func result() throws(XMLParseError) -> XMLElement {
        if let firstError { throw firstError }
        guard let root else {
            throw XMLParseError(message: "the document has no root element", location: XMLLocation(line: 1, column: 1))
        }
        return root
    }

    private func record(_ error: XMLParseError) {
        if firstError == nil { firstError = error }
    }

    /// Line and column of a byte offset, by binary search over the line starts.
    private func location(ofOffset offset: Int) -> XMLLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return XMLLocation(line: low + 1, column: offset - lineStarts[low] + 1)
    }

    /// The `<` that opens the start tag whose end the parser has reached.
    /// A literal `<` cannot occur inside attribute values, so the nearest one is it.
    private func startOfTag(before offset: Int) -> Int {
        var index = min(offset, bytes.count - 1)
        while index > 0 && bytes[index] != UInt8(ascii: "<") { index -= 1 }
        return index
    }

    /// The `<!` that opens the declaration the parser has reached; a `<` that ends the
    /// document (a DOCTYPE cut short) opens none.
    private func startOfDeclaration(before offset: Int) -> Int {
        var index = min(offset, bytes.count - 1)
        while index > 0 && !(bytes[index] == UInt8(ascii: "<") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "!")) {
            index -= 1
        }
        return index
    }

    /// The offsets of the attribute names in the start tag at `tagStart`, in order, by a
    /// small scan that skips quoted values (so a name inside a value is never matched).
    private func attributeNameOffsets(inTagAt tagStart: Int) -> [Int] {
        var scanner = StartTagScanner(bytes: bytes, position: tagStart + 1)
        return scanner.attributeNameOffsets()
    }
}

extension String {
    func trimmingTrailingWhitespace() -> String {
        var result = Substring(self)
        while let last = result.last, last.isWhitespace { result = result.dropLast() }
        return String(result)
    }
}
