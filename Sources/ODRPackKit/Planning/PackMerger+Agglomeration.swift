/// `PackMerger`'s working state: the packs being merged and each on-demand pack's cheapest
/// partner (see the algorithm in `PackMerger`'s documentation).
extension PackMerger {
    /// A merge under consideration, ordered by cost, then combined bytes, then the two packs' slots.
    struct Candidate: Comparable {
        var cost, bytes: Int64
        var low, high: Int

        static func < (lhs: Candidate, rhs: Candidate) -> Bool {
            (lhs.cost, lhs.bytes, lhs.low, lhs.high) < (rhs.cost, rhs.bytes, rhs.low, rhs.high)
        }
    }

    /// The current packs, each in the slot of its first part, with each on-demand pack's cheapest
    /// on-demand partner, and the on-demand packs indexed by tag count and by tag.
    struct Agglomeration {
        var tags, members: [[Int]]
        var bytes: [Int64]
        var stage: [Stage]
        /// The slots of the current packs, ascending.
        var alive: [Int]
        var nearest: [Candidate?]
        /// On-demand packs by tag count, each list sorted by bytes, then slot.
        var byTagCount: [Int: [Int]] = [:]
        /// On-demand packs by tag they hold.
        var holders: [[Int]]
        /// `marks[tag] == stamp` when the marked pack holds the tag.
        var marks: [Int], stamp = 0

        init(parts: [Part], tagCount: Int) {
            tags = parts.map { PackMerger.tagList($0.tags, tagCount: tagCount) }
            bytes = parts.map { Swift.max($0.bytes, 0) }
            stage = parts.map(\.stage)
            members = parts.indices.map { [$0] }
            alive = Array(parts.indices)
            nearest = Array(repeating: nil, count: parts.count)
            holders = Array(repeating: [], count: tagCount)
            marks = Array(repeating: -1, count: tagCount)
            for slot in alive where stage[slot] == .onDemand { index(slot) }
            for slot in alive where stage[slot] == .onDemand { nearest[slot] = cheapestLaterPartner(of: slot) }
        }

        func candidate(_ a: Int, _ b: Int, cost: Int64) -> Candidate {
            Candidate(cost: cost, bytes: PackMerger.sum(bytes[a], bytes[b]), low: Swift.min(a, b), high: Swift.max(a, b))
        }

        /// Whether `a` comes before `b` in the order of packs by bytes, then slot.
        func precedes(_ a: Int, _ b: Int) -> Bool { (bytes[a], a) < (bytes[b], b) }

        /// Where the packs after `slot` start in `list`, sorted by `precedes`.
        func start(after slot: Int, in list: [Int]) -> Int {
            var (low, high) = (0, list.count)
            while low < high {
                let middle = (low + high) / 2
                if precedes(slot, list[middle]) { high = middle } else { low = middle + 1 }
            }
            return low
        }

        mutating func index(_ slot: Int) {
            var list = byTagCount[tags[slot].count] ?? []
            list.insert(slot, at: start(after: slot, in: list))
            byTagCount[tags[slot].count] = list
            for tag in tags[slot] { holders[tag].append(slot) }
        }

