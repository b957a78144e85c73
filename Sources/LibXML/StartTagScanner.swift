/// Walks one start tag (`<name a="1" b='2'>`) and records where each attribute name begins.
struct StartTagScanner {
    let bytes: [UInt8]
    var position: Int

    mutating func attributeNameOffsets() -> [Int] {
        var offsets: [Int] = []
        skipName()
        while true {
            skipWhitespace()
            guard position < bytes.count, !isTagEnd(bytes[position]) else { return offsets }
            let nameStart = position
            skipName()
            guard position > nameStart else { return offsets }
            offsets.append(nameStart)
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else { return offsets }
            position += 1
            skipWhitespace()
            guard skipQuotedValue() else { return offsets }
        }
    }

    private func isTagEnd(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/")
    }

    private func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private mutating func skipWhitespace() {
        while position < bytes.count && isWhitespace(bytes[position]) { position += 1 }
    }

    private mutating func skipName() {
        while position < bytes.count {
            let byte = bytes[position]
            if isWhitespace(byte) || isTagEnd(byte) || byte == UInt8(ascii: "=") { return }
            position += 1
        }
    }

    private mutating func skipQuotedValue() -> Bool {
        guard position < bytes.count else { return false }
        let quote = bytes[position]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return false }
        position += 1
        while position < bytes.count && bytes[position] != quote { position += 1 }
        guard position < bytes.count else { return false }
        position += 1
        return true
    }
}
