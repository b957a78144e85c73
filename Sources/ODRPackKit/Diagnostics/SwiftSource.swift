/// Swift source text for generated files (`AssetPackMap.swift`) and for the code `migrate`
/// suggests: member names made of ASCII letters and digits, string literals and comments that
/// read as what they hold, whatever the names from a manifest or a source file contain.
public enum SwiftSource {
    /// The member name of `tag`, a function of the tag alone (so a member never moves to
    /// another tag when tags are added or removed): its ASCII letters and digits in lower
    /// camel case (`Level 01` -> `level01`), with `tag` in front of a digit, a Swift keyword, a
    /// name the generated type declares itself (`init`, `allCases`, `rawValue`) or nothing at all.
    public static func memberName(_ tag: String) -> String {
        let words = tag.unicodeScalars.split { !($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
            .map { String(String.UnicodeScalarView($0)) }
        let name = words.enumerated().map { position, word in
            position == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        guard name.isEmpty || name.first?.isNumber == true || keywords.contains(name) || declared.contains(name) else { return name }
        return "tag" + name.prefix(1).uppercased() + name.dropFirst()
    }

    /// The typed members of `tags`, the tags of one map: each tag's `memberName`, except where
    /// two tags make one name -- then neither has a member (`Tag(rawValue:)` still reaches
    /// both), since numbering them would bind a member to whichever tag came first.
    public static func members(_ tags: [String]) -> [String: String] {
        let byName = Dictionary(grouping: Set(tags), by: memberName)
        return Dictionary(uniqueKeysWithValues: byName.compactMap { name, owners in owners.count == 1 ? (owners[0], name) : nil })
    }

    /// The tags of `tags` that share a member name with another, by that name.
    public static func ambiguousMembers(_ tags: [String]) -> [String: [String]] {
        Dictionary(grouping: Set(tags), by: memberName).filter { $0.value.count > 1 }.mapValues { $0.sorted() }
    }

    /// Names the generated `Tag` type declares itself.
    static let declared: Set<String> = ["init", "allCases", "rawValue"]

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "inout", "internal", "let",
        "open", "operator", "precedencegroup", "private", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
        "var",
        "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "switch", "where", "while", "as", "catch", "false", "is", "nil", "super", "self", "throw", "throws", "true",
        "try", "await", "async", "any", "some", "Type", "Self", "Any", "package", "consume", "copy", "borrowing", "consuming",
    ]

    /// A Swift string literal: quotes and backslashes escaped, and every character
    /// `InvisibleText` names (controls, zero-width and bidirectional format characters,
    /// separators, ...) as `\u{…}`, so the source reads as what the string holds.
    public static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where InvisibleText.isEscaped(scalar):
                out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// Text safe inside a `//` comment: one line, nothing that reorders it.
    public static func comment(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { InvisibleText.isEscaped($0) ? "?" : $0 }))
    }
}
