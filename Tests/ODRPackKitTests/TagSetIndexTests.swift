import Testing

@testable import ODRPackKit

/// The likeness IDs follow from a lock of tag sets (`TagSetIndex`): the same as measuring every
/// tag set of every ID, also when a tag is in every set (which the index does not list), and
/// also when a set shares both frequent and rare tags with the partition.
@Suite(.budget(seconds: 1)) struct TagSetIndexTests {
    /// Every set measured: for each ID sharing a tag, the nearest (most tags in common over
    /// tags in either, the first on a tie).
    static func measured(_ held: [(id: String, tagSet: [String])], _ tagSet: [String]) -> [String: Double] {
        let tags = Set(tagSet)
        var best: [String: Double] = [:]
        for (id, set) in held {
            let set = Set(set)
            let shared = set.intersection(tags).count
            guard shared > 0 else { continue }
            best[id] = max(best[id] ?? 0, Double(shared) / Double(set.union(tags).count))
        }
        return best
    }

    /// A deterministic generator (the tests draw the same sets every run).
    struct Draw {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    @Test func theIndexAgreesWithMeasuringEverySet() {
        var draw = Draw(state: 7)
        // 12 IDs, 600 sets: `Game` in all, `World0`-`World3` in about a quarter each (frequent),
        // `Level0`-`Level299` in two sets each (rare).
        var held: [(id: String, tagSet: [String])] = []
        for set in 0..<600 {
            var tags = ["Game", "World\(draw.next(4))", "Level\(set % 300)"]
            if draw.next(3) == 0 { tags.append("World\(draw.next(4))") }
            if draw.next(5) == 0 { tags.append("Extra\(draw.next(40))") }
            held.append(("ID\(draw.next(12))", tags))
        }
        held.sort { $0.id < $1.id }
        let index = TagSetIndex(held)
        var partitions: [[String]] = [["Game"], ["Nothing"], ["Game", "World1"], ["Level7"], ["Game", "World2", "Level7"]]
        for _ in 0..<200 {
            var tags: Set<String> = []
            for _ in 0..<(1 + draw.next(4)) {
                tags.insert(
                    [
                        "Game", "World\(draw.next(5))", "Level\(draw.next(320))", "Extra\(draw.next(45))",
                    ][draw.next(4)])
            }
            partitions.append(tags.sorted())
        }
        for partition in partitions {
            let found = index.nearest(to: partition).mapValues { Double($0.shared) / Double($0.all) }
            let expected = Self.measured(held, partition)
            #expect(Set(found.keys) == Set(expected.keys), "\(partition)")
            for (id, likeness) in expected {
                #expect(abs((found[id] ?? -1) - likeness) < 1e-12, "\(partition) \(id)")
            }
        }
    }

    /// A tag in every set: a partition of that tag and one of its own finds each ID's nearest
    /// set through the signature, without visiting each set.
    @Test func aTagInEverySetIsMeasuredByEachIDsSmallestSet() {
        var held: [(id: String, tagSet: [String])] = []
        for set in 0..<1000 { held.append(("ID\(set % 10)", ["Common", "T\(set)"] + (set % 3 == 0 ? ["Big"] : []))) }
        held.sort { $0.id < $1.id }
        let nearest = TagSetIndex(held).nearest(to: ["Common", "New"])
        #expect(nearest.count == 10)
        #expect(nearest.values.allSatisfy { $0.shared == 1 && $0.all == 3 }, "\(nearest)")
        let exact = TagSetIndex(held).nearest(to: ["Common", "T5"])
        #expect(exact["ID5"].map { $0.shared == 2 && $0.all == 2 } == true && exact["ID4"]?.shared == 1)
    }
}
