import TestSupport
import Testing
import XcodeProject

@Suite(.budget(seconds: 1)) struct OpenStepDictionaryTests {
    @Test func repeatedKeyKeepsTheLastValueWhereTheLastEntryStands() throws {
        let dictionary = try #require(OpenStepParser.parse("{ a = 1; b = 2; a = 3; }").dictionary)
        #expect(dictionary.keys == ["b", "a"])
        #expect(dictionary["a"]?.string == "3")
        #expect(dictionary.entry(for: "a")?.keyLocation == at(1, 17))
        #expect(dictionary.overriddenEntries.map(\.key) == ["a"])
        #expect(dictionary.overriddenEntries.first?.value.string == "1")
    }

    @Test func repeatedKeyInALargeDictionaryFollowsTheSameRule() throws {
        let entries = (0..<30).map { "k\($0 % 20) = v\($0);" }.joined(separator: " ")
        let dictionary = try #require(OpenStepParser.parse("{ \(entries) }").dictionary)
        #expect(dictionary.count == 20)
        #expect(dictionary.keys == (10..<20).map { "k\($0)" } + (0..<10).map { "k\($0)" })
        #expect(dictionary["k3"]?.string == "v23")
        #expect(dictionary["k15"]?.string == "v15")
        #expect(dictionary.overriddenEntries.map(\.value.string) == (0..<10).map { "v\($0)" })
    }

    @Test func largeDictionaryFindsEveryKey() throws {
        let entries = (0..<100).map { "key\($0) = \"value \($0)\";" }.joined()
        let dictionary = try #require(OpenStepParser.parse("{\(entries)}").dictionary)
        for number in 0..<100 {
            #expect(dictionary["key\(number)"]?.string == "value \(number)")
        }
        #expect(dictionary["key100"] == nil)
    }

    @Test func dictionaryBuiltInCodeAppliesLastWins() {
        let location = at(1, 1)
        let entry = { (key: String, value: String) in
            OpenStepDictionary.Entry(key: key, keyLocation: location, value: OpenStepValue(.string(value), at: location))
        }
        let dictionary = OpenStepDictionary(entries: [entry("x", "1"), entry("x", "2")])
        #expect(dictionary.count == 1)
        #expect(dictionary["x"]?.string == "2")
        #expect(!dictionary.isEmpty)
    }

    @Test func valueAccessorsAnswerOnlyForTheirOwnKind() throws {
        let value = try OpenStepParser.parse("( s, (), {}, <ff> )")
        let elements = try #require(value.array)
        #expect(elements.map(\.kind) == [.string, .array, .dictionary, .data])
        #expect(elements[0].array == nil && elements[0].dictionary == nil && elements[0].data == nil)
        #expect(elements[1].string == nil && elements[3].data == [0xFF])
    }
}
