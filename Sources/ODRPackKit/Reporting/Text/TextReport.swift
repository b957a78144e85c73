/// The human-readable lint report: the asset packs, the tags and the totals, each with
/// its share of the limit that applies to it. Diagnostics are printed separately.
public enum TextReport {
    /// The report for `result`, ending in a newline.
    public static func render(_ result: LintResult) -> String {
        guard let plan = result.plan else { return "" }
        let profile = result.profile
        var lines = [
            "\(result.manifestFile): \(plan.bundleIdentifier), limit profile '\(profile.name.rawValue)'",
            "base folder: \(result.manifest?.baseDirectory ?? plan.baseDirectory)", "",
        ]
        lines.append("Asset packs: \(plan.packs.count)" + of(profile[.packCount].map { "\($0)" }))
        if !plan.packs.isEmpty { lines.append(packTable(plan, profile: profile)) }
        lines += mergeLines(plan)
        lines += languageLines(plan)
        lines.append("")
        lines.append("Tags: \(plan.tags.count)")
        if !plan.tags.isEmpty { lines.append(tagTable(plan, profile: profile)) }
        lines.append("")
        lines.append("Totals:")
        lines.append(totalsTable(plan, profile: profile))
        return lines.joined(separator: "\n") + "\n"
    }

    /// One row per pack, with the columns of the plan's delivery (`DeliveryWords.packColumns`);
    /// packs labelled by identifier show it shortened past `shownIDLength` characters.
    private static func packTable(_ plan: PackPlan, profile: LimitProfile) -> String {
        let words = plan.delivery.words
        let columns = words.packColumns.filter { PackColumnText.isShown($0, in: plan) }
        var table = TextTable(
            [.init(title: words.packTitle.uppercased(), alignRight: false)]
                + columns.map { column in
                    .init(
                        title: PackColumnText.title(column, profile: profile, capitals: true),
                        alignRight: PackColumnText.alignsRight(column))
                })
        let labels = PackLabels(plan)
        let byID = words.labelsPacksByIdentifier
        for pack in plan.packs.sorted(by: { byID ? $0.identity.identifier < $1.identity.identifier : $0.displayName < $1.displayName }) {
            let label = labels[pack.identity.identifier]
            table.add([byID ? shownID(label) : label] + columns.map { PackColumnText.value($0, pack: pack, plan: plan, profile: profile) })
        }
        let shortened = byID && plan.packs.contains { $0.identity.identifier.count > shownIDLength }
        return table.render() + (shortened ? "\n  (IDs over \(shownIDLength) characters are shortened; --format json has them whole)" : "")
    }

    private static func tagTable(_ plan: PackPlan, profile: LimitProfile) -> String {
        var table = TextTable([
            .init(title: "TAG", alignRight: false), .init(title: "CATEGORY", alignRight: false),
            .init(title: "PACKS", alignRight: true), .init(title: "DOWNLOAD", alignRight: true),
            .init(title: share(profile[.inUse], "in-use limit"), alignRight: true),
        ])
        for tag in plan.tags {
            var category = tag.category.rawValue
            if let index = tag.prefetchIndex { category += " #\(index + 1)" }
            table.add([tag.name, category, "\(tag.packs.count)", ByteSize.format(tag.bytes), percent(tag.bytes, profile[.inUse])])
        }
        return table.render()
    }

    private static func totalsTable(_ plan: PackPlan, profile: LimitProfile) -> String {
        var table = TextTable([
            .init(title: "WHAT", alignRight: false), .init(title: "FILES", alignRight: true),
            .init(title: "SIZE", alignRight: true), .init(title: "LIMIT", alignRight: true),
            .init(title: "SHARE", alignRight: true),
        ])
        for row in plan.delivery.words.totals(plan) {
            table.add([
                row.name, "\(row.files)", ByteSize.format(row.bytes), profile[row.limit].map(ByteSize.format) ?? "none",
                percent(row.bytes, profile[row.limit]),
            ])
        }
        return table.render()
    }

    /// Localized packs: each language's packs and what a device of one language downloads.
    static func languageLines(_ plan: PackPlan) -> [String] {
        guard let summary = LanguageSummary(plan) else { return [] }
        var table = TextTable(
            LanguageRows.titles.enumerated().map { column, title in
                .init(title: title.uppercased(), alignRight: LanguageRows.alignRight.contains(column))
            })
        for row in LanguageRows.rows(summary) { table.add(row) }
        return ["", "Languages: \(summary.languages.count + 1) (--localized-packs)", table.render()]
            + wrapped(LanguageRows.sentence(summary), width: lineWidth - 2).map { "  " + $0 }
    }

    /// `text` in lines of at most `width` characters, broken at spaces (a longer word stands alone).
    static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return line.isEmpty ? lines : lines + [line]
    }

    static func of(_ limit: String?) -> String { limit.map { " of \($0) allowed" } ?? "" }

    private static func share(_ limit: Int64?, _ name: String) -> String {
        limit.map { "OF \(ByteSize.format($0)) \(name.uppercased())" } ?? "(NO \(name.uppercased()))"
    }

    private static func percent(_ bytes: Int64, _ limit: Int64?) -> String {
        limit.map { ByteSize.percent(bytes, of: $0) } ?? "-"
    }

    static func formatPriority(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
    }
}
