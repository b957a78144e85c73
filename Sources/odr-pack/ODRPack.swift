import ArgumentParser
import Foundation
import ODRPackKit

/// The `odr-pack` command: one process owner that sets the locale, parses, runs and
/// maps errors to exit codes (0 clean, 1 any error, 64 bad invocation, 130/143 interrupted).
@main
struct ODRPack: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "odr-pack",
        abstract: "Plan, check and pack Apple On-Demand Resources outside Xcode.",
        discussion: """
        odr-pack reads a tag manifest (its own XML format or an Apple property list) or \
        an Xcode project, \
        makes one asset pack per distinct set of tags as Xcode does, and checks the \
        App Store's limits before upload.

        Exit status: 0 when no error was found, 1 when any error was found, the \
        manifest could not be read or a report could not be written, 64 when the \
        command line is wrong, 130 or 143 when a build was interrupted by SIGINT or SIGTERM.
        See docs/usage.md and docs/diagnostics.md.
        """,
        version: ODRPack.version,
        subcommands: [Lint.self, Build.self, Convert.self, Verify.self, Why.self]
    )

    /// The program's version.
    static let version = "0.4.0"

    /// The `Generator` recorded in indexes.
    static let generator = "odr-pack \(version)"

    static func main() {
        // libarchive needs a UTF-8 locale for non-ASCII entry names, even under LC_ALL=C.
        setlocale(LC_CTYPE, "C.UTF-8")
        // libarchive writes zip dates in local time; UTC keeps archives identical across machines.
        setenv("TZ", "UTC", 1)
        tzset()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as Console.WriteError {
            // Standard error may be the stream that failed; then the exit status says it all.
            try? Console.err(Console.describe(error))
            exit(withError: ExitCode.failure)
        } catch {
            exit(withError: error)
        }
    }
}
