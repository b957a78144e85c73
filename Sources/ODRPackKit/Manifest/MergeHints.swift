/// What a manifest tells the merge of partitions into fewer packs (deliveries that merge):
///
/// - `keepApart`: tags whose content never shares a pack with content lacking them (store
///   items, DLC): `<keep-apart tags="Golden Sword"/>`, property list `KeepApart`;
/// - `groups`: tags that belong together (a world, a chapter) and merge among themselves
///   first: `<merge-group name="World 1" tags="Level 01, Level 02"/>`, `MergeGroups`;
/// - `order`: tags in sequence (levels in play order) the merge may use, `<merge-order
///   tags="..."/>`, `MergeOrder`; without it, the order the manifest first names the tags in.
public struct MergeHints: Sendable, Hashable {
    /// One named group of tags, where it is written.
    public struct Group: Sendable, Hashable {
        public var name: String
        public var tags: [String]
        public var location: SourceLocation?

        /// A group.
        public init(name: String, tags: [String], location: SourceLocation? = nil) {
            self.name = name
            self.tags = tags
            self.location = location
        }
    }

    /// Tags kept apart, in manifest order.
    public var keepApart: [String] = []
    /// Where the keep-apart declarations are, by tag.
    public var keepApartLocations: [String: SourceLocation] = [:]
    /// The groups, in manifest order.
    public var groups: [Group] = []
    /// The tags in sequence; nil takes the order the manifest first names them in.
    public var order: [String]?
    /// Where the order is written.
    public var orderLocation: SourceLocation?

    /// No hint.
    public init() {}

    /// Whether the manifest gives any hint.
    public var isEmpty: Bool { keepApart.isEmpty && groups.isEmpty && order == nil }
}