        mutating func unindex(_ slot: Int) {
            byTagCount[tags[slot].count]?.removeAll { $0 == slot }
            if byTagCount[tags[slot].count]?.isEmpty == true { byTagCount[tags[slot].count] = nil }
            for tag in tags[slot] { holders[tag].removeAll { $0 == slot } }
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

        /// The cheapest merge of on-demand `slot` with an on-demand pack after it by `precedes`
        /// (so a small pack cheap for many is the partner of few). The holders of its rarest tags
        /// are priced first; any other pack lacks those tags, which gives a floor that rises along
        /// each list by tag count and ends the walk.
        mutating func cheapestLaterPartner(of slot: Int) -> Candidate? {
            mark(slot)
            var best: Candidate?
            let rarest = tags[slot].sorted { (holders[$0].count, $0) < (holders[$1].count, $1) }
            var (covered, priced) = (0, 0)
            while covered < rarest.count, covered == 0 || priced + holders[rarest[covered]].count <= 256 {
                for other in holders[rarest[covered]] where precedes(slot, other) {
                    let merge = candidate(slot, other, cost: onDemandCost(slot, other))
                    if best == nil || merge < best! { best = merge }
                }
                priced += holders[rarest[covered]].count
                covered += 1
            }
            for (size, list) in byTagCount {
                let shared = Swift.min(rarest.count - covered, size)
                for other in list[start(after: slot, in: list)...] {
                    let floor = candidate(slot, other, cost: PackMerger.sum(PackMerger.product(rarest.count - shared, bytes[other]),
                                                                            PackMerger.product(size - shared, bytes[slot])))
                    if let best, best < floor, floor.bytes < .max { break }
                    let merge = candidate(slot, other, cost: onDemandCost(slot, other))
                    if best == nil || merge < best! { best = merge }
                }
            }
            return best
        }

        /// The cheapest merge of two packs, at least one of them at install. Two packs at install:
        /// nothing (a prefetch pack into an essential one: its bytes, to keep the policies apart
        /// while other merges are free); an on-demand pack into the smallest pack at install: its
        /// bytes for every tag it does not hold, as every device then downloads it.
        func cheapestInstallMerge() -> Candidate? {
            var first = [-1, -1, -1], second = [-1, -1, -1]  // By stage: the first two packs by `precedes`.
            var onDemand: Candidate?
            let smallestInstall = alive.filter { stage[$0] != .onDemand }.min(by: precedes)
            for slot in alive {
                let rank = stage[slot].rank
                if first[rank] < 0 || precedes(slot, first[rank]) {
                    (second[rank], first[rank]) = (first[rank], slot)
                } else if second[rank] < 0 || precedes(slot, second[rank]) {
                    second[rank] = slot
                }
                if let install = smallestInstall, stage[slot] == .onDemand {
                    let move = candidate(install, slot, cost: PackMerger.product(holders.count - tags[slot].count, bytes[slot]))
                    if onDemand == nil || move < onDemand! { onDemand = move }
                }
            }
            let (essential, prefetch) = (first[Stage.essential.rank], first[Stage.prefetch.rank])
            var found = [Stage.essential.rank, Stage.prefetch.rank].filter { second[$0] >= 0 }
                .map { candidate(first[$0], second[$0], cost: 0) }
            if essential >= 0, prefetch >= 0 { found.append(candidate(essential, prefetch, cost: bytes[prefetch])) }
            if let onDemand { found.append(onDemand) }
            return found.min()
        }

        /// Merges the two packs whose merge costs least, keeping every partner up to date.
        mutating func mergeCheapest() {
            var best = cheapestInstallMerge()
            for slot in alive { if let near = nearest[slot], best == nil || near < best! { best = near } }
            let merge = best ?? candidate(alive[0], alive[1], cost: 0)  // Not reached: some pair always has a price.
            let (kept, gone) = (merge.low, merge.high)
            let stale = alive.filter { slot in
                guard slot != kept, slot != gone, let near = nearest[slot] else { return false }
                return [kept, gone].contains(near.low) || [kept, gone].contains(near.high)
            }
            let staleMerges = stale.map { nearest[$0] }
            for slot in [kept, gone] where stage[slot] == .onDemand { unindex(slot) }
            tags[kept] = Array(Set(tags[kept] + tags[gone])).sorted()
            bytes[kept] = merge.bytes
            stage[kept] = Swift.max(stage[kept], stage[gone])
            members[kept] += members[gone]
            (tags[gone], members[gone], nearest[gone], nearest[kept]) = ([], [], nil, nil)
            alive.removeAll { $0 == gone }
            if stage[kept] == .onDemand {
                index(kept)
                mark(kept)
                for other in alive where other != kept && stage[other] == .onDemand {
                    let merge = candidate(kept, other, cost: onDemandCost(kept, other))
                    let earlier = precedes(kept, other) ? kept : other
                    if nearest[earlier] == nil || merge < nearest[earlier]! { nearest[earlier] = merge }
                }
            }
            // A pack whose partner left, and for which the merged pack is cheaper than that partner
            // was, has the merged pack as partner: nothing else got cheaper.
            for (slot, old) in zip(stale, staleMerges) where nearest[slot] == old {
                nearest[slot] = cheapestLaterPartner(of: slot)
            }
        }
    }
}
