/// How far a verification is, reported while archives are read.
public struct VerifyProgress: Sendable {
    /// Packs checked (or skipped as unsafe).
    public var packsDone: Int
    /// All packs of the index.
    public var packsTotal: Int
    /// Archive bytes read so far (for `.assetpack` folders, their files' bytes).
    public var bytesDone: Int64
    /// The archive bytes the index lists.
    public var bytesTotal: Int64
}

/// The running count behind `VerifyProgress`, safe to advance from any thread. Each
/// snapshot is taken under the lock and reported outside it, so a slow callback never
/// holds the readers up.
final class VerifyTally: Sendable {
    private struct Counts {
        var progress: VerifyProgress
        /// The bytes the finished packs account for, whatever was read of them.
        var settled: Int64 = 0
    }

    private let counts: Locked<Counts>
    private let report: @Sendable (VerifyProgress) -> Void

    init(packs: Int, bytes: Int64, report: @escaping @Sendable (VerifyProgress) -> Void) {
        counts = Locked(Counts(progress: VerifyProgress(packsDone: 0, packsTotal: packs, bytesDone: 0, bytesTotal: bytes)))
        self.report = report
    }

    /// Counts `bytes` more read of the current pack.
    func advance(_ bytes: Int64) {
        let snapshot = counts.withLock { state in
            state.progress.bytesDone = min(state.progress.bytesDone + bytes, state.progress.bytesTotal)
            return state.progress
        }
        report(snapshot)
    }

    /// Ends a pack that the index gives `expected` archive bytes: a short, long or unread
    /// archive still moves the count by exactly its share.
    func finishPack(expected: Int64) {
        let snapshot = counts.withLock { state in
            state.settled += expected
            state.progress.packsDone += 1
            state.progress.bytesDone = min(state.settled, state.progress.bytesTotal)
            return state.progress
        }
        report(snapshot)
    }
}
