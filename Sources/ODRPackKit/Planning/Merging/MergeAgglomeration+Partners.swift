/// `MergeAgglomeration`'s partner search and merge step.
extension MergeAgglomeration {
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
    func onDemandMerge(_ marked: Int, _ other: Int) -> MergeCandidate {
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
    mutating func cheapestLaterPartner(of slot: Int) -> MergeCandidate? {
        mark(slot)
        var best: MergeCandidate?
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
    func cheapestInstallMerge() -> MergeCandidate? {
        var best: MergeCandidate?
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
    mutating func apply(_ merge: MergeCandidate) {
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
