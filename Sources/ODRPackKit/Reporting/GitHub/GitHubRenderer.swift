/// GitHub Actions output: every diagnostic as an annotation on standard output, beside the
/// text report where the command has one. Every line is either one of these annotations or
/// cannot start a workflow command: the text passes through `LogText.safe`, and the
/// annotations are added after it.
struct GitHubRenderer: Renderer {
    /// Leaves out `build`'s summary line (`--quiet`).
    var quiet = false

    private var text: TextRenderer { TextRenderer(quiet: quiet) }

    func render(_ outcome: LintResult) -> Rendering {
        Rendering(
            output: LogText.safe(TextReport.render(outcome)) + Self.annotations(outcome.diagnostics)
                + LogText.safe(DiagnosticTextFormatter.summary(outcome.diagnostics) + "\n"))
    }

    func render(_ outcome: BuildOutcome) -> Rendering {
        Rendering(
            output: Self.annotations(outcome.diagnostics), errors: quiet ? "" : LogText.safe(TextRenderer.line(BuildSummary.text(outcome))))
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

    func render(_ outcome: MigrateOutcome) -> Rendering {
        Rendering(
            output: text.render(outcome).output + (outcome.migration.map(Self.placeAnnotations) ?? "")
                + Self.annotations(outcome.diagnostics))
    }

    func render(_ outcome: ReportOutcome) -> Rendering {
        Rendering(output: Self.annotations(outcome.diagnostics), errors: LogText.safe(TextRenderer.line(BuildSummary.wrote(outcome))))
    }

    func render(_ outcome: ConvertOutcome) -> Rendering {
        Rendering(output: Self.annotations(outcome.diagnostics), errors: LogText.safe(TextRenderer.line(BuildSummary.wrote(outcome))))
    }

    /// The most annotations of one code, and in all: GitHub shows about ten per step.
    static let perCode = GitHubAnnotationFormatter.perCode
    static let total = GitHubAnnotationFormatter.total

    /// At most `perCode` annotations of each code and `total` in all, the most important
    /// first (`DiagnosticGroups`); the rest as text lines in the log, then one notice that
    /// says how many were not annotated and where they are.
    static func annotations(_ diagnostics: [Diagnostic]) -> String {
        var chosen = Set<Diagnostic>()
        for group in DiagnosticGroups(diagnostics).groups {
            for diagnostic in group.items.prefix(perCode) where chosen.count < total { chosen.insert(diagnostic) }
        }
        let rest = diagnostics.filter { !chosen.contains($0) }
        var text = diagnostics.filter(chosen.contains).map { GitHubAnnotationFormatter.format($0) + "\n" }.joined()
        guard !rest.isEmpty else { return text }
        text += LogText.safe(rest.map(DiagnosticTextFormatter.format).joined(separator: "\n") + "\n")
        let codes = DiagnosticGroups(rest).groups.map { "\($0.code.rawValue) ×\($0.items.count)" }.joined(separator: ", ")
        text +=
            GitHubAnnotationFormatter.notice(
                "\(rest.count) more problem\(rest.count == 1 ? " is" : "s are") not annotated (\(codes)); the log lists every one above, and the job summary with GITHUB_STEP_SUMMARY set"
            ) + "\n"
        return text
    }
}
