/// Formats diagnostics for a terminal or a log, one per line, as compilers do:
/// `file:line:col: severity: message [code]`, or with a key path for property lists:
/// `file: severity: message (at Resources["x"]) [code]`.
public enum DiagnosticTextFormatter {
    /// One line for `diagnostic`.
    public static func format(_ diagnostic: Diagnostic) -> String {
        var prefix = ""
        var suffix = ""
        if let location = diagnostic.location {
            prefix = MessageText.printable(location.file, limit: nil)
            if let line = location.line {
                prefix += ":\(line)"
                if let column = location.column { prefix += ":\(column)" }
            }
            prefix += ": "
            if let keyPath = location.keyPath { suffix = " (at \(keyPath))" }
        }
        return "\(prefix)\(diagnostic.severity.rawValue): \(diagnostic.message)\(suffix) [\(diagnostic.code.rawValue)]"
    }

    /// `2 errors, 1 warning`, or `no problems`.
    public static func summary(_ diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        let notes = diagnostics.count - errors - warnings
        if errors == 0 && warnings == 0 && notes == 0 { return "no problems" }
        return "\(count(errors, "error")), \(count(warnings, "warning"))" + (notes > 0 ? ", \(count(notes, "note"))" : "")
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
