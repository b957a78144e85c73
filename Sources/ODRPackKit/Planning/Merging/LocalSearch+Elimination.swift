/// `LocalSearch`'s pack elimination: a compound move that shifts a pack's place in the budget.
extension LocalSearch {
    /// For each pack of movable parts: moves its parts, one by one, to their cheapest other
    /// non-empty packs, then moves into the freed slot the part whose leaving its pack saves
    /// most; keeps the result when it lowers (bytes over the cap, cost), else undoes it all.
    /// True when any pack was eliminated.
    mutating func eliminationSweep() -> Bool {
        var changed = false
        for slot in 0..<slotCount where size[slot] > 0 && evaluations < evaluationLimit {
            let parts = members[slot]
            guard parts.allSatisfy(isMovable) else { continue }
            let before = standing
            var placed = true
            for part in parts {
                guard let target = cheapestTarget(part, avoiding: slot) else {
                    placed = false
                    break
                }
                tryOut(part, to: target)
            }
            if placed, let part = cheapestSplit(into: slot) { tryOut(part, to: slot) }
            if placed && settle() < before {
                keep()
                changed = true
            } else {
                undo()
            }
        }
        return changed
    }

    /// The non-empty slot other than `avoided` where `part` costs least, among those where it has
    /// a related part if any (lowest slot on ties).
    func cheapestTarget(_ part: Int, avoiding avoided: Int) -> Int? {
        var best: (stranger: Int, delta: Int128, slot: Int)?
        for slot in 0..<slotCount where slot != avoided && size[slot] > 0 && canMove(part, to: slot) {
            let candidate = (joinsRelated(part, slot) ? 0 : 1, moveDelta(part, to: slot), slot)
            if best == nil || candidate < best! { best = candidate }
        }
        return best?.slot
    }

    /// The movable part, in a pack of two or more, whose move into empty `slot` saves most
    /// (lowest part on ties); nil when no move saves anything.
    mutating func cheapestSplit(into slot: Int) -> Int? {
        var best: (delta: Int128, part: Int)?
        for part in 0..<problem.count where isMovable(part) && size[packOf[part]] >= 2 {
            evaluations += 1
            let delta = moveDelta(part, to: slot)
            if delta < 0 && (best == nil || (delta, part) < best!) { best = (delta, part) }
        }
        return best?.part
    }
}
