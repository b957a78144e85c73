import Foundation

/// The reports of `odr-pack diff`: text tables, one JSON object with pinned keys, a
/// Markdown comment for pull requests, and GitHub annotations.
public enum DiffReport {
    /// The packs worth showing first: added and changed by the bytes they make devices
    /// download, then removed, then unchanged, each by identifier.
    static func ordered(_ packs: [IndexDiff.PackChange]) -> [IndexDiff.PackChange] {
        func rank(_ status: IndexDiff.Status) -> Int {
            switch status {
            case .changed, .added: 0
            case .removed: 1
            case .unchanged: 2
            }
        }
        return packs.sorted {
            (rank($0.status), -download($0), $0.identifier) < (rank($1.status), -download($1), $1.identifier)
        }
    }

    static func download(_ pack: IndexDiff.PackChange) -> Int64 {
        pack.status == .added || pack.status == .changed ? pack.newArchiveBytes : 0
    }

    /// `+12.5%`, `-3%`, `new` (from nothing), `0%`.
    static func growth(_ old: Int64, _ new: Int64) -> String {
        if old == new { return "0%" }
        if old == 0 { return "new" }
        let percent = Double(new - old) * 100 / Double(old)
        return (percent > 0 ? "+" : "") + ByteSize.oneDecimal(percent) + "%"
    }

    static func summary(_ diff: IndexDiff) -> String {
        let totals = diff.totals
        return "\(totals.changedPacks) changed, \(totals.addedPacks) added, \(totals.removedPacks) removed, \(totals.unchangedPacks) unchanged"
    }

    // MARK: text

    /// The text report: totals, the packs that changed (with their changed files), the tags.
    public static func text(_ diff: IndexDiff, old: String, new: String) -> String {
        let totals = diff.totals
        var lines = ["odr-pack diff \(MessageText.printable(old, limit: nil)) -> \(MessageText.printable(new, limit: nil))", ""]
        lines.append("Asset packs: \(summary(diff))")
        lines.append("Download after the update: \(ByteSize.format(totals.downloadBytes)) (all packs \(ByteSize.format(totals.oldArchiveBytes)) -> \(ByteSize.format(totals.newArchiveBytes)), \(growth(totals.oldArchiveBytes, totals.newArchiveBytes)))")
        let moved = ordered(diff.packs).filter { $0.status != .unchanged }
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
                           growth(pack.oldArchiveBytes, pack.newArchiveBytes), ByteSize.format(download(pack))])
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
                           growth(tag.oldBytes, tag.newBytes), ByteSize.format(tag.downloadBytes)])
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

    // MARK: JSON

    struct JSON: Encodable {
        struct File: Encodable {
            var path: String
            var status: String
            var oldSize: Int64?
            var newSize: Int64?
        }
        struct Pack: Encodable {
            var id: String
            var tags: [String]
            var status: String
            var oldArchiveBytes: Int64
            var newArchiveBytes: Int64
            var files: [File]
        }
        struct Tag: Encodable {
            var name: String
            var oldBytes: Int64
            var newBytes: Int64
            var downloadBytes: Int64
        }
        struct Totals: Encodable {
            var downloadBytes: Int64
            var oldArchiveBytes: Int64
            var newArchiveBytes: Int64
            var addedPacks: Int
            var removedPacks: Int
            var changedPacks: Int
            var unchangedPacks: Int
        }
        var old: String
        var new: String
        var packs: [Pack]
        var tags: [Tag]
        var totals: Totals
        var diagnostics: [JSONReport.DiagnosticJSON]
    }

    /// One JSON object: `old`, `new`, `packs`, `tags`, `totals`, `diagnostics` (keys in
    /// docs/reports.md), sorted keys, ending in a newline.
    public static func json(_ diff: IndexDiff, old: String, new: String, diagnostics: [Diagnostic]) -> String {
        let totals = diff.totals
        let value = JSON(
            old: old, new: new,
            packs: diff.packs.map { pack in
                JSON.Pack(id: pack.identifier, tags: pack.tags, status: pack.status.rawValue,
                          oldArchiveBytes: pack.oldArchiveBytes, newArchiveBytes: pack.newArchiveBytes,
                          files: pack.files.map { JSON.File(path: $0.path, status: $0.status.rawValue, oldSize: $0.oldSize, newSize: $0.newSize) })
            },
            tags: diff.tags.map { JSON.Tag(name: $0.name, oldBytes: $0.oldBytes, newBytes: $0.newBytes, downloadBytes: $0.downloadBytes) },
            totals: JSON.Totals(downloadBytes: totals.downloadBytes, oldArchiveBytes: totals.oldArchiveBytes,
                                newArchiveBytes: totals.newArchiveBytes, addedPacks: totals.addedPacks, removedPacks: totals.removedPacks,
                                changedPacks: totals.changedPacks, unchangedPacks: totals.unchangedPacks),
            diagnostics: diagnostics.map(JSONReport.DiagnosticJSON.init))
        return JSONReport.encode(value)
    }

    // MARK: Markdown

    /// A pull-request comment: the download and growth, problems, then the changed packs
    /// (biggest download first, with their changed files), then the tags that changed;
    /// always under GitHub's 65,536-character limit.
    public static func markdown(_ diff: IndexDiff, diagnostics: [Diagnostic]) -> String {
        let totals = diff.totals
        var document = MarkdownDocument()
        document.line("### odr-pack diff")
        document.line()
        document.line("**Download after the update: \(ByteSize.format(totals.downloadBytes))** · all packs \(ByteSize.format(totals.oldArchiveBytes)) → \(ByteSize.format(totals.newArchiveBytes)) (\(growth(totals.oldArchiveBytes, totals.newArchiveBytes))) · packs: \(summary(diff))")
        document.line()
        document.diagnostics(diagnostics, share: 0.3)
        let moved = ordered(diff.packs).filter { $0.status != .unchanged }
        if !moved.isEmpty {
            document.line("#### Packs that changed, biggest download first")
            document.line()
            document.table(["pack (tags)", "status", "old", "new", "change", "download", "files changed"], alignRight: [2, 3, 4, 5],
                           rows: moved.map { pack in
                let files = pack.files.prefix(3).map { "\($0.status.rawValue) \($0.path)" }.joined(separator: "; ")
                    + (pack.files.count > 3 ? "; \(pack.files.count - 3) more" : "")
                return [pack.displayName, pack.status.rawValue, pack.status == .added ? "-" : ByteSize.format(pack.oldArchiveBytes),
                        pack.status == .removed ? "-" : ByteSize.format(pack.newArchiveBytes),
                        growth(pack.oldArchiveBytes, pack.newArchiveBytes), ByteSize.format(download(pack)), files]
            }, share: 0.7)
            document.line()
        }
        let tags = diff.tags.filter { $0.oldBytes != $0.newBytes || $0.downloadBytes > 0 }
            .sorted { ($1.downloadBytes, $0.name) < ($0.downloadBytes, $1.name) }
        if !tags.isEmpty {
            document.line("#### Tags whose download changed")
            document.line()
            document.table(["tag", "old", "new", "change", "download again"], alignRight: [1, 2, 3, 4], rows: tags.map { tag in
                [tag.name, ByteSize.format(tag.oldBytes), ByteSize.format(tag.newBytes), growth(tag.oldBytes, tag.newBytes), ByteSize.format(tag.downloadBytes)]
            })
        }
        return document.text
    }
}
