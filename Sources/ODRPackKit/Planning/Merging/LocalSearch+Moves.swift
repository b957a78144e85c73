/// Pricing and making `LocalSearch`'s moves.
extension LocalSearch {
    /// Whether `part` may go to `slot` (another slot than its own): an empty slot, or one of
    /// the same isolation key whose home meets the part's, at install only when crossing is allowed.
    func canMove(_ part: Int, to slot: Int) -> Bool {
        guard slot != packOf[part] else { return false }
        guard size[slot] > 0 else { return true }
        return key[slot] == problem.key[part] && MergeProblem.homesMeet(home[slot], problem.home[part])
            && (stage[slot] == .onDemand || problem.allowCrossing)
    }

    /// How much the cost changes when on-demand `part` moves to `slot`.
    func moveDelta(_ part: Int, to slot: Int) -> Int128 {
        let from = packOf[part]
        let (size, weight) = (Int128(problem.bytes[part]), problem.weight(part))
        var after: Int128
        if stage[from] == .onDemand {
            var lost = 0
            for tag in problem.tags[part] where counts[from * width + tag] == 1 { lost += 1 }
            after = MergeCost.pack(tags: tagTotal[from] - lost, bytes: bytes[from] - size, weight: self.weight[from] - weight)
        } else {
            after = extra[from] - installCost(part)
        }
        if stage[slot] == .onDemand {
            var gained = 0
            for tag in problem.tags[part] where counts[slot * width + tag] == 0 { gained += 1 }
            after += MergeCost.pack(tags: tagTotal[slot] + gained, bytes: bytes[slot] + size, weight: self.weight[slot] + weight)
        } else {
            after += extra[slot] + installCost(part)
        }
        return after - slotCost(from) - slotCost(slot)
    }

    /// Moves `part` to `slot`, keeping `total`, the strangers and (when capped) each tag's added
    /// bytes exact.
    mutating func move(_ part: Int, to slot: Int) {
        let from = packOf[part]
        relocate(part, to: slot)
        refreshStrangers(from)
        refreshStrangers(slot)
    }

    /// Moves `part` to `slot`, keeping `total` and (when capped) each tag's added bytes exact;
    /// the two slots' strangers are left to the caller.
    mutating func relocate(_ part: Int, to slot: Int) {
        let from = packOf[part]
        let delta = moveDelta(part, to: slot)
        if tracksCap { updateAdded(moving: part, from: from, to: slot) }
        remove(part)
        insert(part, into: slot)
        total += delta
    }

    /// Moves `part` to `slot` as part of a trial: several moves, decided without the strangers,
    /// then `settle()` counts the strangers of the slots they touched once, and `undo()` takes
    /// them all back and restores those counts without counting again. Moves and undoes change
    /// the same state as `move(_:to:)` does, so a trial ends where the moves one by one would.
    mutating func tryOut(_ part: Int, to slot: Int) {
        if trialMoves.isEmpty && trialSlots.isEmpty { trialStrangers = strangers }
        let from = packOf[part]
        for touched in [from, slot] where !trialSlots.contains(where: { $0.slot == touched }) {
            trialSlots.append((touched, strangerCount[touched]))
        }
        trialMoves.append((part, from))
        relocate(part, to: slot)
    }

    /// Counts the strangers of the slots the trial touched; returns the standing.
    mutating func settle() -> (Int128, Int, Int128) {
        for (slot, _) in trialSlots { refreshStrangers(slot) }
        return standing
    }

    /// Ends the trial, keeping its moves.
    mutating func keep() {
        trialMoves.removeAll(keepingCapacity: true)
        trialSlots.removeAll(keepingCapacity: true)
    }

    /// Ends the trial, taking its moves back (in reverse, or in the order made when not
    /// `reversed`: the packs then list their parts in the order the moves one by one left them)
    /// and restoring the strangers as they were.
    mutating func undo(reversed: Bool = true) {
        for (part, from) in reversed ? Array(trialMoves.reversed()) : trialMoves { relocate(part, to: from) }
        for (slot, count) in trialSlots { strangerCount[slot] = count }
        strangers = trialStrangers
        keep()
    }

