import TestSupport
import Testing
import XcodeProject

@Suite(.budget(seconds: 2)) struct OpenStepRobustnessTests {
    @Test func everyTruncationOfARealProjectIsAnErrorNotACrash() throws {
        let bytes = try Fixture.lucianomarisi.bytes()
        let end = try #require(bytes.lastIndex(of: UInt8(ascii: "}")))
        // The one-byte prefix "/" is a valid bare string; every longer cut before the last '}'
        // must fail. Testing every fifth cut keeps the debug run short.
        for length in stride(from: 2, through: end, by: 5) {
            #expect(throws: OpenStepParseError.self) { try OpenStepParser.parse(Array(bytes[..<length])) }
        }
    }

    @Test func mutatedProjectsParseOrFailWithALocationInsideTheFile() throws {
        let original = try Fixture.yogeshpadekar.bytes()
        let lineCount = original.count { $0 == UInt8(ascii: "\n") } + 1
        let interesting = Array("{}();=,\"\\/*<>\n a0".utf8) + [0x00, 0xC3, 0xE6, 0xFF]
        var random = SplitMix64(seed: 0x0D2)
        for _ in 0..<2_000 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                bytes[Int.random(in: 0..<bytes.count, using: &random)] = interesting.randomElement(using: &random)!
            }
            do {
                _ = try OpenStepParser.parse(bytes)
            } catch {
                #expect((1...lineCount + 3).contains(error.line) && error.column >= 1)
            }
        }
    }
}
