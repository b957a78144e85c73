import SourceScan

/// `odr-pack migrate --format json`: one object (docs/usage.md, "migrate").
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
        var sources: [String]
        var sites: [MigrateSiteJSON]
        var items: [MigrateItemJSON]
        var diagnostics: [DiagnosticJSON]

        init(_ migration: Migration) {
            manifest = migration.manifestFile
            delivery = migration.delivery.rawValue
            sources = migration.sources
            sites = migration.sites.map(MigrateSiteJSON.init)
            items = migration.items.map(MigrateItemJSON.init)
            diagnostics = migration.diagnostics.map(DiagnosticJSON.init)
        }
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
        var replacement: String

        init(_ site: MigrationSite) {
            kind = site.kind.rawValue
            (file, line, column, code, replacement) = (site.file, site.line, site.column, site.code, site.replacement)
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
        var ext: String?
        var subdirectory: String?
        var unresolved: String?
        var files: [MigrateFileJSON]
        var items: [String]

        init(_ resource: MigrationResource) {
            (api, name, ext, subdirectory, unresolved) = (resource.api, resource.name, resource.ext, resource.subdirectory, resource.unresolved)
            files = resource.files.map { MigrateFileJSON(bundlePath: $0.bundlePath, pack: MigratePackJSON($0.pack)) }
            items = resource.items
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
        var pack: MigratePackJSON
        var tags: [String]
        var replacement: String
        var location: WhyLocationJSON?

        init(_ item: MigrationItem) {
            (path, catalog, kind, reader, tags, replacement) = (item.path, item.catalog, item.kind, item.reader, item.tags, item.replacement)
            pack = MigratePackJSON(item.pack)
            location = WhyLocationJSON(item.location)
        }
    }
}
