/// The text report of `odr-pack diff`.
extension TextReport {
    /// The text report: totals, the packs that changed (with their changed files, by their
    /// paths in the repository), then the tags whose download changed (every tag with `all`).
    static func render(_ diff: IndexDiff, old: String, new: String, all: Bool) -> String {
        let totals = diff.totals
        var lines = ["odr-pack diff \(MessageText.printable(old, limit: nil)) -> \(MessageText.printable(new, limit: nil))", ""]
        lines.append("Asset packs: \(DiffReport.summary(diff))")
        let total = DiffReport.sizes(totals.oldArchiveBytes, totals.newArchiveBytes)
        lines.append(
            "Download after the update: \(ByteSize.format(totals.downloadBytes)) (all packs \(total.old) -> \(total.new), \(DiffReport.growth(totals.oldArchiveBytes, totals.newArchiveBytes)))"
        )
        if let note = DiffReport.measureNote(diff) { lines.append("(\(note))") }
        let labels = PackLabels(diff)
        let shown = DiffReport.ordered(diff.packs).filter { all || $0.status != .unchanged }
        if !shown.isEmpty {
            lines += ["", packTable(shown, labels: labels, title: DiffReport.packTitle(diff).uppercased())]
            for pack in shown where !pack.files.isEmpty {
                lines += ["", "  \(labels[pack.identifier]):"]
                for file in pack.files {
                    lines.append(
                        "    \(file.status.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)) \(MessageText.printable(file.source))\(sizes(file))"
                    )
                }
            }
        }
        let tags = diff.tags.filter { all || DiffReport.changed($0) }
        lines += [
            "",
            "Tags: \(diff.tags.count)"
                + (tags.count < diff.tags.count ? ", \(tags.count) with a changed download (--all shows every tag)" : ""),
        ]
        if !tags.isEmpty {
            var table = TextTable([
                .init(title: "TAG", alignRight: false), .init(title: "OLD", alignRight: true), .init(title: "NEW", alignRight: true),
                .init(title: "CHANGE", alignRight: true), .init(title: "DOWNLOAD AGAIN", alignRight: true),
            ])
            for tag in tags {
                let sizes = DiffReport.sizes(tag.oldBytes, tag.newBytes)
                table.add([
                    MessageText.printable(tag.name), sizes.old, sizes.new,
                    DiffReport.growth(tag.oldBytes, tag.newBytes), ByteSize.format(tag.downloadBytes),
                ])
            }
            lines.append(table.render())
        }
        if !diff.languages.isEmpty {
            var table = TextTable(DiffReport.languageTitles.enumerated().map { .init(title: $1.uppercased(), alignRight: $0 > 0) })
            for row in DiffReport.languageRows(diff) { table.add(row) }
            lines += ["", "Languages: \(diff.languages.count - 1) with packs of their own (--localized-packs)", table.render()]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func packTable(_ packs: [IndexDiff.PackChange], labels: PackLabels, title: String) -> String {
        var table = TextTable([
            .init(title: title, alignRight: false), .init(title: "STATUS", alignRight: false),
            .init(title: "OLD", alignRight: true), .init(title: "NEW", alignRight: true),
            .init(title: "CHANGE", alignRight: true), .init(title: "DOWNLOAD", alignRight: true),
        ])
        for pack in packs {
            let sizes = DiffReport.sizes(pack.oldArchiveBytes, pack.newArchiveBytes)
            table.add([
                labels[pack.identifier], pack.status.rawValue, pack.status == .added ? "-" : sizes.old,
                pack.status == .removed ? "-" : sizes.new,
                DiffReport.growth(pack.oldArchiveBytes, pack.newArchiveBytes), ByteSize.format(DiffReport.download(pack)),
            ])
        }
        return table.render()
    }

    private static func sizes(_ file: IndexDiff.FileChange) -> String {
        switch (file.oldSize, file.newSize) {
        case (let old?, let new?): " (\(DiffReport.sizes(old, new).old) -> \(DiffReport.sizes(old, new).new))"
        case (nil, let new?): " (\(ByteSize.format(new)))"
        case (let old?, nil): " (\(ByteSize.format(old)))"
        default: ""
        }
    }
}
