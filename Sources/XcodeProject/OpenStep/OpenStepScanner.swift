/// The state of one parse: a byte buffer walked with an integer cursor.
///
/// Line and line-start offsets are tracked as the cursor passes newlines, so every node gets
/// its location in O(1); error locations are recomputed from the start (errors happen once).
struct OpenStepScanner {
    let bytes: [UInt8]
    var position = 0
    var line = 1
    var lineStart = 0
    var depth = 0
    // Reused for strings with escapes, to avoid one allocation per such string.
    var scratch: [UInt8] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            position = 3
        }
    }

    var location: OpenStepLocation {
        OpenStepLocation(line: line, column: position - lineStart + 1)
    }

    mutating func scanDocument() throws(OpenStepParseError) -> OpenStepValue {
        let value = try scanValue(expecting: .value)
        try skipTrivia()
        if position < bytes.count {
            throw unexpected(at: position, expecting: .endOfInput)
        }
        return value
    }

    mutating func scanValue(
        expecting expectation: OpenStepParseError.Expectation
    ) throws(OpenStepParseError) -> OpenStepValue {
        try skipTrivia()
        let start = location
        guard position < bytes.count else {
            throw unexpected(at: position, expecting: expectation)
        }
        switch bytes[position] {
        case UInt8(ascii: "{"):
            return try scanDictionary()
        case UInt8(ascii: "("):
            return try scanArray()
        case UInt8(ascii: "<"):
            return OpenStepValue(.data(try scanData()), at: start)
        case UInt8(ascii: "\""):
            return OpenStepValue(.string(try scanQuotedString()), at: start)
        case let byte where Self.isUnquotedCharacter(byte):
            return OpenStepValue(.string(scanUnquotedString()), at: start)
        default:
            throw unexpected(at: position, expecting: expectation)
        }
    }

    mutating func scanArray() throws(OpenStepParseError) -> OpenStepValue {
        let start = location
        try enterNesting()
        defer { depth -= 1 }
        position += 1
        var elements: [OpenStepValue] = []
        while true {
            try skipTrivia()
            if consume(UInt8(ascii: ")")) {
                break
            }
            elements.append(try scanValue(expecting: .valueOrArrayEnd(openedAt: start)))
            try skipTrivia()
            if consume(UInt8(ascii: ")")) {
                break
            }
            try expect(UInt8(ascii: ","), .commaOrArrayEnd(openedAt: start))
        }
        return OpenStepValue(.array(elements), at: start)
    }

    mutating func scanDictionary() throws(OpenStepParseError) -> OpenStepValue {
        let start = location
        try enterNesting()
        defer { depth -= 1 }
        position += 1
        var entries: [OpenStepDictionary.Entry] = []
        while true {
            try skipTrivia()
            if consume(UInt8(ascii: "}")) {
                break
            }
            let keyLocation = location
            let key = try scanKey(expecting: .keyOrDictionaryEnd(openedAt: start))
            try expect(UInt8(ascii: "="), .equalsSign(afterKey: key))
            let value = try scanValue(expecting: .value)
            try expect(UInt8(ascii: ";"), .semicolon(afterValueOf: key))
            entries.append(.init(key: key, keyLocation: keyLocation, value: value))
        }
        return OpenStepValue(.dictionary(OpenStepDictionary(entries: entries)), at: start)
    }

    mutating func scanKey(
        expecting expectation: OpenStepParseError.Expectation
    ) throws(OpenStepParseError) -> String {
        guard position < bytes.count else {
            throw unexpected(at: position, expecting: expectation)
        }
        let byte = bytes[position]
        if byte == UInt8(ascii: "\"") {
            return try scanQuotedString()
        }
        if Self.isUnquotedCharacter(byte) {
            return scanUnquotedString()
        }
        throw unexpected(at: position, expecting: expectation)
    }
}
