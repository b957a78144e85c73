/// The best contiguous merge: per merge class (isolation key) of the on-demand parts, the parts
/// sorted by their place in the order (first tag, last tag, index) are cut into consecutive runs,
/// each run a pack; a dynamic program finds, for every pack count k, the cheapest cut into at most
/// k runs (runs never hold two homes), and a knapsack over the classes shares the pack budget at
/// least total cost. Exact (the best of all such cuts) when n² · k / 2 stays under 40 million
/// steps for a class of n parts; above that, runs are limited in length (see `runLength`).
/// With `related`, a run's price counts its strangers first (`MergeProblem.strangerPrice` each),
/// so the cut has the fewest strangers any cut can have, then the least cost; without, cost alone
/// (the baseline the benchmark compares with).
package enum ContiguousMerge {
    /// A cost too large to be reached, marking what cannot be done.
    static let unreachable = Int128.max / 4

    /// The cheapest cut into runs of the on-demand `parts` into at most `budget` packs, or nil
    /// when they cannot fit (more classes or homes than packs).
    package static func merge(_ problem: MergeProblem, parts: [Int], budget: Int, related: Bool = true) -> [[Int]]? {
        let classes = byClass(problem, parts: parts)
        guard budget >= classes.count, !classes.isEmpty else { return classes.isEmpty ? [] : nil }
        let most = budget - classes.count + 1
        let tables = classes.map { Table(problem, sequence: $0, most: Swift.min(most, $0.count), related: related) }
        guard let counts = share(tables.map(\.best), budget: budget) else { return nil }
        return zip(tables, counts).flatMap { $0.runs(packs: $1) }
    }

    /// The parts by isolation key (ascending), each sorted by place in the order.
    static func byClass(_ problem: MergeProblem, parts: [Int]) -> [[Int]] {
        let keys = Set(parts.map { problem.key[$0] }).sorted()
        return keys.map { key in
            parts.filter { problem.key[$0] == key }
                .sorted { (problem.first[$0], problem.last[$0], $0) < (problem.first[$1], problem.last[$1], $1) }
        }
    }

    /// How many packs each class gets (at least 1), at least total cost: a knapsack over the
    /// classes' curves (`curves[c][k]`: the least cost with at most k packs, index 0 unused).
    static func share(_ curves: [[Int128]], budget: Int) -> [Int]? {
        var total = [Int128](repeating: 0, count: budget + 1)
        var choice: [[Int]] = []
        for curve in curves {
            var next = [Int128](repeating: unreachable, count: budget + 1)
            var picked = [Int](repeating: 0, count: budget + 1)
            for used in 0...budget where total[used] < unreachable {
                for packs in 1..<curve.count where used + packs <= budget && curve[packs] < unreachable {
                    let cost = total[used] + curve[packs]
                    if cost < next[used + packs] { (next[used + packs], picked[used + packs]) = (cost, packs) }
                }
            }
            total = next
            choice.append(picked)
        }
        guard let end = total.indices.min(by: { (total[$0], $0) < (total[$1], $1) }), total[end] < unreachable else { return nil }
        var counts = [Int](repeating: 0, count: curves.count)
        var used = end
        for index in curves.indices.reversed() {
            counts[index] = choice[index][used]
            used -= counts[index]
        }
        return counts
    }

    /// The longest run the program tries for `count` parts and at most `packs` runs: all of
    /// them when count² · packs / 2 ≤ 40 million, else the larger of 4 × the mean run and what
    /// fits that many steps.
    static func runLength(count: Int, packs: Int) -> Int {
        let steps = 40_000_000
        if count * count * packs / 2 <= steps { return count }
        return Swift.max(4 * ((count + packs - 1) / packs) + 1, steps / Swift.max(count * packs, 1))
    }

    /// The dynamic program for one class: `cost[k * width + j]` is the least cost of cutting the
    /// first j parts into k runs, `from[k * width + j]` where the last run starts (width = parts + 1).
    struct Table {
        /// The class's parts, in order.
        let sequence: [Int]
        /// The row width: parts + 1.
        let width: Int
        /// Least costs by runs and prefix length.
        var cost: [Int128]
        /// Where the last run of each least-cost cut starts.
        var from: [Int32]

        /// The program for `sequence` with at most `most` runs, strangers priced first when `related`.
        init(_ problem: MergeProblem, sequence: [Int], most: Int, related: Bool) {
            self.sequence = sequence
            let count = sequence.count
            width = count + 1
            cost = Array(repeating: ContiguousMerge.unreachable, count: (most + 1) * width)
            from = Array(repeating: -1, count: (most + 1) * width)
            cost[0] = 0
            let length = ContiguousMerge.runLength(count: count, packs: most)
            var run = RunPricer(problem, related: related)
            for start in 0..<count {
                run.reset()
                let runsBefore = Swift.min(start, most - 1)
                for end in start..<Swift.min(count, start + length) {
                    guard let price = run.add(sequence[end]) else { break }
                    relax(start: start, end: end + 1, price: price, runsBefore: runsBefore)
                }
            }
        }

        /// Records the runs ending at `end` that start at `start` and cost `price`.
        mutating func relax(start: Int, end: Int, price: Int128, runsBefore: Int) {
            let width = width
            cost.withUnsafeMutableBufferPointer { cost in
                from.withUnsafeMutableBufferPointer { from in
                    for runs in 0...runsBefore where cost[runs * width + start] < ContiguousMerge.unreachable {
                        let total = cost[runs * width + start] + price
                        let target = (runs + 1) * width + end
                        if total < cost[target] { (cost[target], from[target]) = (total, Int32(start)) }
                    }
                }
            }
        }

        /// The least cost of all parts in exactly `runs` runs.
        func total(_ runs: Int) -> Int128 { cost[runs * width + sequence.count] }

        /// Per k (index 0 unused), the least cost with at most k runs.
        var best: [Int128] {
            var curve = (0..<(cost.count / width)).map(total)
            for runs in curve.indices.dropFirst(2) { curve[runs] = Swift.min(curve[runs], curve[runs - 1]) }
            curve[0] = ContiguousMerge.unreachable
            return curve
        }

        /// The runs of the cheapest cut into at most `packs` runs.
        func runs(packs: Int) -> [[Int]] {
            var runs = (1...packs).min { (total($0), $0) < (total($1), $1) }!
            var end = sequence.count
            var result: [[Int]] = []
            while end > 0 {
                let start = Int(from[runs * width + end])
                result.append(Array(sequence[start..<end]).sorted())
                (end, runs) = (start, runs - 1)
            }
            return result.reversed()
        }
    }
}

