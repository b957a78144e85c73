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
/// first merge it could still beat (a pass in floating point over every pack keeps a superset
/// of them, then each is tested exactly), at constant cost each; the first merge of all is kept
/// in a tournament tree. A pack whose partner merged keeps that merge as a bound and is searched
/// again only when it comes first (`stale`). Merges with packs at install come from a scan of
/// the (few) packs at install.
package struct MergeAgglomeration {
    /// Which pairs merge first.
    package enum Priority: Sendable {
        /// The cheapest pair, whatever its relation.
        case cost
        /// Related pairs before strangers, then the cheapest.
        case affinity
    }

    /// A merge under consideration, ordered by strangeness, cost, distance, bytes, then slots.
    struct MergePair: Comparable {
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
        static func < (lhs: MergePair, rhs: MergePair) -> Bool {
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
    var stage: [DownloadPolicy]
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
    var nearest: [MergePair?]
    /// A tournament over `nearest`: node n holds the slot of the first merge below it, or -1;
    /// the leaves start at `leaves`, so node 1 holds the first of all.
    var tree: [Int]
    /// Where the leaves of `tree` start (a power of two, at least the slot count).
    let leaves: Int
    /// Per slot: the cost of its first merge (`Int128.max` when it has none).
    var firstCost: [Int128]
    /// Per slot, for the pass after each merge (`strangersTaking(_:)`), in single precision:
    /// its first merge's cost raised by `scanMargin` (infinity without one), or -1 when it
    /// cannot take a pack sharing no tag with it as first partner (`takesStrangers(_:)`). The
    /// pass only skips the packs that cannot take the merged pack; each of the others is then
    /// tested exactly, so no floating-point value decides a merge. Padded with -1 to a multiple
    /// of `scanWidth` slots.
    var scanCost: [Float]
    /// Per slot: its bytes, in single precision, for the pass (padded with 0).
    var scanBytes: [Float]
    /// Per slot: how many tags it holds, in single precision, for the pass (padded with 0).
    var scanTags: [Float]
    /// Per slot: how many tags it holds (`tags[slot].count`, read where speed counts).
    var tagTotal: [Int]
    /// Per slot: the slots whose `nearest` named it as partner when set (some since changed).
    var suitors: [[Int]]
    /// Per slot: whether its `nearest` is only a bound from below, not its first merge: its
    /// partner merged, and every other merge it could make comes no earlier than that one did.
    /// It is searched again only when it reaches the top of `tree` (`mergeCheapest()`) or
    /// merges, so a pack whose partner keeps merging is searched once, not at every merge.
    var stale: [Bool]
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
        firstCost = Array(repeating: .max, count: packs.count)
        tagTotal = tags.map(\.count)
        let padding = (Self.scanWidth - packs.count % Self.scanWidth) % Self.scanWidth
        scanCost = Array(repeating: -1, count: packs.count + padding)
        scanBytes = bytes.map(Self.single) + Array(repeating: 0, count: padding)
        scanTags = tagTotal.map { Float($0) } + Array(repeating: 0, count: padding)
        suitors = Array(repeating: [], count: packs.count)
        stale = Array(repeating: false, count: packs.count)
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

    /// Sets `slot`'s first merge, keeping the tournament, its values for the pass after each
    /// merge and its partner's suitors with it.
    mutating func setNearest(_ slot: Int, _ merge: MergePair?) {
        nearest[slot] = merge
        stale[slot] = false
        if let merge { suitors[merge.low == slot ? merge.high : merge.low].append(slot) }
        var node = leaves + slot
        tree[node] = merge == nil ? -1 : slot
        firstCost[slot] = merge?.cost ?? .max
        scanCost[slot] = !takesStrangers(slot) ? -1 : merge.map { Self.single($0.cost) * (1 + Self.scanMargin) } ?? .infinity
        (scanBytes[slot], scanTags[slot]) = (Self.single(bytes[slot]), Float(tagTotal[slot]))
        while node > 1 {
            node /= 2
            let (left, right) = (tree[2 * node], tree[2 * node + 1])
            tree[node] = left < 0 ? right : right < 0 ? left : nearest[right]! < nearest[left]! ? right : left
        }
    }

    /// How far `scanCost` lies above the first merge's cost, relatively: far above the error of
    /// rounding to single precision the cost and the terms it is compared with (all
    /// non-negative, under 2⁻²¹ relatively), so the pass never skips a pack the exact test keeps.
    static let scanMargin: Float = 1e-5
    /// The slots the pass tests at once.
    typealias ScanLanes = SIMD8<Float>
    /// How many slots the pass tests at once.
    static var scanWidth: Int { ScanLanes.scalarCount }

    /// `value` in single precision, rounded to nearest (through 64 bits where it fits: the
    /// conversion from 128 bits is a slow generic one).
    static func single(_ value: Int128) -> Float {
        Int128(Int64.min) <= value && value <= Int128(Int64.max) ? Float(Int64(value)) : Float(value)
    }

    /// Whether a pack sharing no tag with `slot` could make a merge that comes before `slot`'s
    /// first merge: not when `slot` is gone or at install, nor (`.affinity`) when its first
    /// merge is with a related pack while such a merge would be with a stranger.
    func takesStrangers(_ slot: Int) -> Bool {
        guard stage[slot] == .onDemand, !members[slot].isEmpty else { return false }
        guard let merge = nearest[slot], !tags[slot].isEmpty else { return true }
        return priority != .affinity || merge.stranger
    }

    /// Whether packs `a` and `b` may merge.
    func compatible(_ a: Int, _ b: Int) -> Bool {
        key[a] == key[b] && MergeProblem.homesMeet(home[a], home[b]) && (problem.allowCrossing || stage[a] == stage[b])
            && !(lockPrevious && locked[a] && locked[b])
    }

    /// How far apart the order spans of `a` and `b` are (0 when they overlap).
    func distance(_ a: Int, _ b: Int) -> Int { Swift.max(0, Swift.max(low[a], low[b]) - Swift.min(high[a], high[b])) }

    /// The merge of `a` and `b` at `cost`; `related` when they hold neighbour tags.
    func candidate(_ a: Int, _ b: Int, cost: Int128, related: Bool) -> MergePair {
        let apart = distance(a, b)
        return MergePair(
            stranger: priority == .affinity && !related, cost: cost, distance: apart,
            bytes: bytes[a] + bytes[b], low: Swift.min(a, b), high: Swift.max(a, b))
    }

    /// Whether `a` comes before `b` in the order of packs by bytes, then slot.
    func precedes(_ a: Int, _ b: Int) -> Bool { (bytes[a], a) < (bytes[b], b) }

    /// Merges the pair that comes first; false when no compatible pair is left.
    mutating func mergeCheapest() -> Bool {
        // A stale slot's bound comes before its first merge: search it until the first is not stale.
        while tree[1] >= 0 && stale[tree[1]] { setNearest(tree[1], cheapestLaterPartner(of: tree[1])) }
        var best = cheapestInstallMerge()
        if tree[1] >= 0, let near = nearest[tree[1]], best == nil || near < best! { best = near }
        guard let merge = best else { return false }
        apply(merge)
        return true
    }
}
