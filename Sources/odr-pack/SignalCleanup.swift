import Dispatch
import Foundation
import ODRPackKit

/// Removes a build's temporary files when SIGINT or SIGTERM arrives, then exits with the
/// usual status (130 or 143), so an interrupted build leaves no partial or stray file.
enum SignalCleanup {
    static func whileRunning<T>(_ body: () throws -> T) throws -> T {
        let queue = DispatchQueue(label: "odr-pack.signals")
        let sources = [SIGINT, SIGTERM].map { number -> DispatchSourceSignal in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                TemporaryFiles.shared.removeAll()
                Reporter.printError("\nodr-pack: interrupted; temporary files removed, the previous build is unchanged")
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
