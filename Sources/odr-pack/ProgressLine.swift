import Foundation
import ODRPackKit

/// Progress on standard error, never on standard output. On a terminal, one line redrawn
/// at most ten times a second; anywhere else (a CI log, a file), plain lines such as
/// `odr-pack: packed 1.2 GB of 5.4 GB (22%), 120 of 503 packs, 45 MB/s`: the first, one
/// each time the bytes reach a new tenth, one a second at most in between, and the last.
final class ProgressLine: Sendable {
    private enum Style {
        case off, redrawn, logged
    }

    private struct State {
        var lastLine: ContinuousClock.Instant?
        /// The tenth of the bytes the last logged line reached.
        var tenth = -1
        var bytes: Int64 = -1
        var packs = -1
        var ended = false
    }

    private let style: Style
    private let verb: String
    private let start = ContinuousClock.now
    private let state = Locked(State())

    /// A progress display whose logged lines say `verb` (`packed`, `verified`); nothing at all unless `enabled`.
    init(verb: String, enabled: Bool) {
        self.verb = verb
        style = !enabled ? .off : isatty(STDERR_FILENO) == 1 ? .redrawn : .logged
    }

    /// Shows `progress` when it is due. Workers report from several threads, and their
    /// snapshots may arrive out of order: an older one is never shown after a newer one.
    @Sendable func update(_ progress: some ProgressCounts) {
        guard style != .off else { return }
        let now = ContinuousClock.now
        let due = state.withLock { current -> Bool in
            guard !current.ended, progress.bytesDone >= current.bytes, progress.packsDone >= current.packs,
                progress.bytesDone > current.bytes || progress.packsDone > current.packs
            else { return false }
            let tenth = Int(progress.fraction * 10)
            let wait: Duration = style == .redrawn ? .milliseconds(100) : .seconds(1)
            guard
                progress.isComplete || (style == .logged && tenth > current.tenth)
                    || current.lastLine.map({ now - $0 >= wait }) ?? true
            else { return false }
            current = State(
                lastLine: now, tenth: max(tenth, current.tenth), bytes: progress.bytesDone,
                packs: progress.packsDone, ended: progress.isComplete && style == .logged)
            return true
        }
        guard due else { return }
        let seconds = max((now - start) / .seconds(1), 0.001)
        let rate = ByteSize.format(Int64(Double(progress.bytesDone) / seconds)) + "/s"
        let done = ByteSize.format(progress.bytesDone)
        let total = ByteSize.format(progress.bytesTotal)
        switch style {
        case .off:
            break
        case .redrawn:
            // Without bytes to count (a build without archives), the packs alone.
            let bytes = progress.bytesTotal > 0 ? "  \(done) of \(total)  \(rate)" : ""
            try? Console.write(errors: "\r\u{1B}[K" + "packs \(progress.packsDone)/\(progress.packsTotal)" + bytes)
        case .logged:
            let packs = "\(progress.packsDone) of \(progress.packsTotal) pack\(progress.packsTotal == 1 ? "" : "s")"
            let line =
                progress.bytesTotal > 0
                ? "\(verb) \(done) of \(total) (\(Int(progress.fraction * 100))%), \(packs), \(rate)"
                : "\(verb) \(packs) (\(Int(progress.fraction * 100))%)"
            try? Console.err("odr-pack: " + line)
        }
    }

    /// Ends a redrawn line so later output starts on a fresh line.
    func finish() {
        if style == .redrawn && state.withLock({ $0.lastLine != nil }) { try? Console.write(errors: "\r\u{1B}[K") }
    }
}

/// The counts a progress line shows: packs and bytes, done and in all.
protocol ProgressCounts: Sendable {
    var packsDone: Int { get }
    var packsTotal: Int { get }
    var bytesDone: Int64 { get }
    var bytesTotal: Int64 { get }
}

extension ProgressCounts {
    /// The share done, from 0 to 1: of the bytes, or of the packs when there are no bytes.
    var fraction: Double {
        if bytesTotal > 0 { return min(Double(bytesDone) / Double(bytesTotal), 1) }
        return packsTotal > 0 ? Double(packsDone) / Double(packsTotal) : 1
    }

    /// Whether every pack and every byte is done.
    var isComplete: Bool { packsDone >= packsTotal && bytesDone >= bytesTotal }
}

extension BuildProgress: ProgressCounts {}
extension VerifyProgress: ProgressCounts {}
