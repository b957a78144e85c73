/// The text report of `odr-pack diff`.
extension TextReport {
    /// The text report: totals, the packs that changed (with their changed files), the tags.
    static func render(_ diff: IndexDiff, old: String, new: String) -> String {
        let totals = diff.totals
        var lines = ["odr-pack diff \(MessageText.printable(old, limit: nil)) -> \(MessageText.printable(new, limit: nil))", ""]
        lines.append("Asset packs: \(DiffReport.summary(diff))")
        lines.append("Download after the update: \(ByteSize.format(totals.downloadBytes)) (all packs \(ByteSize.format(totals.oldArchiveBytes)) -> \(ByteSize.format(totals.newArchiveBytes)), \(DiffReport.growth(totals.oldArchiveBytes, totals.newArchiveBytes)))")
        let moved = DiffReport.ordered(diff.packs).filter { $0.status != .unchanged }
        if !moved.isEmpty {
            lines.append("")
            var table = TextTable([
                .init(title: "PACK (TAGS)", alignRight: false), .init(title: "STATUS", alignRight: false),
                .init(title: "OLD", alignRight: true), .init(title: "NEW", alignRight: true),
                .init(title: "CHANGE", alignRight: true), .init(title: "DOWNLOAD", alignRight: true),
            ])
            for pack in moved {
                table.add([MessageText.printable(pack.displayName), pack.status.rawValue,
                           pack.status == .added ? "-" : ByteSize.format(pack.oldArchiveBytes),
                           pack.status == .removed ? "-" : ByteSize.format(pack.newArchiveBytes),
                           DiffReport.growth(pack.oldArchiveBytes, pack.newArchiveBytes), ByteSize.format(DiffReport.download(pack))])
            }
            lines.append(table.render())
            for pack in moved where !pack.files.isEmpty {
                lines.append("")
                lines.append("  \(MessageText.printable(pack.displayName)):")
                for file in pack.files {
                    lines.append("    \(file.status.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)) \(MessageText.printable(file.path))\(sizes(file))")
                }
            }
        }
        if !diff.tags.isEmpty {
            lines.append("")
            lines.append("Tags: \(diff.tags.count)")
            var table = TextTable([
                .init(title: "TAG", alignRight: false), .init(title: "OLD", alignRight: true), .init(title: "NEW", alignRight: true),
                .init(title: "CHANGE", alignRight: true), .init(title: "DOWNLOAD AGAIN", alignRight: true),
            ])
            for tag in diff.tags {
                table.add([MessageText.printable(tag.name), ByteSize.format(tag.oldBytes), ByteSize.format(tag.newBytes),
                           DiffReport.growth(tag.oldBytes, tag.newBytes), ByteSize.format(tag.downloadBytes)])
            }
            lines.append(table.render())
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func sizes(_ file: IndexDiff.FileChange) -> String {
        switch (file.oldSize, file.newSize) {
        case let (old?, new?): " (\(ByteSize.format(old)) -> \(ByteSize.format(new)))"
        case let (nil, new?): " (\(ByteSize.format(new)))"
        case let (old?, nil): " (\(ByteSize.format(old)))"
        default: ""
        }
    }
}
