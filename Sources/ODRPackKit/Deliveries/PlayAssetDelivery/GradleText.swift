// String literals for generated Gradle build files
// (Groovy `build.gradle`, Kotlin `build.gradle.kts`).
//
// Both functions accept any Unicode text and return a literal that evaluates to exactly that
// text, with no interpolation. Characters that are invisible or reorder the display of the
// file (controls, line/paragraph separators, bidi marks and embeddings: "Trojan Source",
// CVE-2021-42574) are written as `\uXXXX`, so a reviewer sees every character the literal holds.
//
// Groovy caveat, checked with groovy 2.4: like Java, Groovy's reader (`UnicodeEscapingReader`)
// translates `\uXXXX` *before* lexing, so `'\u0027'` ends the literal early and `'\u005c'`
// escapes the closing quote. This is why `'`, `\`, line feed and carriage return are never
// written as `\uXXXX` here, only with their own escapes; a `\u` escape then yields the same
// character whether it is translated before lexing (Groovy 2) or inside the literal.

/// Escapers that turn arbitrary text into Groovy and Kotlin string literals.
enum GradleText {
    /// The target language of a literal.
    enum Language {
        /// Groovy single-quoted string (`java.lang.String`, never a GString).
        case groovy
        /// Kotlin double-quoted string with `$` escaped (no string templates).
        case kotlin
    }

    /// Returns a single-quoted Groovy string literal whose value is `text`.
    ///
    /// Single-quoted Groovy strings never interpolate, so `$` and `${` need no escape.
    /// Escapes used: `\\`, `\'`, `\n`, `\r`, `\t`, `\b`, `\f`, and `\uXXXX` for the other
    /// characters of `isShownEscaped(_:)`. Other text, including non-ASCII letters and
    /// emoji, is copied as is (Gradle reads build scripts as UTF-8).
    static func groovyString(_ text: String) -> String {
        "'" + escaped(text, for: .groovy) + "'"
    }

    /// Returns a double-quoted Kotlin string literal whose value is `text`.
    ///
    /// `$` is written as `\$`, so no string template can start. Escapes used: `\\`, `\"`,
    /// `\$`, `\n`, `\r`, `\t`, `\b`, and `\uXXXX` for the other characters of
    /// `isShownEscaped(_:)` (Kotlin has no `\f` or `\0`). Other text is copied as is.
    static func kotlinString(_ text: String) -> String {
        "\"" + escaped(text, for: .kotlin) + "\""
    }

    /// Whether `scalar` is written as an escape rather than as itself in every literal: the
    /// characters `InvisibleText` names (controls, format characters such as zero-width spaces
    /// and bidi controls, separators, spaces other than U+0020, private-use, unassigned and
    /// default-ignorable code points).
    static func isShownEscaped(_ scalar: Unicode.Scalar) -> Bool {
        InvisibleText.isEscaped(scalar)
    }

    /// Returns the body of a literal (without quotes) for `text` in `language`.
    static func escaped(_ text: String, for language: Language) -> String {
        var body = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if let escape = escape(scalar, for: language) {
                body.append(contentsOf: escape.unicodeScalars)
            } else {
                body.append(scalar)
            }
        }
        return String(body)
    }

    /// Returns the escape sequence for `scalar` in `language`, or `nil` to copy it as is.
    static func escape(_ scalar: Unicode.Scalar, for language: Language) -> String? {
        switch (scalar, language) {
        case ("\\", _): return "\\\\"
        case ("\n", _): return "\\n"
        case ("\r", _): return "\\r"
        case ("\t", _): return "\\t"
        case ("\u{08}", _): return "\\b"
        case ("\u{0C}", .groovy): return "\\f"
        case ("'", .groovy): return "\\'"
        case ("\"", .kotlin): return "\\\""
        case ("$", .kotlin): return "\\$"
        default: return isShownEscaped(scalar) ? unicodeEscape(scalar) : nil
        }
    }

    /// Returns `\uXXXX` (four upper-case hex digits) for a scalar of the Basic Multilingual
    /// Plane, and its UTF-16 surrogate pair (`\uDB40\uDC01`) for one above it: both languages
    /// read a literal as UTF-16, and the pair is the same character.
    static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        Character(scalar).utf16.map { unit in
            let hex = String(unit, radix: 16, uppercase: true)
            return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }.joined()
    }
}
