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
        if byTagCount[size].isEmpty { sizes.insert(size, at: sizes.firstIndex { $0 > size } ?? sizes.count) }
        byTagCount[size].insert(slot, at: start(after: slot, in: byTagCount[size]))
        for tag in tags[slot] { holders[tag].append(slot) }
        if problem.relates(home: home[slot]) { grouped[home[slot]].append(slot) }
    }

    /// Removes on-demand `slot` from the indexes (before its tags, bytes or home change).
    mutating func unindex(_ slot: Int) {
        let size = tags[slot].count
        byTagCount[size].remove(at: start(after: slot, in: byTagCount[size]) - 1)
        if byTagCount[size].isEmpty { sizes.removeAll { $0 == size } }
        for tag in tags[slot] { holders[tag].removeAll { $0 == slot } }
        if problem.relates(home: home[slot]) { grouped[home[slot]].removeAll { $0 == slot } }
    }

    /// Finds the on-demand packs related to on-demand `slot`: those holding one of its tags
    /// (`shared` counts them), and in `.affinity` priority those holding a tag next to one of
    /// its tags in the order (`MergeProblem+Related`) or of its merge group (`near`). Any other
    /// pack shares no tag with it and, in `.affinity` priority, is a stranger to it.
    mutating func surveyRelated(_ slot: Int) {
        survey += 1
        reached.removeAll(keepingCapacity: true)
        func reach(_ other: Int) {
            guard other != slot else { return }
            if surveyed[other] != survey {
                (surveyed[other], shared[other], near[other]) = (survey, 0, false)
                reached.append(other)
            }
        }
        for tag in tags[slot] {
            for other in holders[tag] {
                reach(other)
                if other != slot { shared[other] += 1 }
            }
        }
        guard priority == .affinity else { return }
        let places = problem.tagCount
        for tag in tags[slot] {
            let at = problem.place[tag]
            for side in [at - 1, at + 1] where side >= 0 && side < places {
                let next = problem.tagAt[side]
                guard problem.kin[next] == problem.kin[tag] else { continue }
                for other in holders[next] {
                    reach(other)
                    if other != slot { near[other] = true }
                }
            }
        }
        if problem.relates(home: home[slot]) {
            for other in grouped[home[slot]] {
                reach(other)
                if other != slot { near[other] = true }
            }
        }
    }

    /// The merge of on-demand `surveyed` (the last `surveyRelated(_:)`) with on-demand `other`.
    func onDemandMerge(_ surveyedSlot: Int, _ other: Int) -> MergePair {
        let reachedOther = surveyed[other] == survey
        let common = reachedOther ? shared[other] : 0
        let cost = MergeCost.joining((tags[surveyedSlot].count, bytes[surveyedSlot]), (tags[other].count, bytes[other]), shared: common)
        // Only `.affinity` ranks by relatedness.
        return candidate(surveyedSlot, other, cost: cost, related: priority == .cost || (reachedOther && (common > 0 || near[other])))
    }

    /// The first compatible merge of on-demand `slot` with an on-demand pack after it by
    /// `precedes`. The related packs (`surveyRelated(_:)`) are priced one by one; every other
    /// pack shares no tag with it, so along each list by tag count (sorted by bytes) its cost
    /// only rises, and the walk of a list ends once that cost exceeds the best, the walk of the
    /// lists once the smallest the next list could cost does (at once, in `.affinity` priority,
    /// when the best is related: the rest are strangers).
    mutating func cheapestLaterPartner(of slot: Int) -> MergePair? {
        surveyRelated(slot)
        var best: MergePair?
        for other in reached where precedes(slot, other) && compatible(slot, other) {
            let merge = onDemandMerge(slot, other)
            if best == nil || merge < best! { best = merge }
        }
        if priority == .affinity, let best, !best.stranger { return best }
        for size in sizes {
            // A later pack holds at least `slot`'s bytes: past this size, none can cost less.
            if let best, best.cost < MergeCost.joining((tags[slot].count, bytes[slot]), (size, bytes[slot]), shared: 0) { break }
            let list = byTagCount[size]
            for other in list[start(after: slot, in: list)...] where surveyed[other] != survey {
                let cost = MergeCost.joining((tags[slot].count, bytes[slot]), (size, bytes[other]), shared: 0)
                if let best, best.cost < cost { break }
                guard compatible(slot, other) else { continue }
                let merge = candidate(slot, other, cost: cost, related: priority == .cost)
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

    /// Merges the pair of `merge`, keeping every partner up to date: the merged pack's own
    /// partner is searched again, every earlier compatible on-demand pack is priced against it
    /// (from the same survey), and the packs whose partner it took and that found no earlier
    /// merge with it are marked `stale`.
    mutating func apply(_ merge: MergePair) {
        let (kept, gone) = (merge.low, merge.high)
        let partnered = Set(suitors[kept] + suitors[gone]).filter { slot in
            guard slot != kept, slot != gone, let near = nearest[slot] else { return false }
            return near.low == kept || near.low == gone || near.high == kept || near.high == gone
        }.sorted()
        (suitors[kept], suitors[gone]) = ([], [])
        let partneredMerges = partnered.map { nearest[$0] }
        for slot in [kept, gone] where stage[slot] == .onDemand { unindex(slot) }
        tags[kept] = Array(Set(tags[kept] + tags[gone])).sorted()
        tagTotal[kept] = tags[kept].count
        (bytes[kept], stage[kept]) = (merge.bytes, Swift.max(stage[kept], stage[gone]))
        members[kept] += members[gone]
        home[kept] = Swift.max(home[kept], home[gone])
        (low[kept], high[kept]) = (Swift.min(low[kept], low[gone]), Swift.max(high[kept], high[gone]))
        locked[kept] = locked[kept] || locked[gone]
        (tags[gone], members[gone]) = ([], [])
        setNearest(gone, nil)
        setNearest(kept, nil)
        alive.remove(at: alive.firstIndex(of: gone)!)
        atInstall.removeAll { $0 == gone }
        if stage[kept].isAtInstall && !atInstall.contains(kept) {
            atInstall.insert(kept, at: atInstall.firstIndex { $0 > kept } ?? atInstall.count)
        }
        if stage[kept] == .onDemand {
            index(kept)
            setNearest(kept, cheapestLaterPartner(of: kept))
            // The packs related to `kept` (its survey) are priced; any other shares no tag with
            // it, so it is priced only when its first merge costs no less than the merge with
            // `kept` would.
            let open = strangersTaking(kept)
            for other in reached + open where stage[other] == .onDemand && precedes(other, kept) && compatible(kept, other) {
                let pair = onDemandMerge(kept, other)
                if nearest[other] == nil || pair < nearest[other]! { setNearest(other, pair) }
            }
        }
        // A pack whose partner merged and that found no earlier merge with `kept` above: every
        // merge it could make with another pack comes no earlier than the one it had, which
        // stays in `tree` as a bound until the pack is searched again.
        for (slot, old) in zip(partnered, partneredMerges) where nearest[slot] == old { stale[slot] = true }
    }

    /// The packs before `kept` by `precedes`, not reached by the last survey, that take
    /// strangers (`takesStrangers(_:)`) and whose first merge costs no less than a merge with
    /// `kept` (sharing no tag) would: tags(other) × bytes(kept) + tags(kept) × bytes(other);
    /// ascending. A pass in single precision over `scanWidth` slots at a time (`scanCost`) keeps
    /// a superset of them, then each is tested exactly.
    func strangersTaking(_ kept: Int) -> [Int] {
        typealias Lanes = ScanLanes
        let (keptBytes, keptTags) = (bytes[kept], Int128(tagTotal[kept]))
        let (bytesBound, tagsBound) = (Lanes(repeating: Self.single(keptBytes)), Lanes(repeating: Float(tagTotal[kept])))
        var open: [Int] = []
        scanCost.withUnsafeBytes { cost in
            scanBytes.withUnsafeBytes { scanBytes in
                scanTags.withUnsafeBytes { scanTags in
                    for block in stride(from: 0, to: cost.count / MemoryLayout<Float>.stride, by: Lanes.scalarCount) {
                        let offset = block * MemoryLayout<Float>.stride
                        let other = scanBytes.loadUnaligned(fromByteOffset: offset, as: Lanes.self)
                        let price = tagsBound * other + scanTags.loadUnaligned(fromByteOffset: offset, as: Lanes.self) * bytesBound
                        let hits = (other .<= bytesBound) .& (cost.loadUnaligned(fromByteOffset: offset, as: Lanes.self) .>= price)
                        guard any(hits) else { continue }
                        for lane in 0..<Lanes.scalarCount where hits[lane] {
                            let other = block + lane
                            guard surveyed[other] != survey, (bytes[other], other) < (keptBytes, kept) else { continue }
                            if firstCost[other] >= keptTags * bytes[other] + Int128(tagTotal[other]) * keptBytes { open.append(other) }
                        }
                    }
                }
            }
        }
        return open
    }
}
