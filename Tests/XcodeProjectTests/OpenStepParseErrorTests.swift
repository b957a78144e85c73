import TestSupport
import Testing
import XcodeProject

@Suite(.budget(seconds: 1)) struct OpenStepParseErrorTests {
    @Test func unterminatedStringIsReportedAtItsOpeningQuote() {
        let error = parseError("{\n\tname = \"Level 1;\n}\n")
        #expect(error?.reason == .unterminatedString)
        #expect(error?.location == at(2, 9))
    }

    @Test func missingSemicolonIsReportedAtTheNextToken() {
        let error = parseError("{\n\ta = b\n\tc = d;\n}")
        #expect(error?.reason == .unexpected(.byte(UInt8(ascii: "c")), expected: .semicolon(afterValueOf: "a")))
        #expect(error?.location == at(3, 2))
        #expect(error?.description == "3:2: expected ';' after the value of key 'a', found 'c'")
    }

    @Test func missingSemicolonBeforeTheClosingBraceIsAnError() {
        let error = parseError("{ a = b }")
        #expect(error?.reason == .unexpected(.byte(UInt8(ascii: "}")), expected: .semicolon(afterValueOf: "a")))
        #expect(error?.location == at(1, 9))
    }

    @Test func missingEqualsSignIsReportedAfterTheKey() {
        let error = parseError("{ isa PBXBuildFile; }")
        #expect(error?.reason == .unexpected(.byte(UInt8(ascii: "P")), expected: .equalsSign(afterKey: "isa")))
        #expect(error?.location == at(1, 7))
    }

    @Test func unclosedArrayNamesWhereItWasOpened() {
        let error = parseError("{\n\ta = (b, c;\n}")
        #expect(error?.reason == .unexpected(.byte(UInt8(ascii: ";")), expected: .commaOrArrayEnd(openedAt: at(2, 6))))
        #expect(error?.location == at(2, 11))
        #expect(error?.message == "expected ',' or ')' to close the array opened at 2:6, found ';'")
    }

    @Test func truncatedDocumentExpectsTheClosingBracket() {
        let dictionary = parseError("{ a = b;\n")
        #expect(dictionary?.reason == .unexpected(.endOfInput, expected: .keyOrDictionaryEnd(openedAt: at(1, 1))))
        #expect(dictionary?.location == at(2, 1))
        let array = parseError("( a,")
        #expect(array?.reason == .unexpected(.endOfInput, expected: .valueOrArrayEnd(openedAt: at(1, 1))))
    }

    @Test func extraClosingBracketAfterTheTopLevelValueIsAnError() {
        let error = parseError("{ a = (b); }\n}")
        #expect(error?.reason == .unexpected(.byte(UInt8(ascii: "}")), expected: .endOfInput))
        #expect(error?.location == at(2, 1))
    }

    @Test func mismatchedBracketIsAnError() {
        let error = parseError("( a }")
        #expect(error?.reason == .unexpected(.byte(UInt8(ascii: "}")), expected: .commaOrArrayEnd(openedAt: at(1, 1))))
    }

    @Test func strayCharacterWhereAValueBelongsIsAnError() {
        let error = parseError("{ a = #; }")
        #expect(error?.reason == .unexpected(.byte(UInt8(ascii: "#")), expected: .value))
        #expect(error?.location == at(1, 7))
    }

    @Test func strayCharacterWhereAKeyBelongsIsAnError() {
        let error = parseError("{ a = b; @ }")
        #expect(error?.reason == .unexpected(.byte(UInt8(ascii: "@")), expected: .keyOrDictionaryEnd(openedAt: at(1, 1))))
        #expect(error?.location == at(1, 10))
    }

    @Test func nonASCIIByteOutsideQuotesIsReportedAsAByte() {
        let error = parseError("( é )")
        #expect(error?.reason == .unexpected(.byte(0xC3), expected: .valueOrArrayEnd(openedAt: at(1, 1))))
        #expect(error?.message.hasSuffix("found byte 0xC3") == true)
    }

    @Test func singleQuotedStringIsNotPartOfTheFormat() {
        #expect(parseError("( 'a' )")?.location == at(1, 3))
    }

    @Test func emptyInputExpectsAValue() {
        let error = parseError("  // nothing\n")
        #expect(error?.reason == .unexpected(.endOfInput, expected: .value))
        #expect(error?.location == at(2, 1))
    }

    @Test func unterminatedCommentIsReportedAtItsStart() {
        let error = parseError("( a, /* b\n")
        #expect(error?.reason == .unterminatedComment)
        #expect(error?.location == at(1, 6))
    }

    @Test func oddNumberOfHexDigitsIsReportedAtTheClosingBracket() {
        let error = parseError("<0fa>")
        #expect(error?.reason == .oddHexDigitCount)
        #expect(error?.location == at(1, 5))
    }

    @Test func nonHexCharacterInDataIsAnError() {
        let error = parseError("<0g>")
        #expect(error?.reason == .unexpected(.byte(UInt8(ascii: "g")), expected: .hexDigitOrDataEnd(openedAt: at(1, 1))))
        #expect(parseError("<00")?.reason == .unexpected(.endOfInput, expected: .hexDigitOrDataEnd(openedAt: at(1, 1))))
    }

    @Test func nestingDeeperThanTheLimitIsAnErrorNotACrash() throws {
        let limit = OpenStepParser.maximumNestingDepth
        let deepest = String(repeating: "(", count: limit) + String(repeating: ")", count: limit)
        #expect(throws: Never.self) { try OpenStepParser.parse(deepest) }
        let error = parseError(String(repeating: "(", count: limit + 1))
        #expect(error?.reason == .nestingTooDeep(limit: limit))
        #expect(error?.location == at(1, limit + 1))
    }
}
