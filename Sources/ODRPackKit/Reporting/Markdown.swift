/// GitHub-flavoured Markdown for pull-request comments: tables whose cells cannot break the
/// table or inject markup, and a document that never passes GitHub's comment limit.
struct MarkdownDocument {
    /// GitHub refuses comments longer than 65,536 characters.
    static let githubCommentLimit = 65_536

    /// The most characters the document may reach; room is kept for the closing lines.
    let limit: Int
    private(set) var text = ""
    /// `text.count`, kept as text is added: counting characters walks the whole string.
    private var length = 0

    init(limit: Int = githubCommentLimit - 1_024) { self.limit = limit }

    mutating func line(_ line: String = "") { append(line + "\n") }

    private mutating func append(_ piece: String) {
        text += piece
        length += piece.count
    }

    /// A table with as many rows as fit in `share` of the room left (the rest go to later
    /// sections), then a line saying how many rows were left out; only that line when no
    /// row fits.
    mutating func table(_ header: [String], alignRight: Set<Int> = [], rows: [[String]], share: Double = 1) {
        let headerLine = "| " + header.map(Self.cell).joined(separator: " | ") + " |\n"
        let rule = "|" + header.indices.map { alignRight.contains($0) ? "---:|" : "---|" }.joined() + "\n"
        // The room for the table, less what the line about left-out rows needs.
        let room = Int(Double(limit - length) * share) - 100
        var body = headerLine + rule
        var used = headerLine.count + rule.count
        var shown = 0
        for row in rows {
            let rendered = "| " + row.map(Self.cell).joined(separator: " | ") + " |\n"
            let size = rendered.count
            guard used + size <= room else { break }
            body += rendered
            used += size
            shown += 1
        }
        if shown > 0 || rows.isEmpty { append(body) }
        let left = rows.count - shown
        guard left > 0 else { return }
        if shown > 0 { line() }
        line("_\(shown > 0 ? "\(left) more" : "\(left)") \(left == 1 ? "row" : "rows") left out to stay within GitHub's comment limit._")
    }

    /// A cell: control characters escaped, values past 600 characters cut, and `|`, `<`, `>`, `` ` `` and
    /// `*`/`_` escaped so the text stays one cell of plain text.
    static func cell(_ value: String) -> String {
        var result = ""
        for character in MessageText.printable(value, limit: 600) {
            switch character {
            case "|", "\\", "`", "*", "_", "[", "]": result += "\\\(character)"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "&": result += "&amp;"
            default: result.append(character)
            }
        }
        return result
    }

    /// The diagnostics as a table, errors first, each with its code and location.
    mutating func diagnostics(_ list: [Diagnostic], share: Double = 0.5) {
        guard !list.isEmpty else { return }
        let ordered = list.sorted { ($0.severity, $0) < ($1.severity, $1) }
        table(["", "problem", "code", "where"], rows: ordered.map { diagnostic in
            [diagnostic.severity.rawValue, diagnostic.message, diagnostic.code.rawValue, Self.place(diagnostic.location)]
        }, share: share)
        line()
    }

    static func place(_ location: SourceLocation?) -> String {
        guard let location else { return "" }
        var text = location.file
        if let line = location.line { text += ":\(line)" }
        if let keyPath = location.keyPath { text += " (\(keyPath))" }
        return text
    }
}

/// `lint --format markdown` (and build and verify): a pull-request comment with the problems
/// first, then the packs (biggest first, with their share of the pack limit), the tags and
/// the totals.
public enum MarkdownReport {
    /// The lint report.
    public static func render(_ result: LintResult) -> String {
        var document = MarkdownDocument()
        document.line("### odr-pack lint: \(MarkdownDocument.cell(result.manifestFile))")
        document.line()
        document.line("**\(DiagnosticTextFormatter.summary(result.diagnostics))**" + (result.plan.map { plan in
            " · \(plan.packs.count) asset packs · \(plan.tags.count) tags · \(ByteSize.format(plan.packBytes)) in packs · limit profile `\(result.profile.name)`"
        } ?? ""))
        document.line()
        document.diagnostics(result.diagnostics)
        guard let plan = result.plan else { return document.text }
        let profile = result.profile
        func share(_ bytes: Int64, _ kind: LimitKind) -> String { profile[kind].map { ByteSize.percent(bytes, of: $0) } ?? "-" }
        document.line("#### Asset packs, biggest first")
        document.line()
        document.table(["pack (tags)", "files", "size", "of pack limit", "priority"], alignRight: [1, 2, 3, 4],
                       rows: plan.packs.sorted { ($1.bytes, $0.displayName) < ($0.bytes, $1.displayName) }.map { pack in
            [pack.displayName, "\(pack.files.count)", ByteSize.format(pack.bytes), share(pack.bytes, .pack),
             pack.priority.map(TextReport.formatPriority) ?? "-"]
        }, share: 0.6)
        document.line()
        document.line("#### Tags")
        document.line()
        document.table(["tag", "category", "packs", "download", "of in-use limit"], alignRight: [2, 3, 4], rows: plan.tags.map { tag in
            [tag.name, tag.category.rawValue + (tag.prefetchIndex.map { " #\($0 + 1)" } ?? ""), "\(tag.packs.count)",
             ByteSize.format(tag.bytes), share(tag.bytes, .inUse)]
        }, share: 0.9)
        document.line()
        document.line("#### Totals")
        document.line()
        document.table(["what", "size", "limit", "share"], alignRight: [1, 2, 3], rows: [
            ("all asset packs", plan.packBytes, LimitKind.total),
            ("initial install + prefetch", plan.initialAndPrefetchBytes, .initialAndPrefetch),
            ("app bundle (untagged)", plan.appBundleBytes, .appBundle),
        ].map { name, bytes, kind in [name, ByteSize.format(bytes), profile[kind].map(ByteSize.format) ?? "none", share(bytes, kind)] })
        return document.text
    }

    /// Diagnostics only (build and verify): the summary line and the problem table.
    public static func render(_ diagnostics: [Diagnostic], title: String) -> String {
        var document = MarkdownDocument()
        document.line("### \(MarkdownDocument.cell(title))")
        document.line()
        document.line("**\(DiagnosticTextFormatter.summary(diagnostics))**")
        document.line()
        document.diagnostics(diagnostics, share: 1)
        return document.text
    }
}
