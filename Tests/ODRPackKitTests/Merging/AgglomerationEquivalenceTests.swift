import MergeQuality
import TestSupport
import Testing

@testable import ODRPackKit

/// The greedy agglomeration against the previous one (`OldMergeAgglomeration`).
/// A suite, so that `make test-fast` can leave it out by name.
@Suite(.budget(seconds: 3)) struct AgglomerationEquivalenceTests {
    /// The agglomeration, which after a merge prices only the packs it can change and keeps the
    /// first merge in a tournament tree, makes the same merges as the previous one, which priced
    /// the merged pack against every pack and scanned them all at each merge (`OldMergeAgglomeration`): on seeded small requests and, for the first seeds, game shapes
    /// of a few hundred partitions, by cost and by affinity, with and without previous content locked.
    @Test(arguments: TestSet.sample(0..<60, fast: 12))
    func agglomerationMatchesThePreviousOne(seed: Int) {
        var requests: [MergeRequest] = [Fixture.request(seed: UInt64(seed)), SmallInstances.request(seed: UInt64(seed))]
        if seed < 6 {
            let shape = GameShape.allCases[seed % GameShape.allCases.count]
            requests.append(
                shape.project(seed: UInt64(seed), partitions: 200 + seed * 40).request(
                    maximum: 100, withGroups: seed % 2 == 0, allowCrossing: seed % 3 == 0))
        }
        for (number, request) in requests.enumerated() {
            guard case .success(let problem) = MergeProblem.make(request) else { continue }
            for joined in [false, true] {
                let layout = MergeLayout(problem, joined: joined)
                for priority in [MergeAgglomeration.Priority.cost, .affinity] {
                    var new = MergeAgglomeration(problem: problem, packs: layout.singletons, priority: priority)
                    var old = OldMergeAgglomeration(
                        problem: problem, packs: layout.singletons,
                        priority: priority == .cost ? OldMergeAgglomeration.Priority.cost : .affinity)
                    #expect(
                        new.run(limit: problem.maximum) == old.run(limit: problem.maximum),
                        "seed \(seed) request \(number) \(priority) \(joined)")
                    // With previous content locked.
                    let locked = layout.singletons.indices.map { ($0 * 7 + seed) % 3 != 0 }
                    var newLocked = MergeAgglomeration(problem: problem, packs: layout.singletons, priority: priority, locked: locked)
                    var oldLocked = OldMergeAgglomeration(
                        problem: problem, packs: layout.singletons,
                        priority: priority == .cost ? OldMergeAgglomeration.Priority.cost : .affinity, locked: locked)
                    #expect(
                        newLocked.run(limit: problem.maximum) == oldLocked.run(limit: problem.maximum),
                        "seed \(seed) request \(number) locked")
                }
            }
            // The 0.4.0 order (no distance).
            var new = MergeAgglomeration(problem: problem.unordered, packs: (0..<problem.count).map { [$0] }, priority: .cost)
            var old = OldMergeAgglomeration(
                problem: problem.unordered, packs: (0..<problem.count).map { [$0] }, priority: OldMergeAgglomeration.Priority.cost)
            #expect(new.run(limit: problem.maximum) == old.run(limit: problem.maximum), "seed \(seed) request \(number) unordered")
        }
    }
}
