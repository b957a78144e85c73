/// `LocalSearch`'s cluster moves: the parts of a pack that list one tag move together, so a
/// tag can leave a pack at once (no single move pays for that when several parts list it).
extension LocalSearch {
    /// For each pack and each tag it holds: when two or more (but not all) of its parts list
    /// the tag and all are movable, moves them together to the slot that lowers the cost most;
    /// true when any cluster moved.
    mutating func clusterSweep() -> Bool {
        var changed = false
        for slot in 0..<slotCount where size[slot] > 2 && evaluations < evaluationLimit {
            let members = self.members[slot]
            for tag in slotTags[slot].sorted() where counts[slot * width + tag] >= 2 {
                let cluster = members.filter { packOf[$0] == slot && problem.tags[$0].contains(tag) }
                guard cluster.count >= 2, cluster.count < size[slot], cluster.allSatisfy(isMovable) else { continue }
                if moveCluster(cluster, from: slot) { changed = true }
            }
        }
        return changed
    }

    /// Moves `cluster` (parts of `slot`) to the slot where that lowers the cost most, when it
    /// does (with a cap, when it lowers bytes over it, then cost); true when it moved.
    mutating func moveCluster(_ cluster: [Int], from slot: Int) -> Bool {
        let clusterHome = cluster.map { problem.home[$0] }.max() ?? -1
        let summary = summarize(cluster, from: slot)
        var best: (delta: Int128, slot: Int)?
        var emptySeen = false
        for target in 0..<slotCount where target != slot {
            if size[target] == 0 {
                if emptySeen { continue }
                emptySeen = true
            } else if key[target] != key[slot] || !MergeProblem.homesMeet(home[target], clusterHome)
                || (stage[target] != .onDemand && !problem.allowCrossing)
            {
                continue
            }
            evaluations += 1
            let delta = summary.delta(to: target, in: self)
            if delta < 0 && (best == nil || (delta, target) < best!) { best = (delta, target) }
        }
        guard let target = best?.slot else { return false }
        let before = standing
        for part in cluster { tryOut(part, to: target) }
        if settle() < before {
            keep()
            return true
        }
        undo(reversed: false)
        return false
    }

    /// What moving on-demand `cluster` out of `from` takes away, and what `from` costs after.
    mutating func summarize(_ cluster: [Int], from: Int) -> ClusterSummary {
        stamp += 1
        var summary = ClusterSummary(from: from)
        for part in cluster {
            summary.bytes += Int128(problem.bytes[part])
            summary.weight += problem.weight(part)
            summary.extra += installCost(part)
            for tag in problem.tags[part] {
                if marks[tag] != stamp {
                    (marks[tag], tally[tag]) = (stamp, 0)
                    summary.tags.append(tag)
                }
                tally[tag] += 1
            }
        }
        if stage[from] == .onDemand {
            var lost = 0
            for tag in summary.tags where tally[tag] == counts[from * width + tag] { lost += 1 }
            summary.fromAfter = MergeCost.pack(
                tags: tagTotal[from] - lost, bytes: bytes[from] - summary.bytes, weight: weight[from] - summary.weight)
        } else {
            summary.fromAfter = extra[from] - summary.extra
        }
        return summary
    }
}

/// A cluster of on-demand parts leaving one slot: its distinct tags, bytes, Σ |tags| × bytes,
/// cost in a pack at install, and what the slot it leaves costs after.
struct ClusterSummary {
    /// The slot it leaves.
    var from: Int
    /// Its distinct tags.
    var tags: [Int] = []
    /// Its bytes.
    var bytes: Int128 = 0
    /// Σ |tags(p)| × bytes(p) over its parts.
    var weight: Int128 = 0
    /// What its parts cost in a pack at install.
    var extra: Int128 = 0
    /// What the slot it leaves costs without it.
    var fromAfter: Int128 = 0

    /// How much the cost changes when the cluster moves to `to` in `search`.
    func delta(to: Int, in search: LocalSearch) -> Int128 {
        var after = fromAfter
        if search.stage[to] == .onDemand {
            var gained = 0
            for tag in tags where search.counts[to * search.width + tag] == 0 { gained += 1 }
            after += MergeCost.pack(tags: search.tagTotal[to] + gained, bytes: search.bytes[to] + bytes, weight: search.weight[to] + weight)
        } else {
            after += search.extra[to] + extra
        }
        return after - search.slotCost(from) - search.slotCost(to)
    }
}
