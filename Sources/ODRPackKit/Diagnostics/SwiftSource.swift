/// Swift source text for generated files (`AssetPackMap.swift`) and for the code `migrate`
/// suggests: member names made of ASCII letters and digits, string literals and comments that
/// read as what they hold, whatever the names from a manifest or a source file contain.
public enum SwiftSource {
    /// A member name for each tag: its ASCII letters and digits in lower camel case (`Level 01`
    /// -> `level01`), `tag` in front of a digit or a Swift keyword, and `2`, `3`, ... after a
    /// name an earlier tag took.
    public static func memberNames(_ tags: [String]) -> [String] {
        var taken: Set<String> = ["init", "allCases", "rawValue"]
        return tags.map { tag in
            let words = tag.unicodeScalars.split { !($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
                .map { String(String.UnicodeScalarView($0)) }
            var name = words.enumerated().map { position, word in
                position == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
            }.joined()
            if name.isEmpty || name.first?.isNumber == true || keywords.contains(name) { name = "tag" + name.prefix(1).uppercased() + name.dropFirst() }
            var candidate = name
            var round = 1
            while !taken.insert(candidate).inserted {
                round += 1
                candidate = name + String(round)
            }
            return candidate
        }
    }

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "inout", "internal", "let",
        "open", "operator", "precedencegroup", "private", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "switch", "where", "while", "as", "catch", "false", "is", "nil", "super", "self", "throw", "throws", "true",
        "try", "await", "async", "any", "some", "Type", "Self", "Any", "package", "consume", "copy", "borrowing", "consuming",
    ]

    /// A Swift string literal: quotes, backslashes, every control character, the line and
    /// paragraph separators and every bidirectional control escaped as `\u{…}`, so the source
    /// reads as what the string holds.
    public static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where MessageText.needsEscape(scalar) || scalar.value == 0xFEFF:
                out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// Text safe inside a `//` comment: one line, nothing that reorders it.
    public static func comment(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { MessageText.needsEscape($0) || $0.value == 0xFEFF ? "?" : $0 }))
    }
}
