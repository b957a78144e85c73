import PropertyList
import TestSupport
import Testing

@Suite(.budget(seconds: 1)) struct PropertyListValueTests {
    @Test func literalsBuildTheMatchingCases() {
        let value: PropertyListValue = ["s": "text", "i": 42, "r": 2.5, "b": true, "a": [1], "d": [:]]
        #expect(
            value
                == .dictionary([
                    "s": .string("text"), "i": .integer(42), "r": .real(2.5), "b": .boolean(true),
                    "a": .array([.integer(1)]), "d": .dictionary([:]),
                ]))
    }

    @Test func accessorsReturnThePayloadOfTheirCaseOnly() {
        let value: PropertyListValue = [
            "s": "text", "i": 42, "r": 2.5, "b": false, "t": .date(10), "x": .data([1, 2]), "a": ["e"],
        ]
        #expect(value["s"]?.stringValue == "text")
        #expect(value["i"]?.integerValue == 42)
        #expect(value["r"]?.realValue == 2.5)
        #expect(value["b"]?.booleanValue == false)
        #expect(value["t"]?.dateValue == 10)
        #expect(value["x"]?.dataValue == [1, 2])
        #expect(value["a"]?.arrayValue == ["e"])
        #expect(value.dictionaryValue?.count == 7)
        #expect(value["s"]?.integerValue == nil)
        #expect(value["i"]?.realValue == nil)
        #expect(value["missing"] == nil)
        #expect(PropertyListValue.string("text")["s"] == nil)
    }
}
