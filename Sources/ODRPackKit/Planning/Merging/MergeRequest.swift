/// What to merge, into how many packs, and the caller's hints and limits.
///
/// Only `parts`, `tagCount` and `maximum` are required; every hint defaults to "none", which
/// suits a level game: parts downloaded together (sharing tags, or neighbours in the tags'
/// declaration order) merge before strangers.
public struct MergeRequest: Sendable, Hashable {
    /// One partition: its tags (numbers `0..<tagCount`), its bytes and its download policy.
    public typealias Part = MergePart

    /// The partitions, one per distinct tag set.
    public var parts: [Part]
    /// How many tags there are; tags outside `0..<tagCount` are ignored, as are repeats.
    public var tagCount: Int
    /// The most packs the merge may make (values below 1 count as 1).
    public var maximum: Int
    /// Whether a part may join a pack of another policy (its bytes then move into the install,
    /// or into prefetch); every such crossing is reported. Without it, essential, prefetch and
    /// on-demand parts only merge within their own policy.
    public var allowCrossing: Bool
    /// Tags whose parts never share a pack with a part lacking the tag (store items, DLC): two
    /// parts share a pack only when they hold exactly the same isolated tags.
    public var isolatedTags: Set<Int>
    /// Sets of tags that belong together (a world, a chapter); a tag in two sets is an error.
    /// Rule: a part whose tags all lie in one set belongs to it; parts of two different sets
    /// never share a pack (parts belonging to no set may join any pack), unless the maximum
    /// cannot hold the sets apart: then neighbouring sets (by `order`) are joined, the pair that
    /// costs least to join (each taken as one pack) first, until it can.
    public var groups: [[Int]]
    /// Tags in sequence (levels in play order); empty means `0..<tagCount` (declaration order).
    /// Tags missing from it follow, by number. Merges prefer parts close in this order.
    public var order: [Int]
    /// Whether `order` is the studio's own (a `<merge-order>`) rather than one the caller made
    /// up, such as the declaration order: only a stated order relates neighbours of different
    /// kin (`MergeProblem+Related`). Defaults to whether `order` is given.
    public var orderStated: Bool
    /// The previous release's grouping: for each part, its pack number then, or nil for a part
    /// new in this release (empty: no previous release; shorter than `parts`: the rest are new).
    public var previous: [Int?]
    /// A fresh grouping replaces the previous release's packs only when it costs less than
    /// `100 - stabilityPercent` percent of the cost of keeping them (default 10 %).
    public var stabilityPercent: Int
    /// The most bytes a merge may add to any one tag's download; nil for no cap.
    public var maxExtraPerTag: Int64?

    /// A request; see each property for what the arguments mean.
    public init(
        parts: [Part], tagCount: Int, maximum: Int, allowCrossing: Bool = false,
        isolatedTags: Set<Int> = [], groups: [[Int]] = [], order: [Int] = [],
        orderStated: Bool? = nil, previous: [Int?] = [], stabilityPercent: Int = 10, maxExtraPerTag: Int64? = nil
    ) {
        self.parts = parts
        self.tagCount = tagCount
        self.maximum = maximum
        self.allowCrossing = allowCrossing
        self.isolatedTags = isolatedTags
        self.groups = groups
        self.order = order
        self.orderStated = orderStated ?? !order.isEmpty
        self.previous = previous
        self.stabilityPercent = stabilityPercent
        self.maxExtraPerTag = maxExtraPerTag
    }
}
