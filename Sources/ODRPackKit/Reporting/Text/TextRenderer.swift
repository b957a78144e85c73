/// Text for a terminal or a CI log: reports on standard output, problems on standard error
/// as compilers print them (`file:line:col: severity: message [code]`), then a summary line.
/// Everything passes through `LogText.safe` last.
struct TextRenderer: Renderer {
    /// Leaves out `build`'s summary line (`--quiet`).
    var quiet = false

    func render(_ outcome: LintResult) -> Rendering {
        Self.log(output: TextReport.render(outcome), errors: Self.problems(outcome.diagnostics))
    }

    func render(_ outcome: BuildOutcome) -> Rendering {
        Self.log(errors: Self.problems(outcome.diagnostics) + (quiet ? "" : Self.line(BuildSummary.text(outcome))))
    }

    func render(_ outcome: VerifyOutcome) -> Rendering {
        Self.log(output: outcome.diagnostics.isEmpty ? Self.line(BuildSummary.verified(outcome)) : "",
                 errors: Self.problems(outcome.diagnostics))
    }

    func render(_ outcome: DiffOutcome) -> Rendering {
        Self.log(output: outcome.diff.map { TextReport.render($0, old: outcome.old, new: outcome.new, all: outcome.showAll) } ?? "",
                 errors: Self.problems(outcome.diagnostics))
    }

    func render(_ outcome: WhyOutcome) -> Rendering {
        guard let explanation = outcome.explanation else { return render(outcome.lint) }
        return Self.log(output: TextReport.render(explanation), errors: Self.problems(explanation.diagnostics))
    }

    func render(_ outcome: ReportOutcome) -> Rendering {
        Self.log(errors: Self.problems(outcome.diagnostics) + Self.line(BuildSummary.wrote(outcome)))
    }

    func render(_ outcome: ConvertOutcome) -> Rendering {
        Self.log(errors: Self.problems(outcome.diagnostics) + Self.line(BuildSummary.wrote(outcome)))
    }

    /// Every diagnostic, one a line, then `2 errors, 1 warning`; nothing when there is none.
    static func problems(_ diagnostics: [Diagnostic]) -> String {
        guard !diagnostics.isEmpty else { return "" }
        return (diagnostics.map(DiagnosticTextFormatter.format) + [DiagnosticTextFormatter.summary(diagnostics)])
            .joined(separator: "\n") + "\n"
    }

    static func line(_ text: String?) -> String {
        text.map { $0 + "\n" } ?? ""
    }

    static func log(output: String = "", errors: String = "") -> Rendering {
        Rendering(output: LogText.safe(output), errors: LogText.safe(errors))
    }
}
