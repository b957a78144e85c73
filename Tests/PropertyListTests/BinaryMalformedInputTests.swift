import PropertyList
import TestSupport
import Testing

/// A hand-made input and the error it must produce.
struct MalformedCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let bytes: [UInt8]
    let error: PropertyListError

    init(_ name: String, _ plist: RawBinaryPlist, _ error: PropertyListError) {
        self.init(name, plist.bytes, error)
    }

    init(_ name: String, _ bytes: [UInt8], _ error: PropertyListError) {
        testDescription = name
        self.bytes = bytes
        self.error = error
    }
}

@Suite(.budget(seconds: 1)) struct BinaryMalformedInputTests {
    static let one = RawBinaryPlist(objects: [[0x10, 0x01]])

    static let structuralCases: [MalformedCase] = [
        MalformedCase("empty input", [], .badMagic),
        MalformedCase("other magic", Array("bplist01".utf8) + one.bytes.dropFirst(8), .badMagic),
        MalformedCase("xml", Array("<?xml version=\"1.0\"?>".utf8), .badMagic),
        MalformedCase("no room for a trailer", Array("bplist00".utf8) + [0x10, 1], .truncatedTrailer(length: 10)),
        MalformedCase("offset size 3", with { $0.offsetSize = 3 }, .invalidOffsetSize(3)),
        MalformedCase("reference size 0", with { $0.referenceSize = 0 }, .invalidReferenceSize(0)),
        MalformedCase("table past trailer", with { $0.offsetTableOffset = 1 << 40 }, .offsetTableOutOfRange(1 << 40)),
        MalformedCase("table inside header", with { $0.offsetTableOffset = 8 }, .offsetTableOutOfRange(8)),
        MalformedCase("no objects", with { $0.objectCount = 0 }, .invalidObjectCount(0)),
        MalformedCase("too many objects", with { $0.objectCount = .max }, .invalidObjectCount(.max)),
        MalformedCase("top object missing", with { $0.topObject = 1 }, .topObjectOutOfRange(1)),
        MalformedCase("offset in header", with { $0.offsets = [3] }, .objectOffsetOutOfRange(object: 0, offset: 3)),
        MalformedCase("offset in table", with { $0.offsets = [10] }, .objectOffsetOutOfRange(object: 0, offset: 10)),
    ]

    static let objectCases: [MalformedCase] = [
        MalformedCase("dangling reference", raw([0xA1, 5]), .objectReferenceOutOfRange(5, at: 8)),
        MalformedCase("array contains itself", raw([0xA1, 0]), .cycle(object: 0)),
        MalformedCase("arrays contain each other", raw([0xA1, 1], [0xA1, 0]), .cycle(object: 0)),
        MalformedCase("dictionary contains itself", raw([0xD1, 1, 0], ascii("a")), .cycle(object: 0)),
        MalformedCase("null", raw([0x00]), .unknownMarker(0x00, at: 8)),
        MalformedCase("fill byte", raw([0x0F]), .unknownMarker(0x0F, at: 8)),
        MalformedCase("32-byte integer", raw([0x15] + zeros(32)), .unknownMarker(0x15, at: 8)),
        MalformedCase("2-byte real", raw([0x21, 0, 0]), .unknownMarker(0x21, at: 8)),
        MalformedCase("set", raw([0xC0]), .unknownMarker(0xC0, at: 8)),
        MalformedCase("UID", raw([0x80, 0x01]), .unsupportedUID(at: 8)),
        MalformedCase("short string", raw([0x55, 0x61, 0x62]), .truncatedObject(at: 8)),
        MalformedCase("short integer", raw([0x13, 0x01]), .truncatedObject(at: 8)),
        MalformedCase("short date", raw([0x33, 0x01]), .truncatedObject(at: 8)),
        MalformedCase("huge data length", raw([0x4F, 0x13, 0x7F] + ones(7)), .truncatedObject(at: 8)),
        MalformedCase("huge array length", raw([0xAF, 0x12] + ones(4)), .truncatedObject(at: 8)),
        MalformedCase("length not an integer", raw([0x5F, 0x23] + zeros(8)), .invalidLength(at: 8)),
        MalformedCase("negative length", raw([0x5F, 0x13] + ones(8)), .invalidLength(at: 8)),
        MalformedCase("non-ASCII in ASCII string", raw([0x52, 0xC3, 0xA9]), .invalidString(at: 8)),
        MalformedCase("lone surrogate", raw([0x61, 0xD8, 0x00]), .invalidString(at: 8)),
        MalformedCase("integer beyond 64 bits", raw([0x14] + zeros(8) + [0x80] + zeros(7)), .integerOutOfRange(at: 8)),
        MalformedCase("integer key", raw([0xD1, 1, 1], [0x10, 0x01]), .nonStringKey(at: 8)),
        MalformedCase("key twice", raw([0xD2, 1, 1, 2, 2], ascii("a"), [0x09]), .duplicateKey("a", at: 8)),
        MalformedCase(
            "canonically equivalent keys",
            raw([0xD2, 1, 2, 3, 3], [0x61, 0x00, 0xE9], [0x62, 0x00, 0x65, 0x03, 0x01], [0x09]),
            .duplicateKey("e\u{301}", at: 8)
        ),
    ]

    @Test(arguments: structuralCases + objectCases)
    func malformedInputThrowsItsError(_ malformed: MalformedCase) {
        #expect(throws: malformed.error) { try BinaryPropertyList.decode(malformed.bytes) }
    }

    @Test func everyTruncationThrows() {
        let plist = BinaryPropertyList.encode(Samples.everyKind)
        for length in 0..<plist.count {
            #expect(throws: PropertyListError.self) { try BinaryPropertyList.decode(Array(plist[..<length])) }
        }
    }

    @Test func everyCorruptedByteIsHandled() {
        let plist = BinaryPropertyList.encode(Samples.everyKind)
        for index in plist.indices {
            for replacement: UInt8 in [0x00, 0x0F, 0x7F, 0xFF, plist[index] ^ 0x01] {
                var corrupted = plist
                corrupted[index] = replacement
                // Decoding may succeed or throw; it must only never trap or hang.
                _ = try? BinaryPropertyList.decode(corrupted)
            }
        }
    }

    @Test func nestingBeyondTheLimitThrows() {
        let value = (0..<BinaryPropertyList.maximumDepth).reduce(PropertyListValue.array([])) { inner, _ in
            .array([inner])
        }
        let limit = BinaryPropertyList.maximumDepth
        #expect(throws: PropertyListError.excessiveDepth(limit: limit)) {
            try BinaryPropertyList.decode(BinaryPropertyList.encode(value))
        }
    }

    @Test func sharedContainersCannotNestBeyondTheLimit() {
        // Object 0 holds chain A (objects 1...300) and chain B (301...600), whose innermost
        // array refers back to A's head: each chain alone is shallow, B through A is not.
        let chain = 300
        var objects = [RawBinaryPlist.container(0xA0, [1, chain + 1], size: 2)]
        for index in 1...(2 * chain) {
            let next = index == chain ? [] : (index == 2 * chain ? [1] : [index + 1])
            objects.append(RawBinaryPlist.container(0xA0, next, size: 2))
        }
        let plist = RawBinaryPlist(objects: objects, referenceSize: 2).bytes
        let limit = BinaryPropertyList.maximumDepth
        #expect(throws: PropertyListError.excessiveDepth(limit: limit)) {
            try BinaryPropertyList.decode(plist)
        }
    }

    @Test func wideIntegersAndNarrowRealsAreRead() throws {
        let minusOne = RawBinaryPlist(objects: [[0x14] + Array(repeating: 0xFF, count: 16)])
        #expect(try BinaryPropertyList.decode(minusOne.bytes) == -1)
        let half = RawBinaryPlist(objects: [[0x22, 0x3F, 0x00, 0x00, 0x00]])
        #expect(try BinaryPropertyList.decode(half.bytes) == 0.5)
    }

    private static func with(_ change: (inout RawBinaryPlist) -> Void) -> RawBinaryPlist {
        var plist = one
        change(&plist)
        return plist
    }

    private static func raw(_ objects: [UInt8]...) -> RawBinaryPlist {
        RawBinaryPlist(objects: objects)
    }

    private static func ascii(_ text: String) -> [UInt8] {
        RawBinaryPlist.ascii(text)
    }

    private static func zeros(_ count: Int) -> [UInt8] {
        Array(repeating: 0x00, count: count)
    }

    private static func ones(_ count: Int) -> [UInt8] {
        Array(repeating: 0xFF, count: count)
    }
}
