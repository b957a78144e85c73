import ODRPackKit

/// Prints results in the chosen format: reports on standard output, diagnostics on standard
/// error (text) or standard output (json, github).
struct Reporter {
    let format: OutputFormat

    /// A lint result: the tables and the diagnostics.
    func lint(_ result: LintResult) throws(Console.WriteError) {
        switch format {
        case .text:
            try Console.out(TextReport.render(result))
            try diagnostics(result.diagnostics)
        case .json:
            try Console.out(JSONReport.render(result))
        case .github:
            try Console.out(TextReport.render(result) + annotations(result.diagnostics) + DiagnosticTextFormatter.summary(result.diagnostics) + "\n")
        case .markdown:
            try Console.out(MarkdownReport.render(result))
        }
    }

    /// A build outcome: every diagnostic (no plan tables), then, in text, the summary line.
    func build(_ outcome: BuildOutcome, output: String, summary: String?) throws(Console.WriteError) {
        switch format {
        case .text:
            try diagnostics(outcome.diagnostics)
            if let summary { try Console.err(summary) }
        case .json:
            try Console.out(JSONReport.render(outcome, output: output))
        case .github:
            try Console.out(annotations(outcome.diagnostics))
            if let summary { try Console.err(summary) }
        case .markdown:
            try Console.out(MarkdownReport.render(outcome.diagnostics, title: "odr-pack build: \(output)"))
            if let summary { try Console.err(summary) }
        }
    }

    /// A verify result.
    func verify(_ result: Verifier.Result, directory: String) throws(Console.WriteError) {
        switch format {
        case .text:
            try diagnostics(result.diagnostics)
            if result.diagnostics.isEmpty { try Console.out(BuildSummary.verified(result, directory: directory) + "\n") }
        case .json:
            try Console.out(JSONReport.render(result, directory: directory))
        case .github:
            try Console.out(annotations(result.diagnostics) + (result.diagnostics.isEmpty ? BuildSummary.verified(result, directory: directory) + "\n" : ""))
        case .markdown:
            try Console.out(MarkdownReport.render(result.diagnostics, title: result.diagnostics.isEmpty ? BuildSummary.verified(result, directory: directory) : "odr-pack verify: \(directory)"))
        }
    }

    /// An explanation of one path: in text, the not-listed error on standard error too.
    func why(_ explanation: Explanation) throws(Console.WriteError) {
        switch format {
        case .text, .github, .markdown:
            try Console.out(TextReport.render(explanation))
            try diagnostics(explanation.diagnostics)
        case .json:
            try Console.out(JSONReport.render(explanation))
        }
    }

    /// Diagnostics on standard error, one a line, then the summary line.
    private func diagnostics(_ list: [Diagnostic]) throws(Console.WriteError) {
        guard !list.isEmpty else { return }
        try Console.err((list.map(DiagnosticTextFormatter.format) + [DiagnosticTextFormatter.summary(list)]).joined(separator: "\n"))
    }

    private func annotations(_ list: [Diagnostic]) -> String {
        list.map { GitHubAnnotationFormatter.format($0) + "\n" }.joined()
    }
}
