import MergeQuality
import ODRPackKit

/// Arrays for the command line.
extension Array {
    /// Nil when empty, so a default can follow `??`.
    var nilIfEmpty: Self? { isEmpty ? nil : self }
}

/// The measurements.
enum Bench {
    /// `body`'s result and how long it took, in milliseconds.
    static func timed<T>(_ body: () -> T) -> (T, Double) {
        let clock = ContinuousClock()
        var result: T?
        let elapsed = clock.measure { result = body() }
        let (seconds, attoseconds) = elapsed.components
        return (result!, Double(seconds) * 1_000 + Double(attoseconds) / 1e15)
    }

    /// What `groups` cost under the cost model.
    static func cost(_ groups: [[Int]]?, _ request: MergeRequest) -> Int64? {
        groups.map { MergeCost.price($0, parts: request.parts, tagCount: request.tagCount).cost }
    }

    /// `value / base` as a ratio for the table.
    static func ratio(_ value: Int64?, _ base: Int64) -> String {
        guard let value else { return "n/a" }
        if base == 0 { return value == 0 ? "1.000" : "inf" }
        return String(format3: Double(value) / Double(base))
    }

    /// The table of game shapes: heuristic vs contiguous DP, smallest-first and the 0.4.0 greedy.
    static func shapes(sizes: [Int]) {
        print(
            "| shape | parts | tags | packs | heuristic cost | strangers heur. / DP | DP / heur. | smallest-first / heur. | 0.4.0 greedy / heur. | heur. ms | DP ms | winning strategy |"
        )
        print("|---|---|---|---|---|---|---|---|---|---|---|---|")
        for shape in GameShape.allCases {
            for size in sizes {
                let project = shape.project(seed: 1, partitions: size)
                row(shape.rawValue, project.request(maximum: 100))
                if !project.groups.isEmpty { row(shape.rawValue + " (no groups)", project.request(maximum: 100, withGroups: false)) }
            }
        }
    }

    /// One row of the shapes table; marks with "!!" a baseline cheaper than the heuristic with no
    /// more strangers.
    static func row(_ name: String, _ request: MergeRequest) {
        let (outcome, heuristicTime) = timed { Merger.merge(request) }
        guard let result = outcome.result else {
            print("| \(name) | failed: \(outcome.failure!) |")
            return
        }
        let (dp, dpTime) = timed { Merger.baseline(.contiguous, request) }
        let smallestGroups = Merger.baseline(.smallestFirst, request)
        let smallest = cost(smallestGroups, request)
        let greedyGroups = Merger.baseline(.legacyGreedy, request)!
        let greedy = cost(greedyGroups, request)
        let dpCost = cost(dp, request)
        let dpStrangers = dp.flatMap { Merger.strangers(of: $0, request) }
        let worse =
            [(dpCost, dpStrangers), (smallest, smallestGroups.flatMap { Merger.strangers(of: $0, request) })].contains {
                $0.0 != nil && $0.0! < result.cost && ($0.1 ?? .max) <= result.strangers
            } ? " !!" : ""
        print(
            "| \(name) | \(request.parts.count) | \(request.tagCount) | \(result.groups.count) | \(megabytes(result.cost))\(worse) | "
                + "\(result.strangers) / \(dpStrangers.map(String.init) ?? "n/a") | "
                + "\(ratio(dpCost, result.cost)) | \(ratio(smallest, result.cost)) | \(ratio(greedy, result.cost))\(broken(greedyGroups, request)) | "
                + "\(String(format1: heuristicTime)) | \(String(format1: dpTime)) | \(result.strategy) |")
    }

    /// " (mixes policies)" / " (mixes isolated)" when `groups` breaks those rules of `request`.
    static func broken(_ groups: [[Int]], _ request: MergeRequest) -> String {
        var notes: [String] = []
        if groups.contains(where: { Set($0.map { request.parts[$0].stage }).count > 1 }) { notes.append("policies") }
        if groups.contains(where: { Set($0.map { Set(request.parts[$0].tags).intersection(request.isolatedTags) }).count > 1 }) {
            notes.append("isolated")
        }
        return notes.isEmpty ? "" : " (mixes " + notes.joined(separator: ", ") + ")"
    }

