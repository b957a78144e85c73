import ODRPackKit

/// The merge of release 0.4.0, kept as a baseline for `merge-bench` and the tests: greedy
/// agglomeration by cost alone. While there are more than `maximum` packs, the two whose merge
/// adds least (`MergeCost`) merge, ties broken by fewer combined bytes, then by the lower first
/// parts; a prefetch pack moved into an essential one is priced at its bytes, an on-demand pack
/// moved into a pack at install at what it adds there. Policies, kept-apart tags, groups and
/// the order play no part: it is `MergeAgglomeration` by cost with crossing allowed and no order.
public enum LegacyGreedyMerge {
    /// `parts` merged into at most `maximum` packs (values below 1 count as 1), priced; one pack
    /// per part when they fit.
    public static func merge(_ parts: [MergePart], tagCount: Int, into maximum: Int) -> MergePrice {
        let alone = parts.indices.map { [$0] }
        let request = MergeRequest(parts: parts, tagCount: tagCount, maximum: maximum, allowCrossing: true)
        guard parts.count > Swift.max(maximum, 1), case .success(let problem) = MergeProblem.make(request) else {
            return MergeCost.price(alone, parts: parts, tagCount: tagCount)
        }
        var agglomeration = MergeAgglomeration(problem: problem.unordered, packs: alone, priority: .cost)
        return MergeCost.price(agglomeration.run(limit: problem.maximum) ?? alone, parts: parts, tagCount: tagCount)
    }
}
