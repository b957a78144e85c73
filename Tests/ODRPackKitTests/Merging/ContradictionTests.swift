import MergeQuality
import TestSupport
import Testing

@testable import ODRPackKit

/// Requests the rules cannot meet, and the failures they get.
/// A suite, so that `make test-fast` can leave it out by name.
@Suite(.budget(seconds: 2)) struct ContradictionTests {
    /// One essential, one prefetch and one on-demand part.
    let threeClasses = [
        Part(tags: [0], bytes: 1_000, stage: .essential), Part(tags: [1], bytes: 300, stage: .prefetch),
        Part(tags: [2], bytes: 400, stage: .onDemand),
    ]

    /// Three policies cannot be kept apart in two packs: the failure says three would fit.
    @Test func threePoliciesInTwoPacksFailWithTheMinimum() {
        #expect(Merger.merge(MergeRequest(parts: threeClasses, tagCount: 3, maximum: 2)).failure == .classesDoNotFit(minimum: 3))
        #expect(Merger.merge(MergeRequest(parts: threeClasses, tagCount: 3, maximum: 3)).result?.groups == [[0], [1], [2]])
    }

    /// Crossing allowed: the free crossing (prefetch into essential) is made and reported.
    @Test func allowedCrossingsAreReported() {
        let result = Merger.merge(MergeRequest(parts: threeClasses, tagCount: 3, maximum: 2, allowCrossing: true)).result!
        #expect(result.groups == [[0, 1], [2]])
        #expect(result.cost == 0)
        #expect(result.crossings == [Crossing(part: 1, from: .prefetch, into: .essential, bytes: 300)])
        #expect(result.addedInstallBytes == [.essential: 300, .prefetch: 0])
        let one = Merger.merge(MergeRequest(parts: threeClasses, tagCount: 3, maximum: 1, allowCrossing: true)).result!
        #expect(one.groups == [[0, 1, 2]])
        #expect(one.crossings.map(\.part) == [1, 2])
        #expect(one.cost == 400 * 2)
    }

    /// Isolated tags that would have to share a pack fail with the minimum that fits.
    @Test func isolatedTagsThatMustMergeFail() {
        let parts = [
            Part(tags: [0], bytes: 10, stage: .onDemand), Part(tags: [1], bytes: 10, stage: .onDemand),
            Part(tags: [2], bytes: 10, stage: .onDemand), Part(tags: [0, 3], bytes: 10, stage: .onDemand),
        ]
        let request = MergeRequest(parts: parts, tagCount: 4, maximum: 2, isolatedTags: [1, 2])
        #expect(Merger.merge(request).failure == .isolatedDoNotFit(minimum: 3))
        var fits = request
        fits.maximum = 3
        let result = Merger.merge(fits).result!
        #expect(result.groups == [[0, 3], [1], [2]])
    }

    /// A part holding an isolated tag only shares a pack with parts holding the same isolated tags.
    @Test func isolatedPartsOnlyMergeWithTheirOwn() {
        let parts = [
            Part(tags: [0], bytes: 10, stage: .onDemand), Part(tags: [0, 1], bytes: 1, stage: .onDemand),
            Part(tags: [1], bytes: 50, stage: .onDemand), Part(tags: [2], bytes: 1, stage: .onDemand),
        ]
        let plain = Merger.merge(MergeRequest(parts: parts, tagCount: 3, maximum: 3)).result!
        // Related parts first: part 3 (tag 2) is related to none, so the merge puts part 1, a
        // holder of tag 1, with part 0, which lacks it.
        #expect(plain.groups == [[0, 1], [2], [3]])
        let request = MergeRequest(parts: parts, tagCount: 3, maximum: 3, isolatedTags: [1])
        let isolated = Merger.merge(request).result!
        // Isolated, parts 1 and 2 (tag 1) may only join each other; [0, 3] would cost less, but 3 is a stranger.
        #expect(isolated.groups == [[0], [1, 2], [3]])
        #expect(Fixture.violation(isolated.groups, request) == nil)
    }

    /// A tag in two groups is an error naming it.
    @Test func aTagInTwoGroupsIsAnError() {
        let parts = [Part(tags: [0], bytes: 10, stage: .onDemand), Part(tags: [1], bytes: 10, stage: .onDemand)]
        let request = MergeRequest(parts: parts, tagCount: 5, maximum: 1, groups: [[0, 1, 4], [2], [3, 4, 1]])
        #expect(Merger.merge(request).failure == .tagInTwoGroups(1))
    }

    /// Groups that cannot be held apart are joined, neighbours first; ungrouped parts go anywhere.
    @Test func groupsThatDoNotFitAreJoined() {
        let parts = [
            Part(tags: [0], bytes: 10, stage: .onDemand), Part(tags: [1], bytes: 10, stage: .onDemand),
            Part(tags: [2], bytes: 10, stage: .onDemand), Part(tags: [3], bytes: 10, stage: .onDemand),
            Part(tags: [1, 2], bytes: 1, stage: .onDemand),
        ]
        let groups = [[0, 1], [2, 3]]
        let request = MergeRequest(parts: parts, tagCount: 4, maximum: 2, groups: groups)
        let apart = Merger.merge(request).result!
        #expect(apart.groups.count == 2 && Fixture.violation(apart.groups, request) == nil)
        #expect(apart.groups.contains { $0.contains(0) && $0.contains(1) } && apart.groups.contains { $0.contains(2) && $0.contains(3) })
        let joined = Merger.merge(MergeRequest(parts: parts, tagCount: 4, maximum: 1, groups: groups)).result!
        #expect(joined.groups == [[0, 1, 2, 3, 4]])
    }

    /// The cap: the cheapest merge would add 10 bytes to tag 1; a cap of 6 takes a costlier one
    /// within it; a cap of 5 cannot be met, and the failure names the tags it would hurt.
    @Test func theCapIsRespectedOrTheHurtTagsNamed() {
        let parts = [
            Part(tags: [0, 1], bytes: 1, stage: .onDemand), Part(tags: [0], bytes: 10, stage: .onDemand),
            Part(tags: [2], bytes: 6, stage: .onDemand), Part(tags: [3], bytes: 6, stage: .onDemand),
        ]
        var request = MergeRequest(parts: parts, tagCount: 4, maximum: 3)
        let free = Merger.merge(request).result!
        #expect(free.groups == [[0, 1], [2], [3]] && free.cost == 10)
        request.maxExtraPerTag = 6
        let capped = Merger.merge(request).result!
        #expect(capped.groups == [[0], [1], [2, 3]] && capped.cost == 12)
        #expect(capped.addedBytesByTag.allSatisfy { $0 <= 6 })
        request.maxExtraPerTag = 5
        #expect(Merger.merge(request).failure == .capExceeded(tags: [2, 3]))
    }

    /// On a game, a cap below what the cheapest merge adds to some tag is met by another grouping.
    @Test func aCapOnAGameIsMetWhenPossible() {
        let request = GameShape.linear.project(seed: 2, partitions: 300).request(maximum: 100)
        let free = Merger.merge(request).result!
        var capped = request
        capped.maxExtraPerTag = free.addedBytesByTag.max()! * 9 / 10
        let result = Merger.merge(capped)
        if case .merged(let within) = result {
            #expect(within.addedBytesByTag.allSatisfy { $0 <= capped.maxExtraPerTag! })
            #expect(within.cost >= free.cost)
        } else {
            Issue.record("the cap was not met: \(result)")
        }
    }
}
