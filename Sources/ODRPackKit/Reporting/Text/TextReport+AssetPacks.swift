/// The lint report's merge: the merge that was made or that would fit the pack limit, with
/// what it costs the tags, and how packs labelled by ID are shown. At a game's scale it stays
/// within 80 columns: an ID longer than `shownIDLength` is shortened to its start and its hash
/// (`--format json` and the map have every ID whole).
extension TextReport {
    /// How many tags a merge's cost lists before it says how many more there are.
    static let costRows = 10
    /// The longest ID the text report shows whole.
    static let shownIDLength = 36
    /// The width of the terminal the text report is laid out for.
    static let lineWidth = 80

    /// `id`, or its first characters, `…` and its last 9 (`-<hash>`) when it is longer.
    static func shownID(_ id: String) -> String {
        id.count <= shownIDLength ? id : String(id.prefix(shownIDLength - 10)) + "…" + String(id.suffix(9))
    }

    static func mergeLines(_ plan: PackPlan) -> [String] {
        let layout = plan.arrangement
        if let merge = layout.merge {
            let after = Dictionary(plan.tags.map { ($0.name, $0.bytes) }) { first, _ in first }
            var lines = [
                "", "Merged \(merge.partitions) partitions into \(merge.packs) packs (--max-packs \(merge.maximum)):",
                "  tags download \(ByteSize.format(merge.cost)) more in all, "
                    + "the install \(ByteSize.format(merge.addedInstallBytes)) more",
            ]
            if !merge.movedPacks.isEmpty {
                lines.append(
                    "  content of \(merge.movedPacks.count) pack\(merge.movedPacks.count == 1 ? "" : "s") of the previous release moved")
            }
            if plan.developmentLanguage != nil { lines.append(localizedCostNote) }
            return lines + mergedPackLines(merge) + costTable(merge, after: after)
        }
        if let proposal = layout.proposal {
            return [
                "",
                "Over the pack limit: --max-packs \(proposal.maximum) would merge \(proposal.partitions) partitions into \(proposal.packs) packs:",
                "  tags would download \(ByteSize.format(proposal.cost)) "
                    + "more in all, the install \(ByteSize.format(proposal.addedInstallBytes)) more",
            ]
                + (plan.developmentLanguage != nil ? [localizedCostNote] : [])
                + mergedPackLines(proposal) + costTable(proposal, after: nil)
        }
        return []
    }

    /// With localized packs, what the merge's cost counts.
    static let localizedCostNote = "  (counting every language's packs: one device downloads its own language's only)"

    /// The packs a merge makes of several tag sets: each with its first tag sets.
    private static func mergedPackLines(_ merge: MergeSummary) -> [String] {
        let packs = merge.mergedPacks.sorted { $0.key < $1.key }
        var lines = packs.prefix(costRows).map { id, sets in
            let head = "  \(shownID(id)) <- \(sets.count) tag sets: "
            let tail = sets.count > 2 ? "; +\(sets.count - 2) more" : ""
            var shown = sets.prefix(2).map { PackLabel.short($0) }.joined(separator: "; ")
            // Within an 80-column terminal: the tag sets are cut, the ID and the count kept.
            let room = lineWidth - head.count - tail.count
            if shown.count > room { shown = String(shown.prefix(Swift.max(room - 1, 8))) + "…" }
            return head + shown + tail
        }
        if packs.count > costRows { lines.append("  ... \(packs.count - costRows) more merged packs (all in --format json)") }
        return lines
    }

    /// The tags a merge costs most, largest first: what each downloaded before the merge and
    /// after it (for a merge made), and the bytes more a device requesting it holds.
    private static func costTable(_ merge: MergeSummary, after: [String: Int64]?) -> [String] {
        guard !merge.addedBytesByTag.isEmpty else { return [] }
        var columns: [TextTable.Column] = [.init(title: "TAG", alignRight: false), .init(title: "ITS PACKS BEFORE", alignRight: true)]
        if after != nil { columns.append(.init(title: "AFTER", alignRight: true)) }
        var table = TextTable(columns + [.init(title: "DOWNLOADS MORE", alignRight: true)])
        let sorted = merge.addedBytesByTag.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        for (tag, bytes) in sorted.prefix(costRows) {
            let before = ByteSize.format(merge.downloadBefore[tag] ?? 0)
            table.add([tag, before] + (after.map { [ByteSize.format($0[tag] ?? 0)] } ?? []) + ["+" + ByteSize.format(bytes)])
        }
        var lines = [table.render()]
        if sorted.count > costRows { lines.append("  ... \(sorted.count - costRows) more tags (all in --format json)") }
        return lines
    }
}
