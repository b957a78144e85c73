/// Merges partitions into at most a given number of packs, adding as few bytes as it can to what tags download.
///
/// Cost model. A pack's stage is the strongest stage of its parts (essential, then prefetch,
/// then on-demand); a pack is downloaded at install when its stage is essential or prefetch.
/// A request of a tag downloads every on-demand pack holding a part that lists the tag (packs
/// downloaded at install are on the device already); the essential and the prefetch download
/// at install hold every pack of their stage. The cost of a grouping is the sum, over every
/// tag, of the bytes more that a request of it downloads than with the parts unmerged, plus,
/// for the essential and for the prefetch download, the bytes more that it holds; a download
/// that shrinks counts 0, not as a saving. So merging two parts of the same install stage costs
/// nothing, moving an on-demand part B into a pack downloaded at install costs bytes(B), and
/// merging on-demand packs A and B costs |tags(A) \ tags(B)| × bytes(B) + |tags(B) \ tags(A)| ×
/// bytes(A). Sums and products are held at `Int64.max` instead of overflowing; negative sizes
/// count as 0, tags outside `0..<tagCount` are ignored.
///
/// Algorithm. Greedy agglomeration: while there are more than `maximum` packs, merge the two
/// whose merge costs least by the formulas above, ties broken by smaller combined bytes, then
/// by the lower first part indices of the two packs. Each on-demand pack keeps its cheapest
/// on-demand partner; merges involving packs at install are priced in closed form (they do not
/// depend on tags). The price of each merge is an upper bound of what it adds, since it ignores
/// bytes that an earlier move to install took off a tag's download; the reported cost is exact.
///
/// Guarantees: at most `max(maximum, 1)` packs; every part in exactly one pack; a tag's parts
/// are all in packs holding the tag; the same groups for the same input on every machine; one
/// pack per part and cost 0 when the parts already fit. The result is a heuristic, not always
/// optimal. Memory O(n + total tags + tagCount) for n parts; time O(n² · t) for the first
/// partner table, then per merge O(n · t) plus O(n · t) for each pack whose partner was merged
/// (t: tags per on-demand pack); 5,000 parts into 100 packs take seconds.
public enum PackMerger {
    /// When a pack is downloaded; a merged pack takes the strongest stage of its parts.
    public enum Stage: Int, Sendable, Hashable, Comparable {
        /// Downloaded when a tag is requested.
        case onDemand = 0
        /// Downloaded at install; the install may finish before it.
        case prefetch = 1
        /// Downloaded during install, which waits for it.
        case essential = 2

