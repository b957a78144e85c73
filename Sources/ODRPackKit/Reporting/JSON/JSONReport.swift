import Foundation

/// The `--format json` reports: one object each. Lint's holds the manifest, profile,
/// diagnostics, packs, tags and totals; build's adds a `build` object; verify's holds the
/// folder, the diagnostics and counts. Keys are sorted and absent values omitted, so output
/// is stable.
public enum JSONReport {
    /// The lint report for `result` as UTF-8 JSON text ending in a newline.
    public static func render(_ result: LintResult) -> String {
        encode(Report(result))
    }

    /// The build report: lint's, with every diagnostic of the run and a `build` object
    /// (absent when nothing was built).
    public static func render(_ outcome: BuildOutcome) -> String {
        var report = Report(outcome.lint)
        report.diagnostics = outcome.diagnostics.map(DiagnosticJSON.init)
        report.build = BuildJSON(outcome, output: outcome.output)
        return encode(report)
    }

    /// The verify report.
    public static func render(_ outcome: VerifyOutcome) -> String {
        let result = outcome.result
        return encode(
            VerifyJSON(
                directory: outcome.directory, diagnostics: result.diagnostics.map(DiagnosticJSON.init),
                packs: result.index?.assetPacks.count ?? 0, entries: result.entriesChecked))
    }

    /// What `report` wrote: the manifest, the page and its size (absent when it was not
    /// written), the pack and tag counts, and every diagnostic.
    static func render(_ outcome: ReportOutcome) -> String {
        encode(
            PageJSON(
                manifest: outcome.lint.manifestFile, output: outcome.output, bytes: outcome.pageBytes,
                packs: outcome.lint.plan?.packs.count, tags: outcome.lint.plan?.tags.count,
                diagnostics: outcome.diagnostics.map(DiagnosticJSON.init)))
    }

    /// What `convert` wrote: the input, the output, whether it was written, and the counts.
    static func render(_ outcome: ConvertOutcome) -> String {
        encode(
            ConvertJSON(
                input: outcome.input, output: outcome.output, written: outcome.written,
                resources: outcome.manifest?.resources.count, tags: outcome.manifest?.tags.count,
                diagnostics: outcome.diagnostics.map(DiagnosticJSON.init)))
    }

    struct PageJSON: Encodable {
        var manifest: String
        var output: String
        var bytes: Int?
        var packs: Int?
        var tags: Int?
        var diagnostics: [DiagnosticJSON]
    }

    struct ConvertJSON: Encodable {
        var input: String
        var output: String
        var written: Bool
        var resources: Int?
        var tags: Int?
        var diagnostics: [DiagnosticJSON]
    }

    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        // Strings, integers, finite doubles and containers only: encoding cannot fail.
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    struct VerifyJSON: Encodable {
        var directory: String
        var diagnostics: [DiagnosticJSON]
        var packs: Int
        var entries: Int
    }

    struct BuildJSON: Encodable {
        var output: String
        var written: [String]
        var kept: [String]
        var removed: [String]
        var bytesPacked: Int64
        var bytesHashed: Int64
        var archivesProven: Int
        var archiveBytes: Int64
        var interrupted: Bool

        init?(_ outcome: BuildOutcome, output: String) {
            guard outcome.report != nil || outcome.isReplay || outcome.interruption != nil || !outcome.buildDiagnostics.isEmpty
            else { return nil }
            self.output = output
            written = outcome.report?.written ?? []
            kept = outcome.report?.kept ?? outcome.replayed?.packs ?? []
            removed = outcome.report?.removed ?? []
            bytesPacked = outcome.report?.bytesPacked ?? 0
            bytesHashed = outcome.report?.bytesHashed ?? 0
            archivesProven = outcome.report?.archivesProven ?? 0
            archiveBytes = outcome.report?.index.archiveSize ?? outcome.replayed?.archiveSize ?? 0
            interrupted = outcome.interruption != nil
        }
    }

    struct Report: Encodable {
        var manifest: String
        var base: String?
        var delivery: String
        var profile: String
        var limits: [String: Int64]
        var diagnostics: [DiagnosticJSON]
        var packs: [PackJSON]
        var tags: [TagJSON]
        var totals: TotalsJSON
        var build: BuildJSON?
        var merge: MergeJSON?
        var proposedMerge: MergeJSON?
        var languages: LanguagesJSON?

