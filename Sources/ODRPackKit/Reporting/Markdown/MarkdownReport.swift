/// `lint --format markdown` (and build and verify): a pull-request comment with the problems
/// first, then the packs (biggest first, with their share of the pack limit), the tags and
/// the totals.
public enum MarkdownReport {
    /// The lint report.
    public static func render(_ result: LintResult) -> String {
        var document = MarkdownDocument()
        document.line(marker("lint"))
        document.line("### odr-pack lint: \(MarkdownDocument.code(result.manifestFile, inTable: false))")
        document.line()
        document.line("**\(DiagnosticTextFormatter.summary(result.diagnostics))**" + (result.plan.map { plan in
            " · \(plan.packs.count) asset packs · \(plan.tags.count) tags · \(ByteSize.format(plan.packBytes)) in packs · limit profile `\(result.profile.name.rawValue)`"
        } ?? ""))
        document.line()
        document.diagnostics(result.diagnostics)
        guard let plan = result.plan else { return document.text }
        let profile = result.profile
        func share(_ bytes: Int64, _ kind: LimitKind) -> String { profile[kind].map { ByteSize.percent(bytes, of: $0) } ?? "-" }
        let labels = PackLabels(plan)
        document.line("#### Asset packs, biggest first")
        document.line()
        let words = Deliveries.kind(of: plan.delivery).words
        let columns = words.packColumns.filter { PackColumnText.isShown($0, in: plan) }
        document.table([words.packTitle] + columns.map { PackColumnText.title($0, profile: profile, capitals: false) },
                       alignRight: Set(columns.indices.filter { PackColumnText.alignsRight(columns[$0]) }.map { $0 + 1 }),
                       rows: plan.packs.sorted { ($1.bytes, $0.displayName) < ($0.bytes, $1.displayName) }.map { pack in
            [MarkdownDocument.code(labels[pack.identity.identifier])] + columns.map { PackColumnText.value($0, pack: pack, plan: plan, profile: profile) }
        }, share: 0.6)
        let layout = plan.arrangement
        if let merge = layout.merge ?? layout.proposal {
            document.line()
            document.line(layout.merge == nil
                ? "#### Over the pack limit: `--max-packs \(merge.maximum)` would merge \(merge.partitions) partitions into \(merge.packs) packs"
                : "#### \(merge.partitions) partitions merged into \(merge.packs) packs (`--max-packs \(merge.maximum)`)")
            document.line()
            document.line("Tags download \(ByteSize.format(merge.cost)) more in all, the install \(ByteSize.format(merge.addedInstallBytes)) more."
                          + (merge.movedPacks.isEmpty ? "" : " The content of \(merge.movedPacks.count) pack(s) of the previous release moved."))
            let costliest = merge.addedBytesByTag.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            let after = layout.merge == nil ? nil : Dictionary(plan.tags.map { ($0.name, $0.bytes) }) { first, _ in first }
            if !costliest.isEmpty {
                document.line()
                document.table(["tag", "its packs before"] + (after == nil ? [] : ["after"]) + ["downloads more"], alignRight: Set(1...(after == nil ? 2 : 3)),
                               rows: costliest.map { tag, bytes in
                    [MarkdownDocument.code(tag), ByteSize.format(merge.downloadBefore[tag] ?? 0)]
                        + (after.map { [ByteSize.format($0[tag] ?? 0)] } ?? []) + ["+" + ByteSize.format(bytes)]
                }, share: 0.1)
            }
        }
        document.line()
        document.line("#### Tags")
        document.line()
        document.table(["tag", "category", "packs", "download", "of in-use limit"], alignRight: [2, 3, 4], rows: plan.tags.map { tag in
            [MarkdownDocument.code(tag.name), tag.category.rawValue + (tag.prefetchIndex.map { " #\($0 + 1)" } ?? ""), "\(tag.packs.count)",
             ByteSize.format(tag.bytes), share(tag.bytes, .inUse)]
        }, share: 0.9)
        document.line()
        document.line("#### Totals")
        document.line()
        document.table(["what", "size", "limit", "share"], alignRight: [1, 2, 3], rows: words.totals(plan).map { row in
            [row.name, ByteSize.format(row.bytes), profile[row.limit].map(ByteSize.format) ?? "none", share(row.bytes, row.limit)]
        })
        return document.text
    }

    /// Diagnostics only (build, verify, report, convert): the summary line and the problem
    /// table, under `title` (odr-pack's words) and `subject` (a name from outside).
    static func render(_ diagnostics: [Diagnostic], title: String, subject: String, command: String) -> String {
        var document = MarkdownDocument()
        document.line(marker(command))
        document.line("### \(MarkdownDocument.cell(title)) \(MarkdownDocument.code(subject, inTable: false))")
        document.line()
        document.line("**\(DiagnosticTextFormatter.summary(diagnostics))**")
        document.line()
        document.diagnostics(diagnostics, share: 1)
        return document.text
    }

    /// The hidden first line by which a comment action finds odr-pack's comment of `command`
    /// to update it in place: `<!-- odr-pack:lint -->`.
    static func marker(_ command: String) -> String {
        "<!-- odr-pack:\(command) -->"
    }
}
