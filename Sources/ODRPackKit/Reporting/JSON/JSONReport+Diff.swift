/// The `--format json` object of `odr-pack diff`.
extension JSONReport {
    struct DiffJSON: Encodable {
        struct File: Encodable {
            var path: String
            var source: String
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
        struct Language: Encodable {
            /// nil: the packs of every language.
            var language: String?
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
        struct Upload: Encodable {
            var newVersions: [String]
            var newIDs: [String]
            var archive: [String]
        }
        var old: String
        var new: String
        var measure: String?
        var upload: Upload?
        var packs: [Pack]?
        var tags: [Tag]?
        var languages: [Language]?
        var totals: Totals?
        var diagnostics: [DiagnosticJSON]
    }

    /// One JSON object: `old`, `new`, `packs`, `tags`, `totals`, `diagnostics` (keys in
    /// docs/reports.md), sorted keys, ending in a newline; without `packs`, `tags` and
    /// `totals` when an index could not be read.
    static func render(_ outcome: DiffOutcome) -> String {
        guard let diff = outcome.diff else {
            return encode(DiffJSON(old: outcome.old, new: outcome.new, diagnostics: outcome.diagnostics.map(DiagnosticJSON.init)))
        }
        let (old, new, diagnostics) = (outcome.old, outcome.new, outcome.diagnostics)
        let totals = diff.totals
        let value = DiffJSON(
            old: old, new: new, measure: diff.measure.rawValue,
            upload: diff.upload.map { DiffJSON.Upload(newVersions: $0.newVersions, newIDs: $0.newIDs, archive: $0.archive) },
            packs: diff.packs.map { pack in
                DiffJSON.Pack(
                    id: pack.identifier, tags: pack.tags, status: pack.status.rawValue,
                    oldArchiveBytes: pack.oldArchiveBytes, newArchiveBytes: pack.newArchiveBytes,
                    files: pack.files.map {
                        DiffJSON.File(
                            path: $0.path, source: $0.source, status: $0.status.rawValue, oldSize: $0.oldSize, newSize: $0.newSize)
                    })
            },
            tags: diff.tags.map {
                DiffJSON.Tag(name: $0.name, oldBytes: $0.oldBytes, newBytes: $0.newBytes, downloadBytes: $0.downloadBytes)
            },
            languages: diff.languages.isEmpty
                ? nil
                : diff.languages.map {
                    DiffJSON.Language(language: $0.name, oldBytes: $0.oldBytes, newBytes: $0.newBytes, downloadBytes: $0.downloadBytes)
                },
            totals: DiffJSON.Totals(
                downloadBytes: totals.downloadBytes, oldArchiveBytes: totals.oldArchiveBytes,
                newArchiveBytes: totals.newArchiveBytes, addedPacks: totals.addedPacks, removedPacks: totals.removedPacks,
                changedPacks: totals.changedPacks, unchangedPacks: totals.unchangedPacks),
            diagnostics: diagnostics.map(DiagnosticJSON.init))
        return encode(value)
    }
}
