import MergeQuality
import TestSupport
import Testing

@testable import ODRPackKit

/// A part of a merge request (the merge tests' shorthand).
typealias Part = MergeRequest.Part

/// The 0.4.0 greedy merge (`LegacyGreedyMerge`), kept as the benchmark's reference.
/// A suite, so that `make test-fast` can leave it out by name.
@Suite(.slow("the previous greedy merge, a baseline of make bench-merge, against brute-force prices")) struct LegacyGreedyMergeTests {
    @Test func mergingHundredsOfPartitionsKeepsEveryPartOnceAndFitsTheLimit() {
        for (seed, count, tagCount, maximum) in LegacyGreedyFixture.projects {
            let parts = LegacyGreedyFixture.project(seed: seed, count: count, tagCount: tagCount)
            let result = LegacyGreedyMerge.merge(parts, tagCount: tagCount, into: maximum)
            #expect(result.groups.count <= maximum)
            #expect(result.groups.flatMap { $0 }.sorted() == Array(parts.indices))
            #expect(result.groups.allSatisfy { $0 == $0.sorted() })
            #expect(result.groups.map { $0[0] } == result.groups.map { $0[0] }.sorted())
            let price = Fixture.price(result.groups, parts: parts, tagCount: tagCount)
            #expect(result.addedBytesByTag == price.byTag, "seed \(seed)")
            #expect(result.addedInstallBytes == price.install, "seed \(seed)")
            #expect(result.cost == price.cost, "seed \(seed)")
        }
    }

    @Test func mergedCostIsNoWorseThanSortedChunksOrSmallestFirst() {
        for (seed, count, tagCount, maximum) in LegacyGreedyFixture.projects {
            let parts = LegacyGreedyFixture.project(seed: seed, count: count, tagCount: tagCount)
            let merged = LegacyGreedyMerge.merge(parts, tagCount: tagCount, into: maximum).cost
            let chunks = LegacyGreedyFixture.sortedChunks(parts, maximum: maximum)
            let smallest = LegacyGreedyFixture.smallestFirst(parts, maximum: maximum)
            #expect(merged <= Fixture.price(chunks, parts: parts, tagCount: tagCount).cost, "seed \(seed)")
            #expect(merged <= Fixture.price(smallest, parts: parts, tagCount: tagCount).cost, "seed \(seed)")
        }
    }

    @Test func everyMergeJoinsTheCheapestPairAsAStraightforwardGreedyWould() {
        for seed in 10..<40 {
            var random = LegacyGreedyFixture.Random(seed: UInt64(seed))
            let tagCount = 12 + random.below(20)
            var parts = LegacyGreedyFixture.project(seed: seed, count: 20 + random.below(60), tagCount: tagCount)
            if seed % 3 == 0 { parts = parts.map { Part(tags: $0.tags, bytes: 1_000, stage: $0.stage) } }  // ties everywhere
            if seed % 4 == 0 { parts = parts.map { Part(tags: [0] + $0.tags.filter { $0 != 0 }, bytes: $0.bytes, stage: .onDemand) } }
            if seed % 5 == 0 {  // A part without tags, and one with every tag.
                parts[0].tags = []
                parts[1] = Part(tags: Array(0..<tagCount), bytes: parts[1].bytes * 50, stage: .onDemand)
            }
            let maximum = 1 + random.below(parts.count)
            let expected = LegacyGreedyFixture.greedy(parts, tagCount: tagCount, maximum: maximum)
            #expect(LegacyGreedyMerge.merge(parts, tagCount: tagCount, into: maximum).groups == expected, "seed \(seed)")
        }
    }

    @Test func pricingAnyGroupingMatchesABruteForcePrice() {
        var random = LegacyGreedyFixture.Random(seed: 77)
        let parts = LegacyGreedyFixture.project(seed: 77, count: 300, tagCount: 60)
        for _ in 0..<20 {
            let packs = 1 + Int(random.next() % 120)
            var groups = [[Int]](repeating: [], count: packs)
            for index in parts.indices { groups[Int(random.next() % UInt64(packs))].append(index) }
            let result = MergeCost.price(groups, parts: parts, tagCount: 60)
            let price = Fixture.price(groups.filter { !$0.isEmpty }, parts: parts, tagCount: 60)
            #expect(result.addedBytesByTag == price.byTag)
            #expect(result.addedInstallBytes == price.install)
            #expect(result.cost == price.cost)
        }
    }

    @Test func sameStageEssentialPartsMergeForFreeBeforeAnyOnDemandPart() {
        let parts = [
            Part(tags: [0], bytes: 100, stage: .essential),
            Part(tags: [1], bytes: 200, stage: .essential),
            Part(tags: [2], bytes: 1, stage: .onDemand),
            Part(tags: [2, 3], bytes: 1, stage: .onDemand),
        ]
        let result = LegacyGreedyMerge.merge(parts, tagCount: 4, into: 3)
        #expect(result.groups == [[0, 1], [2], [3]])
        #expect(result.cost == 0)
        #expect(result.addedInstallBytes == [.essential: 0, .prefetch: 0])
    }

    @Test func movingAnOnDemandPartIntoAnEssentialPackCostsItsBytesForEveryTagItDoesNotHold() {
        let parts = [Part(tags: [0], bytes: 1_000, stage: .essential), Part(tags: [1], bytes: 300, stage: .onDemand)]
        let result = LegacyGreedyMerge.merge(parts, tagCount: 2, into: 1)
        #expect(result.groups == [[0, 1]])
        #expect(result.cost == 300)
        #expect(result.addedInstallBytes == [.essential: 300, .prefetch: 0])
        #expect(result.addedBytesByTag == [300, 0])
        // Into a prefetch pack (300 for each of two tags) rather than merging the on-demand packs (700).
        let three = [
            Part(tags: [0], bytes: 1_000, stage: .prefetch), Part(tags: [1], bytes: 300, stage: .onDemand),
            Part(tags: [2], bytes: 400, stage: .onDemand),
        ]
        let moved = LegacyGreedyMerge.merge(three, tagCount: 3, into: 2)
        #expect(moved.groups == [[0, 1], [2]])
        #expect(moved.addedInstallBytes == [.essential: 0, .prefetch: 300])
        #expect(moved.addedBytesByTag == [300, 0, 300])
        #expect(moved.cost == 600)
        // With many tags, every device downloading a pack costs more than one tag sharing it.
        let many = [
            Part(tags: [0], bytes: 1_000, stage: .essential), Part(tags: [1], bytes: 300, stage: .onDemand),
            Part(tags: [1, 2], bytes: 400, stage: .onDemand),
        ]
        let kept = LegacyGreedyMerge.merge(many, tagCount: 10, into: 2)
        #expect(kept.groups == [[0], [1, 2]])
        #expect(kept.addedInstallBytes == [.essential: 0, .prefetch: 0])
        #expect(kept.cost == 300)
    }

    @Test func mergingTwoOnDemandPacksCostsEachOnesSizeForEveryTagOnlyTheOtherHas() {
        let parts = [Part(tags: [0, 1], bytes: 10, stage: .onDemand), Part(tags: [1, 2, 3], bytes: 7, stage: .onDemand)]
        let result = LegacyGreedyMerge.merge(parts, tagCount: 4, into: 1)
        #expect(result.addedBytesByTag == [7, 0, 10, 10])
        #expect(result.cost == 1 * 7 + 2 * 10)
    }

    @Test func partsAlreadyWithinTheLimitComeBackOneGroupEachAtNoCost() {
        let parts = LegacyGreedyFixture.project(seed: 5, count: 100, tagCount: 30)
        let result = LegacyGreedyMerge.merge(parts, tagCount: 30, into: 100)
        #expect(result.groups == parts.indices.map { [$0] })
        #expect(result.cost == 0)
        #expect(result.addedBytesByTag == [Int64](repeating: 0, count: 30))
        #expect(result.addedInstallBytes == [.essential: 0, .prefetch: 0])
    }

    @Test func aLimitOfOneGivesASinglePackHoldingEveryPart() {
        let parts = LegacyGreedyFixture.project(seed: 9, count: 50, tagCount: 20)
        for maximum in [1, 0, -3] {
            let result = LegacyGreedyMerge.merge(parts, tagCount: 20, into: maximum)
            #expect(result.groups == [Array(parts.indices)])
            #expect(result.cost == Fixture.price(result.groups, parts: parts, tagCount: 20).cost)
        }
    }

    @Test func noPartsGiveNoPacksAtNoCost() {
        let result = LegacyGreedyMerge.merge([], tagCount: 3, into: 100)
        #expect(result.groups.isEmpty)
        #expect(result.addedBytesByTag == [0, 0, 0])
        #expect(result.cost == 0)
    }

    @Test func mergingIsDeterministicEvenForIdenticalParts() {
        let identical = [Part](repeating: Part(tags: [0], bytes: 50, stage: .onDemand), count: 10)
        let first = LegacyGreedyMerge.merge(identical, tagCount: 1, into: 3)
        #expect(first == LegacyGreedyMerge.merge(identical, tagCount: 1, into: 3))
        #expect(first.groups == [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9]])
        #expect(first.cost == 0)
        let parts = LegacyGreedyFixture.project(seed: 31, count: 400, tagCount: 80)
        #expect(LegacyGreedyMerge.merge(parts, tagCount: 80, into: 60) == LegacyGreedyMerge.merge(parts, tagCount: 80, into: 60))
    }

    @Test func hugeSizesAndStrayTagsSaturateInsteadOfTrapping() {
        let stages: [DownloadPolicy] = [.onDemand, .prefetch, .essential]
        let parts = (0..<40).map { index in
            Part(
                tags: [index % 7, (index * 3) % 7, -1, 99, index % 7], bytes: index % 5 == 0 ? -5 : .max - Int64(index),
                stage: stages[index % 3])
        }
        for maximum in [1, 2, 10, 39] {
            let result = LegacyGreedyMerge.merge(parts, tagCount: 7, into: maximum)
            #expect(result.groups.count <= maximum)
            #expect(result.groups.flatMap { $0 }.sorted() == Array(parts.indices))
            #expect(result.cost >= 0 && result.addedBytesByTag.allSatisfy { $0 >= 0 })
        }
        #expect(MergeCost.price([[0, 1, 2, 3], [4, 99, -2]], parts: parts, tagCount: 7).groups == [[0, 1, 2, 3], [4]])
    }

    /// Generated projects and an independent, brute-force price.
    private enum LegacyGreedyFixture {
        /// (seed, parts, tags, maximum packs).
        static let projects = [(1, 300, 40, 100), (2, 450, 120, 100), (3, 600, 200, 100), (4, 500, 60, 30), (5, 350, 200, 100)]

        /// A small deterministic generator (SplitMix64).
        struct Random {
            var state: UInt64
            init(seed: UInt64) { state = seed }
            mutating func next() -> UInt64 {
                state &+= 0x9E37_79B9_7F4A_7C15
                var mixed = state
                mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
                mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
                return mixed ^ (mixed >> 31)
            }
            mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
        }

        /// `count` partitions with distinct tag sets of 1 to 4 tags (so `tagCount` must allow
        /// `count` sets), sizes from 1 KB to 100 MB (spread over magnitudes), about 10 % essential
        /// and 15 % prefetch.
        static func project(seed: Int, count: Int, tagCount: Int) -> [Part] {
            var random = Random(seed: UInt64(seed))
            var seen = Set<[Int]>()
            var parts: [Part] = []
            while parts.count < count {
                let tags = Set((0..<(1 + random.below(4))).map { _ in random.below(tagCount) }).sorted()
                guard seen.insert(tags).inserted else { continue }
                var bytes = Int64(1_000 + random.below(9_000))  // 1 KB ... 10 KB, then up to 10,000 times more
                for _ in 0..<random.below(5) { bytes *= 10 }
                let roll = random.below(100)
                parts.append(Part(tags: tags, bytes: bytes, stage: roll < 10 ? .essential : roll < 25 ? .prefetch : .onDemand))
            }
            return parts
        }

        /// Merges, while there are more than `maximum` packs, the pair that costs least (then has
        /// fewest bytes, then lowest first parts), pricing every pair from the definition each time.
        static func greedy(_ parts: [Part], tagCount: Int, maximum: Int) -> [[Int]] {
            typealias Pack = (members: [Int], tags: Set<Int>, bytes: Int64, stage: DownloadPolicy)
            var packs: [Pack] = parts.indices.map { ([$0], Set(parts[$0].tags), parts[$0].bytes, parts[$0].stage) }
            func cost(_ a: Pack, _ b: Pack) -> Int64 {
                switch (a.stage, b.stage) {
                case (.onDemand, .onDemand):
                    return Int64(a.tags.subtracting(b.tags).count) * b.bytes + Int64(b.tags.subtracting(a.tags).count) * a.bytes
                case (.onDemand, _): return Int64(tagCount - a.tags.count) * a.bytes
                case (_, .onDemand): return Int64(tagCount - b.tags.count) * b.bytes
                default: return a.stage == b.stage ? 0 : (a.stage == .prefetch ? a.bytes : b.bytes)
                }
            }
            while packs.count > max(maximum, 1) {
                var best: (key: (Int64, Int64, Int, Int), i: Int, j: Int)?
                for i in packs.indices {
                    for j in packs.indices where j > i {
                        let (low, high) = (min(packs[i].members[0], packs[j].members[0]), max(packs[i].members[0], packs[j].members[0]))
                        let key = (cost(packs[i], packs[j]), packs[i].bytes + packs[j].bytes, low, high)
                        if best == nil || key < best!.key { best = (key, i, j) }
                    }
                }
                let (i, j) = (best!.i, best!.j)
                packs[i] = (
                    (packs[i].members + packs[j].members).sorted(), packs[i].tags.union(packs[j].tags),
                    packs[i].bytes + packs[j].bytes, max(packs[i].stage, packs[j].stage)
                )
                packs.remove(at: j)
            }
            return packs.map(\.members).sorted { $0[0] < $1[0] }
        }

        /// Parts sorted by stage, first tag and size, cut into `maximum` runs of near-equal length.
        static func sortedChunks(_ parts: [Part], maximum: Int) -> [[Int]] {
            let order = parts.indices.sorted {
                (parts[$0].stage.rank, parts[$0].tags.first ?? -1, parts[$0].bytes, $0)
                    < (parts[$1].stage.rank, parts[$1].tags.first ?? -1, parts[$1].bytes, $1)
            }
            return (0..<maximum).map { chunk in
                Array(order[(chunk * order.count / maximum)..<((chunk + 1) * order.count / maximum)]).sorted()
            }.filter { !$0.isEmpty }
        }

        /// Repeatedly merges the two smallest packs until `maximum` remain.
        static func smallestFirst(_ parts: [Part], maximum: Int) -> [[Int]] {
            var packs = parts.indices.map { (bytes: parts[$0].bytes, members: [$0]) }
            while packs.count > maximum {
                packs.sort { $0.bytes < $1.bytes }
                let merged = (packs[0].bytes + packs[1].bytes, packs[0].members + packs[1].members)
                packs.removeFirst(2)
                packs.append(merged)
            }
            return packs.map { $0.members.sorted() }
        }
    }
}
