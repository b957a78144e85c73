import TestSupport
import Testing
import XcodeProject

@Suite(.budget(seconds: 1)) struct OpenStepLocationTests {
    @Test func everyNodeCarriesTheLineAndColumnOfItsFirstCharacter() throws {
        let text = "// header\n{\n\tfiles = (\n\t\tA /* c */,\n\t\t\"B\",\n\t);\n\tblob = <00>;\n}\n"
        let value = try OpenStepParser.parse(text)
        let dictionary = try #require(value.dictionary)
        #expect(value.location == at(2, 1))
        #expect(dictionary.entry(for: "files")?.keyLocation == at(3, 2))
        #expect(dictionary["files"]?.location == at(3, 10))
        #expect(dictionary["files"]?.array?.map(\.location) == [at(4, 3), at(5, 3)])
        #expect(dictionary["blob"]?.location == at(7, 9))
    }

    @Test func columnsCountUTF8BytesNotCharacters() throws {
        let value = try OpenStepParser.parse("( \"é\", x )")
        #expect(value.array?[1].location == at(1, 9))
    }

    @Test func locationsAfterMultiLineCommentsAreExact() throws {
        let value = try OpenStepParser.parse("/* one\ntwo\n */ ( a )")
        #expect(value.location == at(3, 5))
    }

    @Test func locationsOrderAsTheyAppearInTheText() {
        #expect(at(1, 9) < at(2, 1))
        #expect(at(2, 1) < at(2, 3))
        #expect(at(4, 7).description == "4:7")
    }
}
