import XcodeProject

/// One way a plan's packs reach devices: everything that differs between On-Demand
/// Resources, Background Assets and any other delivery, in one type. Reading, scanning and
/// partitioning (one partition per distinct tag set) are the same for every delivery; the
/// stages after them ask the plan's or the index's delivery (`Deliveries.kind(of:)`) instead of
/// branching on it:
///
/// - **lint** (`Linter`): its limit profiles, how partitions become its packs (`arrange`:
///   naming, merging) and its checks;
/// - **build** (`BuildPipeline`, `Builder`): which shared options apply (its own options are
///   its `DeliverySettings`), what it settles before the output folder is opened (`prepare`,
///   which gives the `PackProducer` that writes packs and derives files from the index), and
///   which names in the output folder are its own;
/// - **verify** (`Verifier`): how one pack's archive is checked, which files the index implies,
///   and what of the index it cross-checks against the disk;
/// - **diff** (`IndexDiff`): what makes a pack changed;
/// - **reports** (`Reporting/`): its words and the columns of its pack tables.
///
/// A delivery lives in a folder of its own under `Deliveries/` and is listed once, in
/// `Deliveries`. docs/architecture.md ("Deliveries") lists what a new one writes.
protocol DeliveryKind: Sendable {
    /// Its name (`--delivery`, a manifest's `delivery`, an index's `Delivery`).
    var id: Delivery { get }
    /// Its name in sentences: `On-Demand Resources`.
    var displayName: String { get }

    // MARK: lint

    /// Its limit profiles; the first is the default.
    var profiles: [LimitProfile] { get }
    /// The partitions as it arranges them: the tag-set partitions, or parts of them it keeps
    /// apart (Background Assets' localized packs, one per language); what it found doing so.
    func parts(_ partitions: PackPlan, context: DeliveryContext) -> (plan: PackPlan, diagnostics: [Diagnostic])
    /// Makes the partitions (one pack per distinct tag set, as `parts` gave them) its packs; the problems found doing so.
    func arrange(_ partitions: PackPlan, context: DeliveryContext) -> (plan: PackPlan, diagnostics: [Diagnostic])
    /// Every check of the arranged plan, and the Xcode compilers build will run.
    func check(_ plan: PackPlan, context: DeliveryContext) -> CheckResult
    /// For a delivery whose packs have IDs that last from release to release (the store knows
    /// the packs by them), the rule of its IDs: lint then reads the previous release's packs
    /// (`PackHistory`) and build can write them to the lock file. Nil: IDs follow from the tags.
    var packNaming: (any PackNamingRule)? { get }

    // MARK: build

    /// The options several deliveries share that it takes; those and its own settings
    /// (`DeliverySettings`) apply, any other given is refused.
    var sharedOptions: Set<SharedOptions> { get }
    /// The limit profile as its own settings change it (unchanged by default).
    func profile(_ profile: LimitProfile, settings: DeliverySettingsSet) -> LimitProfile
    /// What a build checks before it reads anything but the manifest: the tools it will run
    /// (none by default). An error here ends the build before the scan.
    func preflight(_ settings: DeliverySettingsSet) -> [Diagnostic]
    /// Whether its build writes the code an app calls instead of On-Demand Resources' (no by default).
    var replacesOnDemandResourcesInCode: Bool { get }
    /// What a build settles before it opens the output folder: the packs folder, the options as
    /// they apply, and the writer of its packs; or why it cannot build.
    func prepare(_ build: BuildPreparation) -> Result<PreparedBuild, DeliveryFailure>
    /// The files it derives from the index at the top of the output folder, by name, whatever
    /// the build (a build removes those of other deliveries).
    var topLevelNames: [String] { get }
    /// What `name` in the packs folder is to it: one of its archives, a file it derives for
    /// the pack `id`, or nothing of its own.
    func role(ofPacksFile name: String) -> PacksFileRole?

    // MARK: verify

    /// Checks one pack's archive against its index entry.
    func verify(_ pack: BuiltPack, index: BuildIndex, directory: String, progress: @escaping (Int64) -> Void) -> PackCheck
    /// The files the index implies, which build derived from it and verify compares.
    func derivedFiles(_ index: BuildIndex) -> DerivedFiles
    /// What of the index verify cannot take on trust, checked against the disk and against
    /// what the delivery writes (its archive format, its keys, its names).
    func indexProblems(_ index: BuildIndex, directory: String, indexPath: String) -> [Diagnostic]

