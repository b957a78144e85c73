/// One `$(...)` or `${...}` reference inside a build-setting value, and its modifiers.
struct SettingReference {
    /// What is between the brackets: a name and optional `:modifier`s; may hold references itself.
    let body: String
    /// The index just after the closing bracket.
    let end: Substring.Index

    /// Parses the reference that starts right after a `$`, or nil when none does.
    static func parse(_ text: Substring) -> SettingReference? {
        guard let open = text.first, open == "(" || open == "{" else { return nil }
        let close: Character = open == "(" ? ")" : "}"
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == open { depth += 1 }
            if character == close {
                depth -= 1
                if depth == 0 {
                    let body = text[text.index(after: text.startIndex)..<index]
                    return SettingReference(body: String(body), end: text.index(after: index))
                }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// `value` changed by `modifier`, or nil when the modifier is unknown. `default=` applies
    /// only to a missing or empty value; the others leave a missing value missing.
    static func apply(_ modifier: String, to value: String?) -> String?? {
        if modifier.hasPrefix("default=") {
            guard let value, !value.isEmpty else { return .some(String(modifier.dropFirst("default=".count))) }
            return .some(value)
        }
        guard let transform = transforms[modifier] else { return nil }
        return .some(value.map(transform))
    }

    private static let transforms: [String: @Sendable (String) -> String] = [
        "lower": { $0.lowercased() },
        "upper": { $0.uppercased() },
        "rfc1034identifier": { replacing($0, keep: { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") }, with: "-") },
        "c99extidentifier": identifier,
        "identifier": identifier,
    ]

    private static let identifier: @Sendable (String) -> String = { text in
        let replaced = replacing(text, keep: { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }, with: "_")
        return replaced.first?.isNumber == true ? "_" + replaced : replaced
    }

    private static func replacing(_ text: String, keep: (Character) -> Bool, with replacement: Character) -> String {
        String(text.map { keep($0) ? $0 : replacement })
    }
}
