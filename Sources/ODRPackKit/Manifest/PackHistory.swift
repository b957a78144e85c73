/// The packs of the previous release of a delivery whose packs have IDs the app and the store
/// know them by: what each ID held -- its tag sets, and where known its files (by bundle path)
/// -- and the IDs earlier releases used that it no longer does. A release's IDs follow from it
/// (`PackNaming`): a pack keeps the ID of the old pack whose content it holds most of. It comes
/// from a lock file committed beside the manifest (`PackLockFile`: tag sets), with the files
/// of the previous build's index where one is at hand (`--baseline`, or the build already in
/// the output folder), else from that index alone.
public struct PackHistory: Sendable, Hashable {
    /// What one ID held in the previous release.
    public struct Content: Sendable, Hashable {
        /// Its tag sets (one per partition), each sorted; empty when not known.
        public var tagSets: [[String]]
        /// Its files' bundle paths, sorted; nil when not known (a lock file records tag sets only).
        public var files: [String]?
        /// The platforms it served when not every platform of the app, sorted (`PlatformUnion`).
        public var platforms: [String]?
        /// Its language, for a localized pack (`--localized-packs`).
        public var language: String?

        /// What an ID held.
        public init(tagSets: [[String]], files: [String]? = nil, platforms: [String]? = nil, language: String? = nil) {
            self.tagSets = tagSets.map { $0.sorted() }.sorted { $0.lexicographicallyPrecedes($1) }
            self.files = files?.sorted { $0.utf8Precedes($1) }
            self.platforms = platforms?.sorted()
            self.language = language
        }
    }

    /// What each ID of the previous release held.
    public var contents: [String: Content]
    /// IDs used by an earlier release and not by the previous one, sorted.
    public var retired: [String]
    /// Where it was read, for messages: the lock file or the index.
    public var source: String
    /// The delivery whose packs these are.
    public var delivery: DeliveryName
    /// The bundle identifier of the app the IDs belong to, when the source records it.
    public var app: String?

    /// Every platform an ID in use names: the app's platform targets as far as the history knows them.
    public var platforms: Set<String> {
        var found = Set<String>()
        for content in contents.values { found.formUnion(content.platforms ?? []) }
        return found
    }

    /// A history of what each ID held.
    public init(contents: [String: Content], retired: [String] = [], source: String, delivery: DeliveryName, app: String? = nil) {
        self.contents = contents
        self.retired = Set(retired).subtracting(contents.keys).sorted()
        self.source = source
        self.delivery = delivery
        self.app = app
    }

    /// A history of the files each ID held (an index's).
    public init(packs: [String: [String]], retired: [String] = [], source: String, delivery: DeliveryName) {
        self.init(contents: packs.mapValues { Content(tagSets: [], files: $0) }, retired: retired, source: source, delivery: delivery)
    }

    /// The IDs of the previous release.
    public var ids: Set<String> { Set(contents.keys) }

    /// Every ID any release used: the previous release's and the retired ones.
    public var everUsed: Set<String> { ids.union(retired) }

    /// This history with the files `index` records for the IDs both know, and the IDs it
    /// retired: a lock file's tag sets, matched by files where the previous build is at hand.
    public func adding(_ index: PackHistory) -> PackHistory {
        var merged = self
        for (id, content) in index.contents where merged.contents[id] != nil && content.files != nil {
            merged.contents[id]?.files = content.files
        }
        merged.retired = Set(retired).union(index.retired).subtracting(contents.keys).sorted()
        return merged
    }
}
