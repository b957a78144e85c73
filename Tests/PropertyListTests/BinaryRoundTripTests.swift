import PropertyList
import TestSupport
import Testing

@Suite(.budget(seconds: 1)) struct BinaryRoundTripTests {
    @Test func everyKindOfValueRoundTrips() throws {
        let plist = BinaryPropertyList.encode(Samples.binaryOnly)
        #expect(try BinaryPropertyList.decode(plist) == Samples.binaryOnly)
    }

    @Test(arguments: [0, 1, 14, 15, 16, 254, 255, 256, 300, 65_534, 65_535, 65_536, 70_000])
    func arraysOfAnyLengthRoundTrip(count: Int) throws {
        let value = Samples.distinctIntegers(count)
        #expect(try BinaryPropertyList.decode(BinaryPropertyList.encode(value)) == value)
    }

    @Test(arguments: [
        (10, 1, 1), (50, 1, 1), (254, 2, 1), (255, 2, 2), (300, 2, 2), (20_000, 4, 2), (70_000, 4, 4),
    ])
    func offsetAndReferenceSizesGrowWithTheFile(count: Int, offsetSize: Int, referenceSize: Int) {
        let plist = BinaryPropertyList.encode(Samples.distinctIntegers(count))
        #expect(Samples.objectCount(plist) == count + 1)
        #expect(Samples.trailerSizes(plist) == (offsetSize, referenceSize))
    }

    @Test func smallestPlistHasTheExpectedBytes() {
        let expected: [UInt8] =
            Array("bplist00".utf8) + [0x10, 0x01] + [0x08]
            + [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 1] + [0, 0, 0, 0, 0, 0, 0, 0]
            + [0, 0, 0, 0, 0, 0, 0, 10]
        #expect(BinaryPropertyList.encode(1) == expected)
    }

    @Test(
        arguments: [
            (0, [0x10, 0x00]), (255, [0x10, 0xFF]), (256, [0x11, 0x01, 0x00]),
            (65_536, [0x12, 0x00, 0x01, 0x00, 0x00]),
            (4_294_967_296, [0x13, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00]),
            (-1, [0x13, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]),
            (.min, [0x13, 0x80, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]),
        ] as [(Int64, [UInt8])])
    func integersTakeTheSmallestWidth(value: Int64, expected: [UInt8]) throws {
        let plist = BinaryPropertyList.encode(.integer(value))
        #expect(Array(plist[8..<(8 + expected.count)]) == expected)
        #expect(try BinaryPropertyList.decode(plist) == .integer(value))
    }

    @Test(
        arguments: [
            ("abc", [0x53, 0x61, 0x62, 0x63]),
            ("é", [0x61, 0x00, 0xE9]),
            ("😀", [0x62, 0xD8, 0x3D, 0xDE, 0x00]),
            ("fifteen letters", [0x5F, 0x10, 0x0F] + Array("fifteen letters".utf8)),
        ] as [(String, [UInt8])])
    func stringsAreASCIIOrUTF16(text: String, expected: [UInt8]) {
        let plist = BinaryPropertyList.encode(.string(text))
        #expect(Array(plist[8..<(8 + expected.count)]) == expected)
    }

    @Test func equalScalarsAreStoredOnce() {
        let value: PropertyListValue = [
            "a", "a", 1, 1, 1.5, 1.5, true, true, .date(5), .date(5), .data([1]), .data([1]),
            ["a": "a"], ["a": "a"],
        ]
        // The outer array, its two dictionaries, and one each of the six scalars.
        #expect(Samples.objectCount(BinaryPropertyList.encode(value)) == 9)
    }

    @Test func scalarsOfDifferentKindOrSpellingStayApart() throws {
        let value: PropertyListValue = [1, 1.0, true, "1", .date(1), 0.0, -0.0, "\u{e9}", "e\u{301}"]
        let plist = BinaryPropertyList.encode(value)
        #expect(Samples.objectCount(plist) == 10)
        let decoded = try #require(try BinaryPropertyList.decode(plist).arrayValue)
        #expect(decoded[6].realValue?.sign == .minus)
        #expect(decoded[7].stringValue.map { Array($0.unicodeScalars) } == ["\u{e9}"])
        #expect(decoded[8].stringValue.map { Array($0.unicodeScalars) } == ["e", "\u{301}"])
    }

    @Test func dictionaryKeysComeFirstInSortedOrder() {
        let plist = BinaryPropertyList.encode(["b": "y", "a": "x"])
        let objects: [UInt8] = [0xD2, 1, 2, 3, 4, 0x51, 0x61, 0x51, 0x62, 0x51, 0x78, 0x51, 0x79]
        #expect(Array(plist[8..<(8 + objects.count)]) == objects)
    }

    @Test func nonFiniteRealsRoundTrip() throws {
        let plist = BinaryPropertyList.encode([.real(.infinity), .real(-.infinity), .real(.nan)])
        let decoded = try #require(try BinaryPropertyList.decode(plist).arrayValue)
        #expect(decoded[0] == .real(.infinity))
        #expect(decoded[1] == .real(-.infinity))
        #expect(decoded[2].realValue?.isNaN == true)
    }

    @Test func nestingUpToTheLimitDecodes() throws {
        let value = (1..<BinaryPropertyList.maximumDepth).reduce(PropertyListValue.array([])) { inner, _ in
            .array([inner])
        }
        #expect(try BinaryPropertyList.decode(BinaryPropertyList.encode(value)) == value)
    }
}
