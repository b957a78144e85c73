/// When a pack is downloaded: with the app (Background Assets' `essential`, Play's
/// `install-time`), right after it (`prefetch`, `fast-follow`) or when the app asks.
public enum DownloadPolicy: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    /// Downloaded when the app asks for it.
    case onDemand
    /// Downloaded at install and update, after the app can launch.
    case prefetch
    /// Downloaded at install and update, counted in the install's progress.
    case essential

    /// The policy of a pack holding tags of these categories: the strongest one
    /// (initial-install -> essential, prefetch -> prefetch, else on demand).
    public init(categories: some Sequence<TagCategory>) {
        var policy = DownloadPolicy.onDemand
        for category in categories {
            switch category {
            case .initialInstall: policy = .essential
            case .prefetch: policy = max(policy, .prefetch)
            case .onDemand: break
            }
        }
        self = policy
    }

    /// The strongest of `policies` (on demand when there are none), as a pack holding parts of these policies gets.
    public init(strongestOf policies: some Sequence<DownloadPolicy>) {
        self = policies.max() ?? .onDemand
    }

    /// Orders by strength: on demand, prefetch, essential.
    public static func < (lhs: DownloadPolicy, rhs: DownloadPolicy) -> Bool { lhs.rank < rhs.rank }

    /// The policy in a sentence: essential, prefetch, on-demand.
    var phrase: String { self == .onDemand ? "on-demand" : rawValue }

    /// Whether packs of this policy are downloaded at install, on every device.
    package var isAtInstall: Bool { self != .onDemand }

    /// 0, 1, 2 from on demand to essential.
    var rank: Int {
        switch self {
        case .onDemand: 0
        case .prefetch: 1
        case .essential: 2
        }
    }
}

/// How a plan's partitions became its packs: each pack's policy and tag sets, and the merge
/// that was made (`--max-packs`) or that would fit the pack limit. Partitioning gives every
/// partition its own pack, with the policy of its tags' categories; a delivery that merges
/// arranges them again.
public struct PackArrangement: Sendable, Hashable {
    /// Each pack's download policy, by identifier.
    public var policies: [String: DownloadPolicy] = [:]
    /// Each pack's tag sets (the partitions it holds), by identifier; sorted.
    public var partitions: [String: [[String]]] = [:]
    /// How many partitions there were before any merge.
    public var partitionCount = 0
    /// The IDs earlier releases used that no pack of this plan has, sorted.
    public var retiredIDs: [String] = []
    /// The merge made with `--max-packs`, when it merged anything.
    public var merge: MergeSummary?
    /// The merge that would bring the packs within the pack limit, when they are over it
    /// and no `--max-packs` was given.
    public var proposal: MergeSummary?
    /// The grouping `--max-packs` chose, for the next build to take when its request is the same.
    public var mergeMemo: MergeMemo?

    /// An empty arrangement.
    public init() {}

    /// An arrangement.
    public init(
        policies: [String: DownloadPolicy], partitions: [String: [[String]]], partitionCount: Int,
        merge: MergeSummary? = nil, proposal: MergeSummary? = nil
    ) {
        self.policies = policies
        self.partitions = partitions
        self.partitionCount = partitionCount
        self.merge = merge
        self.proposal = proposal
    }

    /// Each of `packs` a partition of its own, with the policy of its tags' `categories`.
    static func unmerged(_ packs: [AssetPack], categories: [String: TagCategory]) -> PackArrangement {
        PackArrangement(
            policies: Dictionary(packs.map { ($0.identity.identifier, DownloadPolicy(categories: $0.tags.compactMap { categories[$0] })) })
            { first, _ in first },
            partitions: Dictionary(packs.map { ($0.identity.identifier, [$0.tags]) }) { first, _ in first },
            partitionCount: packs.count)
    }
}

/// One merge of partitions into fewer packs, and what it costs.
public struct MergeSummary: Sendable, Hashable {
    /// Partitions before the merge.
    public var partitions: Int
    /// Packs after it.
    public var packs: Int
    /// The most packs asked for.
    public var maximum: Int
    /// The packs holding more than one partition: each as its ID and its tag sets, by ID.
    public var mergedPacks: [String: [[String]]]
    /// Bytes more that a device requesting each tag holds (its packs and everything downloaded
    /// at install), for the tags it costs anything (by tag).
    public var addedBytesByTag: [String: Int64]
    /// Bytes moved into the download at install (essential and prefetch packs), which every
    /// device downloads.
    public var addedInstallBytes: Int64
    /// The sum of `addedBytesByTag`.
    public var cost: Int64
    /// What each tag downloaded before the merge (the partitions holding its files), by tag.
    public var downloadBefore: [String: Int64] = [:]
    /// The previous release's packs (by ID) whose content the merge did not keep together.
    public var movedPacks: [String] = []
    /// Content placed in a pack of a stronger policy (`--allow-policy-crossing`), by pack.
    public var crossings: [MergeCrossing] = []
    /// The packs that join content with nothing in common (no shared tag, no neighbours in the
    /// merge order, no merge group), by pack.
    public var unrelated: [UnrelatedContent] = []
    /// With merge groups the maximum could not keep apart from content of no group: the fewest
    /// packs that would have.
    public var outsidersApartMinimum: Int?
}

/// A pack holding content with nothing in common: the merge found no related merge that fits.
public struct UnrelatedContent: Sendable, Hashable {
    /// The pack's position among the merge's groups, then its ID.
    public var group: Int
    public var pack: String = ""
    /// Its clusters of related content, each as the tags of its partitions (sorted).
    public var clusters: [[String]]
}

/// Content of one policy placed in a pack of a stronger one: its bytes now download with
/// that pack's policy (at install, or right after it).
public struct MergeCrossing: Sendable, Hashable {
    /// The pack's position among the merge's groups, then its ID.
    public var group: Int
    public var pack: String = ""
    /// The content's own policy and the pack's.
    public var from: DownloadPolicy
    public var into: DownloadPolicy
    /// The bytes that moved, and the tag sets they are the files of.
    public var bytes: Int64
    public var tagSets: [[String]]
}