        init(_ result: LintResult) {
            manifest = result.manifestFile
            base = result.manifest?.baseDirectory
            delivery = result.delivery.id.rawValue
            merge = result.plan?.arrangement.merge.map(MergeJSON.init)
            proposedMerge = result.plan?.arrangement.proposal.map(MergeJSON.init)
            languages = result.plan.flatMap(LanguageSummary.init).map(LanguagesJSON.init)
            profile = result.profile.name.rawValue
            limits = Dictionary(
                uniqueKeysWithValues: LimitKind.allCases.compactMap { kind in
                    result.profile[kind].map { (kind.rawValue, $0) }
                })
            diagnostics = result.diagnostics.map(DiagnosticJSON.init)
            packs = result.plan.map { plan in plan.packs.map { PackJSON($0, plan: plan) } } ?? []
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
        var missingEntries: Int?
        var policy: String?
        var tagSets: [[String]]?
        /// The platforms it serves, in a plan of several platform targets.
        var platforms: [String]?
        /// Its language, for a localized pack (`--localized-packs`).
        var language: String?

        /// A pack; its policy and tag sets where its delivery's pack tables show them.
        init(_ pack: AssetPack, plan: PackPlan) {
            platforms = plan.platforms.isEmpty ? nil : pack.platforms ?? plan.platforms
            language = pack.language
            id = pack.identity.identifier
            let words = plan.delivery.words
            policy = words.packColumns.contains(.policy) ? plan.arrangement.policies[id].map(words.policyName) : nil
            tagSets = words.packColumns.contains(.tagSets) ? plan.arrangement.partitions[id] : nil
            folder = pack.identity.folderName
            tags = pack.tags
            bytes = pack.bytes
            files = pack.files.count
            priority = pack.priority
            missingEntries = pack.missingEntries > 0 ? pack.missingEntries : nil
        }
    }

    /// Localized packs (`--localized-packs`): each language's packs, and what a device of one
    /// language downloads (`download`) against every language (`allBytes`).
    struct LanguagesJSON: Encodable {
        struct LanguageJSON: Encodable {
            var language: String
            var packs: Int
            var files: Int
            var bytes: Int64
            var download: Int64
            var saving: Int64
        }
        var developmentLanguage: String
        var developmentLanguageFiles: Int
        var developmentLanguageBytes: Int64
        var everyLanguageBytes: Int64
        var allBytes: Int64
        var largestDownload: Int64
        var languages: [LanguageJSON]

        init(_ summary: LanguageSummary) {
            developmentLanguage = summary.developmentLanguage
            developmentLanguageFiles = summary.developmentFiles
            developmentLanguageBytes = summary.developmentBytes
            everyLanguageBytes = summary.everyLanguageBytes
            allBytes = summary.allBytes
            largestDownload = summary.largestDownload
            languages = summary.languages.map {
                LanguageJSON(
                    language: $0.name, packs: $0.packs, files: $0.files, bytes: $0.bytes, download: $0.download,
                    saving: summary.allBytes.addingSaturated(-$0.download))
            }
        }
    }

    /// A merge of partitions into fewer Background Assets packs and its cost.
    struct MergeJSON: Encodable {
        var partitions: Int
        var packs: Int
        var maximum: Int
        var cost: Int64
        var addedInstallBytes: Int64
        var addedBytesByTag: [String: Int64]
        var downloadBefore: [String: Int64]
        var mergedPacks: [String: [[String]]]
        var movedPacks: [String]
        var crossings: [CrossingJSON]
        var unrelatedPacks: [String: [[String]]]

        struct CrossingJSON: Encodable {
            var pack: String
            var from: String
            var into: String
            var bytes: Int64
            var tagSets: [[String]]
        }

        init(_ summary: MergeSummary) {
            downloadBefore = summary.downloadBefore.filter { summary.addedBytesByTag[$0.key] != nil }
            movedPacks = summary.movedPacks
            unrelatedPacks = Dictionary(summary.unrelated.map { ($0.pack, $0.clusters) }) { first, _ in first }
            crossings = summary.crossings.map {
                CrossingJSON(pack: $0.pack, from: $0.from.rawValue, into: $0.into.rawValue, bytes: $0.bytes, tagSets: $0.tagSets)
            }
            partitions = summary.partitions
            packs = summary.packs
            maximum = summary.maximum
            cost = summary.cost
            addedInstallBytes = summary.addedInstallBytes
            addedBytesByTag = summary.addedBytesByTag
            mergedPacks = summary.mergedPacks
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
