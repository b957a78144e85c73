/// Greedy agglomeration that keeps every tag within `maxExtraPerTag` (a strategy only run when
/// the request has a cap): on-demand packs merge cheapest pair first (the exact cost a merge
/// adds, `MergeCost.joining`) or, with
/// `peakFirst`, the pair leaving the most-grown tag it touches lowest first, skipping pairs that
/// would take a tag over the cap. A tag's added bytes only grow as packs merge, so a pair's
/// peak only grows (a popped pair whose peak grew is pushed back), and a pair over the cap stays
/// over and is dropped for good. When no pair within the cap is left and there are still too
/// many packs, every pair is priced again and the pair going least over the cap (then cheapest) merges.
/// All compatible pairs are priced up front: meant for up to 1,500 on-demand parts.
struct CapAwareMerge {
    /// The parts and rules.
    let problem: MergeProblem
    /// The cap, in bytes.
    let cap: Int128
    /// Per slot: the pack's parts, tags (sorted), bytes and home; whether it still exists.
    var members: [[Int]], tags: [[Int]]
    /// Per slot: the pack's bytes.
    var bytes: [Int128]
    /// Per slot: the pack's home, or -1.
    var home: [Int]
    /// Per slot: how many times it changed (a priced pair is stale once either side changed).
    var version: [Int]
    /// Per tag: the bytes the merges so far added to its download.
    var added: [Int128]
    /// Whether pairs are ordered by peak before cost.
    let peakFirst: Bool
    /// Whether no pair within the cap was left, so pairs are ordered by how far they go over it.
    var fallback = false
    /// The priced pairs, first to merge first.
    var heap = PairHeap()

    /// The on-demand `parts` merged into at most `budget` packs (nil when the request has no
    /// cap, there are too many parts, or they cannot fit).
    static func merge(_ problem: MergeProblem, parts: [Int], budget: Int, peakFirst: Bool) -> [[Int]]? {
        guard let cap = problem.cap, parts.count <= 1_500, budget >= 1 else { return nil }
        var state = CapAwareMerge(
            problem: problem, cap: Int128(cap), members: parts.map { [$0] },
            tags: parts.map { problem.tags[$0] }, bytes: parts.map { Int128(problem.bytes[$0]) },
            home: parts.map { problem.home[$0] }, version: parts.map { _ in 0 },
            added: [Int128](repeating: 0, count: problem.tagCount), peakFirst: peakFirst)
        for a in parts.indices { for b in (a + 1)..<parts.count { state.price(a, b) } }
        var alive = parts.count
        while alive > budget {
            guard let (a, b) = state.next() else { return nil }
            state.join(a, b)
            alive -= 1
        }
        return state.members.filter { !$0.isEmpty }.map { $0.sorted() }
    }

    /// Whether packs `a` and `b` exist and may merge.
    func compatible(_ a: Int, _ b: Int) -> Bool {
        !members[a].isEmpty && !members[b].isEmpty && problem.key[members[a][0]] == problem.key[members[b][0]]
            && MergeProblem.homesMeet(home[a], home[b])
    }

    /// For the merge of `a` and `b`, in one walk of their sorted tags: its cost, the most-grown
    /// tag's added bytes after it (its peak), and how far it takes tags over the cap, summed.
    func summary(_ a: Int, _ b: Int) -> (cost: Int128, peak: Int128, over: Int128) {
        let (left, right) = (tags[a], tags[b])
        var (i, j, onlyA, onlyB) = (0, 0, 0, 0)
        var (peak, over): (Int128, Int128) = (0, 0)
        while i < left.count || j < right.count {
            if j == right.count || (i < left.count && left[i] < right[j]) {
                let after = added[left[i]] + bytes[b]
                (onlyA, peak, over, i) = (onlyA + 1, Swift.max(peak, after), over + Swift.max(0, after - cap), i + 1)
            } else if i == left.count || right[j] < left[i] {
                let after = added[right[j]] + bytes[a]
                (onlyB, peak, over, j) = (onlyB + 1, Swift.max(peak, after), over + Swift.max(0, after - cap), j + 1)
            } else {
                (i, j) = (i + 1, j + 1)
            }
        }
        return (MergeCost.joining((left.count, bytes[a]), (right.count, bytes[b]), shared: left.count - onlyA), peak, over)
    }

