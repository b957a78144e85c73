/// Merges partitions into at most a given number of packs, adding as few bytes as it can to what tags download.
///
/// Cost model. A pack's stage is the strongest stage of its parts (essential, then prefetch, then
/// on-demand); packs whose stage is essential or prefetch are downloaded at install, on every
/// device. A device that requests a tag holds every pack downloaded at install and every on-demand
/// pack holding a part that lists the tag. The cost of a grouping is the sum, over the tags, of the
/// bytes more that such a device holds than with the parts unmerged; a download that shrinks
/// counts 0, not as a saving. So merging packs that are all downloaded at install costs nothing;
/// moving an on-demand pack B into a pack downloaded at install costs bytes(B) for every tag B
/// does not hold, bytes(B) × (tagCount − |tags(B)|), since every device now downloads B; and
/// merging on-demand packs A and B costs |tags(A) \ tags(B)| × bytes(B) + |tags(B) \ tags(A)| ×
/// bytes(A). Sums and products stop at `Int64.max` instead of overflowing; negative sizes count as
/// 0; repeated tags, and tags outside `0..<tagCount`, are ignored.
///
/// Algorithm. Greedy agglomeration: while there are more than `maximum` packs, merge the two whose
/// merge costs least by those formulas, ties broken by smaller combined bytes, then by the lower
/// first part indices of the two packs; a prefetch pack moved into an essential one is priced at
/// its bytes, so that merges keep the two install policies apart while they can. A merge is priced
/// on its own, so it may overstate what it adds after an earlier merge; the cost reported is exact.
/// Merges with a pack at install come from a scan of the packs; each on-demand pack keeps its
/// cheapest partner among the larger on-demand packs, found through an index by tag.
///
/// Guarantees: at most `max(maximum, 1)` packs; every part in exactly one pack, so each tag's
/// files are in the packs holding its parts; the same groups for the same input on every machine
/// (no floating point, and no hashing order decides anything); one pack per part, at cost 0, when
/// the parts already fit. The grouping is greedy, not always the cheapest. For n parts, memory is
/// O(n + tagCount + the parts' tags); each merge takes O(n) plus a repricing of the merged pack
/// against the on-demand packs (O(their tags)) and of the packs whose partner it took: O(n³ · tags)
/// at worst, but 5,000 parts with 300 tags merge into 100 packs in about a second or less.
public enum PackMerger {
    /// When a pack is downloaded (its policy); a merged pack takes the strongest stage of its parts.
    public typealias Stage = DownloadPolicy

    /// One partition to merge.
    public struct Part: Sendable, Hashable {
        /// The tags (numbers 0..<tagCount) that have files in it, sorted, no duplicates, may be empty.
        public var tags: [Int]
        /// Its size in bytes, at least 0.
        public var bytes: Int64
        /// When it is downloaded.
        public var stage: Stage

        /// A part with these tags, size and stage.
        public init(tags: [Int], bytes: Int64, stage: Stage) {
            self.tags = tags
            self.bytes = bytes
            self.stage = stage
        }
    }

    /// The packs chosen and what they cost.
    public struct Result: Sendable, Hashable {
        /// Each pack as the sorted indices of its parts, sorted by first index.
        public var groups: [[Int]]
        /// Per tag number, the bytes more that a device requesting the tag holds than with the parts unmerged.
        public var addedBytesByTag: [Int64]
        /// The bytes moved into the essential and into the prefetch download at install (both keys
        /// always present); every tag that does not hold them counts them in `addedBytesByTag`.
        public var addedInstallBytes: [Stage: Int64]
        /// The sum of `addedBytesByTag`.
        public var cost: Int64
    }

    /// Merges `parts` into at most `maximum` packs (maximum >= 1); returns one group per part when there are no more than `maximum`.
    public static func merge(_ parts: [Part], tagCount: Int, into maximum: Int) -> Result {
        let limit = Swift.max(maximum, 1)
        guard parts.count > limit else { return cost(of: parts.indices.map { [$0] }, parts: parts, tagCount: tagCount) }
        var state = Agglomeration(parts: parts, tagCount: Swift.max(tagCount, 0))
        while state.alive.count > limit { state.mergeCheapest() }
        return cost(of: state.alive.map { state.members[$0] }, parts: parts, tagCount: tagCount)
    }

    /// What merging exactly `groups` would cost (same accounting as `merge`), so a caller can price any grouping.
    public static func cost(of groups: [[Int]], parts: [Part], tagCount: Int) -> Result {
        let tagCount = Swift.max(tagCount, 0)
        let tags = parts.map { tagList($0.tags, tagCount: tagCount) }
        let groups = groups.map { Array(Set($0.filter(parts.indices.contains))).sorted() }
            .filter { !$0.isEmpty }.sorted { $0[0] < $1[0] }
        let before = downloads(parts.indices.map { [$0] }, parts: parts, tags: tags, tagCount: tagCount)
        let after = downloads(groups, parts: parts, tags: tags, tagCount: tagCount)
        let byTag = zip(after.byTag, before.byTag).map { Swift.max($0 - $1, 0) }
        var install: [Stage: Int64] = [:]
        for stage in [Stage.essential, .prefetch] {
            install[stage] = Swift.max(after.install[stage, default: 0] - before.install[stage, default: 0], 0)
        }
        return Result(groups: groups, addedBytesByTag: byTag, addedInstallBytes: install, cost: byTag.reduce(0, sum))
    }

    /// What a device requesting each tag holds (every pack at install, and the tag's on-demand
    /// packs), and what each download at install holds, with the parts grouped as `groups`.
    private static func downloads(_ groups: [[Int]], parts: [Part], tags: [[Int]], tagCount: Int)
        -> (byTag: [Int64], install: [Stage: Int64]) {
        var byTag = [Int64](repeating: 0, count: tagCount)
        var install: [Stage: Int64] = [:]
        var seen = [Int](repeating: -1, count: tagCount)
        for (number, group) in groups.enumerated() {
            let bytes = group.reduce(Int64(0)) { sum($0, Swift.max(parts[$1].bytes, 0)) }
            let stage = group.map { parts[$0].stage }.max() ?? .onDemand
            if stage != .onDemand { install[stage] = sum(install[stage, default: 0], bytes) }
            for index in group where stage == .onDemand {
                for tag in tags[index] where seen[tag] != number {
                    seen[tag] = number
                    byTag[tag] = sum(byTag[tag], bytes)
                }
            }
        }
        let atInstall = sum(install[.essential, default: 0], install[.prefetch, default: 0])
        return (byTag.map { sum($0, atInstall) }, install)
    }

    /// `tags` within `0..<tagCount`, sorted, without duplicates.
    static func tagList(_ tags: [Int], tagCount: Int) -> [Int] {
        Array(Set(tags.filter { $0 >= 0 && $0 < tagCount })).sorted()
    }

    /// `a + b` held at the largest value (sizes are never negative here).
    static func sum(_ a: Int64, _ b: Int64) -> Int64 {
        let (result, overflow) = a.addingReportingOverflow(b)
        return overflow ? .max : result
    }

    /// `count × bytes` held at the largest value.
    static func product(_ count: Int, _ bytes: Int64) -> Int64 {
        let (result, overflow) = Int64(count).multipliedReportingOverflow(by: bytes)
        return overflow ? .max : result
    }
}
