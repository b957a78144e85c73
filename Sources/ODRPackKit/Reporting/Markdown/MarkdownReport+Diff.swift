/// The pull-request comment of `odr-pack diff`.
extension MarkdownReport {
    /// A pull-request comment: the download and growth, problems, then the changed packs
    /// (biggest download first, with their changed files by repository path), then the tags
    /// whose download changed (every pack and tag with `all`); always under GitHub's limit.
    static func render(_ diff: IndexDiff, diagnostics: [Diagnostic], all: Bool) -> String {
        let totals = diff.totals
        var document = MarkdownDocument()
        document.line(marker("diff"))
        document.line("### odr-pack diff")
        document.line()
        let total = DiffReport.sizes(totals.oldArchiveBytes, totals.newArchiveBytes)
        document.line("**Download after the update: \(ByteSize.format(totals.downloadBytes))** · all packs \(total.old) → \(total.new) (\(DiffReport.growth(totals.oldArchiveBytes, totals.newArchiveBytes))) · packs: \(DiffReport.summary(diff))")
        if let note = DiffReport.measureNote(diff) {
            document.line()
            document.line("_\(note.prefix(1).uppercased() + note.dropFirst())._")
        }
        document.line()
        document.diagnostics(diagnostics, share: 0.3)
        let labels = PackLabels(diff)
        let shown = DiffReport.ordered(diff.packs).filter { all || $0.status != .unchanged }
        if !shown.isEmpty {
            document.line(all ? "#### Packs, biggest download first" : "#### Packs that changed, biggest download first")
            document.line()
            document.table([DiffReport.packTitle(diff), "status", "old", "new", "change", "download", "files changed"], alignRight: [2, 3, 4, 5],
                           rows: shown.map { pack in
                let files = pack.files.prefix(3).map { "\($0.status.rawValue) \(MarkdownDocument.code($0.source))" }.joined(separator: "; ")
                    + (pack.files.count > 3 ? "; \(pack.files.count - 3) more" : "")
                let sizes = DiffReport.sizes(pack.oldArchiveBytes, pack.newArchiveBytes)
                return [MarkdownDocument.code(labels[pack.identifier]), pack.status.rawValue, pack.status == .added ? "-" : sizes.old,
                        pack.status == .removed ? "-" : sizes.new,
                        DiffReport.growth(pack.oldArchiveBytes, pack.newArchiveBytes), ByteSize.format(DiffReport.download(pack)), files]
            }, share: 0.7)
            document.line()
        }
        let tags = diff.tags.filter { all || DiffReport.changed($0) }
            .sorted { ($1.downloadBytes, $0.name) < ($0.downloadBytes, $1.name) }
        if !tags.isEmpty {
            document.line(all ? "#### Tags" : "#### Tags whose download changed")
            document.line()
            document.table(["tag", "old", "new", "change", "download again"], alignRight: [1, 2, 3, 4], rows: tags.map { tag in
                let sizes = DiffReport.sizes(tag.oldBytes, tag.newBytes)
                return [MarkdownDocument.code(tag.name), sizes.old, sizes.new, DiffReport.growth(tag.oldBytes, tag.newBytes), ByteSize.format(tag.downloadBytes)]
            })
        }
        return document.text
    }
}
