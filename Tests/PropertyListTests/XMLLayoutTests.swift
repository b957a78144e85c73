import PropertyList
import TestSupport
import Testing

@Suite(.budget(seconds: 1)) struct XMLLayoutTests {
    @Test func smallPlistMatchesTheGoldenText() {
        let value: PropertyListValue = [
            "CFBundleIdentifier": "com.company.App.asset-pack-acbd18db4cc2f85cedef654fccc4a4d8",
            "Priority": 0.05,
            "Tags": ["Level 01", "R&D <beta>"],
            "Count": 3,
            "Streamable": true,
            "Hash": .data(Array("hello".utf8)),
            "Made": .date(0),
            "Empty": [],
            "None": [:],
        ]
        let golden = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>CFBundleIdentifier</key>
            \t<string>com.company.App.asset-pack-acbd18db4cc2f85cedef654fccc4a4d8</string>
            \t<key>Count</key>
            \t<integer>3</integer>
            \t<key>Empty</key>
            \t<array/>
            \t<key>Hash</key>
            \t<data>
            \taGVsbG8=
            \t</data>
            \t<key>Made</key>
            \t<date>2001-01-01T00:00:00Z</date>
            \t<key>None</key>
            \t<dict/>
            \t<key>Priority</key>
            \t<real>0.05</real>
            \t<key>Streamable</key>
            \t<true/>
            \t<key>Tags</key>
            \t<array>
            \t\t<string>Level 01</string>
            \t\t<string>R&amp;D &lt;beta&gt;</string>
            \t</array>
            </dict>
            </plist>

            """
        #expect(String(decoding: XMLPropertyList.encode(value), as: UTF8.self) == golden)
    }

    @Test func scalarRootsAreUnindented() {
        let text = String(decoding: XMLPropertyList.encode(false), as: UTF8.self)
        #expect(text.hasSuffix("<plist version=\"1.0\">\n<false/>\n</plist>\n"))
    }

    @Test func carriageReturnsAreWrittenAsReferencesSoTheyReadBack() throws {
        // Found by fuzzing: a raw CR in a key or string is read back as LF (XML end-of-line
        // handling), so the written text was not a fixed point.
        let value: PropertyListValue = ["Pro\rfile": "a\r\nb\rc"]
        let text = String(decoding: XMLPropertyList.encode(value), as: UTF8.self)
        #expect(text.contains("\t<key>Pro&#13;file</key>\n\t<string>a&#13;\nb&#13;c</string>\n"))
        #expect(try XMLPropertyList.decode(XMLPropertyList.encode(value)) == value)
    }

    @Test func ampersandAngleBracketsAndCarriageReturnsAreTheOnlyEscapes() {
        let text = String(decoding: XMLPropertyList.encode(["<k&>": "a&b<c>d\"e'f\tg"]), as: UTF8.self)
        #expect(text.contains("\t<key>&lt;k&amp;&gt;</key>\n\t<string>a&amp;b&lt;c&gt;d\"e'f\tg</string>\n"))
    }

    @Test(
        arguments: [
            (0.5, "0.5"), (1.0, "1.0"), (0.05, "0.05"), (-0.0, "-0.0"), (1e16, "1e+16"),
            (1e15, "1000000000000000.0"), (1e-5, "1e-05"), (0.0001, "0.0001"),
            (.nan, "nan"), (.infinity, "+infinity"), (-.infinity, "-infinity"),
        ] as [(Double, String)])
    func realsUseShortestRoundTripText(value: Double, text: String) {
        let xml = String(decoding: XMLPropertyList.encode(.real(value)), as: UTF8.self)
        #expect(xml.contains("\n<real>\(text)</real>\n"))
    }

    @Test(
        arguments: [
            (0, "2001-01-01T00:00:00Z"), (-0.5, "2000-12-31T23:59:59Z"), (59.999, "2001-01-01T00:00:59Z"),
            (-978_307_200, "1970-01-01T00:00:00Z"), (99_750_896, "2004-02-29T12:34:56Z"),
            (-26_438_401, "2000-02-29T23:59:59Z"), (-3_182_198_400, "1900-03-01T00:00:00Z"),
            (3_129_152_523, "2100-02-28T01:02:03Z"), (-12_649_305_600, "1600-02-29T00:00:00Z"),
            (-63_113_904_000, "0001-01-01T00:00:00Z"), (252_423_993_599, "9999-12-31T23:59:59Z"),
            (1e300, "9999-12-31T23:59:59Z"), (-1e300, "0001-01-01T00:00:00Z"), (.nan, "0001-01-01T00:00:00Z"),
        ] as [(Double, String)])
    func datesAreUTCSecondsRoundedDownAndClamped(seconds: Double, text: String) {
        let xml = String(decoding: XMLPropertyList.encode(.date(seconds)), as: UTF8.self)
        #expect(xml.contains("\n<date>\(text)</date>\n"))
    }

    @Test func dataWrapsAtSeventySixColumnsLessEightPerTab() {
        let bytes = PropertyListValue.data(Array(repeating: 0xFF, count: 60))
        let xml = String(decoding: XMLPropertyList.encode([[bytes]]), as: UTF8.self)
        let lines = xml.split(separator: "\n").filter { $0.hasPrefix("\t\t/") }.map(String.init)
        // Two tabs leave 60 columns: 45 bytes, then the remaining 15.
        let expected = [60, 20].map { "\t\t" + String(repeating: "/", count: $0) }
        #expect(lines == expected)
    }

    @Test func deepDataStopsIndentingAtEightTabs() {
        let value = (0..<10).reduce(PropertyListValue.data([0, 0, 0])) { inner, _ in .array([inner]) }
        let text = String(decoding: XMLPropertyList.encode(value), as: UTF8.self)
        let tabs = { (count: Int) in String(repeating: "\t", count: count) }
        #expect(text.contains("\n\(tabs(10))<data>\n\(tabs(8))AAAA\n\(tabs(10))</data>\n"))
    }

    @Test func emptyDataHasNoBase64Line() {
        let text = String(decoding: XMLPropertyList.encode(.data([])), as: UTF8.self)
        #expect(text.contains("\n<data>\n</data>\n"))
    }
}
