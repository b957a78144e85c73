/// The packs at install that every strategy starts from, and the on-demand parts it merges.
///
/// Merging parts at install costs nothing (they are on every device anyway), so before any
/// strategy runs, the parts at install are collapsed: one pack per policy (or one for both
/// when `joined`, which crosses prefetch into essential), isolation key and home; free parts
/// join the first homed pack of their policy and key.
package struct MergeLayout {
    /// The packs at install.
    package var installPacks: [[Int]]
    /// The on-demand parts, ascending.
    package var onDemand: [Int]

    /// The layout of `problem`, with both install policies in one pack when `joined`.
    package init(_ problem: MergeProblem, joined: Bool) {
        var byKey: [[Int]: [Int]] = [:]
        for part in 0..<problem.count where problem.stage[part].isAtInstall {
            byKey[[joined ? 0 : problem.stage[part].rank, problem.key[part], problem.home[part]], default: []].append(part)
        }
        var packs: [[Int]: [Int]] = [:]
        for slot in byKey.keys.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            var target = slot
            if slot[2] < 0,
                let homed = byKey.keys.filter({ $0[0] == slot[0] && $0[1] == slot[1] && $0[2] >= 0 })
                    .min(by: { $0.lexicographicallyPrecedes($1) })
            {
                target = homed
            }
            packs[target, default: []] += byKey[slot]!
        }
        installPacks = packs.values.map { $0.sorted() }.sorted { $0[0] < $1[0] }
        onDemand = (0..<problem.count).filter { problem.stage[$0] == .onDemand }
    }

    /// The budget left for on-demand packs out of `maximum`.
    package func budget(_ maximum: Int) -> Int { maximum - installPacks.count }

    /// The packs at install, then each on-demand part alone, sorted by first part.
    package var singletons: [[Int]] { (installPacks + onDemand.map { [$0] }).sorted { $0[0] < $1[0] } }
}

/// Merges the two smallest compatible on-demand packs (fewest combined bytes, then lowest
/// slots) until the budget is met: the smallest-first baseline, within merge classes.
package enum SmallestFirst {
    /// The on-demand `parts` merged into at most `budget` packs, or nil when they cannot fit.
    package static func merge(_ problem: MergeProblem, parts: [Int], budget: Int) -> [[Int]]? {
        var packs = parts.map { [$0] }
        var bytes = parts.map { Int128(problem.bytes[$0]) }
        var home = parts.map { problem.home[$0] }
        var sorted = packs.indices.sorted { (bytes[$0], $0) < (bytes[$1], $1) }
        while sorted.count > budget {
            guard let (low, high) = smallestPair(problem, sorted: sorted, packs: packs, bytes: bytes, home: home) else { return nil }
            packs[low] += packs[high]
            (bytes[low], home[low], packs[high]) = (bytes[low] + bytes[high], Swift.max(home[low], home[high]), [])
            sorted.removeAll { $0 == low || $0 == high }
            let place = sorted.firstIndex { (bytes[low], low) < (bytes[$0], $0) } ?? sorted.count
            sorted.insert(low, at: place)
        }
        return sorted.map { packs[$0].sorted() }.sorted { $0[0] < $1[0] }
    }

    /// The compatible pair with the fewest combined bytes (then lowest slots), as (low, high) slots.
    static func smallestPair(_ problem: MergeProblem, sorted: [Int], packs: [[Int]], bytes: [Int128], home: [Int]) -> (Int, Int)? {
        var best: (total: Int128, low: Int, high: Int)?
        for (position, a) in sorted.enumerated() {
            if let best, bytes[a] * 2 > best.total { break }
            for b in sorted[(position + 1)...]
            where problem.key[packs[a][0]] == problem.key[packs[b][0]] && MergeProblem.homesMeet(home[a], home[b]) {
                let pair = (bytes[a] + bytes[b], Swift.min(a, b), Swift.max(a, b))
                if best == nil || pair < best! { best = pair }
                break
            }
        }
        return best.map { ($0.low, $0.high) }
    }
}
