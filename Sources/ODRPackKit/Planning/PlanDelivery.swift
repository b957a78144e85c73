/// The delivery a plan's packs are arranged for, as the plan carries it: its name, its name
/// in sentences and the words reports use for it. The first of the protocols a delivery
/// implements, one per stage (`LintDelivery`, `BuildDelivery`, `VerifyDelivery`,
/// `DiffDelivery`), each declared at its stage and refining the one below, so a stage asks
/// its delivery only what it may know and never names the registry (`DeliveryRegistry`, above
/// every stage): the jobs resolve a delivery once and hand it down.
protocol PlanDelivery: Sendable {
    /// Its name (`--delivery`, a manifest's `delivery`, an index's `Delivery`).
    var id: DeliveryName { get }
    /// Its name in sentences: `On-Demand Resources`.
    var displayName: String { get }
    /// What reports show of it: the pack columns, how packs are labelled, its sentences.
    var words: DeliveryWords { get }
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
    /// `7 asset packs and 44 entries agree with the index`.
    var verified: @Sendable (_ packs: Int, _ entries: Int) -> String
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
            TotalRow(
                name: "initial install + prefetch",
                files: plan.packs.filter { early.contains($0.identity.identifier) }.reduce(0) { $0 + $1.files.count },
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
