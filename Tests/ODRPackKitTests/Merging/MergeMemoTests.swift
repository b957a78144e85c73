import Foundation
import TestSupport
import Testing

@testable import ODRPackKit

/// A merge kept for the next build (`MergeMemo`): taken only for the very request it was made
/// for and only when its grouping keeps the rules; a build takes it from its cache.
@Suite(.budget(seconds: 6)) struct MergeMemoTests {
    /// Ten levels, each sharing a part with the next, merged into four packs.
    static let request: MergeRequest = {
        var parts: [Part] = []
        for level in 0..<10 {
            parts.append(Part(tags: [level], bytes: Int64(1_000 + 37 * level), stage: level == 0 ? .essential : .onDemand))
            if level < 9 { parts.append(Part(tags: [level, level + 1], bytes: Int64(100 + level), stage: .onDemand)) }
        }
        return MergeRequest(parts: parts, tagCount: 10, maximum: 4)
    }()

    @Test func aMemoOfTheSameRequestGivesTheSearchedResult() throws {
        let (fresh, memo) = Merger.merge(Self.request, reusing: nil)
        let kept = try #require(memo)
        #expect(kept.key == Self.request.digest && kept.groups == fresh.result?.groups)
        let (reused, again) = Merger.merge(Self.request, reusing: kept)
        #expect(reused == fresh && again == kept)
        #expect(Fixture.violation(try #require(reused.result).groups, Self.request) == nil)
    }

    @Test func aMemoIsTakenAsItIsWhenItKeepsTheRules() throws {
        // Another grouping that keeps every rule: taken (so the search did not run), and priced.
        let fresh = try #require(Merger.merge(Self.request).result)
        var other = try #require(Merger.merge(Self.request, reusing: nil).memo)
        let onDemand = Self.request.parts.indices.filter { Self.request.parts[$0].stage == .onDemand }
        other.groups = ([[0]] + [Array(onDemand.prefix(6)), Array(onDemand.dropFirst(6).prefix(6)), Array(onDemand.dropFirst(12))])
            .map { $0.sorted() }.sorted { $0[0] < $1[0] }
        #expect(other.groups != fresh.groups && Fixture.violation(other.groups, Self.request) == nil)
        let taken = try #require(Merger.merge(Self.request, reusing: other).outcome.result)
        #expect(taken.groups == other.groups)
        #expect(taken.cost == MergeCost.price(other.groups, parts: Self.request.parts, tagCount: 10).cost)
    }

    @Test func aMemoOfAnotherRequestOrBreakingARuleIsNotTaken() throws {
        let fresh = Merger.merge(Self.request)
        let memo = try #require(Merger.merge(Self.request, reusing: nil).memo)
        let everything = Array(Self.request.parts.indices)
        var broken: [MergeMemo] = []
        for groups in [
            [everything],  // one pack: the essential part mixed with on-demand ones
            [[0]] + [Array(everything.dropFirst())],  // fine, but under another key below
            memo.groups + [[0]],  // a part twice, and a fifth pack
            Array(memo.groups.dropLast()),  // parts left out
            [[0], [1], [2], [3], Array(everything.dropFirst(4))],  // five packs for four
        ] {
            var forged = memo
            forged.groups = groups
            broken.append(forged)
        }
        broken[1].key = String(repeating: "0", count: 64)
        for forged in broken {
            let (outcome, kept) = Merger.merge(Self.request, reusing: forged)
            #expect(outcome == fresh && kept == memo, "\(forged.groups)")
        }
    }

    @Test func theDigestChangesWithEveryField() {
        let base = MergeRequest(
            parts: [Part(tags: [0], bytes: 10, stage: .onDemand), Part(tags: [1], bytes: 20, stage: .onDemand)], tagCount: 2,
            maximum: 1)
        var changed: [MergeRequest] = []
        func with(_ change: (inout MergeRequest) -> Void) {
            var request = base
            change(&request)
            changed.append(request)
        }
        with { $0.parts[0].bytes = 11 }
        with { $0.parts[0].tags = [1] }
        with { $0.parts[1].stage = .prefetch }
        with { $0.parts[1].apart = 1 }
        with { $0.tagCount = 3 }
        with { $0.maximum = 2 }
        with { $0.allowCrossing = true }
        with { $0.isolatedTags = [0] }
        with { $0.groups = [[0], [1]] }
        with { $0.order = [1, 0] }
        with { $0.orderStated = true }
        with { $0.previous = [0, nil] }
        with { $0.stabilityPercent = 20 }
        with { $0.maxExtraPerTag = 5 }
        let digests = changed.map(\.digest)
        #expect(Set(digests + [base.digest]).count == changed.count + 1)
        // Sets are written sorted: equal requests give equal digests in every process.
        var isolated = base
        isolated.isolatedTags = [1, 0, 5, 3]
        var same = base
        same.isolatedTags = [5, 3, 1, 0]
        #expect(isolated.digest == same.digest)
    }
}
