/// The characters generated source files (Swift, Kotlin, Groovy) write as escapes rather than
/// as themselves, so a reviewer sees every character a literal holds: controls, format
/// characters (zero-width spaces and joiners, bidirectional marks, embeddings, overrides and
/// isolates: "Trojan Source", CVE-2021-42574), line and paragraph separators, spaces other
/// than U+0020, private-use, unassigned and surrogate code points, and every default-ignorable
/// code point (variation selectors, the combining grapheme joiner, Hangul fillers).
public enum InvisibleText {
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
