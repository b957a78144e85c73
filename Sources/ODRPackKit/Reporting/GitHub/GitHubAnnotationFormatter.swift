/// Formats diagnostics as GitHub Actions workflow commands, so they show as annotations
/// on the manifest's lines: `::error file=…,line=…,col=…,title=…::message`. Every value is
/// escaped as the runner reads it (`%`, CR, LF; `:` and `,` in properties) after control
/// characters are written as escapes, so one diagnostic is always one line and one command.
public enum GitHubAnnotationFormatter {
    /// The most annotations of one code a run prints: GitHub shows about ten per step.
    public static let perCode = 10
    /// The most annotations a run prints in all.
    public static let total = 50

    /// One workflow command for `diagnostic`.
    public static func format(_ diagnostic: Diagnostic) -> String {
        var properties: [String] = []
        if let location = diagnostic.location {
            properties.append("file=" + escapeProperty(location.file))
            if let line = location.line { properties.append("line=\(line)") }
            if let column = location.column { properties.append("col=\(column)") }
        }
        properties.append("title=" + escapeProperty("odr-pack " + diagnostic.code.rawValue))
        var message = diagnostic.message
        if let keyPath = diagnostic.location?.keyPath { message += " (at \(keyPath))" }
        // GitHub calls a note a notice.
        let command = diagnostic.severity == .note ? "notice" : diagnostic.severity.rawValue
        return "::\(command) \(properties.joined(separator: ","))::\(escapeData(message))"
    }

    /// A notice of odr-pack's own, with no place: `::notice title=odr-pack::message`.
    static func notice(_ message: String) -> String {
        "::notice title=odr-pack::" + escapeData(message)
    }

    /// Escapes the message part (`%`, CR, LF), as the runner expects, then writes every
    /// other control character as an escape.
    static func escapeData(_ text: String) -> String {
        MessageText.printable(
            text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A"), limit: nil
        )
        // The legacy `##[` form is read anywhere in a line; ours is a `::` command, but
        // no reader of the log should see a second command in it.
        .replacingAll("##[", with: "#\\u{23}[")
    }

    /// Escapes a property value, which also may not contain `:` or `,`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }
}

extension String {
    /// `self` with every `target` replaced, matched Unicode scalar by scalar, as the Actions
    /// runner and GitHub's Markdown parser read text: a `:`, `%` or `|` inside a grapheme
    /// cluster (after a prepended mark such as U+0600, before a combining mark) is replaced
    /// too, which matching by `Character` misses.
    func replacingAll(_ target: String, with replacement: String) -> String {
        let pattern = Array(target.unicodeScalars)
        guard let first = pattern.first else { return self }
        let scalars = Array(unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if scalars[index] == first && scalars[index...].starts(with: pattern) {
                result.append(contentsOf: replacement.unicodeScalars)
                index += pattern.count
            } else {
                result.append(scalars[index])
                index += 1
            }
        }
        return String(result)
    }
}
