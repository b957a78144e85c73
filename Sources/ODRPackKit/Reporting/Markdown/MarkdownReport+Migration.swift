import SourceScan

/// `odr-pack migrate` as a pull-request comment: problems first, then one table of the places
/// to change and one of the items that must move out of their packs, cut to fit GitHub's limit.
extension MarkdownReport {
    /// The comment, with `diagnostics` (the migration's and lint's) first.
    static func render(_ migration: Migration, diagnostics: [Diagnostic]) -> String {
        var document = MarkdownDocument()
        document.line(marker("migrate"))
        document.line("### odr-pack migrate: \(MarkdownDocument.code(migration.manifestFile, inTable: false))")
        document.line()
        document.line("**\(migration.sites.count) place\(migration.sites.count == 1 ? "" : "s") to change in \(migration.sources.count) source file\(migration.sources.count == 1 ? "" : "s") · \(migration.items.count) item\(migration.items.count == 1 ? "" : "s") that cannot stay in a pack · \(DiagnosticTextFormatter.summary(diagnostics))**")
        document.line()
        document.diagnostics(diagnostics, share: 0.2)
        if !migration.sites.isEmpty {
            document.line("#### Places to change")
            document.line()
            document.table(["place", "what", "code", "tags or files", "becomes"], rows: migration.sites.map { site in
                [MarkdownDocument.code("\(site.file):\(site.line):\(site.column)"), MarkdownDocument.cell(TextReport.label(site.kind)),
                 MarkdownDocument.code(site.code),
                 (site.tags.map(TextReport.describe) ?? site.resource.flatMap(TextReport.describe)).map { MarkdownDocument.code($0) } ?? MarkdownDocument.cell("-"),
                 MarkdownDocument.code(site.replacement)]
            }, share: 0.7)
        }
        if !migration.items.isEmpty {
            document.line()
            document.line("#### Items that cannot be read from a pack")
            document.line()
            document.table(["item", "what", "read with", "pack", "instead"], rows: migration.items.map { item in
                [MarkdownDocument.code(item.path), MarkdownDocument.cell(item.kind), MarkdownDocument.code(item.reader),
                 MarkdownDocument.code(item.pack.id), MarkdownDocument.code(item.replacement)]
            })
        }
        return document.text
    }
}
