/// `odr-pack diff OLD NEW`: two builds' indexes compared (`IndexDiff`) and checked against
/// the budgets (`DiffBudgets`). An index that cannot be read is an `unreadable-index` error
/// in the outcome, never a thrown error.
public struct DiffJob: Sendable {
    /// The old build: a build folder or its index file.
    public var old: String
    /// The new build.
    public var new: String
    /// The limits to check.
    public var budgets: DiffBudgets
    /// Whether reports show every pack and tag, not only those that changed (`--all`).
    public var showAll = false

    /// A comparison of `old` with `new`.
    public init(old: String, new: String, budgets: DiffBudgets = DiffBudgets()) {
        self.old = old
        self.new = new
        self.budgets = budgets
    }

    /// Reads both indexes, compares them and checks the budgets.
    public func run() -> DiffOutcome {
        var outcome = DiffOutcome(old: old, new: new)
        outcome.showAll = showAll
        var indexes: [BuildIndex] = []
        for path in [old, new] {
            do throws(IndexStore.ReadError) {
                indexes.append(try IndexStore.load(path))
            } catch {
                outcome.diagnostics.append(.unreadableIndex(error.path, reason: error.reason))
            }
        }
        guard indexes.count == 2 else { return outcome }
        guard indexes[0].delivery == indexes[1].delivery else {
            outcome.diagnostics.append(
                .deliveryMismatch(old: old, oldDelivery: indexes[0].delivery, new: new, newDelivery: indexes[1].delivery))
            return outcome
        }
        let diff = IndexDiff(old: indexes[0], new: indexes[1])
        outcome.diff = diff
        outcome.diagnostics = (diff.check(budgets) + diff.churn()).sorted()
        return outcome
    }
}

/// What `diff` found: the comparison, when both indexes could be read, and its diagnostics.
public struct DiffOutcome: Outcome {
    /// The old build, as named by the user.
    public var old: String
    /// The new build, as named by the user.
    public var new: String
    /// The comparison; nil when an index could not be read.
    public var diff: IndexDiff?
    /// Unreadable indexes, exceeded budgets and warnings, sorted.
    public var diagnostics: [Diagnostic] = []
    /// Whether reports show every pack and tag, not only those that changed.
    public var showAll = false

    /// An outcome with nothing compared yet.
    public init(old: String, new: String, diff: IndexDiff? = nil, diagnostics: [Diagnostic] = []) {
        self.old = old
        self.new = new
        self.diff = diff
        self.diagnostics = diagnostics
    }
}
