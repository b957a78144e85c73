/// The verdict `migrate` opens every report with, in odr-pack's words: how much changes, what
/// the move needs, what blocks it, what to check by hand, and what was not read. Each line
/// keeps the names from outside apart (`names`), for a format to quote or escape them.
struct MigrationVerdict {
    /// One line: a label, odr-pack's words, then names from the plan or the sources.
    struct Line {
        var label: String
        var words: String
        var names: [String] = []
        var after = ""
    }

    /// The opening sentence.
    let headline: String
    /// The lines below it.
    let lines: [Line]

    init(_ migration: Migration) {
        let summary = migration.summary
        let read = "\(migration.sources.count) source file\(migration.sources.count == 1 ? "" : "s")"
        let items =
            summary.items == 0
            ? "no tagged item stops the move"
            : "\(summary.items) item\(summary.items == 1 ? "" : "s") cannot stay in a pack as \(summary.items == 1 ? "it is" : "they are")"
                + (summary.catalogItems > summary.items ? " (\(summary.catalogItems) counting each atlas frame)" : "")
        headline =
            migration.sources.isEmpty
            ? "no source file read; \(items)"
            : summary.places == 0
                ? "no place to change in the \(read) read; \(items)"
                : "\(summary.places) place\(summary.places == 1 ? "" : "s") to change in \(summary.filesWithPlaces) of \(read); \(items)"
        var lines: [Line] = []
        if !summary.servedByKind.isEmpty {
            lines.append(Line(label: "needs --catalog-items files", words: summary.servedText + ", served from their packs with it"))
        }
        if !summary.scenes.isEmpty {
            let bytes = summary.scenes.reduce(Int64(0)) { $0 + $1.bytes }
            lines.append(
                Line(
                    label: "scenes", words: "\(summary.scenes.count) SpriteKit scene\(summary.scenes.count == 1 ? "" : "s"):",
                    names: summary.scenes.map { MigrationItems.lastComponent($0.path) },
                    after:
                        "; read each from its pack with the generated `access.scene(fileNamed:)`, or leave it untagged, adding \(ByteSize.format(bytes)) to the app"
                ))
        }
        if !summary.unserved.isEmpty {
            let kinds = Dictionary(grouping: summary.unserved, by: \.kind).sorted { $0.key < $1.key }
                .map { "\($0.value.count) \($0.value.count == 1 ? $0.key : MigrationSummary.plural($0.key))" }.joined(separator: ", ")
            lines.append(
                Line(
                    label: "blocks the move", words: "\(kinds) no pack serves:",
                    names: summary.unserved.map { MigrationItems.lastComponent($0.path) },
                    after: "; leave each untagged, or read it another way"))
        }
        if summary.unresolved + summary.unknownTags > 0 {
            var words: [String] = []
            if summary.unresolved > 0 {
                words.append("\(summary.unresolved) place\(summary.unresolved == 1 ? "" : "s") whose tags or names are not literals")
            }
            if summary.unknownTags > 0 { words.append("\(summary.unknownTags) asking for a tag no resource has") }
            lines.append(Line(label: "check by hand", words: words.joined(separator: ", ")))
        }
        lines.append(Self.unread(migration))
        self.lines = lines
    }

    /// What was not read: the files in other languages, and those that mention On-Demand Resources.
    static func unread(_ migration: Migration) -> Line {
        let unscanned = migration.unscanned
        guard unscanned.count > 0 else {
            return Line(
                label: "not read",
                words: "no file in another language (Kotlin, Java, C++, JavaScript, …)" + (unscanned.folder == nil ? "" : " below"),
                names: unscanned.folder.map { [$0] } ?? [], after: "; --sources names more folders")
        }
        let languages = unscanned.languages.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
            .map { "\($0.value) \($0.key)" }.joined(separator: ", ")
        let mentioning = unscanned.mentioning.count
        return Line(
            label: "not read",
            words: "\(unscanned.count) file\(unscanned.count == 1 ? "" : "s") in other languages (\(languages)), "
                + (mentioning == 0
                    ? "none of which mentions On-Demand Resources or a packed file"
                    : "\(mentioning) of which mention\(mentioning == 1 ? "s" : "") On-Demand Resources or a packed file: change \(mentioning == 1 ? "it" : "them") by hand")
        )
    }

    /// A line as text: names quoted, at most `shown` of them.
    static func text(_ line: Line, shown: Int = 4) -> String {
        let names =
            line.names.prefix(shown).map(MessageText.quoted).joined(separator: ", ")
            + (line.names.count > shown ? " and \(line.names.count - shown) more" : "")
        return "\(line.label): \(line.words)\(names.isEmpty ? "" : " " + names)\(line.after)"
    }
}
