import Dispatch
import ODRPackKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns SIGINT and SIGTERM into a cancellation request while a long job runs: the first
/// signal asks the engine to stop (it cleans up on its own thread and the command exits
/// 130 or 143); a second one ends the process at once, which is as safe as SIGKILL (the
/// next build removes what is left).
final class SignalWatcher {
    let cancellation = Cancellation()
    private var sources: [DispatchSourceSignal] = []

    init() {
        let queue = DispatchQueue(label: "odr-pack.signals")
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { [cancellation] in
                if cancellation.isCancelled { _exit(128 + number) }
                cancellation.cancel(signal: number)
                try? Console.err("\nodr-pack: stopping; press Ctrl-C again to quit at once")
            }
            source.resume()
            sources.append(source)
        }
    }

    /// Stops watching and restores the default handlers.
    func stop() {
        for source in sources { source.cancel() }
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }
}
