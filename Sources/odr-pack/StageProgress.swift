import Foundation
import ODRPackKit

/// What a long `lint`, `report`, `why` or `migrate` is doing, on standard error, never on
/// standard output: nothing for work done within a second; after that, the stage the engine
/// reported last (`WorkStage`) with its counts and the time so far. On a terminal, one line
/// redrawn as the seconds pass and erased at the end; anywhere else (a CI log, a file), plain
/// lines such as `odr-pack: merging 20001 partitions into 100 packs (1.0 s)`: one when a
/// stage is first seen, and one every ten seconds while it lasts.
///
/// A clock thread does the showing, so a stage that runs for minutes without reporting is
/// still shown within a tenth of a second of the first second.
final class StageProgress: Sendable {
    private enum Style {
        case off, redrawn, logged
    }

    private struct State {
        var stage: WorkStage?
        /// What was shown last, and when.
        var shown: String?
        var shownAt: Duration = .zero
        var drawn = false
        var finished = false
    }

    /// The first second of work shows nothing.
    static let delay: Duration = .seconds(1)
    /// A logged stage that lasts is logged again this often.
    static let repeatEvery: Duration = .seconds(10)

    private let style: Style
    private let start = ContinuousClock.now
    private let state = Locked(State())

    /// A progress display; nothing at all unless `enabled`.
    init(enabled: Bool) {
        style = !enabled ? .off : isatty(STDERR_FILENO) == 1 ? .redrawn : .logged
        guard style != .off else { return }
        Thread.detachNewThread { [self] in
            while tick() { Thread.sleep(forTimeInterval: 0.1) }
        }
    }

    /// Records the stage the engine entered; the clock thread shows it when it is due.
    @Sendable func enter(_ stage: WorkStage) {
        state.withLock { $0.stage = stage }
    }

    /// Shows the stage when it is due; false once finished. Writing happens under the lock,
    /// so nothing is written after `finish()` returns.
    private func tick() -> Bool {
        let elapsed = ContinuousClock.now - start
        return state.withLock { current in
            guard !current.finished else { return false }
            guard elapsed >= Self.delay, let stage = current.stage else { return true }
            let text = Self.describe(stage)
            let seconds = String(format: "%.1f s", elapsed / .seconds(1))
            switch style {
            case .off:
                return false
            case .redrawn:
                try? Console.write(errors: "\r\u{1B}[K" + text + "  " + seconds)
                current.drawn = true
            case .logged:
                guard text != current.shown || elapsed - current.shownAt >= Self.repeatEvery else { return true }
                try? Console.err("odr-pack: \(text) (\(seconds))")
            }
            current.shown = text
            current.shownAt = elapsed
            return true
        }
    }

    /// Stops the display; a redrawn line is erased so the report starts on a clean line.
    func finish() {
        state.withLock { current in
            if current.drawn && !current.finished { try? Console.write(errors: "\r\u{1B}[K") }
            current.finished = true
        }
    }

    /// The stage in words, with its counts.
    static func describe(_ stage: WorkStage) -> String {
        switch stage {
        case .reading(let project): project ? "reading the Xcode project" : "reading the manifest"
        case .scanning(let entries): "scanning the files of \(entries) \(plural(entries, "entry", "entries"))"
        case .partitioning(let files): "partitioning \(files) tagged \(plural(files, "file", "files")) by tag set"
        case .merging(let partitions, let packs): "merging \(partitions) partitions into \(packs) \(plural(packs, "pack", "packs"))"
        case .checking(let packs): "checking \(packs) \(plural(packs, "pack", "packs"))"
        case .comparing: "comparing the builds"
        case .writingPage(let packs): "writing the page of \(packs) \(plural(packs, "pack", "packs"))"
        case .scanningSources(let files): "scanning \(files) source \(plural(files, "file", "files"))"
        }
    }

    private static func plural(_ count: Int, _ one: String, _ many: String) -> String {
        count == 1 ? one : many
    }
}
