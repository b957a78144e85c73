extension OpenStepScanner {
    mutating func consume(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else {
            return false
        }
        position += 1
        return true
    }

    mutating func expect(
        _ byte: UInt8,
        _ expectation: OpenStepParseError.Expectation
    ) throws(OpenStepParseError) {
        try skipTrivia()
        if !consume(byte) {
            throw unexpected(at: position, expecting: expectation)
        }
    }

    mutating func enterNesting() throws(OpenStepParseError) {
        guard depth < OpenStepParser.maximumNestingDepth else {
            throw error(.nestingTooDeep(limit: OpenStepParser.maximumNestingDepth), at: position)
        }
        depth += 1
    }

    mutating func passNewline(at offset: Int) {
        line += 1
        lineStart = offset + 1
    }

    func unexpected(
        at offset: Int,
        expecting expectation: OpenStepParseError.Expectation
    ) -> OpenStepParseError {
        let found: OpenStepParseError.Found = offset < bytes.count ? .byte(bytes[offset]) : .endOfInput
        return error(.unexpected(found, expected: expectation), at: offset)
    }

    func error(_ reason: OpenStepParseError.Reason, at offset: Int) -> OpenStepParseError {
        OpenStepParseError(reason, at: location(ofOffset: offset))
    }

    func location(ofOffset offset: Int) -> OpenStepLocation {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return OpenStepLocation(line: line, column: offset - lineStart + 1)
    }
}
