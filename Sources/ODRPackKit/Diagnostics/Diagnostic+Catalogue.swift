/// The catalogue of every message odr-pack reports, one static factory each, mirrored in
/// docs/diagnostics.md. Each stage keeps its messages next to it, in `Diagnostic+*Messages.swift`:
/// Reading (`Manifest`, `Project`), Scanning (`Resource`), Checking (`Limit`), Compiling
/// (`Compile`), Building (`Build`), Verifying (`Verify`) and Diffing (`Diff`). Style:
/// lower-case, no trailing period, names in single quotes, sizes and limits included, and
/// what to do after a semicolon. Here: the wording they share.
extension Diagnostic {
    static func hint(_ suggestion: String?, _ allowed: [String], brackets: Bool) -> String {
        let wrap: (String) -> String = { brackets ? "'<\(MessageText.printable($0))>'" : quoted($0) }
        if let suggestion { return "; did you mean \(wrap(suggestion))?" }
        guard !allowed.isEmpty else { return "" }
        return "; expected one of " + allowed.map(wrap).joined(separator: ", ")
    }

    /// A name from the input, quoted and made safe to print (see `MessageText`).
    static func quoted(_ name: String) -> String { MessageText.quoted(name) }

    /// Lower-cases the first letter unless the word is an acronym (`DOCTYPE`, `XML`).
    static func lowerFirst(_ text: String) -> String {
        let head = text.prefix(2)
        if head.count == 2 && head.allSatisfy(\.isUppercase) { return text }
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    static func describe(_ location: SourceLocation?) -> String {
        guard let location else { return "an earlier entry" }
        if let line = location.line { return "line \(line)" }
        return location.keyPath ?? location.file
    }

    /// `'A'`, `'A' and 'B'`, `'A', 'B' and 'C'`.
    static func list(_ names: [String]) -> String {
        let shown = names.map(quoted)
        guard let last = shown.last, shown.count > 1 else { return shown.first ?? "" }
        return shown.dropLast().joined(separator: ", ") + " and " + last
    }

    /// A pack's name in messages: its tags joined with `+`, quoted.
    static func packName(_ tags: [String]) -> String { quoted(PackLabel.short(tags)) }

    static func size(_ bytes: Int64) -> String { ByteSize.format(bytes) }
}
