import ODRPackKit

/// The baselines the merge is measured against, and each strategy's result, for measurements.
public enum MergeBaseline: String, Sendable, CaseIterable {
    /// The best contiguous merge (`ContiguousMerge`): install parts collapsed per policy, the
    /// on-demand parts cut in the order into runs, at least cost; respects classes, isolation and groups.
    case contiguous
    /// Smallest-first: install parts collapsed per policy, then the two smallest compatible
    /// on-demand packs merged until the budget is met; respects classes, isolation and groups.
    case smallestFirst
    /// The merge of release 0.4.0 (`LegacyGreedyMerge`): cost alone, so it may mix policies,
    /// isolation keys and groups.
    case legacyGreedy
}

/// The baselines, and what the portfolio's strategies find, for the tests and `merge-bench`.
extension Merger {
    /// The grouping `baseline` makes for `request`, or nil when it cannot fit the request.
    public static func baseline(_ baseline: MergeBaseline, _ request: MergeRequest) -> [[Int]]? {
        if baseline == .legacyGreedy {
            return LegacyGreedyMerge.merge(request.parts, tagCount: request.tagCount, into: request.maximum).groups
        }
        guard case .success(let problem) = MergeProblem.make(request) else { return nil }
        let layout = MergeLayout(problem, joined: false)
        if layout.singletons.count <= problem.maximum { return layout.singletons }
        let budget = layout.budget(problem.maximum)
        guard budget >= 1 else { return nil }
        let merged =
            baseline == .contiguous
            ? ContiguousMerge.merge(problem, parts: layout.onDemand, budget: budget, related: false)
            : SmallestFirst.merge(problem, parts: layout.onDemand, budget: budget)
        return merged.map { (layout.installPacks + $0).sorted { $0[0] < $1[0] } }
    }

    /// The strangers of `groups` (`MergeProblem+Related`), or nil when the request fails its checks.
    public static func strangers(of groups: [[Int]], _ request: MergeRequest) -> Int? {
        guard case .success(let problem) = MergeProblem.make(request) else { return nil }
        var clusters = RelatedClusters(problem)
        return groups.reduce(0) { $0 + clusters.strangers($1) }
    }

    /// Each strategy of the portfolio for `request` (ignoring the previous release): its name,
    /// the cost of the grouping it built and after local search; empty when the request fails.
    public static func strategies(_ request: MergeRequest) -> [(strategy: String, built: Int64, improved: Int64)] {
        guard case .success(let problem) = MergeProblem.make(request) else { return [] }
        return MergePortfolio.candidates(problem).map {
            ($0.built.strategy, Int64(clamping: $0.built.score.cost), Int64(clamping: $0.improved.score.cost))
        }
    }
}
