import ODRPackKit

/// `MergeAgglomeration` as it was before its pruning, pricing and scanning every pack at each merge: the oracle of `agglomerationMatchesThePreviousOne`.
///
/// Greedy agglomeration: while there are more packs than
/// the limit, merge the cheapest compatible pair (same merge class and isolation key, homes
/// that meet, and, while `lockPrevious` holds, not two packs both holding previous content).
///
/// Pairs are ordered by `MergeCandidate`: in `.affinity` priority, pairs of related packs (holding
/// neighbour tags or of one merge group, `MergeProblem+Related`) come before strangers; then by cost (the
/// pair priced on its own, `MergeCost.joining`), then by distance in the order, combined bytes
/// and slots. Each on-demand pack keeps its cheapest later partner (by bytes, then slot), found
/// through an index by tag and a walk by tag count that stops at a cost floor; merges with packs
/// at install come from a scan of the (few) packs at install.
package struct OldMergeAgglomeration {
    /// Which pairs merge first.
    package enum Priority: Sendable {
        /// The cheapest pair, whatever its relation.
        case cost
        /// Related pairs before strangers, then the cheapest.
        case affinity
    }

    /// A merge under consideration, ordered by strangeness, cost, distance, bytes, then slots.
    struct MergePair: Comparable {
        /// In `.affinity` priority: the packs are not related.
        var stranger: Bool
        /// What the merge adds, priced on its own.
        var cost: Int128
        /// How far apart the two packs' order spans are.
        var distance: Int
        /// The two packs' combined bytes.
        var bytes: Int128
        /// The lower of the two slots.
        var low: Int
        /// The higher of the two slots.
        var high: Int

        /// Orders by strangeness, cost, distance, bytes, then slots.
        static func < (lhs: MergePair, rhs: MergePair) -> Bool {
            if lhs.stranger != rhs.stranger { return !lhs.stranger }
            return (lhs.cost, lhs.distance, lhs.bytes, lhs.low, lhs.high) < (rhs.cost, rhs.distance, rhs.bytes, rhs.low, rhs.high)
        }
    }

    /// The parts and rules.
    let problem: MergeProblem
    /// Which pairs merge first.
    let priority: Priority
    /// Per slot (an initial pack): the pack's tags, sorted.
    var tags: [[Int]]
    /// Per slot: the pack's parts.
    var members: [[Int]]
    /// Per slot: the pack's bytes.
    var bytes: [Int128]
    /// Per slot: the pack's policy.
    var stage: [DownloadPolicy]
    /// Per slot: the isolation key of its parts.
    var key: [Int]
    /// Per slot: the home of its homed parts, or -1.
    var home: [Int]
    /// Per slot: the first place in the order of its parts' tags.
    var low: [Int]
    /// Per slot: the last place in the order of its parts' tags.
    var high: [Int]
    /// Per slot: whether the pack holds previous content.
    var locked: [Bool]
    /// Whether two packs holding previous content may not merge (lifted when nothing else can).
    var lockPrevious: Bool
    /// The slots of the current packs, ascending.
    var alive: [Int]
    /// The slots of the current packs at install, ascending.
    var atInstall: [Int]
    /// Per on-demand slot: its first compatible merge with a later on-demand pack.
    var nearest: [MergePair?]
    /// On-demand packs by tag count, each list sorted by `precedes`.
    var byTagCount: [[Int]]
    /// On-demand packs by tag they hold.
    var holders: [[Int]]
    /// `marks[tag] == stamp` when the marked pack holds the tag.
    var marks: [Int]
    /// The current mark.
    var stamp = 0

    /// The initial `packs` (each valid, sorted by first part), none locked unless `locked` says so.
    package init(problem: MergeProblem, packs: [[Int]], priority: Priority, locked: [Bool]? = nil) {
        self.problem = problem
        self.priority = priority
        members = packs
        tags = packs.map { Array(Set($0.flatMap { problem.tags[$0] })).sorted() }
        bytes = packs.map { $0.reduce(Int128(0)) { $0 + Int128(problem.bytes[$1]) } }
        let stages = packs.map { problem.packStage($0) }
        stage = stages
        key = packs.map { problem.key[$0[0]] }
        home = packs.map { $0.map { problem.home[$0] }.max() ?? -1 }
        low = packs.map { $0.map { problem.first[$0] }.min()! }
        high = packs.map { $0.map { problem.last[$0] }.max()! }
        self.locked = locked ?? [Bool](repeating: false, count: packs.count)
        lockPrevious = locked != nil
        alive = Array(packs.indices)
        atInstall = packs.indices.filter { stages[$0].isAtInstall }
        nearest = Array(repeating: nil, count: packs.count)
        byTagCount = Array(repeating: [], count: problem.tagCount + 1)
        holders = Array(repeating: [], count: problem.tagCount)
        marks = Array(repeating: -1, count: problem.tagCount)
        for slot in alive where stage[slot] == .onDemand { index(slot) }
        refreshPartners()
    }

    /// Merges until at most `limit` packs remain (lifting the lock on previous content when
    /// nothing else can merge); nil when no compatible pair is left before that.
    package mutating func run(limit: Int) -> [[Int]]? {
        while alive.count > limit {
            if mergeCheapest() { continue }
            guard lockPrevious else { return nil }
            lockPrevious = false
            refreshPartners()
        }
        return alive.map { members[$0].sorted() }
    }

    /// Recomputes every on-demand pack's cheapest later partner.
    mutating func refreshPartners() {
        for slot in alive { nearest[slot] = stage[slot] == .onDemand ? cheapestLaterPartner(of: slot) : nil }
    }

    /// Whether packs `a` and `b` may merge.
    func compatible(_ a: Int, _ b: Int) -> Bool {
        key[a] == key[b] && MergeProblem.homesMeet(home[a], home[b]) && (problem.allowCrossing || stage[a] == stage[b])
            && !(lockPrevious && locked[a] && locked[b])
    }

    /// How far apart the order spans of `a` and `b` are (0 when they overlap).
    func distance(_ a: Int, _ b: Int) -> Int { Swift.max(0, Swift.max(low[a], low[b]) - Swift.min(high[a], high[b])) }

    /// The merge of `a` and `b` at `cost`; `related` when they hold neighbour tags.
    func candidate(_ a: Int, _ b: Int, cost: Int128, related: Bool) -> MergePair {
        let apart = distance(a, b)
        return MergePair(
            stranger: priority == .affinity && !related, cost: cost, distance: apart,
            bytes: bytes[a] + bytes[b], low: Swift.min(a, b), high: Swift.max(a, b))
    }

    /// Whether `a` comes before `b` in the order of packs by bytes, then slot.
    func precedes(_ a: Int, _ b: Int) -> Bool { (bytes[a], a) < (bytes[b], b) }

    /// Merges the pair that comes first; false when no compatible pair is left.
    mutating func mergeCheapest() -> Bool {
        var best = cheapestInstallMerge()
        for slot in alive { if let near = nearest[slot], best == nil || near < best! { best = near } }
        guard let merge = best else { return false }
        apply(merge)
        return true
    }
}
/// `OldMergeAgglomeration`'s partner search and merge step.
extension OldMergeAgglomeration {
    /// Where the packs after `slot` start in `list`, sorted by `precedes`.
    func start(after slot: Int, in list: [Int]) -> Int {
        var (low, high) = (0, list.count)
        while low < high {
            let middle = (low + high) / 2
            if precedes(slot, list[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Adds on-demand `slot` to the indexes.
    mutating func index(_ slot: Int) {
        let size = tags[slot].count
        byTagCount[size].insert(slot, at: start(after: slot, in: byTagCount[size]))
        for tag in tags[slot] { holders[tag].append(slot) }
    }

    /// Removes on-demand `slot` from the indexes.
    mutating func unindex(_ slot: Int) {
        byTagCount[tags[slot].count].removeAll { $0 == slot }
        for tag in tags[slot] { holders[tag].removeAll { $0 == slot } }
    }

    /// Marks the tags of `slot` for `onDemandMerge(_:_:)`.
    mutating func mark(_ slot: Int) {
        stamp += 1
        for tag in tags[slot] { marks[tag] = stamp }
    }

    /// The merge of on-demand `marked` (whose tags are marked) with on-demand `other`.
    func onDemandMerge(_ marked: Int, _ other: Int) -> MergePair {
        var shared = 0
        for tag in tags[other] where marks[tag] == stamp { shared += 1 }
        let cost = MergeCost.joining((tags[marked].count, bytes[marked]), (tags[other].count, bytes[other]), shared: shared)
        // Only `.affinity` ranks by relatedness: the neighbour test is skipped for `.cost`.
        return candidate(marked, other, cost: cost, related: priority == .cost || shared > 0 || neighbours(marked, other))
    }

    /// Whether on-demand `other` holds a tag next to one of marked `marked`'s (`MergeProblem+Related`),
    /// or both belong to the same merge group.
    func neighbours(_ marked: Int, _ other: Int) -> Bool {
        if problem.relates(home: home[marked]) && home[marked] == home[other] { return true }
        let places = problem.tagCount
        return tags[other].contains { tag in
            let at = problem.place[tag]
            let near = { (side: Int) in
                side >= 0 && side < places && marks[problem.tagAt[side]] == stamp && problem.kin[problem.tagAt[side]] == problem.kin[tag]
            }
            return near(at - 1) || near(at + 1)
        }
    }

    /// The first compatible merge of on-demand `slot` with an on-demand pack after it by
    /// `precedes`. The holders of its rarest tags are priced first; any other pack lacks those
    /// tags, which gives a cost floor that rises along each list by tag count and ends the walk
    /// once a related pair costs less (a stranger cannot end it in `.affinity` priority).
    mutating func cheapestLaterPartner(of slot: Int) -> MergePair? {
        mark(slot)
        var best: MergePair?
        let rarest = tags[slot].sorted { (holders[$0].count, $0) < (holders[$1].count, $1) }
        var (covered, priced) = (0, 0)
        while covered < rarest.count, covered == 0 || priced + holders[rarest[covered]].count <= 256 {
            for other in holders[rarest[covered]] where precedes(slot, other) && compatible(slot, other) {
                let merge = onDemandMerge(slot, other)
                if best == nil || merge < best! { best = merge }
            }
            priced += holders[rarest[covered]].count
            covered += 1
        }
        for size in byTagCount.indices where !byTagCount[size].isEmpty {
            let list = byTagCount[size]
            let shared = Swift.min(rarest.count - covered, size)
            for other in list[start(after: slot, in: list)...] {
                let floor = MergeCost.joining((rarest.count, bytes[slot]), (size, bytes[other]), shared: shared)
                if let best, !best.stranger, best.cost < floor { break }
                guard compatible(slot, other) else { continue }
                let merge = onDemandMerge(slot, other)
                if best == nil || merge < best! { best = merge }
            }
        }
        return best
    }

    /// The first merge involving a pack at install: two packs at install (free within a
    /// policy; a prefetch pack into an essential one priced at its bytes, to keep the policies
    /// apart while other merges are cheap) or, when crossing is allowed, an on-demand pack into
    /// one at install (its bytes for every tag it does not hold, as every device then downloads it).
    func cheapestInstallMerge() -> MergePair? {
        var best: MergePair?
        for (position, a) in atInstall.enumerated() {
            for b in atInstall[(position + 1)...] where compatible(a, b) {
                let cost = stage[a] == stage[b] ? 0 : bytes[stage[a] < stage[b] ? a : b]
                let merge = candidate(a, b, cost: cost, related: true)
                if best == nil || merge < best! { best = merge }
            }
        }
        guard problem.allowCrossing, !atInstall.isEmpty else { return best }
        for slot in alive where stage[slot] == .onDemand {
            let cost = MergeCost.atInstall(bytes: bytes[slot], tags: tags[slot].count, tagCount: problem.tagCount)
            for install in atInstall where compatible(install, slot) {
                let merge = candidate(install, slot, cost: cost, related: false)
                if best == nil || merge < best! { best = merge }
            }
        }
        return best
    }

    /// Merges the pair of `merge`, keeping every partner up to date: the merged pack is priced
    /// against every compatible on-demand pack, and the packs whose partner it took are priced again.
    mutating func apply(_ merge: MergePair) {
        let (kept, gone) = (merge.low, merge.high)
        let stale = alive.filter { slot in
            guard slot != kept, slot != gone, let near = nearest[slot] else { return false }
            return near.low == kept || near.low == gone || near.high == kept || near.high == gone
        }
        let staleMerges = stale.map { nearest[$0] }
        for slot in [kept, gone] where stage[slot] == .onDemand { unindex(slot) }
        tags[kept] = Array(Set(tags[kept] + tags[gone])).sorted()
        (bytes[kept], stage[kept]) = (merge.bytes, Swift.max(stage[kept], stage[gone]))
        members[kept] += members[gone]
        home[kept] = Swift.max(home[kept], home[gone])
        (low[kept], high[kept]) = (Swift.min(low[kept], low[gone]), Swift.max(high[kept], high[gone]))
        locked[kept] = locked[kept] || locked[gone]
        (tags[gone], members[gone], nearest[gone], nearest[kept]) = ([], [], nil, nil)
        alive.removeAll { $0 == gone }
        atInstall = alive.filter { stage[$0].isAtInstall }
        if stage[kept] == .onDemand {
            index(kept)
            mark(kept)
            for other in alive where other != kept && stage[other] == .onDemand && compatible(kept, other) {
                let pair = onDemandMerge(kept, other)
                let earlier = precedes(kept, other) ? kept : other
                if nearest[earlier] == nil || pair < nearest[earlier]! { nearest[earlier] = pair }
            }
        }
        for (slot, old) in zip(stale, staleMerges) where nearest[slot] == old {
            nearest[slot] = cheapestLaterPartner(of: slot)
        }
    }
}
