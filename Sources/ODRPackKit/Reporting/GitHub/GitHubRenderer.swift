/// GitHub Actions output: every diagnostic as an annotation on standard output, beside the
/// text report where the command has one. Every line is either one of these annotations or
/// cannot start a workflow command: the text passes through `LogText.safe`, and the
/// annotations are added after it.
struct GitHubRenderer: Renderer {
    /// Leaves out `build`'s summary line (`--quiet`).
    var quiet = false

    private var text: TextRenderer { TextRenderer(quiet: quiet) }

    func render(_ outcome: LintResult) -> Rendering {
        Rendering(output: LogText.safe(TextReport.render(outcome)) + Self.annotations(outcome.diagnostics)
                    + LogText.safe(DiagnosticTextFormatter.summary(outcome.diagnostics) + "\n"))
    }

    func render(_ outcome: BuildOutcome) -> Rendering {
        Rendering(output: Self.annotations(outcome.diagnostics), errors: quiet ? "" : LogText.safe(TextRenderer.line(BuildSummary.text(outcome))))
    }

    func render(_ outcome: VerifyOutcome) -> Rendering {
        Rendering(output: Self.annotations(outcome.diagnostics) + text.render(outcome).output)
    }

    func render(_ outcome: DiffOutcome) -> Rendering {
        Rendering(output: text.render(outcome).output + Self.annotations(outcome.diagnostics))
    }

    func render(_ outcome: WhyOutcome) -> Rendering {
        Rendering(output: text.render(outcome).output + Self.annotations(outcome.diagnostics))
    }

    func render(_ outcome: ReportOutcome) -> Rendering {
        Rendering(output: Self.annotations(outcome.diagnostics), errors: LogText.safe(TextRenderer.line(BuildSummary.wrote(outcome))))
    }

    func render(_ outcome: ConvertOutcome) -> Rendering {
        Rendering(output: Self.annotations(outcome.diagnostics), errors: LogText.safe(TextRenderer.line(BuildSummary.wrote(outcome))))
    }

    static func annotations(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { GitHubAnnotationFormatter.format($0) + "\n" }.joined()
    }
}
