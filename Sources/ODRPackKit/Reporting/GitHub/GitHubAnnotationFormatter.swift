/// Formats diagnostics as GitHub Actions workflow commands, so they show as annotations
/// on the manifest's lines: `::error file=…,line=…,col=…,title=…::message`. Every value is
/// escaped as the runner reads it (`%`, CR, LF; `:` and `,` in properties) after control
/// characters are written as escapes, so one diagnostic is always one line and one command.
public enum GitHubAnnotationFormatter {
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
        MessageText.printable(text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A"), limit: nil)
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
    func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
