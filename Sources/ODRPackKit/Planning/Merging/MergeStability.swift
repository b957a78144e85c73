/// Keeps the previous release's packs unless a change saves enough.
///
/// The kept grouping: each previous pack's parts that are still compatible stay together (a
/// previous pack now holding two merge classes or homes is split by them); new parts join the
/// packs or form their own, by the greedy agglomeration with packs of previous content kept
/// from merging with one another while anything else can merge; then local search moves only
/// the new parts. Two alternatives are priced: local search from the kept grouping moving any
/// part, and the fresh portfolio result. An alternative replaces the kept grouping only when it
/// has fewer bytes over the cap, or as many and fewer strangers, or as many of both and costs
/// less than `100 - stabilityPercent` % of it; the best qualifying alternative wins.
enum MergeStability {
    /// The grouping to use given the previous release's pack number per part (nil: new part).
    static func choose(_ problem: MergeProblem, previous: [Int?], percent: Int, fresh: MergeCandidate) -> MergeCandidate {
        guard let kept = keep(problem, previous: previous) else { return fresh }
        var search = LocalSearch(problem: problem, groups: kept.groups)
        let loose = search.improve()
        let alternatives = [MergeCandidate(groups: loose, score: problem.score(loose), strategy: "previous packs + search"), fresh]
        let share = Int128(Swift.min(Swift.max(percent, 0), 100))
        let qualifying = alternatives.filter { candidate in
            let (fresh, old) = (candidate.score, kept.score)
            if fresh.excess != old.excess { return fresh.excess < old.excess }
            if fresh.strangers != old.strangers { return fresh.strangers < old.strangers }
            return fresh.cost * 100 < old.cost * (100 - share)
        }
        return qualifying.indices.min { (qualifying[$0].score, $0) < (qualifying[$1].score, $1) }.map { qualifying[$0] } ?? kept
    }

    /// The previous packs kept (split where no longer compatible), new parts placed; nil if
    /// they cannot fit (not reached: the problem's minimum fits).
    static func keep(_ problem: MergeProblem, previous: [Int?]) -> MergeCandidate? {
        let packs = previousPacks(problem, previous: previous)
        let holdsPrevious = packs.map { previous[$0[0]] != nil }
        var groups = packs
        if packs.count > problem.maximum {
            var agglomeration = MergeAgglomeration(problem: problem, packs: packs, priority: .affinity, locked: holdsPrevious)
            guard let merged = agglomeration.run(limit: problem.maximum) else { return nil }
            groups = merged.sorted { $0[0] < $1[0] }
        }
        let pinned = previous.map { $0 != nil }
        var search = LocalSearch(problem: problem, groups: groups, pinned: pinned)
        let placed = search.improve()
        return MergeCandidate(groups: placed, score: problem.score(placed), strategy: "previous packs kept")
    }

    /// The previous packs, each split by merge class and home (free parts go with the first
    /// homed piece of their class), and each new part alone; sorted by first part.
    static func previousPacks(_ problem: MergeProblem, previous: [Int?]) -> [[Int]] {
        var pieces: [[Int]: [Int]] = [:]
        for part in 0..<problem.count {
            guard let number = previous[part] else {
                pieces[[1, part, 0, 0]] = [part]
                continue
            }
            pieces[[0, number, problem.compartment(part), problem.home[part]], default: []].append(part)
        }
        var packs: [[Int]: [Int]] = [:]
        for piece in pieces.keys.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            var target = piece
            if piece[0] == 0, piece[3] < 0,
                let homed = pieces.keys
                    .filter({ $0[0] == 0 && $0[1] == piece[1] && $0[2] == piece[2] && $0[3] >= 0 })
                    .min(by: { $0.lexicographicallyPrecedes($1) })
            {
                target = homed
            }
            packs[target, default: []] += pieces[piece]!
        }
        return packs.values.map { $0.sorted() }.sorted { $0[0] < $1[0] }
    }
}
