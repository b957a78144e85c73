/// What every format of `odr-pack diff` shows alike: the order of the packs, the download
/// a pack causes, growth as a percentage and the one-line summary. Each format's report is
/// in its own folder (`TextReport+Diff`, `JSONReport+Diff`, `MarkdownReport+Diff`).
enum DiffReport {
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

    /// `+12.5%`, `-3%`, `new` (from nothing), `0%` (no change), `+<0.1%` (a change too small
    /// for one decimal, which must never read as no change).
    static func growth(_ old: Int64, _ new: Int64) -> String {
        if old == new { return "0%" }
        if old == 0 { return "new" }
        let percent = (Double(new) - Double(old)) * 100 / Double(old)
        let sign = percent > 0 ? "+" : "-"
        if percent.magnitude < 0.05 { return sign + "<0.1%" }
        return (percent > 0 ? "+" : "") + ByteSize.oneDecimal(percent) + "%"
    }

    /// Two sizes as a person compares them: `20.2 KB` and `20.3 KB`, or, when both would read
    /// alike though they differ, the exact bytes (`20,213 bytes` and `20,216 bytes`).
    static func sizes(_ old: Int64, _ new: Int64) -> (old: String, new: String) {
        let rounded = (ByteSize.format(old), ByteSize.format(new))
        return old != new && rounded.0 == rounded.1 ? (ByteSize.exact(old), ByteSize.exact(new)) : rounded
    }

    /// Whether a tag's download changed or it downloads anything again.
    static func changed(_ tag: IndexDiff.TagChange) -> Bool {
        tag.oldBytes != tag.newBytes || tag.downloadBytes > 0
    }

    /// The one-line summary, in the words of the builds' delivery.
    static func summary(_ diff: IndexDiff) -> String {
        diff.delivery.diffSummary(diff.totals)
    }

    /// What the sizes are, when they are not archive bytes: a build without archives is
    /// compared by its content, and so is the other.
    static func measureNote(_ diff: IndexDiff) -> String? {
        diff.measure == .contentBytes
            ? "sizes are the packs' content bytes, not archive bytes: a build without archives has none, so both are measured by content"
            : nil
    }

    /// The languages' table, for every format: language, old, new, change, what a device of
    /// that language downloads for the update.
    static let languageTitles = ["language", "old", "new", "change", "a device downloads"]

    static func languageRows(_ diff: IndexDiff) -> [[String]] {
        diff.languages.map { language in
            let sizes = sizes(language.oldBytes, language.newBytes)
            return [
                language.name ?? "every language", sizes.old, sizes.new, growth(language.oldBytes, language.newBytes),
                ByteSize.format(language.downloadBytes),
            ]
        }
    }

    /// The title of the column that names a pack, in the words of the builds' delivery.
    static func packTitle(_ diff: IndexDiff) -> String {
        diff.delivery.words.packTitle
    }
}
