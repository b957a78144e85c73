/// The `--format json` object of `odr-pack why` (keys documented in docs/usage.md): `manifest`,
/// `path`, `status`, `kind`, `entry`, `pack`, `listedInside`, `platforms` and `diagnostics`; absent values are omitted.
extension JSONReport {
    /// The explanation as UTF-8 JSON text ending in a newline.
    public static func render(_ explanation: Explanation) -> String {
        encode(ExplanationJSON(explanation))
    }

    struct ExplanationJSON: Encodable {
        var manifest: String
        var path: String
        var status: String
        var kind: String?
        var entry: WhyEntryJSON?
        var pack: WhyPackJSON?
        var listedInside: [String]?
        var platforms: [WhyPlatformJSON]?
        var diagnostics: [DiagnosticJSON]

        init(_ explanation: Explanation) {
            manifest = explanation.manifestFile
            path = explanation.path
            status = explanation.status.rawValue
            kind = explanation.isFolder.map { $0 ? "folder" : "file" }
            entry = explanation.entry.map(WhyEntryJSON.init)
            pack = explanation.pack.map(WhyPackJSON.init)
            listedInside = explanation.listedInside.isEmpty ? nil : explanation.listedInside
            platforms = explanation.platforms.isEmpty ? nil : explanation.platforms.map(WhyPlatformJSON.init)
            diagnostics = explanation.diagnostics.map(DiagnosticJSON.init)
        }
    }

    /// The path on one platform of a plan of several platform targets.
    struct WhyPlatformJSON: Encodable {
        var platform: String
        var target: String?
        var status: String
        var entry: WhyEntryJSON?
        var pack: WhyPackJSON?

        init(_ platform: Explanation.OnPlatform) {
            self.platform = platform.platform
            target = platform.target
            status = platform.status.rawValue
            entry = platform.entry.map(WhyEntryJSON.init)
            pack = platform.pack.map(WhyPackJSON.init)
        }
    }

    /// A place in a manifest or project, flattened into the object that holds it.
    struct WhyLocationJSON: Encodable {
        var file: String?
        var line: Int?
        var column: Int?
        var keyPath: String?

        init(_ location: SourceLocation?) {
            file = location?.file
            line = location?.line
            column = location?.column
            keyPath = location?.keyPath
        }
    }

    struct WhyEntryJSON: Encodable {
        var index: Int
        var path: String
        var location: WhyLocationJSON
        var tags: [String]
        var reach: String
        var tagOrigins: [WhyOriginJSON]
        var compiledBy: String?

        init(_ entry: Explanation.Entry) {
            index = entry.index
            path = entry.path
            location = WhyLocationJSON(entry.location)
            tags = entry.tags
            reach = entry.reach.rawValue
            tagOrigins = entry.origins.map(WhyOriginJSON.init)
            compiledBy = entry.compiledBy
        }
    }

    struct WhyOriginJSON: Encodable {
        var kind: String
        var tags: [String]
        var location: WhyLocationJSON

        init(_ origin: TagOrigin) {
            kind = origin.kind.rawValue
            tags = origin.tags
            location = WhyLocationJSON(origin.location)
        }
    }

    struct WhyPackJSON: Encodable {
        var id: String
        var folder: String
        var path: String?
        var tags: [WhyPackTagJSON]
        var tagSets: [[String]]
        var language: String?

        init(_ pack: Explanation.Pack) {
            id = pack.identifier
            folder = pack.folderName
            path = pack.packPath
            tags = pack.tags.map(WhyPackTagJSON.init)
            tagSets = pack.tagSets
            language = pack.language
        }
    }

    struct WhyPackTagJSON: Encodable {
        var name: String
        var reasons: [WhyReasonJSON]

        init(_ tag: Explanation.PackTag) {
            name = tag.name
            reasons = tag.reasons.map(WhyReasonJSON.init)
        }
    }

    struct WhyReasonJSON: Encodable {
        var entry: String
        var index: Int
        var kind: String?
        var location: WhyLocationJSON

        init(_ reason: Explanation.Reason) {
            entry = reason.entry
            index = reason.index
            kind = reason.origin?.kind.rawValue
            location = WhyLocationJSON(reason.location)
        }
    }
}
