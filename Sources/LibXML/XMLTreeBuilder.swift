/// Collects SAX events into `XMLElement` values and computes exact source locations
/// from the original bytes.
final class XMLTreeBuilder {
    private let bytes: [UInt8]
    private let lineStarts: [Int]
    private var stack: [XMLElement] = []
    private var root: XMLElement?
    private var firstError: XMLParseError?

    init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    func startElement(name: String, attributes: [(name: String, value: String)], tagEndOffset: Int) {
        let tagStart = startOfTag(before: tagEndOffset)
        let attributeOffsets = attributeNameOffsets(inTagAt: tagStart)
        let located = attributes.map { pair in
            let offset = attributeOffsets[pair.name] ?? tagStart
            return XMLAttribute(name: pair.name, value: pair.value, location: location(ofOffset: offset))
        }
        stack.append(XMLElement(name: name, attributes: located, children: [], text: "", location: location(ofOffset: tagStart)))
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
        stack[stack.count - 1].text += String(decoding: characters, as: UTF8.self)
    }

    func rejectDoctype(atOffset offset: Int) {
        let start = startOfDeclaration(before: offset)
        record(XMLParseError(message: "DOCTYPE declarations are not allowed", location: location(ofOffset: start)))
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

    private func startOfDeclaration(before offset: Int) -> Int {
        var index = min(offset, bytes.count - 1)
        while index > 0 && !(bytes[index] == UInt8(ascii: "<") && bytes[index + 1] == UInt8(ascii: "!")) { index -= 1 }
        return index
    }

    /// The offsets of the attribute names in the start tag at `tagStart`, by a small
    /// scan that skips quoted values (so a name inside a value is never matched).
    private func attributeNameOffsets(inTagAt tagStart: Int) -> [String: Int] {
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
