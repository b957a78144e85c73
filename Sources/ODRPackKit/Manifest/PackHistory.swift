/// The packs of the previous release of a delivery whose packs have IDs the app and the store
/// know them by: which files each ID held (by bundle path), and the IDs earlier releases used
/// that it no longer does. A release's IDs follow from it (`PackNaming`): a pack keeps the ID of
/// the old pack whose content it holds most of. It comes from a lock file committed beside the
/// manifest (`PackLockFile`), else from the index of the previous build (`--baseline`, or the
/// build already in the output folder).
public struct PackHistory: Sendable, Hashable {
    /// The files (bundle paths, sorted) of each pack of the previous release, by ID.
    public var packs: [String: [String]]
    /// IDs used by an earlier release and not by the previous one, sorted.
    public var retired: [String]
    /// Where it was read, for messages: the lock file or the index.
    public var source: String
    /// The delivery whose packs these are.
    public var delivery: Delivery

    /// A history.
    public init(packs: [String: [String]], retired: [String] = [], source: String, delivery: Delivery) {
        self.delivery = delivery
        self.packs = packs.mapValues { $0.sorted { $0.utf8Precedes($1) } }
        self.retired = Set(retired).subtracting(packs.keys).sorted()
        self.source = source
    }

    /// Every ID any release used: the previous release's and the retired ones.
    public var everUsed: Set<String> { Set(packs.keys).union(retired) }
}
