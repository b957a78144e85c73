import Foundation
import ODRPackKit

/// A one-line progress display on standard error, redrawn at most ten times a second,
/// and only when standard error is a terminal.
final class ProgressLine: Sendable {
    private struct State {
        var lastDraw: ContinuousClock.Instant?
        var drawn = false
    }

    private let enabled: Bool
    private let start = ContinuousClock.now
    private let state = Locked(State())

    init(enabled: Bool) {
        self.enabled = enabled && isatty(STDERR_FILENO) == 1
    }

    /// Draws `progress` unless the last drawing was under 0.1 s ago (the last pack always draws).
    @Sendable func update(_ progress: BuildProgress) {
        guard enabled else { return }
        let now = ContinuousClock.now
        let due = state.withLock { current -> Bool in
            let last = progress.packsDone == progress.packsTotal && progress.bytesDone == progress.bytesTotal
            guard last || current.lastDraw.map({ now - $0 >= .milliseconds(100) }) ?? true else { return false }
            current.lastDraw = now
            current.drawn = true
            return true
        }
        guard due else { return }
        let seconds = max((now - start) / .seconds(1), 0.001)
        let rate = ByteSize.format(Int64(Double(progress.bytesDone) / seconds)) + "/s"
        let line = "packs \(progress.packsDone)/\(progress.packsTotal)  \(ByteSize.format(progress.bytesDone)) of \(ByteSize.format(progress.bytesTotal))  \(rate)"
        FileHandle.standardError.write(Data(("\r\u{1B}[K" + line).utf8))
    }

    /// Ends the progress line so later output starts on a fresh line.
    func finish() {
        if enabled && state.withLock({ $0.drawn }) { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}
