/// Improves a grouping by moving one on-demand part to another pack (or to an empty slot, when
/// the grouping has fewer packs than the maximum) and by swapping two on-demand parts, keeping
/// only moves that lower the score (bytes over the cap, then strangers, then cost). Parts at install and pinned
/// parts never move, so a pack's policy never changes. Parts are visited in index order and
/// targets in slot order, ties going to the lowest slot: the result is deterministic.
struct LocalSearch {
    /// The parts and rules.
    let problem: MergeProblem
    /// How many packs there may be (slots).
    let slotCount: Int
    /// The row width of `counts` (the tag count).
    let width: Int
    /// Per part: its slot.
    var packOf: [Int]
    /// Per part: whether it may not move.
    var pinned: [Bool]
    /// Per slot: how many parts it holds.
    var size: [Int]
    /// Per slot: its parts, in the order they came.
    var members: [[Int]]
    /// Per slot: its strangers (`MergeProblem+Related`).
    var strangerCount: [Int]
    /// The strangers of all slots.
    var strangers = 0
    /// Scratch for counting a slot's strangers.
    var clusters: RelatedClusters
    /// Per slot: its bytes.
    var bytes: [Int128]
    /// Per slot: Σ |tags(p)| × bytes(p) over its parts.
    var weight: [Int128]
    /// Per slot: Σ over its on-demand parts of bytes × tags they do not hold (their cost at install).
    var extra: [Int128]
    /// Per slot: how many tags it holds.
    var tagTotal: [Int]
    /// `counts[slot * width + tag]`: how many of the slot's parts list the tag.
    var counts: [Int32]
    /// Per slot: the tags it holds, unsorted.
    var slotTags: [[Int]]
    /// Per slot: its policy (fixed by its parts at install, which never move).
    var stage: [DownloadPolicy]
    /// Per slot: its parts' isolation key (-1 when empty).
    var key: [Int]
    /// Per slot: its homed parts' home, or -1.
    var home: [Int]
    /// Per slot: how many homed parts it holds.
    var homed: [Int]
    /// The grouping's cost.
    var total: Int128
    /// When capped: each tag's added bytes.
    var added: [Int128]
    /// When capped: the bytes over the cap, summed over the tags.
    var excess: Int128
    /// Move prices computed so far.
    var evaluations = 0
    /// The most move prices computed before the search stops.
    let evaluationLimit: Int
    /// Scratch marks for the tags of one part or cluster (`marks[tag] == stamp`).
    var marks: [Int]
    /// A count per marked tag.
    var tally: [Int32]
    /// The current mark.
    var stamp = 0
    /// The trial under way (`LocalSearch+Moves`): each move made, with the slot it left.
    var trialMoves: [(part: Int, from: Int)] = []
    /// The slots the trial touched, and their strangers before it.
    var trialSlots: [(slot: Int, strangers: Int)] = []
    /// The strangers of all slots before the trial.
    var trialStrangers = 0

    /// The search state for `groups` (at most `problem.maximum` of them), with `pinned` parts fixed.
    init(problem: MergeProblem, groups: [[Int]], pinned: [Bool]? = nil, evaluationLimit: Int = 6_000_000) {
        self.problem = problem
        slotCount = Swift.max(problem.maximum, groups.count)
        width = problem.tagCount
        self.pinned = pinned ?? [Bool](repeating: false, count: problem.count)
        self.evaluationLimit = evaluationLimit
        packOf = [Int](repeating: -1, count: problem.count)
        size = [Int](repeating: 0, count: slotCount)
        members = [[Int]](repeating: [], count: slotCount)
        strangerCount = [Int](repeating: 0, count: slotCount)
        clusters = RelatedClusters(problem)
        (bytes, weight, extra) = (
            [Int128](repeating: 0, count: slotCount), [Int128](repeating: 0, count: slotCount),
            [Int128](repeating: 0, count: slotCount)
        )
        tagTotal = [Int](repeating: 0, count: slotCount)
        counts = [Int32](repeating: 0, count: slotCount * width)
        slotTags = [[Int]](repeating: [], count: slotCount)
        stage = [DownloadPolicy](repeating: .onDemand, count: slotCount)
        (key, home, homed) = (
            [Int](repeating: -1, count: slotCount), [Int](repeating: -1, count: slotCount),
            [Int](repeating: 0, count: slotCount)
        )
        marks = [Int](repeating: -1, count: width)
        tally = [Int32](repeating: 0, count: width)
        (total, excess) = (0, 0)
        added = []
        for (slot, group) in groups.enumerated() {
            stage[slot] = problem.packStage(group)
            for part in group { insert(part, into: slot) }
        }
        total = (0..<slotCount).reduce(0) { $0 + slotCost($1) }
        for slot in 0..<slotCount { refreshStrangers(slot) }
        if problem.cap != nil {
            added = problem.addedByTag(groups)
            excess = problem.excess(added)
        }
    }

