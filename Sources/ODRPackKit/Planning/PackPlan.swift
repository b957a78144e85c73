/// One asset pack: the files whose tag set is exactly `identity.tags`.
public struct AssetPack: Sendable, Hashable {
    /// Its names.
    public var identity: PackIdentity
    /// Its files, sorted by path inside the pack.
    public var files: [ScannedFile]
    /// The sum of its files' sizes.
    public var bytes: Int64
    /// Xcode's download priority, when a tag is initial-install or prefetch.
    public var priority: Double?
    /// The lowest index of a manifest entry that contributes files.
    public var firstEntryIndex: Int
    /// What `OnDemandResources.plist` lists for the pack (see `ResourceScanner.recordedItem`), sorted.
    public var items: [String] = []
    /// How many of its entries name files that do not exist (yet).
    public var missingEntries = 0
    /// The platforms whose app holds it, sorted, in a plan of several platform targets
    /// (`PlatformUnion`); nil where it is every platform of the plan.
    public var platforms: [String]? = nil
    /// The language of a localized Background Assets pack (`--localized-packs`): its files are
    /// those of one `<language>.lproj` folder of its tag sets; nil for every other pack.
    public var language: String? = nil

    /// The tags, sorted.
    public var tags: [String] { identity.tags }

    /// The pack's tags joined by `+`, as in its folder name.
    public var displayName: String { tags.joined(separator: "+") }
}

/// A tag, its category and the download it causes: every pack whose tag set contains it.
public struct TagSummary: Sendable, Hashable {
    /// The tag.
    public var name: String
    /// When it is downloaded.
    public var category: TagCategory
    /// Its position in the prefetch order (0-based), for prefetch tags.
    public var prefetchIndex: Int?
    /// Its preservation priority, when set.
    public var preservationPriority: Double?
    /// Identifiers of the packs it downloads, sorted.
    public var packs: [String]
    /// The size of its download: the sum of those packs.
    public var bytes: Int64
}

/// One target of a plan of several platform targets: what `why` explains each platform by.
public struct PlatformTarget: Sendable, Hashable {
    /// Its platform (`iOS`, `tvOS`, ...).
    public var platform: String
    /// The target's name.
    public var name: String?
    /// Its entries' indices in the united manifest.
    public var entries: Range<Int>
}

/// The partition of a manifest's files into asset packs, and the sizes the limits apply to.
public struct PackPlan: Sendable {
    /// The app's bundle identifier.
    public var bundleIdentifier: String
    /// The canonical base folder the files' sources are relative to.
    public var baseDirectory: String
    /// The asset packs, sorted by identifier.
    public var packs: [AssetPack]
    /// Every tag used or declared, sorted by name.
    public var tags: [TagSummary]
    /// Bytes of untagged content (stays in the app bundle).
    public var appBundleBytes: Int64
    /// Number of untagged files.
    public var appBundleFiles: Int
    /// Identifiers of the packs the initial-install and prefetch tags need, sorted.
    public var initialAndPrefetchPacks: [String]
    /// Tagged files that are Git LFS pointers (`git-lfs-pointer`), by source path; build
    /// never records them as checked, so the next lint reads them again.
    public var gitLFSPointers: Set<String> = []
    /// The delivery the packs are arranged for, as the job resolved it (the partitions are
    /// made for it too, before it arranges them).
    var delivery: any PlanDelivery
    /// Each pack's policy and partitions, and the merge made or proposed.
    public var arrangement = PackArrangement()
    /// The platforms of the app's targets when several were planned as one (`PlatformUnion`),
    /// sorted; empty for a plan of one target or manifest.
    public var platforms: [String] = []
    /// The platform of the one Xcode target this plan was made for (`iOS`, `tvOS`, ...); nil
    /// for a manifest's plan. A united plan's are `platforms`.
    public var targetPlatform: String?
    /// The platforms this plan planned: its targets' when several were planned as one, else its
    /// one target's; empty for a manifest, which names none.
    public var plannedPlatforms: [String] {
        platforms.isEmpty ? targetPlatform.map { [$0] } ?? [] : platforms
    }
    /// The targets of a plan of several platform targets (`PlatformUnion`), in the order
    /// planned: each one's platform and the range of its entries in the united manifest;
    /// empty for a plan of one target or manifest.
    public var platformTargets: [PlatformTarget] = []
    /// The development language of a plan with localized packs (`--localized-packs`): the
    /// language the unlocalized packs hold, which devices before 27 get; nil without them.
    public var developmentLanguage: String?

    /// All packs together.
    public var packBytes: Int64 { packs.sizeSum(\.bytes) }
    /// Number of files in packs.
    public var packedFiles: Int { packs.reduce(0) { $0 + $1.files.count } }
    /// The size of the union of packs needed by initial-install and prefetch tags.
    public var initialAndPrefetchBytes: Int64 {
        let needed = Set(initialAndPrefetchPacks)
        return packs.filter { needed.contains($0.identity.identifier) }.sizeSum(\.bytes)
    }
}
