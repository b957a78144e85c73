import Dispatch
import Foundation
import ODRPackKit

/// Removes a build's temporary files when SIGINT or SIGTERM arrives, then exits with the
/// usual status (130 or 143), so an interrupted build leaves no partial or stray file. An
/// interruption during the short commit step waits for it, so the folder always holds
/// either the previous build or the new one.
enum SignalCleanup {
    static func whileRunning<T>(_ body: () throws -> T) throws -> T {
        let queue = DispatchQueue(label: "odr-pack.signals")
        let sources = [SIGINT, SIGTERM].map { number -> DispatchSourceSignal in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                TemporaryFiles.interrupt()
                Reporter.printError("\nodr-pack: interrupted; temporary files removed, the output folder holds a complete build")
                exit(128 + number)
            }
            source.resume()
            return source
        }
        defer {
            for source in sources { source.cancel() }
            signal(SIGINT, SIG_DFL)
            signal(SIGTERM, SIG_DFL)
        }
        return try body()
    }
}
