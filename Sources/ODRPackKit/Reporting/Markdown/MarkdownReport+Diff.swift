/// The pull-request comment of `odr-pack diff`.
extension MarkdownReport {
    /// A pull-request comment: the download and growth, problems, then the changed packs
    /// (biggest download first, with their changed files), then the tags that changed;
    /// always under GitHub's 65,536-character limit.
    static func render(_ diff: IndexDiff, diagnostics: [Diagnostic]) -> String {
        let totals = diff.totals
        var document = MarkdownDocument()
        document.line("### odr-pack diff")
        document.line()
        document.line("**Download after the update: \(ByteSize.format(totals.downloadBytes))** · all packs \(ByteSize.format(totals.oldArchiveBytes)) → \(ByteSize.format(totals.newArchiveBytes)) (\(DiffReport.growth(totals.oldArchiveBytes, totals.newArchiveBytes))) · packs: \(DiffReport.summary(diff))")
        document.line()
        document.diagnostics(diagnostics, share: 0.3)
        let moved = DiffReport.ordered(diff.packs).filter { $0.status != .unchanged }
        if !moved.isEmpty {
            document.line("#### Packs that changed, biggest download first")
            document.line()
            document.table(["pack (tags)", "status", "old", "new", "change", "download", "files changed"], alignRight: [2, 3, 4, 5],
                           rows: moved.map { pack in
                let files = pack.files.prefix(3).map { "\($0.status.rawValue) \(MarkdownDocument.code($0.path))" }.joined(separator: "; ")
                    + (pack.files.count > 3 ? "; \(pack.files.count - 3) more" : "")
                return [MarkdownDocument.code(pack.displayName), pack.status.rawValue, pack.status == .added ? "-" : ByteSize.format(pack.oldArchiveBytes),
                        pack.status == .removed ? "-" : ByteSize.format(pack.newArchiveBytes),
                        DiffReport.growth(pack.oldArchiveBytes, pack.newArchiveBytes), ByteSize.format(DiffReport.download(pack)), files]
            }, share: 0.7)
            document.line()
        }
        let tags = diff.tags.filter { $0.oldBytes != $0.newBytes || $0.downloadBytes > 0 }
            .sorted { ($1.downloadBytes, $0.name) < ($0.downloadBytes, $1.name) }
        if !tags.isEmpty {
            document.line("#### Tags whose download changed")
            document.line()
            document.table(["tag", "old", "new", "change", "download again"], alignRight: [1, 2, 3, 4], rows: tags.map { tag in
                [MarkdownDocument.code(tag.name), ByteSize.format(tag.oldBytes), ByteSize.format(tag.newBytes), DiffReport.growth(tag.oldBytes, tag.newBytes), ByteSize.format(tag.downloadBytes)]
            })
        }
        return document.text
    }
}
