import TestSupport
import Testing
import XcodeProject

@Suite(.budget(seconds: 1)) struct OpenStepEscapeTests {
    @Test func escapedQuoteAndBackslashAreLiteral() throws {
        #expect(try plain(#""say \"hi\" to C:\\dir""#) == #"say "hi" to C:\dir"#)
    }

    @Test func controlEscapesDecodeToTheirCharacters() throws {
        #expect(try plain(#""\n\t\r\a\b\f\v""#) == "\n\t\r\u{07}\u{08}\u{0C}\u{0B}")
    }

    @Test func unicodeEscapeDecodesOneUTF16CodeUnit() throws {
        #expect(try plain(#""caf\U00e9 \U00E9 \U65E5""#) == "café é 日")
    }

    @Test func surrogatePairEscapeDecodesToOneScalar() throws {
        #expect(try plain(#""smile \UD83D\UDE00!""#) == "smile 😀!")
    }

    @Test func octalEscapeTakesOneToThreeDigits() throws {
        #expect(try plain(#""\101\12\0x\1012""#) == "A\n\u{0}xA2")
    }

    @Test func escapesMixWithRawUTF8() throws {
        #expect(try plain(#""é\"日\n""#) == "é\"日\n")
    }

    @Test func unknownEscapeIsAnErrorAtTheBackslash() {
        let error = parseError(#"( "ab\qc" )"#)
        #expect(error?.reason == .unknownEscape(UInt8(ascii: "q")))
        #expect(error?.location == at(1, 6))
    }

    @Test func backslashBeforeANewlineIsAnUnknownEscape() {
        #expect(parseError("\"a\\\nb\"")?.reason == .unknownEscape(0x0A))
    }

    @Test func unicodeEscapeNeedsFourHexDigits() {
        let error = parseError(#""x\U00g1""#)
        #expect(error?.reason == .unexpected(.byte(UInt8(ascii: "g")), expected: .unicodeEscapeDigits))
        #expect(error?.location == at(1, 7))
        let short = parseError(#""\U00""#)
        #expect(short?.reason == .unexpected(.byte(UInt8(ascii: "\"")), expected: .unicodeEscapeDigits))
        #expect(short?.location == at(1, 6))
    }

    @Test func highSurrogateWithoutALowOneIsAnError() {
        let error = parseError(#""ab\UD83Dx""#)
        #expect(error?.reason == .unpairedSurrogate(0xD83D))
        #expect(error?.location == at(1, 4))
        #expect(parseError(#""\UD83D\U0041""#)?.reason == .unpairedSurrogate(0xD83D))
    }

    @Test func lowSurrogateAloneIsAnError() {
        let error = parseError(#""\UDE00""#)
        #expect(error?.reason == .unpairedSurrogate(0xDE00))
        #expect(error?.description == #"1:2: unpaired UTF-16 surrogate '\UDE00' in quoted string"#)
    }

    @Test func octalEscapeAboveASCIIIsAnError() {
        let error = parseError(#""\351""#)
        #expect(error?.reason == .octalEscapeAboveASCII(0o351))
        #expect(error?.message == #"octal escape '\351' is above '\177' (NeXTSTEP encoding is not supported)"#)
    }

    @Test func invalidUTF8InsideQuotesIsAnErrorAtTheBadSequence() {
        let error = parseError([0x28, 0x20, 0x22, 0x61, 0xC3, 0x28, 0x22, 0x29])
        #expect(error?.reason == .invalidUTF8(0xC3))
        #expect(error?.location == at(1, 5))
    }

    @Test func overlongSurrogateAndTruncatedUTF8AreErrors() {
        #expect(parseError([0x22, 0xC0, 0xAF, 0x22])?.reason == .invalidUTF8(0xC0))
        #expect(parseError([0x22, 0xED, 0xA0, 0x80, 0x22])?.reason == .invalidUTF8(0xED))
        #expect(parseError([0x22, 0xE6, 0x97, 0x22])?.reason == .invalidUTF8(0xE6))
        #expect(parseError([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22])?.reason == .invalidUTF8(0xF4))
    }
}
