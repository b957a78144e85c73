import SourceScan

/// `odr-pack migrate` as a pull-request comment: the verdict first (how many places, how many
/// items, what the move needs and what blocks it), then the places grouped by the item they
/// name, the items (an atlas with its frames counted), the files in other languages that mention
/// On-Demand Resources, and the problems folded. It stays within `migrationBudget` characters:
/// rows that do not fit are left out, and its last line says how many, and where the whole list is.
extension MarkdownReport {
    /// The most UTF-16 code units of the comment: a reviewer's page, well under GitHub's limit.
    static let migrationBudget = 16_000

    /// The comment, with `diagnostics` (the migration's and lint's) folded at its end.
    static func render(_ migration: Migration, diagnostics: [Diagnostic]) -> String {
        var document = MarkdownDocument(limit: migrationBudget)
        let verdict = MigrationVerdict(migration)
        document.line(marker("migrate"))
        document.line("### odr-pack migrate: \(MarkdownDocument.code(migration.manifestFile, inTable: false))")
        document.line()
        document.line("**\(MarkdownDocument.cell(verdict.headline))**")
        document.line()
        for line in verdict.lines { document.line("- " + Self.verdictLine(line)) }
        document.line(
            "- **problems:** \(MarkdownDocument.cell(DiagnosticTextFormatter.summary(diagnostics)))\(diagnostics.isEmpty ? "" : " (folded below)")"
        )
        document.line()
        var left: [String] = []
        let groups = migration.siteGroups
        let items = Dictionary(migration.items.map { ($0.path, $0) }) { first, _ in first }
        let folder = commonFolder(of: migration.sites.map(\.file))
        if !folder.isEmpty, !groups.isEmpty { document.line("Places are below \(MarkdownDocument.code(folder, inTable: false)).") }
        if !folder.isEmpty, !groups.isEmpty { document.line() }
        left.append(
            section(
                &document, "Places to change", header: ["place", "what", "code", "tags or files", "becomes"],
                rows: groups.map { placeRow($0, items: items, below: folder) }, share: 0.55, noun: "place group"))
        left.append(
            section(
                &document, "Items that cannot be read from a pack as they are", header: ["item", "what", "pack", "named in", "instead"],
                rows: itemRows(migration, groups), share: 0.7, noun: "item"))
        left.append(
            section(
                &document, "Files migrate does not read that mention On-Demand Resources", header: ["file", "language", "mentions"],
                rows: migration.unscanned.mentioning.map(unscannedRow), share: 0.6, noun: "file"))
        if !diagnostics.isEmpty {
            document.line("<details><summary>Problems: \(MarkdownDocument.cell(DiagnosticTextFormatter.summary(diagnostics)))</summary>")
            document.line()
            document.diagnostics(diagnostics, share: 1)
            document.line("</details>")
            document.line()
        }
        let cut = left.filter { !$0.isEmpty }
        let whole =
            "`odr-pack migrate` prints the whole list as text (the job's log), and `--json-out FILE` writes it as JSON, every frame of every atlas included._"
        document.line((cut.isEmpty ? "_" : "_Left out to keep this comment short: \(cut.joined(separator: ", ")). ") + whole)
        return document.text
    }

    /// A verdict line: its label in bold, odr-pack's words escaped, the names as code spans.
    static func verdictLine(_ line: MigrationVerdict.Line, shown: Int = 6) -> String {
        let names =
            line.names.prefix(shown).map { MarkdownDocument.code($0, inTable: false) }.joined(separator: ", ")
            + (line.names.count > shown ? " and \(line.names.count - shown) more" : "")
        return
            "**\(MarkdownDocument.cell(line.label)):** \(MarkdownDocument.cell(line.words))\(names.isEmpty ? "" : " " + names)\(MarkdownDocument.cell(line.after))"
    }

