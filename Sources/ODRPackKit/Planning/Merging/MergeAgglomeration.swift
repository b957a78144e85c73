/// Greedy agglomeration: while there are more packs than
/// the limit, merge the cheapest compatible pair (same merge class and isolation key, homes
/// that meet, and, while `lockPrevious` holds, not two packs both holding previous content).
///
/// Pairs are ordered by `MergeCandidate`: in `.affinity` priority, pairs of related packs (holding
/// neighbour tags or of one merge group, `MergeProblem+Related`) come before strangers; then by cost (the
/// pair priced on its own, `MergeCost.joining`), then by distance in the order, combined bytes
/// and slots. Each on-demand pack keeps its cheapest later partner (by bytes, then slot): the
/// packs sharing or neighbouring its tags, or of its merge group, are found through indexes by
/// tag and by group and priced exactly; the others share no tag, so their cost rises with their
/// bytes, and a walk of each list by tag count stops once it exceeds the best. After a merge,
/// the merged pack is priced against the packs related to it and against the others whose
/// first merge it could still beat (per-slot ceilings on bytes and tags), at constant cost
/// each; the first merge of all is kept in a tournament tree. Merges with packs at install
/// come from a scan of the (few) packs at install.
package struct MergeAgglomeration {
    /// A download policy.
    typealias Stage = DownloadPolicy

    /// Which pairs merge first.
    package enum Priority: Sendable {
        /// The cheapest pair, whatever its relation.
        case cost
        /// Related pairs before strangers, then the cheapest.
        case affinity
    }

    /// A merge under consideration, ordered by strangeness, cost, distance, bytes, then slots.
    struct MergeCandidate: Comparable {
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
        static func < (lhs: MergeCandidate, rhs: MergeCandidate) -> Bool {
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
    var stage: [Stage]
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
    /// Per on-demand slot: its first compatible merge with a later on-demand pack (set only
    /// through `setNearest(_:_:)`, which keeps `tree` and `suitors` with it).
    var nearest: [MergeCandidate?]
    /// A tournament over `nearest`: node n holds the slot of the first merge below it, or -1;
    /// the leaves start at `leaves`, so node 1 holds the first of all.
    var tree: [Int]
    /// Where the leaves of `tree` start (a power of two, at least the slot count).
    let leaves: Int
    /// Per slot: the largest pack sharing no tag with it that it could still take as first
    /// partner (`openness(_:)`), so that a merge prices against the merged pack only the packs
    /// it could be the first partner of.
    var ceiling: [Int128]
    /// Per slot: the cost of its first merge (`Int128.max` when it has none).
    var firstCost: [Int128]
    /// Per slot: the most tags a pack sharing none with it may hold and still make a merge
    /// that comes before its first: that cost divided by its bytes (the most there is for a
    /// pack of no bytes or with no first merge), as `ceiling` bounds the other's bytes.
    var tagCeiling: [Int128]
    /// Per slot: how many tags it holds (`tags[slot].count`, read where speed counts).
    var tagTotal: [Int]
    /// Per slot: the slots whose `nearest` named it as partner when set (some since changed).
    var suitors: [[Int]]
    /// On-demand packs by tag count, each list sorted by `precedes`.
    var byTagCount: [[Int]]
    /// The tag counts whose list in `byTagCount` is not empty, ascending.
    var sizes: [Int] = []
    /// On-demand packs by tag they hold.
    var holders: [[Int]]
    /// On-demand packs by merge group (`MergeProblem.relates(home:)`).
    var grouped: [[Int]]
    /// Per slot: `surveyed[slot] == survey` when the last survey reached it.
    var surveyed: [Int]
    /// Per slot reached by the last survey: how many of the surveyed pack's tags it holds.
    var shared: [Int]
    /// Per slot reached by the last survey: whether it neighbours the surveyed pack.
    var near: [Bool]
    /// The slots the last survey reached.
    var reached: [Int] = []
    /// The current survey.
    var survey = 0

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
        var leaves = 1
        while leaves < packs.count { leaves *= 2 }
        self.leaves = leaves
        tree = Array(repeating: -1, count: 2 * leaves)
        ceiling = Array(repeating: -1, count: packs.count)
        firstCost = Array(repeating: .max, count: packs.count)
        tagCeiling = Array(repeating: .max, count: packs.count)
        tagTotal = tags.map(\.count)
        suitors = Array(repeating: [], count: packs.count)
        byTagCount = Array(repeating: [], count: problem.tagCount + 1)
        holders = Array(repeating: [], count: problem.tagCount)
        grouped = Array(repeating: [], count: problem.groupCount)
        surveyed = Array(repeating: -1, count: packs.count)
        shared = Array(repeating: 0, count: packs.count)
        near = Array(repeating: false, count: packs.count)
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
        for slot in alive { setNearest(slot, stage[slot] == .onDemand ? cheapestLaterPartner(of: slot) : nil) }
    }

    /// Sets `slot`'s first merge, keeping the tournament, its ceiling and its partner's
    /// suitors with it.
    mutating func setNearest(_ slot: Int, _ merge: MergeCandidate?) {
        nearest[slot] = merge
        if let merge { suitors[merge.low == slot ? merge.high : merge.low].append(slot) }
        var node = leaves + slot
        tree[node] = merge == nil ? -1 : slot
        ceiling[slot] = openness(slot)
        firstCost[slot] = merge?.cost ?? .max
        tagCeiling[slot] = merge.map { bytes[slot] > 0 ? $0.cost / bytes[slot] : .max } ?? .max
        while node > 1 {
            node /= 2
            let (left, right) = (tree[2 * node], tree[2 * node + 1])
            tree[node] = left < 0 ? right : right < 0 ? left : nearest[right]! < nearest[left]! ? right : left
        }
    }

    /// How large a pack sharing no tag with `slot` may be and still make a merge that comes
    /// before `slot`'s first merge: such a merge costs at least the pack's bytes for each of
    /// `slot`'s tags, so its first merge's cost divided by its tag count; -1 for a pack that is
    /// gone or at install, or whose first merge is related while such a merge would be with a
    /// stranger (`.affinity`); the most there is when it has no first merge or no tag.
    func openness(_ slot: Int) -> Int128 {
        guard stage[slot] == .onDemand, !members[slot].isEmpty else { return -1 }
        guard let merge = nearest[slot], !tags[slot].isEmpty else { return .max }
        if priority == .affinity && !merge.stranger { return -1 }
        return merge.cost / Int128(tags[slot].count)
    }

    /// Whether packs `a` and `b` may merge.
    func compatible(_ a: Int, _ b: Int) -> Bool {
        key[a] == key[b] && MergeProblem.homesMeet(home[a], home[b]) && (problem.allowCrossing || stage[a] == stage[b])
            && !(lockPrevious && locked[a] && locked[b])
    }

    /// How far apart the order spans of `a` and `b` are (0 when they overlap).
    func distance(_ a: Int, _ b: Int) -> Int { Swift.max(0, Swift.max(low[a], low[b]) - Swift.min(high[a], high[b])) }

    /// The merge of `a` and `b` at `cost`; `related` when they hold neighbour tags.
    func candidate(_ a: Int, _ b: Int, cost: Int128, related: Bool) -> MergeCandidate {
        let apart = distance(a, b)
        return MergeCandidate(stranger: priority == .affinity && !related, cost: cost, distance: apart,
                         bytes: bytes[a] + bytes[b], low: Swift.min(a, b), high: Swift.max(a, b))
    }

    /// Whether `a` comes before `b` in the order of packs by bytes, then slot.
    func precedes(_ a: Int, _ b: Int) -> Bool { (bytes[a], a) < (bytes[b], b) }

    /// Merges the pair that comes first; false when no compatible pair is left.
    mutating func mergeCheapest() -> Bool {
        var best = cheapestInstallMerge()
        if tree[1] >= 0, let near = nearest[tree[1]], best == nil || near < best! { best = near }
        guard let merge = best else { return false }
        apply(merge)
        return true
    }
}
