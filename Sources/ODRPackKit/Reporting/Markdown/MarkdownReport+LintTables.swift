/// The parts of lint's Markdown report, each in both forms: `maximum` rows in the summary,
/// every row (nil) in the full form.
extension MarkdownReport {
    /// For a delivery whose pack IDs last, what changed against the previous release the IDs
    /// follow (the lock file or the baseline build): IDs kept, new and no longer used.
    static func againstPreviousRelease(_ plan: PackPlan, history: PackHistory?, into document: inout MarkdownDocument) {
        guard let history else { return }
        let ids = Set(plan.packs.map(\.identity.identifier))
        let previous = history.ids
        let kept = ids.intersection(previous).count
        let new = ids.subtracting(previous).count
        let gone = previous.subtracting(ids).count
        document.line(
            "Against the previous release (\(MarkdownDocument.code(history.source, inTable: false))): "
                + "\(kept) pack ID\(kept == 1 ? "" : "s") kept, **\(new) new**, **\(gone) no longer used**")
        document.line()
    }

    /// The merge made (`--max-packs`) or proposed (over the pack limit), in one sentence.
    static func mergeHeadline(_ plan: PackPlan, into document: inout MarkdownDocument) {
        let layout = plan.arrangement
        guard let merge = layout.merge ?? layout.proposal else { return }
        let what =
            layout.merge == nil
            ? "Over the pack limit: `--max-packs \(merge.maximum)` would merge \(merge.partitions) partitions into \(merge.packs) packs"
            : "\(merge.partitions) partitions merged into \(merge.packs) packs (`--max-packs \(merge.maximum)`)"
        document.line(
            "**\(what)**: tags download \(ByteSize.format(merge.cost)) more in all, the install \(ByteSize.format(merge.addedInstallBytes)) more."
                + (merge.movedPacks.isEmpty ? "" : " The content of \(merge.movedPacks.count) pack(s) of the previous release moved.")
                + (plan.developmentLanguage == nil
                    ? "" : " It counts every language's packs; one device downloads its own language's only."))
        document.line()
    }

    /// The packs, biggest first.
    static func packs(_ plan: PackPlan, profile: LimitProfile, maximum: Int?, share: Double, into document: inout MarkdownDocument) {
        let labels = PackLabels(plan)
        let words = plan.delivery.words
        let columns = words.packColumns.filter { PackColumnText.isShown($0, in: plan) }
        let header = [words.packTitle] + columns.map { PackColumnText.title($0, profile: profile, capitals: false) }
        let right = Set(columns.indices.filter { PackColumnText.alignsRight(columns[$0]) }.map { $0 + 1 })
        let rows = plan.packs.sorted { ($1.bytes, $0.displayName) < ($0.bytes, $1.displayName) }.map { pack in
            [MarkdownDocument.code(labels[pack.identity.identifier])]
                + columns.map { PackColumnText.value($0, pack: pack, plan: plan, profile: profile) }
        }
        document.line(
            maximum.flatMap { $0 < rows.count ? "#### The \($0) biggest of \(rows.count) asset packs" : nil }
                ?? "#### Asset packs, biggest first")
        document.line()
        if let maximum {
            document.excerpt(header, alignRight: right, rows: rows, maximum: maximum, noun: "pack", share: share)
        } else {
            document.table(header, alignRight: right, rows: rows, share: share)
        }
        document.line()
    }

    /// The tags the merge costs most, with their download before (and after) it.
    static func mergeCost(_ plan: PackPlan, maximum: Int?, share: Double, into document: inout MarkdownDocument) {
        let layout = plan.arrangement
        guard let merge = layout.merge ?? layout.proposal, !merge.addedBytesByTag.isEmpty else { return }
        let costliest = merge.addedBytesByTag.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        let after = layout.merge == nil ? nil : Dictionary(plan.tags.map { ($0.name, $0.bytes) }) { first, _ in first }
        let header = ["tag", "its packs before"] + (after == nil ? [] : ["after"]) + ["downloads more"]
        let rows = costliest.map { tag, bytes in
            [MarkdownDocument.code(tag), ByteSize.format(merge.downloadBefore[tag] ?? 0)]
                + (after.map { [ByteSize.format($0[tag] ?? 0)] } ?? []) + ["+" + ByteSize.format(bytes)]
        }
        let right = Set(1...(after == nil ? 2 : 3))
        document.line("#### The tags the merge costs most")
        document.line()
        if let maximum {
            document.excerpt(header, alignRight: right, rows: rows, maximum: maximum, noun: "tag", share: share)
        } else {
            document.table(header, alignRight: right, rows: rows, share: share)
        }
        document.line()
    }

    /// Localized packs: each language's packs and what a device of one language downloads.
    static func languages(_ plan: PackPlan, into document: inout MarkdownDocument) {
        guard let summary = LanguageSummary(plan) else { return }
        document.line("#### Languages (`--localized-packs`)")
        document.line()
        let rows = LanguageRows.rows(summary) { name, development in MarkdownDocument.code(name) + (development ? " (development)" : "") }
        document.table(LanguageRows.titles, alignRight: LanguageRows.alignRight, rows: rows, share: 0.3)
        document.line()
        document.line(MarkdownDocument.cell(LanguageRows.sentence(summary)))
        document.line()
    }

    /// Every tag with its category, packs and download.
    static func tags(_ plan: PackPlan, profile: LimitProfile, into document: inout MarkdownDocument) {
        document.line("#### Tags")
        document.line()
        document.table(
            ["tag", "category", "packs", "download", "of in-use limit"], alignRight: [2, 3, 4],
            rows: plan.tags.map { tag in
                [
                    MarkdownDocument.code(tag.name), tag.category.rawValue + (tag.prefetchIndex.map { " #\($0 + 1)" } ?? ""),
                    "\(tag.packs.count)",
                    ByteSize.format(tag.bytes), share(tag.bytes, .inUse, profile),
                ]
            }, share: 0.9)
        document.line()
    }

    /// The plan's sums against their limits.
    static func totals(_ plan: PackPlan, profile: LimitProfile, into document: inout MarkdownDocument) {
        document.line("#### Totals")
        document.line()
        document.table(
            ["what", "size", "limit", "share"], alignRight: [1, 2, 3],
            rows: plan.delivery.words.totals(plan).map { row in
                [
                    row.name, ByteSize.format(row.bytes), profile[row.limit].map(ByteSize.format) ?? "none",
                    share(row.bytes, row.limit, profile),
                ]
            })
        document.line()
    }

    private static func share(_ bytes: Int64, _ kind: LimitKind, _ profile: LimitProfile) -> String {
        profile[kind].map { ByteSize.percent(bytes, of: $0) } ?? "-"
    }
}
