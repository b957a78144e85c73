/// The characters generated source files (Swift, Kotlin, Groovy) write as escapes rather than
/// as themselves, so a reviewer sees every character a literal holds: controls, format
/// characters (zero-width spaces and joiners, bidirectional marks, embeddings, overrides and
/// isolates: "Trojan Source", CVE-2021-42574), line and paragraph separators, spaces other
/// than U+0020, private-use, unassigned and surrogate code points, and every default-ignorable
/// code point (variation selectors, the combining grapheme joiner, Hangul fillers).
public enum InvisibleText {
    /// `text` as a double-quoted literal of a C-family language: `"` and `\` escaped with a
    /// backslash, each scalar `escapes` picks written as `escape` gives it, the rest as itself.
    static func quoted(
        _ text: String, escaping escapes: (Unicode.Scalar) -> Bool = isEscaped, as escape: (Unicode.Scalar) -> String
    ) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where escapes(scalar): out += escape(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// `value` in hexadecimal digits, upper-case if asked, zero-padded to `width`.
    static func hex(_ value: UInt32, width: Int, uppercase: Bool = true) -> String {
        let digits = String(value, radix: 16, uppercase: uppercase)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// Whether `scalar` is written as an escape in a generated literal.
    public static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == " " { return false }
        if scalar.properties.isDefaultIgnorableCodePoint { return true }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .privateUse, .unassigned, .surrogate:
            return true
        default:
            return false
        }
    }
}