    /// Bytes as MB with one decimal.
    static func megabytes(_ bytes: Int64) -> String { String(format1: Double(bytes) / 1_048_576) + " MB" }

    /// Heuristic vs exact optimum over `count` seeded small requests.
    static func small(count: Int) {
        var ratios: [Double] = []
        var (optimal, worst, worstSeed, moreStrangers, withStrangers) = (0, 1.0, 0, 0, 0)
        let (_, time) = timed {
            for seed in 0..<count {
                let request = SmallInstances.request(seed: UInt64(seed))
                guard let heuristic = Merger.merge(request).result, let exact = ExactMerger.optimum(request) else { continue }
                if exact.strangers > 0 { withStrangers += 1 }
                guard heuristic.strangers == exact.strangers else {
                    moreStrangers += 1
                    continue
                }
                let ratio = exact.cost == 0 ? (heuristic.cost == 0 ? 1 : .infinity) : Double(heuristic.cost) / Double(exact.cost)
                ratios.append(ratio)
                if heuristic.cost == exact.cost { optimal += 1 }
                if ratio > worst { (worst, worstSeed) = (ratio, seed) }
            }
        }
        let mean = ratios.reduce(0, +) / Double(max(ratios.count, 1))
        print(
            "small requests: \(ratios.count + moreStrangers) compared (\(withStrangers) need strangers), "
                + "\(moreStrangers) with more strangers than the optimum; of the rest \(optimal) optimal, mean cost ratio \(String(format3: mean)), "
                + "worst \(String(format3: worst)) (seed \(worstSeed)), \(String(format1: time)) ms in all")
    }

    /// Timing of the merge on larger projects of every shape.
    static func scale(sizes: [Int]) {
        print(
            "| shape | parts | tags | heuristic ms | cost | strangers heur. / DP | DP / heur. | smallest-first / heur. | 0.4.0 greedy / heur. | 0.4.0 greedy ms |"
        )
        print("|---|---|---|---|---|---|---|---|---|---|")
        for shape in GameShape.allCases {
            for size in sizes {
                let request = shape.project(seed: 1, partitions: size).request(maximum: 100)
                let (outcome, time) = timed { Merger.merge(request) }
                let (greedy, greedyTime) = timed { Merger.baseline(.legacyGreedy, request) }
                guard let result = outcome.result else {
                    print("| \(shape) | \(size) | failed |")
                    continue
                }
                let dpGroups = Merger.baseline(.contiguous, request)
                let dp = cost(dpGroups, request)
                let dpStrangers = dpGroups.flatMap { Merger.strangers(of: $0, request) }.map(String.init) ?? "n/a"
                let smallest = cost(Merger.baseline(.smallestFirst, request), request)
                print(
                    "| \(shape.rawValue) | \(request.parts.count) | \(request.tagCount) | \(String(format1: time)) | \(megabytes(result.cost)) | "
                        + "\(result.strangers) / \(dpStrangers) | \(ratio(dp, result.cost)) | \(ratio(smallest, result.cost)) | \(ratio(cost(greedy, request), result.cost)) | \(String(format1: greedyTime)) |"
                )
            }
        }
    }

    /// Each strategy's cost for one project.
    static func strategies(shape: GameShape, size: Int) {
        let request = shape.project(seed: 1, partitions: size).request(maximum: 100)
        for (strategy, built, improved) in Merger.strategies(request) {
            print("\(strategy): built \(megabytes(built)), after search \(megabytes(improved))")
        }
    }
}

/// Number formatting.
extension String {
    /// `value` with one decimal, without Foundation.
    init(format1 value: Double) {
        let tenths = Int(value * 10 + 0.5)
        self = "\(tenths / 10).\(abs(tenths % 10))"
    }

    /// `value` with three decimals, without Foundation.
    init(format3 value: Double) {
        guard value.isFinite else {
            self = "inf"
            return
        }
        let thousandths = Int(value * 1000 + 0.5)
        let fraction = String(abs(thousandths % 1000))
        self = "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
