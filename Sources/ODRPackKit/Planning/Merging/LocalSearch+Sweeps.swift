/// `LocalSearch`'s sweeps over the parts.
extension LocalSearch {
    /// Sweeps (repairs over the cap, moves, swaps, cluster moves, pack eliminations) until one changes nothing, `sweeps` have run,
    /// or the evaluation limit is reached; returns the grouping.
    mutating func improve(sweeps: Int = 40) -> [[Int]] {
        for _ in 0..<sweeps where evaluations < evaluationLimit {
            var changed = false
            if tracksCap && excess > 0 { changed = repairSweep() }
            if moveSweep() { changed = true }
            if swapSweep() { changed = true }
            if clusterSweep() { changed = true }
            if eliminationSweep() { changed = true }
            if !changed { break }
        }
        return groups
    }

    /// Whether `part` may move at all: on demand and not pinned.
    func isMovable(_ part: Int) -> Bool { problem.stage[part] == .onDemand && !pinned[part] }

    /// The slots `part` may move to, with only the first empty slot.
    func targets(of part: Int) -> [Int] {
        var result: [Int] = []
        var emptySeen = false
        for slot in 0..<slotCount where canMove(part, to: slot) {
            if size[slot] == 0 {
                if emptySeen { continue }
                emptySeen = true
            }
            result.append(slot)
        }
        return result
    }

    /// Moves each movable part to the slot that lowers the cost most (with a cap, the first of
    /// its three best that does not raise the bytes over it); true when any part moved.
    mutating func moveSweep() -> Bool {
        var changed = false
        for part in 0..<problem.count where isMovable(part) && evaluations < evaluationLimit {
            var better: [(delta: Int128, slot: Int)] = []
            for slot in targets(of: part) {
                evaluations += 1
                let delta = moveDelta(part, to: slot)
                if delta < 0 && joinsRelated(part, slot) { better.append((delta, slot)) }
            }
            for target in better.sorted(by: <).prefix(3) where tryMove(part, to: target.slot) {
                changed = true
                break
            }
        }
        return changed
    }

    /// Makes the move when it lowers (bytes over the cap, cost), else leaves things as they were.
    mutating func tryMove(_ part: Int, to slot: Int) -> Bool {
        let before = standing
        tryOut(part, to: slot)
        if settle() < before {
            keep()
            return true
        }
        undo()
        return false
    }

    /// Swaps pairs of movable parts in different packs, the second in a pack holding a tag of
    /// the first, when that lowers the cost; true when any pair swapped.
    mutating func swapSweep() -> Bool {
        var changed = false
        for part in 0..<problem.count where isMovable(part) && evaluations < evaluationLimit {
            var others: [Int] = []
            for slot in 0..<slotCount {
                guard slot != packOf[part], problem.tags[part].contains(where: { counts[slot * width + $0] > 0 }) else { continue }
                others += members[slot].filter { $0 > part }
            }
            // The parts after `part` in the near packs, in index order (a failed swap is undone,
            // so the packs and this list stay as they were until one is made).
            others.sort()
            for other in others where isMovable(other) && canSwap(part, other) {
                evaluations += 1
                if swapDelta(part, other) < 0 && trySwap(part, other) {
                    changed = true
                    break
                }
            }
        }
        return changed
    }

    /// Swaps `part` and `other` when that lowers (bytes over the cap, cost), else leaves them.
    mutating func trySwap(_ part: Int, _ other: Int) -> Bool {
        let (before, a, b) = (standing, packOf[part], packOf[other])
        tryOut(part, to: b)
        tryOut(other, to: a)
        if settle() < before {
            keep()
            return true
        }
        undo()
        return false
    }

    /// With tags over the cap: moves each movable part of a pack holding such a tag (or of a
    /// pack at install) where it lowers (bytes over the cap, cost) most; true when any moved.
    mutating func repairSweep() -> Bool {
        guard let limit = problem.cap else { return false }
        let cap = Int128(limit)
        var changed = false
        for part in 0..<problem.count where isMovable(part) && excess > 0 && evaluations < evaluationLimit {
            let from = packOf[part]
            guard stage[from] != .onDemand || slotTags[from].contains(where: { added[$0] > cap }) else { continue }
            var best = (excess, strangers, total, -1)
            for slot in targets(of: part) {
                evaluations += 8  // A trial move and its undo cost several plain move prices.
                tryOut(part, to: slot)
                let (excess, strangers, total) = settle()
                if (excess, strangers, total, slot) < best { best = (excess, strangers, total, slot) }
                undo()
            }
            if best.3 >= 0 {
                move(part, to: best.3)
                changed = true
            }
        }
        return changed
    }
}