    // MARK: diff

    /// Whether a pack in both builds changed: devices download it again.
    func isChanged(_ old: BuiltPack, _ new: BuiltPack) -> Bool

    // MARK: words

    /// What reports show of it: the pack columns, how packs are labelled, its sentences.
    var words: DeliveryWords { get }

    // MARK: content

    /// Whether its store chooses among texture-compression-format folders (`tex#tcf_astc`)
    /// itself; for the others, lint keeps the one format the manifest names (`TextureFormatFolders`).
    var keepsTextureFormatFolders: Bool { get }
}

extension DeliveryKind {
    /// The tag-set partitions, as they are.
    func parts(_ partitions: PackPlan, context: DeliveryContext) -> (plan: PackPlan, diagnostics: [Diagnostic]) { (partitions, []) }
    var keepsTextureFormatFolders: Bool { false }
    func profile(_ profile: LimitProfile, settings: DeliverySettingsSet) -> LimitProfile { profile }
}

extension DeliveryKind {
    /// No tool to look for.
    func preflight(_ settings: DeliverySettingsSet) -> [Diagnostic] { [] }

    /// Whether its build writes the code an app calls instead of On-Demand Resources'
    /// (`ODRAssetAccess.swift`), so that `migrate` can say what each call becomes. No by default.
    var replacesOnDemandResourcesInCode: Bool { false }
}

/// The words and columns reports use for a delivery.
struct DeliveryWords: Sendable {
    /// The title of the column that names a pack: `pack (tags)`, `pack ID`.
    var packTitle: String
    /// Whether packs are labelled by their identifiers (short IDs the app asks for) rather than their tags.
    var labelsPacksByIdentifier: Bool
    /// The columns of the pack tables (text and Markdown), after the label.
    var packColumns: [PackColumn]
    /// The one value the HTML pack table shows beside the pack's size.
    var packDetail: PackColumn
    /// What the HTML page's header says of the delivery, if anything.
    var pageLabel: String?
    /// The spelling of a pack's download policy.
    var policyName: @Sendable (DownloadPolicy) -> String = { $0.rawValue }
    /// The diff summary: `2 changed, 1 added, 0 removed, 5 unchanged`.
    var diffSummary: @Sendable (IndexDiff.Totals) -> String
    /// `7 asset packs and 44 entries agree with the index`.
    var verified: @Sendable (_ packs: Int, _ entries: Int) -> String
    /// The lines `build` adds to its summary for an index it wrote.
    var builtLines: @Sendable (BuildIndex) -> [String] = { _ in [] }
    /// The rows of the totals table: what the plan's totals are held to.
    var totals: @Sendable (PackPlan) -> [TotalRow] = TotalRow.standard
}

/// A row of the totals table: a sum of the plan and the limit it is held to.
struct TotalRow: Sendable {
    var name: String
    var files: Int
    var bytes: Int64
    var limit: LimitKind

    /// All packs, the packs initial-install and prefetch tags need, and the app bundle.
    @Sendable static func standard(_ plan: PackPlan) -> [TotalRow] {
        let early = Set(plan.initialAndPrefetchPacks)
        return [
            TotalRow(name: "all asset packs", files: plan.packedFiles, bytes: plan.packBytes, limit: .total),
            TotalRow(name: "initial install + prefetch", files: plan.packs.filter { early.contains($0.identity.identifier) }.reduce(0) { $0 + $1.files.count },
                     bytes: plan.initialAndPrefetchBytes, limit: .initialAndPrefetch),
            TotalRow(name: "app bundle (untagged)", files: plan.appBundleFiles, bytes: plan.appBundleBytes, limit: .appBundle),
        ]
    }
}

/// A column of a pack table.
enum PackColumn: Sendable, Equatable {
    /// The pack's download policy.
    case policy
    /// The number of files.
    case files
    /// Entries whose files do not exist yet (shown only when a pack has some).
    case missing
    /// The bytes.
    case size
    /// The share of the per-pack limit.
    case shareOfPackLimit
    /// Xcode's download priority.
    case priority
    /// How many partitions (tag sets) the pack holds.
    case tagSets
}
