import Foundation
import Synchronization
import Testing

/// Which tests a run holds. `make test` runs every suite; `make test-fast`, the inner loop, sets
/// `ODR_PACK_TEST_SET=fast` and runs every suite but those marked `.slow`, each within the
/// budget it declares (`.budget`). Every suite declares one or the other where it is written
/// (`TestSetDeclarationTests` checks), so a new suite cannot slip into the fast set unmeasured.
public enum TestSet {
    /// Whether this run is the fast set (`ODR_PACK_TEST_SET=fast`).
    public static let isFast = ProcessInfo.processInfo.environment["ODR_PACK_TEST_SET"] == "fast"

    /// `all` in `make test`; its first `fast` in the fast set, which checks the same property on
    /// fewer seeded cases.
    public static func sample(_ all: Range<Int>, fast: Int) -> Range<Int> {
        isFast ? all.lowerBound..<min(all.upperBound, all.lowerBound + fast) : all
    }

    /// `all` in `make test`; its first `fast` in the fast set.
    public static func sample<Element>(_ all: [Element], fast: Int) -> [Element] {
        isFast ? Array(all.prefix(fast)) : all
    }

    /// Where each suite with a budget appends `<seconds> <budget> <suite>` when it ends
    /// (`ODR_PACK_TEST_BUDGET_REPORT`), to set budgets from measurements.
    static let reportPath = ProcessInfo.processInfo.environment["ODR_PACK_TEST_BUDGET_REPORT"]

    /// Appends one suite's time to the report, if one is asked for (one `write` to a file opened
    /// for appending, so suites ending at once never mix their lines).
    static func report(suite: String, seconds: Double, budget: Double) {
        guard let path = reportPath else { return }
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        let line = Array("\(String(format: "%.2f", seconds)) \(budget) \(suite)\n".utf8)
        _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }
}

extension Trait where Self == ConditionTrait {
    /// A suite the fast set leaves out: `make test` runs it. `why` says what makes it slow and
    /// which smaller test in the fast set guards the same property, if any.
    public static func slow(_ why: Comment) -> Self {
        .disabled(if: TestSet.isFast, why)
    }
}

extension Trait where Self == SuiteBudget {
    /// A suite of the fast set that takes at most `seconds`: the sum of its tests' durations.
    /// In the fast set, a suite over its budget fails, naming its time: make it faster, or mark
    /// it `.slow` and keep a smaller test of the same property in the fast set.
    public static func budget(seconds: Double) -> Self {
        SuiteBudget(seconds: seconds)
    }
}

/// The time a suite of the fast set may take: the sum of the durations of its test cases,
/// measured around each (so time spent waiting for a free thread is not counted, time taken
/// by the processes a test runs is). A nested suite's cases count in its own budget, if it
/// declares one, and in every enclosing suite's.
public struct SuiteBudget: SuiteTrait, TestTrait, TestScoping {
    /// The most seconds the suite's test cases may take together.
    public let seconds: Double
    /// Which declaration this is: the suites and tests that inherit it hold the same value.
    let id = UUID()

    public var isRecursive: Bool { true }

    /// The time spent so far in the test cases of each suite being run, by budget.
    @TaskLocal static var spent: [UUID: Spent] = [:]

    /// Seconds, added to from the suite's test cases as they end.
    final class Spent: Sendable {
        let seconds = Mutex<Double>(0)
    }

    /// The suite's scope adds up; each test case's scope is timed (a test function's own is not).
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        test.isSuite || testCase != nil ? self : nil
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        if test.isSuite {
            // A nested suite inherits the budget of the suite it is in, which already counts.
            guard Self.spent[id] == nil else { return try await function() }
            let spent = Spent()
            try await Self.$spent.withValue(Self.spent.merging([id: spent]) { $1 }) { try await function() }
            let total = spent.seconds.withLock { $0 }
            TestSet.report(suite: test.name, seconds: total, budget: seconds)
            if TestSet.isFast && total > seconds {
                Issue.record(
                    """
                    suite \(test.name) took \(String(format: "%.1f", total)) s of tests, over its budget of \
                    \(String(format: "%g", seconds)) s in the fast set: make it faster, or mark it .slow and keep a \
                    smaller test of the same property in the fast set
                    """)
            }
        } else if let spent = Self.spent[id] {
            let start = ContinuousClock.now
            defer {
                let elapsed = (ContinuousClock.now - start).components
                spent.seconds.withLock { $0 += Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18 }
            }
            try await function()
        } else {
            try await function()
        }
    }
}
