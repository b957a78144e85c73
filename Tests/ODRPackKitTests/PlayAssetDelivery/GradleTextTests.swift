import Foundation
import TestSupport
import Testing

@testable import ODRPackKit

/// A text to escape, shown in test output with its invisible characters spelled out.
struct HostileText: Sendable, CustomTestStringConvertible {
    /// The text itself.
    var text: String

    /// `text` with every scalar outside printable ASCII written as `\u{X}`.
    var testDescription: String {
        text.unicodeScalars.map(Self.visible).joined()
    }

    /// `scalar` itself when it is printable ASCII, otherwise `\u{X}`.
    private static func visible(_ scalar: Unicode.Scalar) -> String {
        guard (0x20..<0x7F).contains(scalar.value) else {
            return "\\u{\(String(scalar.value, radix: 16))}"
        }
        return String(scalar)
    }

    /// Every C0 control character, U+0000 to U+001F.
    static let allC0 = String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init)))

    /// The texts round-tripped through groovy and kotlinc.
    static let all: [HostileText] = [
        "", "plain", "$", "$x ${y} ${'$'} $$", "'single' \"double\" '''triple''' \"\"\"",
        "\\", "\\\\\\", "back\\slash \\n \\t \\$ \\'", "\\u0041 \\u0027 \\u005c \\\\u0022",
        "'\\u0027'", "\\\u{2028}", "line1\nline2\r\nline3\r", "\u{2028}\u{2029}",
        "\u{202E}evil\u{202C} \u{202A}\u{202B}\u{202D} \u{2066}\u{2067}\u{2068}\u{2069}",
        "\u{200E}\u{200F}\u{061C}", "\u{FEFF}bom", allC0,
        "nul\u{0}bel\u{7}esc\u{1B}del\u{7F}c1\u{80}\u{85}\u{9F}",
        "tab\tbs\u{8}ff\u{C}vt\u{B}", "é日本🎮👩‍👩‍👧 e\u{301} \u{200D}\u{00A0}",
        "zero\u{200B}width\u{200C}\u{2060} tag\u{E0041}\u{E007F} vs\u{FE0F} \u{3164}\u{E000}",
        String(repeating: "x$'\"\\\u{2028}", count: 50),
    ].map(HostileText.init)

    /// Lower-case hex of the UTF-8 bytes of `text`.
    var hex: String {
        text.utf8.map { String(format: "%02x", $0) }.joined()
    }
}

/// Tests of `GradleText.groovyString(_:)` and `GradleText.kotlinString(_:)`.
@Suite("GradleText", .budget(seconds: 2))
struct GradleTextTests {
    /// Spot checks of the exact literal text for each escape.
    @Test("Known escapes")
    func knownEscapes() {
        #expect(GradleText.groovyString("a'b\\c") == "'a\\'b\\\\c'")
        #expect(GradleText.groovyString("$x ${y}") == "'$x ${y}'")
        #expect(GradleText.groovyString("\n\r\t\u{8}\u{C}\u{0}") == "'\\n\\r\\t\\b\\f\\u0000'")
        #expect(GradleText.kotlinString("a\"b'c$d") == "\"a\\\"b'c\\$d\"")
        #expect(GradleText.kotlinString("\u{C}\u{2028}\u{202E}") == "\"\\u000C\\u2028\\u202E\"")
        #expect(GradleText.groovyString("é🎮") == "'é🎮'")
    }

    /// No literal contains a raw character of the escaped set.
    @Test("Literals show no invisible or bidi character", arguments: HostileText.all)
    func noInvisibleCharacters(hostile: HostileText) {
        let text = hostile.text
        for literal in [GradleText.groovyString(text), GradleText.kotlinString(text)] {
            #expect(!literal.unicodeScalars.contains(where: GradleText.isShownEscaped))
        }
    }

    /// `isShownEscaped` matches its documentation: the controls, separators and bidi controls,
    /// zero-width and other invisible characters are escaped (above the Basic Multilingual
    /// Plane as a surrogate pair); letters, digits, symbols, emoji and the space are not.
    @Test("The escaped set is the documented one")
    func escapedSet() {
        let escaped: Set<UInt32> = Set(0x00...0x1F).union(0x7F...0x9F)
            .union([
                0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0xFEFF, 0x200B, 0x200C, 0x200D, 0x2060, 0x00A0, 0x00AD, 0x034F,
                0x3164, 0xFE0F, 0xE000, 0x3000,
            ])
            .union(0x202A...0x202E).union(0x2066...0x2069)
        for value in escaped { #expect(GradleText.isShownEscaped(Unicode.Scalar(value)!), "U+\(String(value, radix: 16))") }
        for text in ["a", "Z", "0", "é", "ß", "字", "🎮", " ", "-", "'", "\\"] {
            #expect(!text.unicodeScalars.contains(where: GradleText.isShownEscaped), "\(text)")
        }
        #expect(GradleText.kotlinString("a\u{E0001}\u{200B}") == "\"a\\uDB40\\uDC01\\u200B\"")
    }

    /// One Groovy script prints the UTF-8 hex of every literal; it must equal the input's.
    @Test(
        "groovy prints back every hostile text",
        .slow("evaluates every literal with groovy"),
        .enabled(if: ExternalTool.available("groovy", "java"), "groovy or java is not installed: skipped"),
        .timeLimit(.minutes(2)))
    func groovyRoundTrip() throws {
        var script = "def hex(String s) { s.getBytes('UTF-8').encodeHex().toString() }\n"
        for hostile in HostileText.all {
            script += "println(hex(\(GradleText.groovyString(hostile.text))))\n"
        }
        let folder = try TemporaryFolder()
        try folder.write("cases.groovy", text: script)
        let output = try ExternalTool.runChecked("groovy", ["-c", "UTF-8", "cases.groovy"], in: folder.root)
        expectHexLines(output.text, equalTo: HostileText.all)
    }

    /// One Kotlin program (one kotlinc run) prints the UTF-8 hex of every literal.
    @Test(
        "kotlinc-compiled program prints back every hostile text",
        .slow("compiles every literal with kotlinc"),
        .enabled(
            if: ExternalTool.available("kotlinc", "java"), "kotlinc or java is not installed: skipped"),
        .timeLimit(.minutes(5)))
    func kotlinRoundTrip() throws {
        var source = """
            fun hex(s: String): String =
                s.toByteArray(Charsets.UTF_8)
                    .joinToString("") { "%02x".format(it.toInt() and 0xff) }

            fun main() {

            """
        for hostile in HostileText.all {
            source += "    println(hex(\(GradleText.kotlinString(hostile.text))))\n"
        }
        source += "}\n"
        let folder = try TemporaryFolder()
        try folder.write("Cases.kt", text: source)
        // One compilation for all cases: kotlinc is slow to start.
        try ExternalTool.runChecked("kotlinc", ["Cases.kt", "-include-runtime", "-d", "cases.jar"], in: folder.root)
        let output = try ExternalTool.runChecked("java", ["-jar", "cases.jar"], in: folder.root)
        expectHexLines(output.text, equalTo: HostileText.all)
    }

    /// Expects one line of hex per text, equal to the hex of that text's UTF-8 bytes.
    private func expectHexLines(_ output: String, equalTo texts: [HostileText]) {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == texts.count)
        for (line, hostile) in zip(lines, texts) {
            #expect(String(line) == hostile.hex, "text: \(hostile.testDescription)")
        }
    }
}
