/// The best contiguous merge: per merge class (isolation key) of the on-demand parts, the parts
/// sorted by their place in the order (first tag, last tag, index) are cut into consecutive runs,
/// each run a pack; a dynamic program finds, for every pack count k, the cheapest cut into at most
/// k runs (runs never hold two homes), and a knapsack over the classes shares the pack budget at
/// least total cost. Exact (the best of all such cuts) when n² · k / 2 stays under 40 million
/// steps for a class of n parts; above that, runs are limited in length (see `runLength`), and
/// the program skips the run counts that cannot cover the parts before or after a run.
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
    /// them when count² · packs / 2 ≤ 40 million; else the larger of what fits that many steps
    /// and 4 × the mean run, or 2 × the mean run where 4 × would pass 400 million steps (so the
    /// program stays near n² steps for n parts rather than 4 n²).
    static func runLength(count: Int, packs: Int) -> Int {
        let steps = 40_000_000
        if count * count * packs / 2 <= steps { return count }
        let mean = (count + packs - 1) / packs
        let wide = Swift.max(2 * mean + 1, Swift.min(4 * mean + 1, 10 * steps / Swift.max(count * packs, 1)))
        return Swift.max(wide, steps / Swift.max(count * packs, 1))
    }

    /// The dynamic program for one class: `cost[j * rows + k]` is the least cost of cutting the
    /// first j parts into k runs, `from[j * rows + k]` where the last run starts (rows = most + 1,
    /// so the run counts of one prefix lie side by side, as the program reads and writes them).
    struct Table {
        /// The class's parts, in order.
        let sequence: [Int]
        /// The row width: the most runs + 1.
        let rows: Int
        /// Least costs by prefix length and runs.
        var cost: [Int128]
        /// Where the last run of each least-cost cut starts.
        var from: [Int32]

        /// The program for `sequence` with at most `most` runs, strangers priced first when `related`.
        init(_ problem: MergeProblem, sequence: [Int], most: Int, related: Bool) {
            self.sequence = sequence
            let count = sequence.count
            rows = most + 1
            cost = Array(repeating: ContiguousMerge.unreachable, count: (count + 1) * rows)
            from = Array(repeating: -1, count: (count + 1) * rows)
            cost[0] = 0
            let length = ContiguousMerge.runLength(count: count, packs: most)
            var run = RunPricer(problem, related: related)
            for start in 0..<count {
                run.reset()
                // A cut of the first `start` parts has at least ceil(start / length) runs.
                let runsFirst = (start + length - 1) / length
                let runsBefore = Swift.min(start, most - 1)
                guard runsFirst <= runsBefore else { continue }
                for end in start..<Swift.min(count, start + length) {
                    guard let price = run.add(sequence[end]) else { break }
                    // The parts after this run need at least ceil(rest / length) runs more.
                    let runsLast = Swift.min(runsBefore, most - 1 - (count - end - 1 + length - 1) / length)
                    guard runsFirst <= runsLast else { continue }
                    relax(start: start, end: end + 1, price: price, runs: runsFirst...runsLast)
                }
            }
        }

        /// Records the cuts ending at `end` whose last run starts at `start` and costs `price`,
        /// from the cuts of the first `start` parts into `runs` runs.
        mutating func relax(start: Int, end: Int, price: Int128, runs: ClosedRange<Int>) {
            let rows = rows
            cost.withUnsafeMutableBufferPointer { cost in
                from.withUnsafeMutableBufferPointer { from in
                    let (source, target) = (start * rows, end * rows + 1)
                    for runs in runs where cost[source + runs] < ContiguousMerge.unreachable {
                        let total = cost[source + runs] + price
                        if total < cost[target + runs] { (cost[target + runs], from[target + runs]) = (total, Int32(start)) }
                    }
                }
            }
        }

        /// The least cost of all parts in exactly `runs` runs.
        func total(_ runs: Int) -> Int128 { cost[sequence.count * rows + runs] }

        /// Per k (index 0 unused), the least cost with at most k runs.
        var best: [Int128] {
            var curve = (0..<rows).map(total)
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
                let start = Int(from[end * rows + runs])
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
