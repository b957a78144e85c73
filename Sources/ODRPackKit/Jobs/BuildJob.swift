/// `odr-pack build`: `BuildPipeline` from lint to commit, timed, with a signal that came
/// after the engine's last check recorded in the outcome (so the exit status and the
/// report say what the folder holds).
public struct BuildJob: Sendable {
    /// What to build, and how.
    public var request: BuildPipeline.Request

    /// A build for `request`.
    public init(_ request: BuildPipeline.Request) {
        self.request = request
    }

    /// Runs the build. `onWait` is called once if another build holds the output folder;
    /// `progress` while packs are written.
    public func run(
        onWait: (Int32?) -> Void = { _ in },
        progress: @escaping @Sendable (BuildProgress) -> Void = { _ in }
    ) -> BuildOutcome {
        let start = ContinuousClock.now
        var outcome = BuildPipeline.run(request, onWait: onWait, progress: progress)
        outcome.duration = ContinuousClock.now - start
        if outcome.interruption == nil, let signal = request.cancellation?.signal {
            outcome.buildDiagnostics.append(
                .interruptedLate(signal, output: outcome.output, committed: outcome.report != nil || outcome.isReplay))
            outcome.interruption = signal
        }
        return outcome
    }
}
