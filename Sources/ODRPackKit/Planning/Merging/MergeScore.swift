/// What a grouping costs, in the order the merge compares groupings: first the bytes over the
/// per-tag cap, then the strangers (`MergeProblem+Related`), then the cost, then the bytes that
/// crossed into a stronger policy. Computed in
/// 128 bits, so nothing saturates for any sizes that fit `Int64`.
package struct MergeScore: Comparable, Sendable {
    /// The bytes by which tags exceed `maxExtraPerTag`, summed over the tags (0 without a cap).
    var excess: Int128
    /// The packs' strangers, summed: parts sharing a pack with no related part in it.
    var strangers: Int
    /// The cost model's sum of the bytes added to each tag's download.
    package var cost: Int128
    /// The bytes of parts placed in a pack of a stronger policy than their own.
    var crossed: Int128

    /// Orders by excess, then strangers, then cost, then crossed bytes.
    package static func < (lhs: MergeScore, rhs: MergeScore) -> Bool {
        (lhs.excess, lhs.strangers, lhs.cost, lhs.crossed) < (rhs.excess, rhs.strangers, rhs.cost, rhs.crossed)
    }
}

/// Scoring groupings.
extension MergeProblem {
    /// The score of `groups` (each part in exactly one group).
    func score(_ groups: [[Int]]) -> MergeScore {
        let added = addedByTag(groups)
        var crossed: Int128 = 0
        var clusters = RelatedClusters(self)
        var strangers = 0
        for group in groups {
            strangers += clusters.strangers(group)
            let strongest = packStage(group)
            for part in group where stage[part] < strongest { crossed += Int128(bytes[part]) }
        }
        return MergeScore(excess: excess(added), strangers: strangers, cost: added.reduce(0, +), crossed: crossed)
    }

    /// The bytes by which `added` exceeds the cap, summed over the tags.
    func excess(_ added: [Int128]) -> Int128 {
        guard let cap else { return 0 }
        return added.reduce(0) { $0 + Swift.max(0, $1 - Int128(cap)) }
    }

    /// The tags whose added bytes exceed the cap, ascending.
    func tagsOverCap(_ groups: [[Int]]) -> [Int] {
        guard let cap else { return [] }
        return addedByTag(groups).enumerated().filter { $0.element > Int128(cap) }.map(\.offset)
    }

    /// The policy of a pack holding `group`: the strongest of its parts'.
    package func packStage(_ group: [Int]) -> DownloadPolicy { group.map { stage[$0] }.max() ?? .onDemand }

    /// `part`'s weight in `MergeCost`'s formula: its bytes once for each tag it lists.
    package func weight(_ part: Int) -> Int128 { MergeCost.weight(tags: tags[part].count, bytes: bytes[part]) }

    /// What on-demand `part` adds in a pack at install (`MergeCost.atInstall`).
    package func installCost(_ part: Int) -> Int128 {
        MergeCost.atInstall(bytes: Int128(bytes[part]), tags: tags[part].count, tagCount: tagCount)
    }

    /// Per tag, the bytes `groups` adds to its download (`MergeCost`).
    func addedByTag(_ groups: [[Int]]) -> [Int128] {
        MergeCost.addedByTag(groups, tags: tags, bytes: bytes, stage: stage, tagCount: tagCount)
    }
}
