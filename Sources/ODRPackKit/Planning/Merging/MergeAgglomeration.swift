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
    /// Per on-demand slot: its first compatible merge with a later on-demand pack.
    var nearest: [MergeCandidate?]
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
        for slot in alive { if let near = nearest[slot], best == nil || near < best! { best = near } }
        guard let merge = best else { return false }
        apply(merge)
        return true
    }
}