/// The cost of one on-demand run as it grows part by part: |tags| × bytes − Σ |tags(p)| × bytes(p),
/// plus `MergeProblem.strangerPrice` for each of its strangers when it counts them.
struct RunPricer {
    /// The parts.
    let problem: MergeProblem
    /// The run's related clusters, when strangers are priced.
    var clusters: RelatedClusters?
    /// `marks[tag] == stamp` when the run holds the tag.
    var marks: [Int]
    /// The current run's mark.
    var stamp = 0
    /// How many tags the run holds.
    var tagTotal = 0
    /// The run's home, or -1.
    var home = -1
    /// The run's bytes.
    var bytes: Int128 = 0
    /// Σ |tags(p)| × bytes(p) over the run's parts.
    var weight: Int128 = 0

    /// A pricer for `problem`'s parts, pricing strangers when `related`.
    init(_ problem: MergeProblem, related: Bool) {
        self.problem = problem
        clusters = related ? RelatedClusters(problem) : nil
        marks = [Int](repeating: -1, count: problem.tagCount)
    }

    /// Starts a new, empty run.
    mutating func reset() {
        stamp += 1
        (tagTotal, home, bytes, weight) = (0, -1, 0, 0)
        clusters?.reset()
    }

    /// Adds `part`; returns the run's cost, or nil when its home differs from the run's.
    mutating func add(_ part: Int) -> Int128? {
        let partHome = problem.home[part]
        if partHome >= 0 {
            if home >= 0 && home != partHome { return nil }
            home = partHome
        }
        for tag in problem.tags[part] where marks[tag] != stamp { (marks[tag], tagTotal) = (stamp, tagTotal + 1) }
        bytes += Int128(problem.bytes[part])
        weight += problem.weight(part)
        let cost = MergeCost.pack(tags: tagTotal, bytes: bytes, weight: weight)
        guard clusters != nil else { return cost }
        clusters!.add(part)
        return cost + Int128(clusters!.count - 1) * MergeProblem.strangerPrice
    }
}
