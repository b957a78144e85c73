/// A pull-request comment on standard output (problems first, under GitHub's limit); the
/// lines a person reads beside it (`build`'s summary, what `report` and `convert` wrote) go
/// to standard error as text.
struct MarkdownRenderer: Renderer {
    /// Leaves out `build`'s summary line (`--quiet`).
    var quiet = false
    /// The comment's form, for `lint` and `diff` (`--markdown-detail`).
    var detail = MarkdownDetail.summary

    func render(_ outcome: LintResult) -> Rendering {
        Rendering(output: MarkdownReport.render(outcome, detail: detail))
    }

    func render(_ outcome: BuildOutcome) -> Rendering {
        Rendering(
            output: MarkdownReport.render(outcome.diagnostics, title: "odr-pack build:", subject: outcome.output, command: "build"),
            errors: quiet ? "" : LogText.safe(TextRenderer.line(BuildSummary.text(outcome))))
    }

    func render(_ outcome: VerifyOutcome) -> Rendering {
        let title = outcome.diagnostics.isEmpty ? BuildSummary.verifiedSentence(outcome) + ":" : "odr-pack verify:"
        return Rendering(output: MarkdownReport.render(outcome.diagnostics, title: title, subject: outcome.directory, command: "verify"))
    }

    func render(_ outcome: DiffOutcome) -> Rendering {
        guard let diff = outcome.diff else {
            return Rendering(
                output: MarkdownReport.render(outcome.diagnostics, title: "odr-pack diff:", subject: outcome.new, command: "diff"))
        }
        return Rendering(
            output: MarkdownReport.render(
                diff, old: outcome.old, new: outcome.new, diagnostics: outcome.diagnostics,
                all: outcome.showAll, detail: detail))
    }

    /// The text explanation in a fenced block one backtick longer than any run in it.
    func render(_ outcome: WhyOutcome) -> Rendering {
        guard let explanation = outcome.explanation else { return render(outcome.lint) }
        let text = LogText.safe(TextReport.render(explanation))
        let fence = String(repeating: "`", count: max(MarkdownDocument.longestBacktickRun(in: text), 2) + 1)
        return Rendering(
            output: MarkdownReport.marker("why")
                + "\n### odr-pack why \(MarkdownDocument.code(explanation.path, inTable: false))\n\n\(fence)text\n\(text)\(fence)\n")
    }

    func render(_ outcome: MigrateOutcome) -> Rendering {
        guard let migration = outcome.migration else { return render(outcome.lint) }
        return Rendering(output: MarkdownReport.render(migration, diagnostics: outcome.diagnostics))
    }

    func render(_ outcome: ReportOutcome) -> Rendering {
        Rendering(
            output: MarkdownReport.render(outcome.diagnostics, title: "odr-pack report:", subject: outcome.output, command: "report"),
            errors: LogText.safe(TextRenderer.line(BuildSummary.wrote(outcome))))
    }

    func render(_ outcome: ConvertOutcome) -> Rendering {
        Rendering(
            output: MarkdownReport.render(outcome.diagnostics, title: "odr-pack convert:", subject: outcome.output, command: "convert"),
            errors: LogText.safe(TextRenderer.line(BuildSummary.wrote(outcome))))
    }
}