        /// Weaker stages come first.
        public static func < (lhs: Stage, rhs: Stage) -> Bool { lhs.rawValue < rhs.rawValue }
    }

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
        /// Per tag number, the bytes more that a request of the tag downloads than with the parts unmerged.
        public var addedBytesByTag: [Int64]
        /// The bytes moved into the essential and into the prefetch download at install (both keys always present).
        public var addedInstallBytes: [Stage: Int64]
        /// The sum of `addedBytesByTag` and `addedInstallBytes`.
        public var cost: Int64
    }

    /// Merges `parts` into at most `maximum` packs (maximum >= 1); returns one group per part when there are no more than `maximum`.
    public static func merge(_ parts: [Part], tagCount: Int, into maximum: Int) -> Result {
        let limit = Swift.max(maximum, 1)
        guard parts.count > limit else {
            return cost(of: parts.indices.map { [$0] }, parts: parts, tagCount: tagCount)
        }
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
        var before = [Int64](repeating: 0, count: tagCount), after = before
        var installBefore: [Stage: Int64] = [.essential: 0, .prefetch: 0], installAfter = installBefore
        for (index, part) in parts.enumerated() {
            let bytes = Swift.max(part.bytes, 0)
            if part.stage == .onDemand {
                for tag in tags[index] { before[tag] = sum(before[tag], bytes) }
            } else {
                installBefore[part.stage] = sum(installBefore[part.stage, default: 0], bytes)
            }
        }
        var seen = [Int](repeating: -1, count: tagCount)
        for (number, group) in groups.enumerated() {
            let bytes = group.reduce(Int64(0)) { sum($0, Swift.max(parts[$1].bytes, 0)) }
            let stage = group.map { parts[$0].stage }.max() ?? .onDemand
            guard stage == .onDemand else {
                installAfter[stage] = sum(installAfter[stage, default: 0], bytes)
                continue
            }
            for index in group {
                for tag in tags[index] where seen[tag] != number {
                    seen[tag] = number
                    after[tag] = sum(after[tag], bytes)
                }
            }
        }
        let byTag = zip(after, before).map { Swift.max($0 - $1, 0) }
        var install: [Stage: Int64] = [:]
        for stage in [Stage.essential, .prefetch] {
            install[stage] = Swift.max(installAfter[stage, default: 0] - installBefore[stage, default: 0], 0)
        }
        let total = (byTag + install.values.sorted()).reduce(Int64(0), sum)
        return Result(groups: groups, addedBytesByTag: byTag, addedInstallBytes: install, cost: total)
    }

    /// `tags` within `0..<tagCount`, sorted, without duplicates.
    private static func tagList(_ tags: [Int], tagCount: Int) -> [Int] {
        let inRange = tags.filter { $0 >= 0 && $0 < tagCount }
        var sorted = inRange.sorted()
        if sorted.count > 1 {
            var kept = 1
            for index in 1..<sorted.count where sorted[index] != sorted[kept - 1] {
                sorted[kept] = sorted[index]
                kept += 1
            }
            sorted.removeLast(sorted.count - kept)
        }
        return sorted
    }

    /// `a + b` held at the largest value (sizes are never negative here).
    private static func sum(_ a: Int64, _ b: Int64) -> Int64 {
        let (result, overflow) = a.addingReportingOverflow(b)
        return overflow ? .max : result
    }

    /// `count × bytes` held at the largest value.
    private static func product(_ count: Int, _ bytes: Int64) -> Int64 {
        let (result, overflow) = Int64(count).multipliedReportingOverflow(by: bytes)
        return overflow ? .max : result
    }
}

extension PackMerger {
    /// A merge under consideration, ordered by cost, then combined bytes, then the two packs' slots.
    private struct Candidate: Comparable {
        var cost: Int64
        var bytes: Int64
        var low: Int
        var high: Int

        static func < (lhs: Candidate, rhs: Candidate) -> Bool {
            (lhs.cost, lhs.bytes, lhs.low, lhs.high) < (rhs.cost, rhs.bytes, rhs.low, rhs.high)
        }
    }

    /// The current packs, each in the slot of its first part, with each on-demand pack's cheapest
    /// on-demand partner.
    private struct Agglomeration {
        var tags: [[Int]]
        var bytes: [Int64]
        var stage: [Stage]
        var members: [[Int]]
        /// The slots of the current packs, ascending.
        var alive: [Int]
        var nearest: [Candidate?]
        /// `marks[tag] == stamp` when the marked pack has the tag.
        var marks: [Int]
        var stamp = 0

        init(parts: [Part], tagCount: Int) {
            tags = parts.map { PackMerger.tagList($0.tags, tagCount: tagCount) }
            bytes = parts.map { Swift.max($0.bytes, 0) }
            stage = parts.map(\.stage)
            members = parts.indices.map { [$0] }
            alive = Array(parts.indices)
            nearest = Array(repeating: nil, count: parts.count)
            marks = Array(repeating: -1, count: tagCount)
            for slot in alive where stage[slot] == .onDemand { nearest[slot] = cheapestPartner(of: slot) }
        }

        func candidate(_ a: Int, _ b: Int, cost: Int64) -> Candidate {
            Candidate(cost: cost, bytes: PackMerger.sum(bytes[a], bytes[b]), low: Swift.min(a, b), high: Swift.max(a, b))
        }

        /// Marks the tags of `slot` for `onDemandCost(_:_:)`.
        mutating func mark(_ slot: Int) {
            stamp += 1
            for tag in tags[slot] { marks[tag] = stamp }
        }

        /// What merging on-demand `marked` (whose tags are marked) with on-demand `other` adds.
        func onDemandCost(_ marked: Int, _ other: Int) -> Int64 {
            var shared = 0
            for tag in tags[other] where marks[tag] == stamp { shared += 1 }
            return PackMerger.sum(PackMerger.product(tags[marked].count - shared, bytes[other]),
                                  PackMerger.product(tags[other].count - shared, bytes[marked]))
        }

