import TestSupport
import Testing
import XcodeProject

@Suite(.budget(seconds: 1)) struct OpenStepSyntaxTests {
    @Test func blockCommentsAreSkippedBetweenAnyTwoTokens() throws {
        let text = "/* a */ { /* b */ k /* c */ = /* d */ ( /* e */ v /* f */ , /* g */ ) /* h */ ; /* i */ } /* j */"
        #expect(try plain(text) == .dictionary([.init(key: "k", value: .array(["v"]))]))
    }

    @Test func lineCommentsRunToTheEndOfTheLineIncludingTheUTF8Header() throws {
        let text = "// !$*UTF8*$!\n{ // opening\n k = v; // after\n} // end"
        #expect(try plain(text) == .dictionary([.init(key: "k", value: "v")]))
    }

    @Test func unquotedTokenTakesLettersDigitsAndUnderscoreDollarSlashColonDotMinusPlus() throws {
        #expect(try plain("aZ09_$/:.-+b") == "aZ09_$/:.-+b")
    }

    @Test func numericLookingTokenStaysAString() throws {
        #expect(try plain("( 1, 46, 0.5, -3, 1e5, 0710 )") == .array(["1", "46", "0.5", "-3", "1e5", "0710"]))
    }

    @Test func unquotedTokenEndsWhereACommentStarts() throws {
        #expect(try plain("( abc/* id */, path/to/file// rest\n )") == .array(["abc", "path/to/file"]))
    }

    @Test func emptyQuotedStringIsAnEmptyString() throws {
        #expect(
            try plain("{ k = \"\"; \"\" = v; }")
                == .dictionary([
                    .init(key: "k", value: ""), .init(key: "", value: "v"),
                ]))
    }

    @Test func quotedStringKeepsRawNonASCIIUTF8() throws {
        #expect(try plain("\"Café 日本 😀\"") == "Café 日本 😀")
    }

    @Test func quotedStringMaySpanLines() throws {
        let value = try OpenStepParser.parse("( \"a\nb\", c )")
        #expect(value.array?[0].string == "a\nb")
        #expect(value.array?[1].location == at(2, 5))
    }

    @Test func quotedStringKeepsTagWithSpacesAndPunctuation() throws {
        let text = "( \"42dotSans[wght].ttf\", \"Level 01\", \"a = b; (c)\", 1, )"
        #expect(try plain(text) == .array(["42dotSans[wght].ttf", "Level 01", "a = b; (c)", "1"]))
    }

    @Test func arrayAcceptsATrailingComma() throws {
        #expect(try plain("( a, b, )") == .array(["a", "b"]))
    }

    @Test func arrayAcceptsNoTrailingComma() throws {
        #expect(try plain("(a,b)") == .array(["a", "b"]))
    }

    @Test func emptyArrayHasNoElements() throws {
        #expect(try plain("( )") == .array([]))
        #expect(try plain("{ ASSET_TAGS = (); }") == .dictionary([.init(key: "ASSET_TAGS", value: .array([]))]))
    }

    @Test func nestedArraysAndDictionariesKeepTheirShape() throws {
        let text = "{ a = ( { b = (); }, (c), <00> ); }"
        let inner: Plain = .array([.dictionary([.init(key: "b", value: .array([]))]), .array(["c"]), .data([0])])
        #expect(try plain(text) == .dictionary([.init(key: "a", value: inner)]))
    }

    @Test func emptyDictionaryHasNoEntries() throws {
        #expect(try plain("{\n\t}") == .dictionary([]))
    }

    @Test func dictionaryKeepsKeysInWrittenOrder() throws {
        let value = try OpenStepParser.parse("{ z = 1; a = 2; m = 3; }")
        #expect(value.dictionary?.keys == ["z", "a", "m"])
        #expect(value.dictionary?["a"]?.string == "2")
        #expect(value.dictionary?["missing"] == nil)
    }

    @Test func dictionaryAcceptsQuotedKeys() throws {
        let value = try OpenStepParser.parse("{ \"rel/path with space.png\" = (x, ); }")
        #expect(value.dictionary?["rel/path with space.png"]?.array?.first?.string == "x")
    }

    @Test func dataAllowsWhitespaceBetweenHexDigits() throws {
        #expect(try plain("< 0fA3 1\n2\t34 >") == .data([0x0F, 0xA3, 0x12, 0x34]))
    }

    @Test func emptyDataHasNoBytes() throws {
        #expect(try plain("<>") == .data([]))
    }

    @Test func byteOrderMarkBeforeTheDocumentIsSkipped() throws {
        #expect(try OpenStepParser.parse([0xEF, 0xBB, 0xBF] + Array("( a )".utf8)).array?.count == 1)
    }

    @Test func carriageReturnLineFeedCountsAsOneLine() throws {
        let value = try OpenStepParser.parse("{\r\n\ta = b;\r\n\tc = d;\r\n}")
        #expect(value.dictionary?.entry(for: "c")?.keyLocation == at(3, 2))
    }
}
