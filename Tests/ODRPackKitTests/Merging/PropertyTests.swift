import MergeQuality
import TestSupport
import Testing

@testable import ODRPackKit

/// Properties every merge keeps, over seeded requests.
/// A suite, so that `make test-fast` can leave it out by name.
@Suite(.budget(seconds: 3)) struct PropertyTests {
    /// Properties every merge result must have, on generated projects with random hints.
    @Test(arguments: TestSet.sample(0..<40, fast: 10))
    func everyPartOnceWithinTheLimitAndTheRulesAtTheCostTheDefinitionGives(seed: Int) {
        let request = Fixture.request(seed: UInt64(seed))
        switch Merger.merge(request) {
        case .failed(let failure):
            // Only the classes or isolated tags can make a random request fail; check the minimum is over N.
            switch failure {
            case .classesDoNotFit(let minimum), .isolatedDoNotFit(let minimum): #expect(minimum > request.maximum, "seed \(seed)")
            default: Issue.record("seed \(seed): unexpected \(failure)")
            }
        case .merged(let result):
            #expect(Fixture.violation(result.groups, request) == nil, "seed \(seed): \(Fixture.violation(result.groups, request) ?? "")")
            #expect(result.groups.allSatisfy { $0 == $0.sorted() } && result.groups.map { $0[0] } == result.groups.map { $0[0] }.sorted())
            let price = Fixture.price(result.groups, parts: request.parts, tagCount: request.tagCount)
            #expect(result.cost == price.cost, "seed \(seed)")
            if request.groups.isEmpty || Fixture.groupsFit(request) {  // Groups joined to fit relate their parts too.
                #expect(result.strangers == Fixture.strangers(result.groups, request), "seed \(seed)")
            }
            #expect(result.addedBytesByTag == price.byTag, "seed \(seed)")
            #expect(result.addedInstallBytes == price.install, "seed \(seed)")
            let crossed = result.groups.flatMap { group in
                group.filter { request.parts[$0].stage < group.map { request.parts[$0].stage }.max()! }
            }.sorted()
            #expect(result.crossings.map(\.part) == crossed, "seed \(seed)")
            #expect(request.allowCrossing || result.crossings.isEmpty)
            #expect(Merger.merge(request) == .merged(result), "seed \(seed): not deterministic")
        }
    }

    /// Parts that already fit come back one per pack, at no cost.
    @Test func partsThatFitStayAlone() {
        let parts = Fixture.project(seed: 5, count: 100, tagCount: 30)
        let result = Merger.merge(MergeRequest(parts: parts, tagCount: 30, maximum: 100)).result!
        #expect(result.groups == parts.indices.map { [$0] })
        #expect(result.cost == 0 && result.crossings.isEmpty && result.movedPrevious.isEmpty)
    }

    /// No parts give no packs.
    @Test func noPartsGiveNoPacks() {
        let result = Merger.merge(MergeRequest(parts: [], tagCount: 3, maximum: 10)).result!
        #expect(result.groups.isEmpty && result.cost == 0 && result.addedBytesByTag == [0, 0, 0])
    }

    /// Huge sizes, negative sizes and stray tags neither trap nor break the rules.
    @Test func hugeSizesAndStrayTagsDoNotTrap() {
        let stages: [DownloadPolicy] = [.onDemand, .prefetch, .essential]
        let parts = (0..<40).map { index in
            Part(
                tags: [index % 7, (index * 3) % 7, -1, 99, index % 7], bytes: index % 5 == 0 ? -5 : .max - Int64(index),
                stage: stages[index % 3])
        }
        for maximum in [3, 10, 39] {
            let request = MergeRequest(parts: parts, tagCount: 7, maximum: maximum)
            let result = Merger.merge(request).result!
            #expect(result.groups.count <= maximum)
            #expect(result.groups.flatMap { $0 }.sorted() == Array(parts.indices))
            #expect(result.cost >= 0 && result.addedBytesByTag.allSatisfy { $0 >= 0 })
        }
    }

    /// Identical parts merge deterministically, at no cost, keeping neighbours together.
    @Test func identicalPartsMergeDeterministically() {
        let identical = [Part](repeating: Part(tags: [0], bytes: 50, stage: .onDemand), count: 10)
        let request = MergeRequest(parts: identical, tagCount: 1, maximum: 3)
        let first = Merger.merge(request).result!
        #expect(first.cost == 0 && first.groups.count <= 3)
        #expect(Merger.merge(request).result! == first)
    }

    /// With groups that fit, no pack mixes two of them, and parts of one world stay within it.
    @Test func groupsAreKeptApartWhileTheyFit() {
        let project = GameShape.worlds.project(seed: 4, partitions: 300)
        let request = project.request(maximum: 100)
        let result = Merger.merge(request).result!
        #expect(Fixture.groupsFit(request))
        #expect(Fixture.violation(result.groups, request) == nil)
    }

    /// With equal sizes every pairing costs the same; the order hint decides: neighbours in the
    /// order merge (by default, the declaration order).
    @Test func theOrderHintPairsNeighbours() {
        let parts = (0..<6).map { Part(tags: [$0], bytes: 100, stage: .onDemand) }
        var request = MergeRequest(parts: parts, tagCount: 6, maximum: 3)
        #expect(Merger.merge(request).result!.groups == [[0, 1], [2, 3], [4, 5]])
        request.order = [0, 3, 1, 4, 2, 5]
        #expect(Merger.merge(request).result!.groups == [[0, 3], [1, 4], [2, 5]])
    }

    /// Parts sharing tags merge before strangers: a level's own part joins its neighbour share.
    @Test func partsDownloadedTogetherMergeFirst() {
        let parts = [
            Part(tags: [0], bytes: 1_000, stage: .onDemand), Part(tags: [0, 1], bytes: 10, stage: .onDemand),
            Part(tags: [1], bytes: 1_000, stage: .onDemand), Part(tags: [2], bytes: 1_000, stage: .onDemand),
        ]
        let result = Merger.merge(MergeRequest(parts: parts, tagCount: 3, maximum: 3)).result!
        #expect(result.groups.contains { $0.contains(1) && ($0.contains(0) || $0.contains(2)) })
        #expect(result.groups.contains([3]))
    }
}
