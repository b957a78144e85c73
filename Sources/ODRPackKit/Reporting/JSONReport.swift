import Foundation

/// The `--format json` report: one object with the manifest, profile, diagnostics, packs,
/// tags and totals. Keys are sorted and absent values omitted, so output is stable.
public enum JSONReport {
    /// The report for `result` as UTF-8 JSON text ending in a newline.
    public static func render(_ result: LintResult) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let data = (try? encoder.encode(Report(result))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    struct Report: Encodable {
        var manifest: String
        var base: String?
        var profile: String
        var limits: [String: Int64]
        var diagnostics: [DiagnosticJSON]
        var packs: [PackJSON]
        var tags: [TagJSON]
        var totals: TotalsJSON

        init(_ result: LintResult) {
            manifest = result.manifestFile
            base = result.manifest?.baseDirectory
            profile = result.profile.name
            limits = Dictionary(uniqueKeysWithValues: LimitKind.allCases.compactMap { kind in
                result.profile[kind].map { (kind.rawValue, $0) }
            })
            diagnostics = result.diagnostics.map(DiagnosticJSON.init)
            packs = result.plan?.packs.map(PackJSON.init) ?? []
            tags = result.plan?.tags.map(TagJSON.init) ?? []
            totals = TotalsJSON(result.plan)
        }
    }

    struct DiagnosticJSON: Encodable {
        var severity: String
        var code: String
        var message: String
        var file: String?
        var line: Int?
        var column: Int?
        var keyPath: String?
        var tags: [String]?
        var pack: String?
        var bytes: Int64?
        var count: Int?
        var limit: Int64?

        init(_ diagnostic: Diagnostic) {
            severity = diagnostic.severity.rawValue
            code = diagnostic.code.rawValue
            message = diagnostic.message
            file = diagnostic.location?.file
            line = diagnostic.location?.line
            column = diagnostic.location?.column
            keyPath = diagnostic.location?.keyPath
            tags = diagnostic.tags.isEmpty ? nil : diagnostic.tags
            pack = diagnostic.pack
            bytes = diagnostic.bytes
            count = diagnostic.count
            limit = diagnostic.limit
        }
    }

    struct PackJSON: Encodable {
        var id: String
        var folder: String
        var tags: [String]
        var bytes: Int64
        var files: Int
        var priority: Double?

        init(_ pack: AssetPack) {
            id = pack.identity.identifier
            folder = pack.identity.folderName
            tags = pack.tags
            bytes = pack.bytes
            files = pack.files.count
            priority = pack.priority
        }
    }

    struct TagJSON: Encodable {
        var name: String
        var category: String
        var bytes: Int64
        var packs: [String]
        var prefetchOrder: Int?
        var preservationPriority: Double?

        init(_ tag: TagSummary) {
            name = tag.name
            category = tag.category.rawValue
            bytes = tag.bytes
            packs = tag.packs
            prefetchOrder = tag.prefetchIndex
            preservationPriority = tag.preservationPriority
        }
    }

    struct TotalsJSON: Encodable {
        var packs = 0
        var packBytes: Int64 = 0
        var initialAndPrefetchBytes: Int64 = 0
        var appBundleBytes: Int64 = 0
        var appBundleFiles = 0
        var files = 0

        init(_ plan: PackPlan?) {
            guard let plan else { return }
            packs = plan.packs.count
            packBytes = plan.packBytes
            initialAndPrefetchBytes = plan.initialAndPrefetchBytes
            appBundleBytes = plan.appBundleBytes
            appBundleFiles = plan.appBundleFiles
            files = plan.packedFiles
        }
    }
}
