/// The `groups` hint turned into each part's home: content of no group kept out of the
/// groups' packs, then neighbouring groups joined, as far as the maximum requires (the rule
/// is stated on `MergeRequest.groups`).
enum GroupHomes {
    /// The lowest tag listed in two groups (tags outside `0..<tagCount` ignored), if any.
    static func repeatedTag(_ groups: [[Int]], tagCount: Int) -> Int? {
        var seen = Set<Int>()
        var repeated: [Int] = []
        for group in groups {
            for tag in Set(group) where tag >= 0 && tag < tagCount && !seen.insert(tag).inserted { repeated.append(tag) }
        }
        return repeated.min()
    }

    /// `problem` with each part's home: the group holding all its tags; for a part with no tag
    /// in any group, the outsiders' home `groups.count`, which keeps it out of the groups' packs,
    /// while the maximum allows; else -1 (free: it may join any pack). When even that does not
    /// fit, outsiders are free too, and groups are joined until the parts fit (`groups` must
    /// have no repeated tag).
    static func homes(_ groups: [[Int]], problem: MergeProblem, place: [Int]) -> MergeProblem {
        var groupOf = [Int](repeating: -1, count: problem.tagCount)
        for (number, group) in groups.enumerated() {
            for tag in group where tag >= 0 && tag < problem.tagCount { groupOf[tag] = number }
        }
        var home = problem.tags.map { tags -> Int in
            guard let first = tags.first, groupOf[first] >= 0 else { return -1 }
            return tags.allSatisfy { groupOf[$0] == groupOf[first] } ? groupOf[first] : -1
        }
        let grouped = groupOf.contains { $0 >= 0 }
        let apart = problem.tags.indices.map { part in
            grouped && problem.tags[part].allSatisfy { groupOf[$0] < 0 } ? groups.count : home[part]
        }
        let minimum = problem.minimumPacks(home: apart)
        if minimum <= problem.maximum { return problem.with(home: apart, outsidersApartMinimum: minimum) }
        var sequence = groupSequence(groupOf, place: place, groupCount: groups.count)
        while problem.minimumPacks(home: home) > problem.maximum, sequence.count > 1 {
            let (kept, gone) = cheapestNeighbours(sequence, home: home, problem: problem)
            home = home.map { $0 == sequence[gone] ? sequence[kept] : $0 }
            sequence.remove(at: gone)
        }
        return problem.with(home: home, outsidersApartMinimum: minimum)
    }

    /// The groups holding a tag, by the first place of their tags in the order.
    static func groupSequence(_ groupOf: [Int], place: [Int], groupCount: Int) -> [Int] {
        var start = [Int](repeating: Int.max, count: groupCount)
        for (tag, group) in groupOf.enumerated() where group >= 0 { start[group] = Swift.min(start[group], place[tag]) }
        return (0..<groupCount).filter { start[$0] < Int.max }.sorted { (start[$0], $0) < (start[$1], $1) }
    }

    /// The two neighbours in `sequence` that cost least to join, each taken as one pack of its
    /// on-demand parts (`MergeCost.joining`);
    /// ties to the fewer bytes, then the first pair. Returned as (position kept, position joined).
    static func cheapestNeighbours(_ sequence: [Int], home: [Int], problem: MergeProblem) -> (Int, Int) {
        var tags = [Int: Set<Int>]()
        var bytes = [Int: Int128]()
        for (part, group) in home.enumerated() where group >= 0 && problem.stage[part] == .onDemand {
            tags[group, default: []].formUnion(problem.tags[part])
            bytes[group, default: 0] += Int128(problem.bytes[part])
        }
        var best: (cost: Int128, bytes: Int128, index: Int)?
        for index in 0..<(sequence.count - 1) {
            let (a, b) = (sequence[index], sequence[index + 1])
            let (tagsA, tagsB) = (tags[a] ?? [], tags[b] ?? [])
            let (bytesA, bytesB) = (bytes[a] ?? 0, bytes[b] ?? 0)
            let cost = MergeCost.joining((tagsA.count, bytesA), (tagsB.count, bytesB), shared: tagsA.intersection(tagsB).count)
            let pair = (cost, bytesA + bytesB, index)
            if best == nil || pair < best! { best = pair }
        }
        return (best!.index, best!.index + 1)
    }
}
