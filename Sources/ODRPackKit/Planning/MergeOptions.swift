/// How the partitions may be merged into fewer packs: the options of the command line that
/// every delivery that merges takes (`--max-packs`, `--allow-policy-crossing`,
/// `--max-extra-download`), named as there, passed from the command to the planner as one value.
public struct MergeOptions: Sendable, Equatable {
    /// `--max-packs`: merge into at most this many packs.
    public var maxPacks: Int?
    /// `--allow-policy-crossing`: content may move into a pack of a stronger download policy.
    public var allowPolicyCrossing = false
    /// `--max-extra-download`: the most bytes a merge may add to one tag's download.
    public var maxExtraDownload: Int64?

    /// No merge asked for.
    public init(maxPacks: Int? = nil, allowPolicyCrossing: Bool = false, maxExtraDownload: Int64? = nil) {
        self.maxPacks = maxPacks
        self.allowPolicyCrossing = allowPolicyCrossing
        self.maxExtraDownload = maxExtraDownload
    }

    /// The options given, as the command line spells them.
    public var given: [String] {
        (maxPacks == nil ? [] : ["--max-packs"]) + (allowPolicyCrossing ? ["--allow-policy-crossing"] : [])
            + (maxExtraDownload == nil ? [] : ["--max-extra-download"])
    }
}

/// How the partitions may be merged: the options, and the delivery's pack limit for the merge
/// proposed without `--max-packs`.
struct MergeSettings: Sendable {
    /// The options of the command line.
    var options: MergeOptions
    /// The delivery's pack limit, for the merge proposed without `--max-packs`.
    var packLimit: Int64?
    /// The last build's merge, taken when its request is this one (`MergeMemo`).
    var memo: MergeMemo?

    init(_ options: MergeOptions = MergeOptions(), packLimit: Int64? = nil, memo: MergeMemo? = nil) {
        self.options = options
        self.packLimit = packLimit
        self.memo = memo
    }
}