    /// Whether `part` would have a related part in `slot` (or the slot is empty or at install,
    /// where it can add no stranger): a tag the slot holds or its neighbour, or the same group.
    func joinsRelated(_ part: Int, _ slot: Int) -> Bool {
        guard size[slot] > 0, stage[slot] == .onDemand else { return true }
        if problem.relates(home: problem.home[part]) && home[slot] == problem.home[part] { return true }
        let holds = { (tag: Int, at: Int) in
            guard at >= 0 && at < width else { return false }
            let other = problem.tagAt[at]
            return counts[slot * width + other] > 0 && problem.kin[other] == problem.kin[tag]
        }
        return problem.tags[part].contains { tag in
            let at = problem.place[tag]
            return holds(tag, at) || holds(tag, at - 1) || holds(tag, at + 1)
        }
    }

    /// Updates each tag's added bytes for `part` moving from `from` to `to` (before the move):
    /// leaving an on-demand pack, tags it does not list lose its bytes and tags only it listed
    /// lose the rest of the pack; joining one, the pack's tags it does not list gain its bytes and
    /// its new tags gain the pack; leaving or joining a pack at install, every tag it does not list.
    mutating func updateAdded(moving part: Int, from: Int, to: Int) {
        stamp += 1
        for tag in problem.tags[part] { marks[tag] = stamp }
        let size = Int128(problem.bytes[part])
        for (slot, sign) in [(from, Int128(-1)), (to, Int128(1))] {
            if stage[slot] == .onDemand {
                let rest = sign < 0 ? bytes[slot] - size : bytes[slot]
                for tag in slotTags[slot] where marks[tag] != stamp { change(tag, by: sign * size) }
                for tag in problem.tags[part] where counts[slot * width + tag] == (sign < 0 ? 1 : 0) {
                    change(tag, by: sign * rest)
                }
            } else {
                for tag in 0..<width where marks[tag] != stamp { change(tag, by: sign * size) }
            }
        }
    }

    /// Adds `amount` to `tag`'s added bytes, keeping `excess` exact.
    mutating func change(_ tag: Int, by amount: Int128) {
        guard let limit = problem.cap else { return }
        let cap = Int128(limit)
        let old = added[tag]
        added[tag] += amount
        excess += Swift.max(0, added[tag] - cap) - Swift.max(0, old - cap)
    }

    /// How much the cost changes when on-demand `part` (in slot A) and `other` (in slot B) trade places.
    func swapDelta(_ part: Int, _ other: Int) -> Int128 {
        let (a, b) = (packOf[part], packOf[other])
        return exchanged(a, out: part, in: other) + exchanged(b, out: other, in: part) - slotCost(a) - slotCost(b)
    }

    /// What `slot` would cost with on-demand `out` replaced by on-demand `incoming`.
    func exchanged(_ slot: Int, out: Int, in incoming: Int) -> Int128 {
        let (outBytes, inBytes) = (Int128(problem.bytes[out]), Int128(problem.bytes[incoming]))
        guard stage[slot] == .onDemand else { return extra[slot] - installCost(out) + installCost(incoming) }
        var tags = tagTotal[slot]
        let (left, right) = (problem.tags[out], problem.tags[incoming])
        var (i, j) = (0, 0)
        while i < left.count || j < right.count {
            if j == right.count || (i < left.count && left[i] < right[j]) {
                if counts[slot * width + left[i]] == 1 { tags -= 1 }
                i += 1
            } else if i == left.count || right[j] < left[i] {
                if counts[slot * width + right[j]] == 0 { tags += 1 }
                j += 1
            } else {
                (i, j) = (i + 1, j + 1)
            }
        }
        let weightAfter = weight[slot] - problem.weight(out) + problem.weight(incoming)
        return MergeCost.pack(tags: tags, bytes: bytes[slot] - outBytes + inBytes, weight: weightAfter)
    }

    /// Whether on-demand `part` and `other` may trade places (same key, homes that still meet,
    /// no part at install... into a pack at install without crossing).
    func canSwap(_ part: Int, _ other: Int) -> Bool {
        let (a, b) = (packOf[part], packOf[other])
        guard a != b, problem.key[part] == problem.key[other] else { return false }
        return MergeProblem.homesMeet(homeWithout(a, part), problem.home[other])
            && MergeProblem.homesMeet(homeWithout(b, other), problem.home[part])
    }

    /// The home of `slot` once `part` has left it.
    func homeWithout(_ slot: Int, _ part: Int) -> Int {
        homed[slot] - (problem.home[part] >= 0 ? 1 : 0) > 0 ? home[slot] : -1
    }
}
