/// What text reaching a terminal or a CI log may hold. The last step of the text and GitHub
/// renderers, so no name, wherever it is printed, can drive a terminal or act as a command
/// to the GitHub Actions runner:
///
/// - control characters (C0 but the line feed, DEL, C1), line and paragraph separators and
///   bidirectional controls are written as escapes (`\u{1B}`), as `MessageText` writes them;
/// - a line that would start a workflow command (`::` after leading white space) has its
///   first colon written `\u{3A}`, and the legacy `##[` is written `#\u{23}[`.
///
/// The runner reads a line as a command only if it starts that way, so the annotations the
/// GitHub renderer writes itself (`GitHubAnnotationFormatter`) are added after this step.
public enum LogText {
    /// `text` made safe line by line.
    static func safe(_ text: String) -> String {
        var escaped = ""
        escaped.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if scalar != "\n" && MessageText.needsEscape(scalar) {
                escaped += MessageText.escape(scalar)
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        guard escaped.contains(":") || escaped.contains("#") else { return escaped }
        return escaped.split(separator: "\n", omittingEmptySubsequences: false).map(neutralized).joined(separator: "\n")
    }

    /// One line that cannot be a workflow command.
    static func neutralized(_ line: Substring) -> String {
        var line = String(line)
        if line.contains("##[") { line = line.replacingAll("##[", with: "#\\u{23}[") }
        if let first = line.firstIndex(where: { !$0.isWhitespace }), line[first...].hasPrefix("::") {
            line.replaceSubrange(first...first, with: "\\u{3A}")
        }
        return line
    }

    /// Whether the GitHub Actions runner would read `line` as a workflow command.
    public static func isWorkflowCommand(_ line: Substring) -> Bool {
        guard !line.contains("##[") else { return true }
        guard let first = line.firstIndex(where: { !$0.isWhitespace }) else { return false }
        return line[first...].hasPrefix("::")
    }
}
