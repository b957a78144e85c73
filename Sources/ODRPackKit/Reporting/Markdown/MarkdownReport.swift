/// `lint --format markdown` (and build and verify): a pull-request comment that leads with the
/// verdict and what changed against the previous release, then the problems, the totals and
/// the packs. The summary (`MarkdownDetail.summary`, the comment) keeps the biggest rows and
/// says where the rest is; the full form (the job summary) holds every table.
public enum MarkdownReport {
    /// The lint report in `detail`.
    public static func render(_ result: LintResult, detail: MarkdownDetail = .summary) -> String {
        var document = detail == .summary ? MarkdownDocument(limit: MarkdownDocument.commentBudget - 512) : MarkdownDocument()
        document.line(marker("lint"))
        document.line("### odr-pack lint: \(MarkdownDocument.code(result.manifestFile, inTable: false))")
        document.line()
        document.line(
            verdict(result.diagnostics)
                + (result.plan.map { plan in
                    " · \(plan.delivery.displayName) · \(plan.packs.count) asset packs · \(plan.tags.count) tags"
                        + " · \(ByteSize.format(plan.packBytes)) in packs · limit profile `\(result.profile.name.rawValue)`"
                } ?? ""))
        document.line()
        if let plan = result.plan {
            againstPreviousRelease(plan, history: result.history, into: &document)
            mergeHeadline(plan, into: &document)
        }
        switch detail {
        case .summary:
            document.problems(result.diagnostics, share: 0.45)
            guard let plan = result.plan else { return document.text }
            totals(plan, profile: result.profile, into: &document)
            languages(plan, into: &document)
            packs(plan, profile: result.profile, maximum: 10, share: 0.6, into: &document)
            mergeCost(plan, maximum: 5, share: 0.5, into: &document)
            document.line(wholeReport)
        case .full:
            document.diagnostics(result.diagnostics)
            guard let plan = result.plan else { return document.text }
            packs(plan, profile: result.profile, maximum: nil, share: 0.6, into: &document)
            mergeCost(plan, maximum: nil, share: 0.1, into: &document)
            tags(plan, profile: result.profile, into: &document)
            totals(plan, profile: result.profile, into: &document)
            languages(plan, into: &document)
        }
        return document.finishedText
    }

    /// Diagnostics only (build, verify, report, convert): the verdict and the problem table,
    /// under `title` (odr-pack's words) and `subject` (a name from outside).
    static func render(_ diagnostics: [Diagnostic], title: String, subject: String, command: String) -> String {
        var document = MarkdownDocument()
        document.line(marker(command))
        document.line("### \(MarkdownDocument.cell(title)) \(MarkdownDocument.code(subject, inTable: false))")
        document.line()
        document.line(verdict(diagnostics))
        document.line()
        document.diagnostics(diagnostics, share: 1)
        return document.text
    }

    /// The first words a reviewer reads: `**❌ fails: 1 error, 2 warnings**`, `**✅ passes: no
    /// problems**`, `**✅ passes: 0 errors, 3 warnings**`.
    static func verdict(_ diagnostics: [Diagnostic]) -> String {
        let fails = diagnostics.contains { $0.severity == .error }
        return "**\(fails ? "❌ fails" : "✅ passes"): \(DiagnosticTextFormatter.summary(diagnostics))**"
    }

    /// The summary's last line: where the whole tables are.
    static let wholeReport =
        "_The whole report, every row: `--markdown-detail full` (the action's job summary), `--json-out` (JSON) or `odr-pack report` (HTML)._"

    /// The hidden first line by which a comment action finds odr-pack's comment of `command`
    /// to update it in place: `<!-- odr-pack:lint -->`.
    static func marker(_ command: String) -> String {
        "<!-- odr-pack:\(command) -->"
    }
}
