/// Merges partitions into at most N packs the way a studio would choose (see `MergeRequest` for
/// the hints, `MergePortfolio` for the strategies, `MergeStability` for previous releases).
///
/// Cost model (`MergeCost`): a pack's policy is the strongest of its parts'; packs at install
/// are on every device; the cost of a grouping is, summed over the tags, the bytes more that a
/// device requesting the tag holds (every pack at install, every on-demand pack holding a part
/// listing the tag) than with the parts unmerged.
///
/// Guarantees: every part in exactly one pack; at most `max(maximum, 1)` packs; policies never
/// mixed without `allowCrossing` (and every crossing reported); parts holding different sets of
/// isolated tags never share a pack; groups kept apart as `MergeRequest.groups` states; no tag
/// over `maxExtraPerTag` (or a failure naming the tags); the same result on every machine (no
/// floating point or hashing order decides anything); one pack per part when they fit.
public enum Merger {
    /// Merges `request.parts` as the request asks, or says why it cannot.
    public static func merge(_ request: MergeRequest) -> MergeOutcome {
        outcome(request) { problem in
            var chosen = MergePortfolio.best(problem)
            let previous = paddedPrevious(request)
            if previous.contains(where: { $0 != nil }) {
                chosen = MergeStability.choose(problem, previous: previous, percent: request.stabilityPercent, fresh: chosen)
            }
            return chosen
        }
    }

    /// `merge(_:)`, or the grouping of `memo` when it was made for this very request and keeps
    /// the merge's rules (see `MergeMemo`); with the memo of what it chose.
    public static func merge(_ request: MergeRequest, reusing memo: MergeMemo?) -> (outcome: MergeOutcome, memo: MergeMemo?) {
        let key = request.digest
        if let memo, memo.key == key, request.admits(memo.groups), case .success(let problem) = MergeProblem.make(request) {
            let score = problem.score(memo.groups)
            if score.excess == 0 {
                let candidate = MergeCandidate(groups: memo.groups, score: score, strategy: memo.strategy)
                return (.merged(report(candidate, problem: problem, request: request)), memo)
            }
        }
        let outcome = merge(request)
        return (outcome, outcome.result.map { MergeMemo(key: key, groups: $0.groups, strategy: $0.strategy) })
    }

    /// A merge that fits the request, found quickly, for lint to propose: the greedy
    /// agglomeration by relatedness (by cost where that cannot fit), without the other strategies,
    /// local search or the previous release. Without a previous release `merge(_:)` finds one at
    /// least as good by its score (it runs this agglomeration and improves it), so the cost is
    /// an estimate.
    public static func propose(_ request: MergeRequest) -> MergeOutcome {
        outcome(request, choosing: MergePortfolio.quick)
    }

    /// The grouping `choose` makes of the request's problem, reported, or why there is none
    /// (the request cannot be met, or the grouping passes the cap).
    static func outcome(_ request: MergeRequest, choosing choose: (MergeProblem) -> MergeCandidate) -> MergeOutcome {
        let problem: MergeProblem
        switch MergeProblem.make(request) {
        case .failure(let failure): return .failed(failure)
        case .success(let made): problem = made
        }
        let chosen = choose(problem)
        if chosen.score.excess > 0 { return .failed(.capExceeded(tags: problem.tagsOverCap(chosen.groups))) }
        return .merged(report(chosen, problem: problem, request: request))
    }

    /// The request's previous pack numbers, one per part (nil for parts it does not cover).
    static func paddedPrevious(_ request: MergeRequest) -> [Int?] {
        request.parts.indices.map { $0 < request.previous.count ? request.previous[$0] : nil }
    }

    /// The result for `candidate`: priced by `MergeCost.price`, with its crossings, its packs'
    /// unrelated clusters and what moved.
    static func report(_ candidate: MergeCandidate, problem: MergeProblem, request: MergeRequest) -> MergeResult {
        let priced = MergeCost.price(candidate.groups, parts: request.parts, tagCount: request.tagCount)
        var crossings: [Crossing] = []
        for group in priced.groups {
            let strongest = DownloadPolicy(strongestOf: group.map { request.parts[$0].stage })
            for part in group where request.parts[part].stage < strongest {
                crossings.append(
                    Crossing(
                        part: part, from: request.parts[part].stage, into: strongest,
                        bytes: Swift.max(request.parts[part].bytes, 0)))
            }
        }
        let (moved, continued) = movement(priced.groups, previous: paddedPrevious(request))
        var unrelated: [Int: [[Int]]] = [:]
        if candidate.score.strangers > 0 {
            var clusters = RelatedClusters(problem)
            for (index, group) in priced.groups.enumerated() where clusters.strangers(group) > 0 {
                unrelated[index] = clusters.clusters(group)
            }
        }
        return MergeResult(
            groups: priced.groups, strangers: candidate.score.strangers, unrelated: unrelated, cost: priced.cost,
            addedBytesByTag: priced.addedBytesByTag,
            addedInstallBytes: priced.addedInstallBytes, crossings: crossings.sorted { $0.part < $1.part },
            movedPrevious: moved, previousPacks: continued, strategy: candidate.strategy,
            outsidersApartMinimum: problem.outsidersApartMinimum > problem.maximum ? problem.outsidersApartMinimum : nil)
    }

    /// The previous pack numbers whose content is not exactly one pack's previous content, and
    /// per group the previous pack it continues.
    public static func movement(_ groups: [[Int]], previous: [Int?]) -> (moved: [Int], continued: [Int?]) {
        var groupsOf: [Int: Set<Int>] = [:]
        var numbersIn = [Set<Int>](repeating: [], count: groups.count)
        for (index, group) in groups.enumerated() {
            for part in group where part < previous.count {
                guard let number = previous[part] else { continue }
                groupsOf[number, default: []].insert(index)
                numbersIn[index].insert(number)
            }
        }
        let moved = groupsOf.keys.filter { number in
            groupsOf[number]!.count > 1 || numbersIn[groupsOf[number]!.first!].count > 1
        }.sorted()
        let continued = numbersIn.map { $0.count == 1 && !moved.contains($0.first!) ? $0.first : nil }
        return (moved, continued)
    }
}
