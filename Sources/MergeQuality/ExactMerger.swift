import ODRPackKit

/// The exact optimum for small requests: a branch-and-bound walk over every set partition of
/// the parts into at most `maximum` blocks whose blocks respect the merge rules (policies apart
/// unless crossing is allowed, isolation keys, homes). Parts at install are placed first, so a
/// block's policy is fixed when on-demand parts join it and a block's cost only grows as parts
/// join: a partial grouping costing at least the best found is abandoned once that best has no
/// strangers. Like the merge, it minimises strangers (`MergeProblem+Related`) first, then cost.
/// The cap and the previous release are not considered. Meant for about 12 parts (Bell(12) ≈ 4.2
/// million).
public enum ExactMerger {
    /// The grouping with the fewest strangers and, among those, the least cost, with both; nil
    /// when the request fails its checks or has more than `limit` parts. On ties, the first
    /// grouping found (blocks opened in part order) wins.
    public static func optimum(_ request: MergeRequest, limit: Int = 14) -> (groups: [[Int]], strangers: Int, cost: Int64)? {
        guard request.parts.count <= limit, case .success(let problem) = MergeProblem.make(request) else { return nil }
        let order = (0..<problem.count).sorted { (problem.stage[$0].isAtInstall ? 0 : 1, $0) < (problem.stage[$1].isAtInstall ? 0 : 1, $1) }
        var walk = Walk(problem: problem, order: order)
        walk.visit(0, cost: 0)
        guard let best = walk.best else { return nil }
        let groups = best.map { $0.sorted() }.sorted { $0[0] < $1[0] }
        return (groups, walk.bestStrangers, Int64(clamping: walk.bestCost))
    }

    /// The walk's state: the blocks so far and the best complete grouping.
    struct Walk {
        /// The parts and rules.
        let problem: MergeProblem
        /// The parts in the order they are placed (at install first).
        let order: [Int]
        /// The blocks so far.
        var blocks: [[Int]] = []
        /// The cheapest complete grouping found.
        var best: [[Int]]?
        /// Its strangers.
        var bestStrangers = Int.max
        /// Its cost.
        var bestCost = Int128.max

        /// Places `order[index]` and the rest, `cost` being the cost of the blocks so far.
        mutating func visit(_ index: Int, cost: Int128) {
            guard bestStrangers > 0 || cost < bestCost else { return }
            guard index < order.count else {
                let strangers = blocks.reduce(0) { $0 + problem.strangers($1) }
                if (strangers, cost) < (bestStrangers, bestCost) { (best, bestStrangers, bestCost) = (blocks, strangers, cost) }
                return
            }
            let part = order[index]
            for block in blocks.indices where fits(part, blocks[block]) {
                let before = blockCost(blocks[block])
                blocks[block].append(part)
                let after = blockCost(blocks[block])
                visit(index + 1, cost: cost - before + after)
                blocks[block].removeLast()
            }
            if blocks.count < problem.maximum {
                blocks.append([part])
                visit(index + 1, cost: cost)
                blocks.removeLast()
            }
        }

        /// Whether `part` may join `block`.
        func fits(_ part: Int, _ block: [Int]) -> Bool {
            let other = block[0]
            guard problem.compartment(part) == problem.compartment(other) else { return false }
            return block.allSatisfy { MergeProblem.homesMeet(problem.home[$0], problem.home[part]) }
        }

        /// What `block` costs (`MergeCost`): at install, what its on-demand parts add there; on
        /// demand, the formula over its distinct tags, bytes and weight.
        func blockCost(_ block: [Int]) -> Int128 {
            if problem.packStage(block).isAtInstall {
                return block.filter { problem.stage[$0] == .onDemand }.reduce(0) { $0 + problem.installCost($1) }
            }
            let tags = Set(block.flatMap { problem.tags[$0] }).count
            let bytes = block.reduce(Int128(0)) { $0 + Int128(problem.bytes[$1]) }
            return MergeCost.pack(tags: tags, bytes: bytes, weight: block.reduce(0) { $0 + problem.weight($1) })
        }
    }
}
