import MergeQuality
import TestSupport
import Testing

@testable import ODRPackKit

/// The merge against the exact optimum on small requests.
/// A suite, so that `make test-fast` can leave it out by name.
@Suite(.budget(seconds: 5)) struct OracleTests {
    /// The heuristic against the exact optimum on 300 seeded small requests: as few strangers,
    /// and a cost within 5 % on average, never more than 25 % over, never below it, always within
    /// the rules.
    @Test func heuristicIsCloseToTheOptimumOnSmallRequests() {
        var ratios: [Double] = []
        for seed in 0..<300 {
            let request = SmallInstances.request(seed: UInt64(seed))
            guard let exact = ExactMerger.optimum(request) else { continue }
            let result = Merger.merge(request).result!
            #expect(Fixture.violation(result.groups, request) == nil, "seed \(seed)")
            #expect(Fixture.violation(exact.groups, request) == nil, "seed \(seed)")
            #expect(Fixture.price(exact.groups, parts: request.parts, tagCount: request.tagCount).cost == exact.cost)
            #expect(Fixture.strangers(exact.groups, request) == exact.strangers, "seed \(seed)")
            #expect(Fixture.strangers(result.groups, request) == result.strangers, "seed \(seed)")
            #expect(result.strangers == exact.strangers, "seed \(seed): \(result.strangers) strangers vs \(exact.strangers)")
            guard result.strangers == exact.strangers else { continue }
            #expect(exact.cost <= result.cost, "seed \(seed)")
            let ratio = exact.cost == 0 ? (result.cost == 0 ? 1 : .infinity) : Double(result.cost) / Double(exact.cost)
            #expect(ratio <= 1.25, "seed \(seed): \(result.cost) vs optimum \(exact.cost)")
            ratios.append(ratio)
        }
        #expect(ratios.count >= 200)
        #expect(ratios.reduce(0, +) / Double(ratios.count) <= 1.05)
    }

    /// The oracle is exact: on requests cut to 7 parts, it finds the strangers and cost of the best
    /// of all set partitions that obey the rules, found here by listing them all and pricing each
    /// from the definition.
    @Test(arguments: TestSet.sample(0..<60, fast: 15))
    func oracleMatchesAnExhaustiveSearch(seed: Int) {
        var request = SmallInstances.request(seed: UInt64(seed))
        request.parts = Array(request.parts.prefix(7))
        request.maximum = min(request.maximum, 6)
        var best: (strangers: Int, cost: Int64)?
        for groups in setPartitions(request.parts.count) where Fixture.violation(groups, request) == nil {
            let score = (Fixture.strangers(groups, request), Fixture.price(groups, parts: request.parts, tagCount: request.tagCount).cost)
            if best == nil || score < best! { best = score }
        }
        let exact = ExactMerger.optimum(request)
        #expect(exact?.strangers == best?.strangers && exact?.cost == best?.cost, "seed \(seed)")
    }

    /// Every set partition of `0..<count`, as groups.
    func setPartitions(_ count: Int) -> [[[Int]]] {
        guard count > 0 else { return [[]] }
        var result: [[[Int]]] = []
        for smaller in setPartitions(count - 1) {
            for index in smaller.indices {
                var groups = smaller
                groups[index].append(count - 1)
                result.append(groups)
            }
            result.append(smaller + [[count - 1]])
        }
        return result
    }
}