    /// Prices the merge of `a` and `b` into the heap, when they may merge.
    mutating func price(_ a: Int, _ b: Int) {
        guard compatible(a, b) else { return }
        heap.push(entry(a, b))
    }

    /// The heap entry for the merge of `a` and `b` as things are now: ordered by how far it
    /// goes over the cap once no pair within it is left, else by peak (with `peakFirst`), then cost.
    func entry(_ a: Int, _ b: Int) -> PairHeap.Entry {
        entry(a, b, summary: summary(a, b))
    }

    /// The heap entry of `a` and `b` from their `summary(_:_:)`.
    func entry(_ a: Int, _ b: Int, summary: (cost: Int128, peak: Int128, over: Int128)) -> PairHeap.Entry {
        let (cost, peak, over) = summary
        let first = fallback ? over : peakFirst ? peak : 0
        return PairHeap.Entry(primary: first, cost: cost, low: Swift.min(a, b), high: Swift.max(a, b), versions: (version[a], version[b]))
    }

    /// The next pair to merge: the first within the cap; once none is left, the first by how far
    /// it goes over. A popped pair whose key grew (tags' added bytes only grow) is pushed back.
    mutating func next() -> (Int, Int)? {
        while let popped = heap.pop() {
            let (a, b) = (popped.low, popped.high)
            guard compatible(a, b), popped.versions == (version[a], version[b]) else { continue }
            let pair = summary(a, b)
            if !fallback && pair.over > 0 { continue }
            let current = entry(a, b, summary: pair)
            if current.primary == popped.primary { return (a, b) }
            heap.push(current)
        }
        guard !fallback else { return nil }
        fallback = true
        for a in members.indices { for b in (a + 1)..<members.count { price(a, b) } }
        return next()
    }

    /// Merges `b` into `a`, updating the tags' added bytes and pricing `a` anew.
    mutating func join(_ a: Int, _ b: Int) {
        let setA = Set(tags[a])
        let setB = Set(tags[b])
        for tag in tags[a] where !setB.contains(tag) { added[tag] += bytes[b] }
        for tag in tags[b] where !setA.contains(tag) { added[tag] += bytes[a] }
        members[a] += members[b]
        tags[a] = setA.union(setB).sorted()
        bytes[a] += bytes[b]
        home[a] = Swift.max(home[a], home[b])
        members[b] = []
        version[a] += 1
        for other in members.indices where other != a { price(a, other) }
    }
}

/// A binary min-heap of priced pairs, ordered by primary key, cost, then slots (so pops are deterministic).
struct PairHeap {
    /// A priced pair and the versions of its two packs when priced.
    struct Entry {
        /// What orders pairs before cost: how far the merge goes over the cap (in fallback), else
        /// with `peakFirst` the largest added bytes of a tag it grows, after it, else 0.
        var primary: Int128
        /// What the merge adds.
        var cost: Int128
        /// The lower slot.
        var low: Int
        /// The higher slot.
        var high: Int
        /// The two packs' versions when priced.
        var versions: (Int, Int)

        /// Whether `self` pops before `other`.
        func precedes(_ other: Entry) -> Bool { (primary, cost, low, high) < (other.primary, other.cost, other.low, other.high) }
    }

    /// The entries, in heap order.
    var entries: [Entry] = []

    /// Adds `entry`.
    mutating func push(_ entry: Entry) {
        entries.append(entry)
        var child = entries.count - 1
        while child > 0, entries[child].precedes(entries[(child - 1) / 2]) {
            entries.swapAt(child, (child - 1) / 2)
            child = (child - 1) / 2
        }
    }

    /// Removes and returns the first entry.
    mutating func pop() -> Entry? {
        guard !entries.isEmpty else { return nil }
        entries.swapAt(0, entries.count - 1)
        let first = entries.removeLast()
        var parent = 0
        while true {
            let (left, right) = (2 * parent + 1, 2 * parent + 2)
            var smallest = parent
            if left < entries.count, entries[left].precedes(entries[smallest]) { smallest = left }
            if right < entries.count, entries[right].precedes(entries[smallest]) { smallest = right }
            if smallest == parent { return first }
            entries.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