    /// A section of rows, as many as fit in `share` of the room left; what it left out, in words.
    static func section(
        _ document: inout MarkdownDocument, _ title: String, header: [String], rows: [[String]],
        share: Double, noun: String
    ) -> String {
        guard !rows.isEmpty else { return "" }
        let room = document.length + Int(Double(document.limit - document.length - 700) * share)
        let head = "#### \(title)\n\n| " + header.joined(separator: " | ") + " |\n|" + String(repeating: "---|", count: header.count) + "\n"
        guard document.length + head.utf16.count < room else { return "\(rows.count) \(noun)\(rows.count == 1 ? "" : "s")" }
        var body = head
        var shown = 0
        for row in rows {
            let line = "| " + row.joined(separator: " | ") + " |\n"
            guard document.length + body.utf16.count + line.utf16.count <= room else { break }
            body += line
            shown += 1
        }
        for line in body.split(separator: "\n", omittingEmptySubsequences: false).dropLast() { document.line(String(line)) }
        document.line()
        let left = rows.count - shown
        return left == 0 ? "" : "\(left) \(noun)\(left == 1 ? "" : "s")"
    }

    /// A group of places: the first place and how many more, what, the code, and what it
    /// becomes (for places of one item, what the item becomes).
    static func placeRow(_ group: MigrationSiteGroup, items: [String: MigrationItem], below folder: String) -> [String] {
        let site = group.sites[0]
        let more = group.sites.count > 1 ? " and \(group.sites.count - 1) more" : ""
        let what = TextReport.label(site) + (group.sites.count > 1 ? " ×\(group.sites.count)" : "")
        let reaches =
            group.item.map { "item: " + $0 }
            ?? (site.tags.map(TextReport.describe) ?? site.resource.flatMap { TextReport.describe($0, short: true) })
        let becomes = group.sites.count > 1 ? group.item.flatMap { items[$0]?.replacement } ?? site.replacement : site.replacement
        let file = folder.isEmpty ? site.file : String(site.file.dropFirst(folder.count + 1))
        return [
            MarkdownDocument.code("\(file):\(site.line):\(site.column)") + MarkdownDocument.cell(more), MarkdownDocument.cell(what),
            MarkdownDocument.code(site.code), reaches.map { MarkdownDocument.code($0) } ?? MarkdownDocument.cell("-"),
            MarkdownDocument.code(withoutCatalogNote(becomes)),
        ]
    }

    /// The folder every file is below, without a trailing `/`; empty when they share none.
    static func commonFolder(of files: [String]) -> String {
        guard var common = files.first.map({ $0.split(separator: "/", omittingEmptySubsequences: false).dropLast() }) else { return "" }
        for file in files.dropFirst() {
            let parts = file.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            common = common.prefix(zip(common, parts).prefix { $0 == $1 }.count)
        }
        return common.joined(separator: "/")
    }

    /// Advice without the note on `--catalog-items files`, which the verdict gives once.
    static func withoutCatalogNote(_ advice: String) -> String {
        advice.hasSuffix(MigrationReplacement.catalogItems) ? String(advice.dropLast(MigrationReplacement.catalogItems.count)) : advice
    }

    /// The items, biggest (most frames) first, each with the number of places that name it.
    static func itemRows(_ migration: Migration, _ groups: [MigrationSiteGroup]) -> [[String]] {
        var places: [String: Int] = [:]
        for group in groups { if let item = group.item { places[item, default: 0] += group.sites.count } }
        return migration.items.sorted { ($1.frames.count, $0.path) < ($0.frames.count, $1.path) }.map { item in
            let what = item.kind + (item.frames.isEmpty ? "" : " of \(item.frames.count) frame\(item.frames.count == 1 ? "" : "s")")
            return [
                MarkdownDocument.code(item.path), MarkdownDocument.cell(what), MarkdownDocument.code(item.pack.id),
                MarkdownDocument.cell(places[item.path].map { "\($0) place\($0 == 1 ? "" : "s")" } ?? "-"),
                MarkdownDocument.code(withoutCatalogNote(item.replacement)),
            ]
        }
    }

    /// A file in another language and what it mentions.
    static func unscannedRow(_ file: MigrationUnscannedFile) -> [String] {
        [
            MarkdownDocument.code("\(file.file):\(file.line)"), MarkdownDocument.cell(file.language),
            file.mentions.map { MarkdownDocument.code($0) }.joined(separator: ", "),
        ]
    }
}
