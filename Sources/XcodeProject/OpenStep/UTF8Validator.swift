/// Finds malformed UTF-8 (bad lead bytes, truncated or overlong sequences, surrogates).
enum UTF8Validator {
    /// The offset of the first byte of the first invalid sequence in `range`, or nil.
    static func firstInvalidSequence(in bytes: [UInt8], _ range: Range<Int>) -> Int? {
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            let lead = bytes[cursor]
            if lead < 0x80 {
                cursor += 1
                continue
            }
            guard let (length, second) = sequenceShape(lead),
                cursor + length <= range.upperBound,
                second.contains(bytes[cursor + 1]),
                bytes[(cursor + 2)..<(cursor + length)].allSatisfy({ (0x80...0xBF).contains($0) })
            else {
                return cursor
            }
            cursor += length
        }
        return nil
    }

    /// The length of a sequence with this lead byte and the range its second byte must be in.
    private static func sequenceShape(_ lead: UInt8) -> (Int, ClosedRange<UInt8>)? {
        switch lead {
        case 0xC2...0xDF: (2, 0x80...0xBF)
        case 0xE0: (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
        case 0xED: (3, 0x80...0x9F)
        case 0xF0: (4, 0x90...0xBF)
        case 0xF1...0xF3: (4, 0x80...0xBF)
        case 0xF4: (4, 0x80...0x8F)
        default: nil
        }
    }
}
