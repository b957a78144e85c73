import MergeQuality
import TestSupport
import Testing

@testable import ODRPackKit

/// A previous release's packs kept or replaced.
/// A suite, so that `make test-fast` can leave it out by name.
@Suite(.budget(seconds: 10)) struct StabilityTests {
    /// The previous release's pack number of each part, from a result's groups.
    func packNumbers(_ groups: [[Int]], count: Int) -> [Int?] {
        var numbers = [Int?](repeating: nil, count: count)
        for (number, group) in groups.enumerated() { for part in group { numbers[part] = number } }
        return numbers
    }

    /// A release of a linear game and its merge into 100 packs.
    func firstRelease(_ shape: GameShape = .linear) -> (MergeRequest, MergeResult) {
        let request = shape.project(seed: 3, partitions: 400).request(maximum: 100)
        return (request, Merger.merge(request).result!)
    }

    /// The same input with its previous grouping keeps every pack as it was.
    @Test(arguments: [GameShape.linear, .mixed])
    func anUnchangedReleaseKeepsItsPacks(shape: GameShape) {
        var (request, first) = firstRelease(shape)
        request.previous = packNumbers(first.groups, count: request.parts.count)
        let second = Merger.merge(request).result!
        #expect(second.groups == first.groups)
        #expect(second.movedPrevious.isEmpty)
        #expect(second.previousPacks.allSatisfy { $0 != nil })
    }

    /// One part's bytes changing does not reshuffle the packs.
    @Test(arguments: [7, 123, 301])
    func aContentUpdateOfOneLevelKeepsThePacks(part: Int) {
        var (request, first) = firstRelease()
        request.previous = packNumbers(first.groups, count: request.parts.count)
        request.parts[part].bytes = request.parts[part].bytes * 3 + 1_000_000
        let second = Merger.merge(request).result!
        #expect(second.groups == first.groups)
        #expect(second.movedPrevious.isEmpty)
    }

    /// A new level (its own part, and one shared with the last level) joins the packs without
    /// moving any previous pack's content.
    @Test func aNewLevelJoinsWithoutReshufflingThePacks() {
        var (request, first) = firstRelease()
        let lastLevel = request.parts.flatMap(\.tags).filter { !request.isolatedTags.contains($0) }.max()!
        let newLevel = request.tagCount
        request.tagCount += 1
        request.previous = packNumbers(first.groups, count: request.parts.count)
        request.parts.append(Part(tags: [newLevel], bytes: 3_000_000, stage: .onDemand))
        request.parts.append(Part(tags: [lastLevel, newLevel], bytes: 400_000, stage: .onDemand))
        let second = Merger.merge(request).result!
        #expect(second.movedPrevious.isEmpty)
        #expect(second.groups.count <= 100)
        let old = Set(first.groups)
        let withoutNew = Set(second.groups.map { $0.filter { $0 < request.parts.count - 2 } }.filter { !$0.isEmpty })
        #expect(withoutNew == old)
        #expect(Fixture.violation(second.groups, request) == nil)
    }

    /// A poor previous grouping (parts dealt round-robin into the packs) is replaced, since a
    /// fresh one saves more than 10 %, and every previous pack is reported moved.
    @Test func aPoorPreviousGroupingIsReplacedAndReported() {
        var (request, first) = firstRelease()
        let onDemand = request.parts.indices.filter { request.parts[$0].stage == .onDemand }
        var previous = packNumbers(first.groups, count: request.parts.count)
        for (position, part) in onDemand.enumerated() { previous[part] = 1_000 + position % 90 }
        request.previous = previous
        let dealt = Dictionary(grouping: request.parts.indices) { previous[$0]! }.values.map { $0.sorted() }
        let dealtCost = Fixture.price(dealt, parts: request.parts, tagCount: request.tagCount).cost
        let second = Merger.merge(request).result!
        #expect(second.cost * 10 < dealtCost * 9)
        #expect(second.movedPrevious.filter { $0 >= 1_000 }.count == 90)
    }

    /// A change saving less than the stability share keeps the previous packs; a share of 0 takes any saving.
    @Test func theStabilityShareDecides() {
        let parts = [
            Part(tags: [0], bytes: 100, stage: .onDemand), Part(tags: [1], bytes: 100, stage: .onDemand),
            Part(tags: [2], bytes: 95, stage: .onDemand), Part(tags: [3], bytes: 100, stage: .onDemand),
        ]
        // Previous: {0, 1} and {2, 3} cost 400; {0, 2} and {1, 3} would also cost 400, {2, x} always costs 390.
        var request = MergeRequest(parts: parts, tagCount: 4, maximum: 2, previous: [0, 0, 1, 1])
        #expect(Merger.merge(request).result!.groups == [[0, 1], [2, 3]])
        request.maximum = 3
        request.previous = [0, 0, 0, 0]
        let split = Merger.merge(request).result!
        #expect(split.cost < 400 && split.movedPrevious == [0])
        request.maximum = 1
        #expect(Merger.merge(request).result!.movedPrevious.isEmpty)
    }

    /// A previous pack that now mixes policies (a level became prefetched) is split and reported.
    @Test func aPreviousPackNoLongerCompatibleIsSplit() {
        var (request, first) = firstRelease()
        let group = first.groups.first { $0.count >= 2 && $0.allSatisfy { request.parts[$0].stage == .onDemand } }!
        request.previous = packNumbers(first.groups, count: request.parts.count)
        request.parts[group[0]].stage = .prefetch
        let second = Merger.merge(request).result!
        #expect(Fixture.violation(second.groups, request) == nil)
        #expect(second.movedPrevious.contains(first.groups.firstIndex(of: group)!))
    }
}