    /// Where the search stands, in the order moves must lower it: bytes over the cap,
    /// strangers, cost.
    var standing: (Int128, Int, Int128) { (excess, strangers, total) }

    /// Counts `slot`'s strangers again (after its parts changed).
    mutating func refreshStrangers(_ slot: Int) {
        let count = stage[slot].isAtInstall ? 0 : clusters.strangers(members[slot])
        strangers += count - strangerCount[slot]
        strangerCount[slot] = count
    }

    /// Whether the per-tag cap is tracked.
    var tracksCap: Bool { problem.cap != nil }

    /// The current grouping, each group sorted, sorted by first part.
    var groups: [[Int]] {
        var groups = [[Int]](repeating: [], count: slotCount)
        for part in packOf.indices { groups[packOf[part]].append(part) }
        return groups.filter { !$0.isEmpty }.sorted { $0[0] < $1[0] }
    }

    /// What `slot` costs now: an on-demand pack |tags| × bytes − Σ |tags(p)| × bytes(p); a pack
    /// at install, its on-demand parts' bytes times the tags each does not hold.
    func slotCost(_ slot: Int) -> Int128 {
        stage[slot] == .onDemand ? MergeCost.pack(tags: tagTotal[slot], bytes: bytes[slot], weight: weight[slot]) : extra[slot]
    }

    /// What `part` costs in a pack at install: its bytes for every tag it does not hold.
    func installCost(_ part: Int) -> Int128 { problem.installCost(part) }

    /// Puts `part` into `slot`, updating every per-slot sum (not `total` nor the cap's state).
    mutating func insert(_ part: Int, into slot: Int) {
        packOf[part] = slot
        members[slot].append(part)
        if size[slot] == 0 { key[slot] = problem.key[part] }
        size[slot] += 1
        bytes[slot] += Int128(problem.bytes[part])
        weight[slot] += problem.weight(part)
        if problem.stage[part] == .onDemand { extra[slot] += installCost(part) }
        if problem.home[part] >= 0 { (home[slot], homed[slot]) = (problem.home[part], homed[slot] + 1) }
        for tag in problem.tags[part] {
            counts[slot * width + tag] += 1
            if counts[slot * width + tag] == 1 {
                tagTotal[slot] += 1
                slotTags[slot].append(tag)
            }
        }
    }

    /// Takes `part` out of its slot, updating every per-slot sum (not `total` nor the cap's state).
    mutating func remove(_ part: Int) {
        let slot = packOf[part]
        members[slot].remove(at: members[slot].firstIndex(of: part)!)
        size[slot] -= 1
        if size[slot] == 0 { (key[slot], stage[slot]) = (-1, .onDemand) }
        bytes[slot] -= Int128(problem.bytes[part])
        weight[slot] -= problem.weight(part)
        if problem.stage[part] == .onDemand { extra[slot] -= installCost(part) }
        if problem.home[part] >= 0 { homed[slot] -= 1 }
        if homed[slot] == 0 { home[slot] = -1 }
        for tag in problem.tags[part] {
            counts[slot * width + tag] -= 1
            if counts[slot * width + tag] == 0 {
                tagTotal[slot] -= 1
                slotTags[slot].remove(at: slotTags[slot].firstIndex(of: tag)!)
            }
        }
    }
}
