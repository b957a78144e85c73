import SourceScan

/// `odr-pack migrate --format json`: one object (docs/usage.md, "migrate"): the whole list of
/// places and items (every frame of every atlas), with the summary and the grouping the other
/// formats show.
extension JSONReport {
    /// The migration, with lint's diagnostics among its own.
    public static func render(_ migration: Migration, lint: LintResult) -> String {
        var json = MigrationJSON(migration)
        json.diagnostics = (migration.diagnostics + lint.diagnostics).sorted().map(DiagnosticJSON.init)
        return encode(json)
    }

    struct MigrationJSON: Encodable {
        var manifest: String
        var delivery: String
        var summary: MigrateSummaryJSON
        var sources: [String]
        var sites: [MigrateSiteJSON]
        var groups: [MigrateGroupJSON]
        var items: [MigrateItemJSON]
        var unscanned: MigrateUnscannedJSON
        var diagnostics: [DiagnosticJSON]

        init(_ migration: Migration) {
            manifest = migration.manifestFile
            delivery = migration.delivery.rawValue
            summary = MigrateSummaryJSON(migration.summary)
            sources = migration.sources
            sites = migration.sites.map(MigrateSiteJSON.init)
            groups = migration.siteGroups.filter { $0.sites.count > 1 }.map(MigrateGroupJSON.init)
            items = migration.items.map(MigrateItemJSON.init)
            unscanned = MigrateUnscannedJSON(migration.unscanned)
            diagnostics = migration.diagnostics.map(DiagnosticJSON.init)
        }
    }

    struct MigrateSummaryJSON: Encodable {
        var places: Int
        var filesWithPlaces: Int
        var items: Int
        var catalogItems: Int
        var servedWithCatalogItems: [String: Int]
        var unserved: [String]
        var scenes: [String]
        var unresolved: Int
        var unknownTags: Int

        init(_ summary: MigrationSummary) {
            (places, filesWithPlaces, items, catalogItems) = (summary.places, summary.filesWithPlaces, summary.items, summary.catalogItems)
            (servedWithCatalogItems, unserved, scenes) = (summary.servedByKind, summary.unserved.map(\.path), summary.scenes.map(\.path))
            (unresolved, unknownTags) = (summary.unresolved, summary.unknownTags)
        }
    }

    struct MigrateGroupJSON: Encodable {
        var kind: String
        var item: String?
        var places: [String]

        init(_ group: MigrationSiteGroup) {
            kind = group.kind.rawValue
            item = group.item
            places = group.sites.map { "\($0.file):\($0.line):\($0.column)" }
        }
    }

    struct MigrateUnscannedJSON: Encodable {
        var folder: String?
        var files: Int
        var languages: [String: Int]
        var mentioning: [MigrateUnscannedFileJSON]

        init(_ unscanned: MigrationUnscanned) {
            (folder, files, languages) = (unscanned.folder, unscanned.count, unscanned.languages)
            mentioning = unscanned.mentioning.map {
                MigrateUnscannedFileJSON(file: $0.file, language: $0.language, line: $0.line, mentions: $0.mentions)
            }
        }
    }

    struct MigrateUnscannedFileJSON: Encodable {
        var file: String
        var language: String
        var line: Int
        var mentions: [String]
    }

    struct MigratePackJSON: Encodable {
        var id: String
        var policy: String
        init(_ pack: MigrationPack) { (id, policy) = (pack.id, pack.policy.rawValue) }
    }

    struct MigrateSiteJSON: Encodable {
        var kind: String
        var file: String
        var line: Int
        var column: Int
        var code: String
        var tags: [MigrateTagJSON]?
        var unresolvedTags: String?
        var resource: MigrateResourceJSON?
        var value: String?
        var constants: [String]?
        var item: String?
        var replacement: String

        init(_ site: MigrationSite) {
            kind = site.kind.rawValue
            (file, line, column, code, replacement) = (site.file, site.line, site.column, site.code, site.replacement)
            (value, item) = (site.value, site.item)
            constants = site.constants.isEmpty ? nil : site.constants
            switch site.tags {
            case .literal(let list): tags = list.map(MigrateTagJSON.init)
            case .unresolved(let expression): unresolvedTags = expression
            case nil: break
            }
            resource = site.resource.map(MigrateResourceJSON.init)
        }
    }

    struct MigrateTagJSON: Encodable {
        var name: String
        var member: String?
        var packs: [MigratePackJSON]
        init(_ tag: MigrationTag) { (name, member, packs) = (tag.name, tag.member, tag.packs.map(MigratePackJSON.init)) }
    }

    struct MigrateResourceJSON: Encodable {
        var api: String
        var name: String?
        var names: [String]?
        var ext: String?
        var subdirectory: String?
        var unresolved: String?
        var files: [MigrateFileJSON]
        var items: [String]
        var candidates: [String]?
        var candidateCount: Int?

        init(_ resource: MigrationResource) {
            (api, name, names, ext, subdirectory, unresolved) = (
                resource.api, resource.name, resource.names, resource.ext, resource.subdirectory, resource.unresolved
            )
            files = resource.files.map { MigrateFileJSON(bundlePath: $0.bundlePath, pack: MigratePackJSON($0.pack)) }
            items = resource.items
            if resource.unresolved != nil { (candidates, candidateCount) = (resource.candidates, resource.candidateCount) }
        }
    }

    struct MigrateFileJSON: Encodable {
        var bundlePath: String
        var pack: MigratePackJSON
    }

    struct MigrateItemJSON: Encodable {
        var path: String
        var catalog: String?
        var kind: String
        var reader: String
        var frames: [String]?
        var bundlePath: String?
        var servedWithCatalogItems: Bool
        var pack: MigratePackJSON
        var tags: [String]
        var replacement: String
        var location: WhyLocationJSON?

        init(_ item: MigrationItem) {
            (path, catalog, kind, reader, tags, replacement) = (
                item.path, item.catalog, item.kind, item.reader, item.tags, item.replacement
            )
            (frames, bundlePath, servedWithCatalogItems) = (
                item.frames.isEmpty ? nil : item.frames, item.bundlePath, item.servedWithCatalogItems
            )
            pack = MigratePackJSON(item.pack)
            location = WhyLocationJSON(item.location)
        }
    }
}
