import PropertyList
import TestSupport
import Testing

/// Our output checked by readers we did not write, and their output by our reader.
@Suite(.budget(seconds: 5)) struct IndependentReaderTests {
    @Test func plistlibReadsOurBinary() throws {
        let plist = BinaryPropertyList.encode(Samples.binaryOnly)
        #expect(try PythonPlistlib.read(plist) == Samples.binaryOnly)
    }

    @Test func plistlibReadsOurXML() throws {
        #expect(try PythonPlistlib.read(XMLPropertyList.encode(Samples.everyKind)) == Samples.everyKind)
    }

    @Test func weReadPlistlibsBinary() throws {
        let value: PropertyListValue = [
            "sample": Samples.binaryOnly, "large": Samples.distinctIntegers(70_000),
        ]
        #expect(try BinaryPropertyList.decode(PythonPlistlib.writeBinary(value)) == value)
    }

    @Test func ourBinaryIsByteForBytePlistlibs() throws {
        let value: PropertyListValue = ["sample": Samples.everyKind, "wide": Samples.distinctIntegers(300)]
        #expect(BinaryPropertyList.encode(value) == (try PythonPlistlib.writeBinary(value)))
    }

    @Test func ourXMLIsByteForBytePlistlibs() throws {
        #expect(XMLPropertyList.encode(Samples.everyKind) == (try PythonPlistlib.writeXML(Samples.everyKind)))
    }

    @Test func realsAreWrittenAsPythonReprWritesThem() throws {
        var generator = SplitMix64(seed: 2001)
        var reals = (-30...30).compactMap { Double("1e\($0)").map(PropertyListValue.real) }
        reals += (0..<3000).compactMap { _ in
            let real = Double(bitPattern: generator.next())
            return real.isFinite ? .real(real) : nil
        }
        reals += [.leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude, 0.1 + 0.2, -1.234e-15]
            .map(PropertyListValue.real)
        let value = PropertyListValue.array(reals)
        #expect(XMLPropertyList.encode(value) == (try PythonPlistlib.writeXML(value)))
    }

    @Test func dataWrapsAsPlistlibWrapsIt() throws {
        let lengths = [0, 1, 2, 3, 44, 45, 46, 56, 57, 58, 100, 200]
        // Seven levels deep at most: from eight tabs on, plistlib keeps 16 columns, CoreFoundation 12.
        let innermost = PropertyListValue.array(lengths.map { .data(Array(repeating: 0xA5, count: $0)) })
        let value = (0..<6).reduce(innermost) { inner, _ in .array([inner, .data(Array(0..<60))]) }
        #expect(XMLPropertyList.encode(value) == (try PythonPlistlib.writeXML(value)))
    }

    @Test func foundationReadsOurBinary() throws {
        #expect(try FoundationPlist.read(BinaryPropertyList.encode(Samples.binaryOnly)) == Samples.binaryOnly)
    }

    @Test func foundationReadsOurXML() throws {
        let value: PropertyListValue = [
            "sample": Samples.everyKind, "infinities": [.real(.infinity), .real(-.infinity)],
        ]
        #expect(try FoundationPlist.read(XMLPropertyList.encode(value)) == value)
    }

    @Test func ourXMLIsByteForByteFoundationsWhenNoRealNeedsSeventeenDigits() throws {
        // CoreFoundation writes reals with %.17g; 0.5 and 2.5 print alike either way.
        let deepData = (0..<10).reduce(PropertyListValue.data(Array(0...90))) { inner, _ in .array([inner]) }
        let sample = (Samples.everyKind.dictionaryValue ?? [:]).filter { !["Reals", "Priority"].contains($0.key) }
        let value: PropertyListValue = [
            "B": "upper", "a": "lower", "é": "accent", "z": ["x": 0.5, "y": 2.5, "deep": deepData],
            "sample": .dictionary(sample),
        ]
        #expect(XMLPropertyList.encode(value) == (try FoundationPlist.writeXML(value)))
    }
}
