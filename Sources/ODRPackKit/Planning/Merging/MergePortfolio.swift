/// A grouping found by one strategy, with its score.
package struct MergeCandidate: Sendable {
    /// Each pack's parts, sorted; packs sorted by first part.
    var groups: [[Int]]
    /// What the grouping costs (bytes over the cap, cost, crossed bytes).
    package var score: MergeScore
    /// Which strategy found it.
    package var strategy: String
}

/// Runs several strategies and keeps the best grouping: greedy agglomeration by cost and by
/// affinity, the best contiguous merge, smallest-first and, with a cap, two cap-aware greedies
/// (`CapAwareMerge`); the `searched(_:)` best of these are improved by local search (the others
/// are kept as they are); with crossing allowed and parts of both install policies, all of this
/// also from a layout where the two install policies share a pack (freeing one). The best has
/// the lowest score (bytes over the cap, cost, crossed bytes); ties go to the earlier strategy
/// in that list, so the choice is deterministic. The agglomeration by cost always fits (the
/// problem's minimum fits the maximum), so there is always a best.
package enum MergePortfolio {
    /// How many of the strategies' groupings local search improves (the cheapest ones): all of
    /// them up to 2,000 parts, the best two above (to stay within a few seconds at 5,000 parts).
    static func searched(_ problem: MergeProblem) -> Int { problem.count <= 2_000 ? Int.max : 2 }

    /// Each strategy's grouping (where it fits): the one it built, then improved (the same
    /// grouping for those not searched).
    package static func candidates(_ problem: MergeProblem) -> [(built: MergeCandidate, improved: MergeCandidate)] {
        if problem.count <= problem.maximum {
            let alone = (0..<problem.count).map { [$0] }
            let candidate = MergeCandidate(groups: alone, score: problem.score(alone), strategy: "unmerged")
            return [(candidate, candidate)]
        }
        var built: [MergeCandidate] = []
        let bothInstall = Set(problem.stage.filter(\.isAtInstall)).count == 2
        for joined in problem.allowCrossing && bothInstall ? [false, true] : [false] {
            let layout = MergeLayout(problem, joined: joined)
            for (name, groups) in starts(problem, layout: layout) {
                guard let groups else { continue }
                built.append(
                    MergeCandidate(groups: groups, score: problem.score(groups), strategy: joined ? name + " (install joined)" : name))
            }
        }
        let ranked = built.indices.sorted { (built[$0].score, $0) < (built[$1].score, $1) }
        let searched = Array(ranked.prefix(searched(problem)))
        let found = built
        // Each search is independent of the others: the cores share them.
        let improved = ParallelMap.map(count: searched.count, minimumChunk: 1) { range in
            range.map { position in
                let candidate = found[searched[position]]
                var search = LocalSearch(problem: problem, groups: candidate.groups)
                let groups = search.improve()
                return MergeCandidate(groups: groups, score: problem.score(groups), strategy: candidate.strategy + " + search")
            }
        }
        return built.indices.map { index in
            guard let position = searched.firstIndex(of: index) else { return (built[index], built[index]) }
            return (built[index], improved[position])
        }
    }

    /// The best of `candidates(problem)`, improved.
    static func best(_ problem: MergeProblem) -> MergeCandidate {
        let improved = candidates(problem).map(\.improved)
        return improved.indices.min { (improved[$0].score, $0) < (improved[$1].score, $1) }.map { improved[$0] }!
    }

    /// One strategy's grouping, for a quick proposal: the agglomeration by relatedness from the
    /// layout with the install policies apart, or by cost where that does not fit (it always does).
    static func quick(_ problem: MergeProblem) -> MergeCandidate {
        let layout = MergeLayout(problem, joined: false)
        var groups = layout.singletons
        if groups.count > problem.maximum {
            var affinity = MergeAgglomeration(problem: problem, packs: groups, priority: .affinity)
            if let merged = affinity.run(limit: problem.maximum) {
                groups = merged
            } else {
                var cost = MergeAgglomeration(problem: problem, packs: groups, priority: .cost)
                groups = cost.run(limit: problem.maximum)!
            }
        }
        return MergeCandidate(groups: groups, score: problem.score(groups), strategy: "quick agglomeration")
    }

    /// The strategies' groupings from `layout`, by name. Each strategy is independent of the
    /// others: the cores share them, the slowest (the contiguous program) started first.
    static func starts(_ problem: MergeProblem, layout: MergeLayout) -> [(String, [[Int]]?)] {
        let budget = layout.budget(problem.maximum)
        let start = layout.singletons
        if start.count <= problem.maximum { return [("install collapsed", start)] }
        let (parts, installPacks) = (layout.onDemand, layout.installPacks)
        let withInstall = { @Sendable (groups: [[Int]]) in (installPacks + groups).sorted { $0[0] < $1[0] } }
        let strategies: [(name: String, run: @Sendable () -> [[Int]]?)] = [
            (
                "agglomeration",
                {
                    var cost = MergeAgglomeration(problem: problem, packs: start, priority: .cost)
                    return cost.run(limit: problem.maximum)
                }
            ),
            (
                "affinity agglomeration",
                {
                    var affinity = MergeAgglomeration(problem: problem, packs: start, priority: .affinity)
                    return affinity.run(limit: problem.maximum)
                }
            ),
            ("contiguous", { budget < 1 ? nil : ContiguousMerge.merge(problem, parts: parts, budget: budget).map(withInstall) }),
            ("smallest-first", { budget < 1 ? nil : SmallestFirst.merge(problem, parts: parts, budget: budget).map(withInstall) }),
            ("cap-aware agglomeration", { CapAwareMerge.merge(problem, parts: parts, budget: budget, peakFirst: false).map(withInstall) }),
            ("peak-first agglomeration", { CapAwareMerge.merge(problem, parts: parts, budget: budget, peakFirst: true).map(withInstall) }),
        ]
        let order = [2, 0, 1, 3, 4, 5]
        let groupings = ParallelMap.map(count: order.count, minimumChunk: 1) { range in range.map { strategies[order[$0]].run() } }
        return strategies.indices.map { index in (strategies[index].name, groupings[order.firstIndex(of: index)!]) }
    }
}
