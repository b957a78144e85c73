import MergeQuality
import TestSupport
import Testing

@testable import ODRPackKit

/// The merge against the contiguous and smallest-first baselines.
/// A suite, so that `make test-fast` can leave it out by name.
@Suite(.budget(seconds: 5)) struct BaselineTests {
    /// Every game shape at 300 partitions into 100 packs (`make bench` measures 300, 450 and 600 in
    /// a release build): the heuristic costs no more
    /// than the best contiguous merge nor than smallest-first, all three within the rules.
    @Test(arguments: GameShape.allCases, [300])
    func heuristicBeatsTheBaselinesOnGameShapes(shape: GameShape, size: Int) {
        let request = shape.project(seed: 1, partitions: size).request(maximum: 100)
        let result = Merger.merge(request).result!
        #expect(Fixture.violation(result.groups, request) == nil)
        let cost = Fixture.price(result.groups, parts: request.parts, tagCount: request.tagCount).cost
        #expect(cost == result.cost)
        for baseline in [MergeBaseline.contiguous, .smallestFirst] {
            let groups = Merger.baseline(baseline, request)!
            #expect(Fixture.violation(groups, request) == nil, "\(baseline)")
            let baselineCost = Fixture.price(groups, parts: request.parts, tagCount: request.tagCount).cost
            #expect(cost <= baselineCost, "\(shape) \(size): \(cost) > \(baseline) \(baselineCost)")
        }
    }

    /// The contiguous baseline is the best cut into runs: on small on-demand requests, no cut of
    /// the parts (sorted by first tag, last tag, index) into at most N runs costs less.
    @Test(arguments: TestSet.sample(0..<40, fast: 10))
    func contiguousMergeIsTheBestCut(seed: Int) {
        var random = SeededRandom(seed: UInt64(seed))
        let tagCount = 4 + random.below(8)
        let parts = Fixture.project(seed: UInt64(seed), count: 6 + random.below(7), tagCount: tagCount)
            .map { Part(tags: $0.tags, bytes: $0.bytes, stage: .onDemand) }
        let maximum = 1 + random.below(parts.count - 1)
        let request = MergeRequest(parts: parts, tagCount: tagCount, maximum: maximum)
        let order = parts.indices.sorted {
            (parts[$0].tags.min()!, parts[$0].tags.max()!, $0) < (parts[$1].tags.min()!, parts[$1].tags.max()!, $1)
        }
        var best = Int64.max
        for cuts in 0..<(1 << (parts.count - 1)) where cuts.nonzeroBitCount < maximum {
            var groups: [[Int]] = [[]]
            for (position, part) in order.enumerated() {
                groups[groups.count - 1].append(part)
                if position < order.count - 1, cuts & (1 << position) != 0 { groups.append([]) }
            }
            best = min(best, Fixture.price(groups, parts: parts, tagCount: tagCount).cost)
        }
        let dp = Merger.baseline(.contiguous, request)!
        #expect(dp.count <= maximum)
        #expect(Fixture.price(dp, parts: parts, tagCount: tagCount).cost == best, "seed \(seed)")
    }
}
