/// The pull-request comment of `odr-pack diff`.
extension MarkdownReport {
    /// A pull-request comment: the verdict (the budgets) and the download after the update
    /// first, then the problems, the changed packs (biggest download first, with their changed
    /// files by repository path) and the tags whose download changed (every pack and tag with
    /// `all`). The summary keeps the first ten of each; always under GitHub's limit.
    static func render(
        _ diff: IndexDiff, old: String, new: String, diagnostics: [Diagnostic], all: Bool,
        detail: MarkdownDetail = .summary
    ) -> String {
        let totals = diff.totals
        let summary = detail == .summary
        var document = summary ? MarkdownDocument(limit: MarkdownDocument.commentBudget - 512) : MarkdownDocument()
        document.line(marker("diff"))
        document.line("### odr-pack diff: \(MarkdownDocument.code(old, inTable: false)) → \(MarkdownDocument.code(new, inTable: false))")
        document.line()
        let total = DiffReport.sizes(totals.oldArchiveBytes, totals.newArchiveBytes)
        document.line(
            verdict(diagnostics) + " · **download after the update: \(ByteSize.format(totals.downloadBytes))**"
                + " · all packs \(total.old) → \(total.new) (\(DiffReport.growth(totals.oldArchiveBytes, totals.newArchiveBytes)))"
                + " · packs: \(DiffReport.summary(diff))")
        if let note = DiffReport.measureNote(diff) {
            document.line()
            document.line("_\(note.prefix(1).uppercased() + note.dropFirst())._")
        }
        document.line()
        if summary { document.problems(diagnostics, share: 0.3) } else { document.diagnostics(diagnostics, share: 0.3) }
        let maximum = summary ? 10 : nil
        let packs = changedPacks(diff, all: all, maximum: maximum, into: &document)
        let tags = changedTags(diff, all: all, maximum: maximum, into: &document)
        if !diff.languages.isEmpty {
            document.line("#### Languages (`--localized-packs`)")
            document.line()
            document.table(DiffReport.languageTitles, alignRight: [1, 2, 3, 4], rows: DiffReport.languageRows(diff), share: 0.3)
            document.line()
        }
        let folded = DiagnosticGroups(diagnostics).groups.contains { $0.items.count > MarkdownDocument.shownPerCode }
        if summary && (packs > 10 || tags > 10 || folded) { document.line(wholeReport) }
        return document.finishedText
    }

    /// The packs' table; returns how many rows it has in the full form.
    private static func changedPacks(_ diff: IndexDiff, all: Bool, maximum: Int?, into document: inout MarkdownDocument) -> Int {
        let labels = PackLabels(diff)
        let shown = DiffReport.ordered(diff.packs).filter { all || $0.status != .unchanged }
        guard !shown.isEmpty else { return 0 }
        document.line(all ? "#### Packs, biggest download first" : "#### Packs that changed, biggest download first")
        document.line()
        let header = [DiffReport.packTitle(diff), "status", "old", "new", "change", "download", "files changed"]
        let rows = shown.map { pack in
            let files =
                pack.files.prefix(3).map { "\($0.status.rawValue) \(MarkdownDocument.code($0.source))" }.joined(separator: "; ")
                + (pack.files.count > 3 ? "; \(pack.files.count - 3) more" : "")
            let sizes = DiffReport.sizes(pack.oldArchiveBytes, pack.newArchiveBytes)
            return [
                MarkdownDocument.code(labels[pack.identifier]), pack.status.rawValue, pack.status == .added ? "-" : sizes.old,
                pack.status == .removed ? "-" : sizes.new,
                DiffReport.growth(pack.oldArchiveBytes, pack.newArchiveBytes), ByteSize.format(DiffReport.download(pack)), files,
            ]
        }
        if let maximum {
            document.excerpt(header, alignRight: [2, 3, 4, 5], rows: rows, maximum: maximum, noun: "pack", share: 0.7)
        } else {
            document.table(header, alignRight: [2, 3, 4, 5], rows: rows, share: 0.7)
        }
        document.line()
        return rows.count
    }

    /// The tags' table; returns how many rows it has in the full form.
    private static func changedTags(_ diff: IndexDiff, all: Bool, maximum: Int?, into document: inout MarkdownDocument) -> Int {
        let tags = diff.tags.filter { all || DiffReport.changed($0) }
            .sorted { ($1.downloadBytes, $0.name) < ($0.downloadBytes, $1.name) }
        guard !tags.isEmpty else { return 0 }
        document.line(all ? "#### Tags" : "#### Tags whose download changed")
        document.line()
        let header = ["tag", "old", "new", "change", "download again"]
        let rows = tags.map { tag in
            let sizes = DiffReport.sizes(tag.oldBytes, tag.newBytes)
            return [
                MarkdownDocument.code(tag.name), sizes.old, sizes.new, DiffReport.growth(tag.oldBytes, tag.newBytes),
                ByteSize.format(tag.downloadBytes),
            ]
        }
        if let maximum {
            document.excerpt(header, alignRight: [1, 2, 3, 4], rows: rows, maximum: maximum, noun: "tag", share: 0.9)
        } else {
            document.table(header, alignRight: [1, 2, 3, 4], rows: rows)
        }
        document.line()
        return rows.count
    }
}