        /// The least `onDemandCost` can be, from the tag counts alone.
        func costFloor(_ a: Int, _ b: Int) -> Int64 {
            let (countA, countB) = (tags[a].count, tags[b].count)
            return countA >= countB ? PackMerger.product(countA - countB, bytes[b]) : PackMerger.product(countB - countA, bytes[a])
        }

        /// The cheapest merge of on-demand `slot` with another on-demand pack; with `updating`,
        /// also makes `slot` the partner of every pack it is now cheaper for.
        mutating func cheapestPartner(of slot: Int, updating: Bool = false) -> Candidate? {
            mark(slot)
            var best: Candidate?
            for other in alive where other != slot && stage[other] == .onDemand {
                let floor = costFloor(slot, other)
                let theirs = updating ? nearest[other]?.cost ?? .max : -1
                if let best, floor > best.cost, floor > theirs { continue }
                let merge = candidate(slot, other, cost: onDemandCost(slot, other))
                if best == nil || merge < best! { best = merge }
                if updating, nearest[other] == nil || merge < nearest[other]! { nearest[other] = merge }
            }
            return best
        }

        /// The cheapest merge of two packs, at least one of them at install: it depends only on
        /// sizes, so the smallest packs of each stage decide it.
        func cheapestInstallMerge() -> Candidate? {
            var first = [-1, -1, -1], second = [-1, -1, -1]
            for slot in alive {
                let rank = stage[slot].rawValue
                if first[rank] < 0 || bytes[slot] < bytes[first[rank]] {
                    (second[rank], first[rank]) = (first[rank], slot)
                } else if second[rank] < 0 || bytes[slot] < bytes[second[rank]] {
                    second[rank] = slot
                }
            }
            let (essential, prefetch, onDemand) = (Stage.essential.rawValue, Stage.prefetch.rawValue, Stage.onDemand.rawValue)
            var found: [Candidate] = []
            for rank in [essential, prefetch] where second[rank] >= 0 {
                found.append(candidate(first[rank], second[rank], cost: 0))
            }
            if first[essential] >= 0, first[prefetch] >= 0 {
                found.append(candidate(first[essential], first[prefetch], cost: bytes[first[prefetch]]))
            }
            let install = [first[essential], first[prefetch]].filter { $0 >= 0 }.min { (bytes[$0], $0) < (bytes[$1], $1) }
            if let install, first[onDemand] >= 0 {
                found.append(candidate(install, first[onDemand], cost: bytes[first[onDemand]]))
            }
            return found.min()
        }

        /// Merges the two packs whose merge costs least, keeping every partner up to date.
        mutating func mergeCheapest() {
            var best = cheapestInstallMerge()
            for slot in alive { if let near = nearest[slot], best == nil || near < best! { best = near } }
            guard let merge = best else { return }
            let (kept, gone) = (merge.low, merge.high)
            let stale = alive.filter { slot in
                guard slot != kept, slot != gone, let near = nearest[slot] else { return false }
                return near.low == kept || near.low == gone || near.high == kept || near.high == gone
            }
            let staleKeys = stale.map { nearest[$0] }
            tags[kept] = PackMerger.union(tags[kept], tags[gone])
            bytes[kept] = merge.bytes
            stage[kept] = Swift.max(stage[kept], stage[gone])
            members[kept] += members[gone]
            (tags[gone], members[gone], nearest[gone], nearest[kept]) = ([], [], nil, nil)
            alive.removeAll { $0 == gone }
            if stage[kept] == .onDemand { nearest[kept] = cheapestPartner(of: kept, updating: true) }
            // A pack whose partner left, and for which the merged pack is cheaper than that partner
            // was, has the merged pack as partner: nothing else got cheaper.
            for (slot, old) in zip(stale, staleKeys) where nearest[slot] == old {
                nearest[slot] = cheapestPartner(of: slot)
            }
        }
    }

    /// The sorted union of two sorted lists.
    private static func union(_ a: [Int], _ b: [Int]) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(a.count + b.count)
        var (i, j) = (0, 0)
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i] < b[j]) {
                result.append(a[i]); i += 1
            } else if i == a.count || b[j] < a[i] {
                result.append(b[j]); j += 1
            } else {
                result.append(a[i]); i += 1; j += 1
            }
        }
        return result
    }
}
