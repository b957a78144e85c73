import FormatGuarantees
import Foundation
import ODRPackKit

/// What the fuzz targets share: a scratch folder of this process, lint of a read manifest
/// against an empty base folder (so no input can make the scanner walk the disk), `diff` of
/// two indexes, and the guarantee of every output format (`FormatGuarantees`), checked on
/// every outcome rendered.
public enum FuzzSupport {
    /// This process's scratch folder, created once.
    public static let scratch: String = {
        let path = NSTemporaryDirectory() + "odr-pack-fuzz-\(getpid())"
        try? FileManager.default.createDirectory(atPath: path + "/empty", withIntermediateDirectories: true)
        return path
    }()

    /// Writes `bytes` to `name` in the scratch folder (creating folders on the way) and returns its path.
    public static func write(_ bytes: [UInt8], to name: String) -> String {
        let path = scratch + "/" + name
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return path
    }

    /// Lints what was read with every resource looked up in an empty folder (so each is
    /// missing or outside the base): the planning, checking and reporting stages see whatever
    /// names and tags the input gives. Then renders the result with every renderer, and the
    /// HTML page of a `report` of it, and traps if one breaks its format's guarantee.
    public static func lintAndRender(_ loaded: ManifestReadResult, file: String) {
        let result = lint(loaded, file: file)
        expectGuarantees(result)
        let report = ReportOutcome(lint: result, output: scratch + "/report.html")
        expectGuarantees(report, page: HTMLReport.render(report, generator: "odr-pack fuzz"))
    }

    /// Compares `old` with `new` as `diff` does, with budgets every change exceeds (one
    /// byte of download, no growth for all packs, the initial-install and prefetch packs,
    /// `new`'s first tag and a tag no index has), then renders the outcome with every renderer,
    /// and a `report` page with the comparison, and traps if one breaks its format's guarantee.
    public static func diffAndRender(old: BuildIndex, new: BuildIndex) {
        let diff = IndexDiff(old: old, new: new)
        let scopes: [GrowthBudget.Scope] = [.all, .initialAndPrefetch, .tag(new.tags.first?.name ?? ""), .tag("::error::@team \u{1B}[31m")]
        let budgets = DiffBudgets(maxDownload: 1, maxGrowth: scopes.map { GrowthBudget(scope: $0, percent: 0) }, largePackBytes: 1)
        let diagnostics = diff.check(budgets)
        expectGuarantees(DiffOutcome(old: "old", new: "new", diff: diff, diagnostics: diagnostics))
        let comparison = ReportOutcome.Comparison(diff: diff, diagnostics: diagnostics, old: "old", new: "new")
        let report = ReportOutcome(lint: baseLint, output: scratch + "/report.html", comparison: comparison)
        expectGuarantees(report, page: HTMLReport.render(report, generator: "odr-pack fuzz"))
    }

    /// Traps, naming every promise broken, if `outcome` rendered by a renderer (or `page`,
    /// its HTML) breaks its format's guarantee.
    public static func expectGuarantees(_ outcome: some Renderable, page: String? = nil) {
        var broken = FormatGuarantees.violations(of: outcome)
        if let page { broken += FormatGuarantees.html(page).map { "html: " + $0 } }
        guard broken.isEmpty else {
            fatalError("an output format broke its guarantee:\n" + broken.joined(separator: "\n"))
        }
    }

    /// A small valid index (two packs of Examples/GreatGame), the old side of `FuzzIndex`'s comparisons.
    public static let smallIndex: BuildIndex = {
        do {
            return try IndexStore.decode(
                Array(smallIndexJSON.utf8), format: .json, path: "old/index.json", deliveries: DeliveryRegistry.names)
        } catch {
            fatalError("the fixed index does not decode: \(error)")
        }
    }()

    /// The lint a `report` page of a comparison shows: a two-tag manifest with nothing on disk.
    static let baseLint: LintResult = {
        let manifest =
            #"<odr-manifest version="1" bundle-id="com.example.fuzz"><resource path="a" tags="A"/><resource path="b" tags="A, B"/></odr-manifest>"#
        let file = scratch + "/base.xml"
        return lint(ManifestLoader.parse(Array(manifest.utf8), file: file, as: .xml, names: DeliveryRegistry.readerNames), file: file)
    }()

    static func lint(_ loaded: ManifestReadResult, file: String) -> LintResult {
        var loaded = loaded
        loaded.manifest?.baseDirectory = scratch + "/empty"
        return Linter.lint(loaded, file: file, options: LintOptions())
    }
}
