/// The HTML page's merge section, for a plan whose partitions were merged into fewer packs
/// (or would be, over the pack limit): what it costs, the packs built from several tag sets,
/// and what the costliest tags downloaded before the merge and after it.
extension HTMLReport {
    /// The most rows each of the section's tables shows; `--format json` has them all.
    static let mergeRows = 50

    static func mergeSection(_ plan: PackPlan, into page: inout Page) {
        let layout = plan.arrangement
        guard let merge = layout.merge ?? layout.proposal else { return }
        let made = layout.merge != nil
        page +=
            "<section id=\"merge\"><h2>"
            + (made
                ? "Merge: \(merge.partitions) partitions into \(merge.packs) packs (--max-packs \(merge.maximum))"
                : "Over the pack limit: --max-packs \(merge.maximum) would merge \(merge.partitions) partitions into \(merge.packs) packs")
            + "</h2>\n"
        var summary =
            "Tags download \(escape(ByteSize.format(merge.cost))) more in all; the install \(escape(ByteSize.format(merge.addedInstallBytes))) more."
        if !merge.crossings.isEmpty {
            summary +=
                " \(escape(ByteSize.format(merge.crossings.sizeSum(\.bytes)))) moved into a pack of a stronger policy (--allow-policy-crossing)."
        }
        if !merge.movedPacks.isEmpty { summary += " The content of \(merge.movedPacks.count) pack(s) of the previous release moved." }
        if plan.developmentLanguage != nil { summary += " It counts every language's packs; one device downloads its own language's only." }
        page += "<p id=\"merge-summary\">\(summary)</p>\n"
        mergedPacks(merge, into: &page)
        mergeCosts(merge, after: made ? Dictionary(plan.tags.map { ($0.name, $0.bytes) }) { first, _ in first } : nil, into: &page)
        page += "</section>\n"
    }

    /// Localized packs: each language's packs and what a device of one language downloads.
    static func languageSection(_ plan: PackPlan, into page: inout Page) {
        guard let summary = LanguageSummary(plan) else { return }
        page += "<section id=\"languages\"><h2>Languages (\(summary.languages.count + 1), --localized-packs)</h2>\n"
        page += "<p id=\"language-summary\">\(escape(LanguageRows.sentence(summary)))</p>\n"
        page += "<table class=\"sortable\" id=\"language-table\"><thead><tr>"
        for (column, title) in LanguageRows.titles.enumerated() {
            page += LanguageRows.alignRight.contains(column) ? "<th class=\"n\">\(escape(title))</th>" : "<th>\(escape(title))</th>"
        }
        page += "</tr></thead><tbody>\n"
        for row in LanguageRows.rows(summary) {
            page +=
                "<tr>"
                + row.enumerated().map { column, value in
                    LanguageRows.alignRight.contains(column) ? "<td class=\"n\">\(escape(value))</td>" : "<td>\(escape(value))</td>"
                }.joined() + "</tr>\n"
        }
        page += "</tbody></table></section>\n"
    }

    /// The packs made of several tag sets, the most tag sets first.
    private static func mergedPacks(_ merge: MergeSummary, into page: inout Page) {
        let packs = merge.mergedPacks.sorted { ($1.value.count, $0.key) < ($0.value.count, $1.key) }
        page += "<h3>Packs built from several tag sets (\(packs.count))</h3>\n"
        page +=
            "<table class=\"sortable\" id=\"merged-pack-table\"><thead><tr><th>pack ID</th><th class=\"n\">tag sets</th><th>tag sets</th></tr></thead><tbody>\n"
        for (id, sets) in packs.prefix(mergeRows) {
            let shown =
                sets.prefix(6).map { escape(PackLabel.short($0)) }.joined(separator: "; ")
                + (sets.count > 6 ? "; and \(sets.count - 6) more" : "")
            page +=
                "<tr data-pack=\"\(escape(id))\"><td><code>\(escape(id))</code></td><td class=\"n\" data-v=\"\(sets.count)\">\(sets.count)</td><td>\(shown)</td></tr>\n"
        }
        page += "</tbody></table>\n" + more(packs.count, "packs")
    }

    /// The tags the merge costs most: before, after (for a merge made) and the bytes more.
    private static func mergeCosts(_ merge: MergeSummary, after: [String: Int64]?, into page: inout Page) {
        let costliest = merge.addedBytesByTag.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        page += "<h3>The tags the merge costs most (\(costliest.count) tag\(costliest.count == 1 ? "" : "s") download more)</h3>\n"
        page +=
            "<table class=\"sortable\" id=\"merge-cost-table\"><thead><tr><th>tag</th><th class=\"n\">its packs before</th>"
            + (after == nil ? "" : "<th class=\"n\">after</th>") + "<th class=\"n\">downloads more</th></tr></thead><tbody>\n"
        for (tag, bytes) in costliest.prefix(mergeRows) {
            page +=
                "<tr data-tag=\"\(escape(tag))\"><td>\(escape(tag))</td>" + bytesCell(merge.downloadBefore[tag] ?? 0)
                + (after.map { bytesCell($0[tag] ?? 0) } ?? "") + bytesCell(bytes) + "</tr>\n"
        }
        page += "</tbody></table>\n" + more(costliest.count, "tags")
    }

    private static func more(_ count: Int, _ things: String) -> String {
        count > mergeRows ? "<p class=\"meta\">and \(count - mergeRows) more \(things) (--format json has them all)</p>\n" : ""
    }
}
