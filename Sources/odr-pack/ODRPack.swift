import ArgumentParser
import Foundation
import ODRPackKit

/// The `odr-pack` command: one process owner that sets the locale, parses, runs and
/// maps errors to exit codes (0 clean, 1 any error, 64 bad invocation, 130/143 interrupted).
@main
struct ODRPack: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "odr-pack",
        abstract:
            "Plan, check and pack a game's tagged assets for Apple On-Demand Resources, Apple Background Assets and Google Play Asset Delivery.",
        discussion: """
            odr-pack reads a tag manifest (its own XML format or an Apple property list) or \
            an Xcode project, makes one asset pack per distinct set of tags as Xcode does, checks \
            the store's limits before upload, and writes the packs for three deliveries: Apple \
            On-Demand Resources (--delivery on-demand-resources, the default), Apple Background \
            Assets (--delivery background-assets: managed asset packs made with ba-package) and \
            Google Play Asset Delivery (--delivery play-asset-delivery: Gradle, Unity or \
            bundletool asset packs). It compares builds (diff), explains a file's pack (why), \
            writes an HTML report and pull-request comments, lists the app code a move to \
            Background Assets changes (migrate), and uploads Background Assets packs to App \
            Store Connect (upload).

            Exit status: 0 when no error was found, 1 when any error was found, the \
            manifest could not be read or a report could not be written, 64 when the \
            command line is wrong, 130 or 143 when a build was interrupted by SIGINT or SIGTERM.
            See docs/usage.md and docs/diagnostics.md.
            """,
        version: ODRPack.version,
        subcommands: [Lint.self, Build.self, Verify.self, Diff.self, Why.self, Report.self, Convert.self, Migrate.self, Upload.self]
    )

    /// The program's version.
    static let version = "0.6.0"

    /// The `Generator` recorded in indexes.
    static let generator = "odr-pack \(version)"

    /// The subcommand `word` was probably meant to be, when it is not one (`lnt` → `lint`).
    static func misspeltSubcommand(_ word: String) -> String? {
        guard !word.hasPrefix("-") else { return nil }
        let names = configuration.subcommands.map { $0._commandName } + ["help"]
        guard !names.contains(word) else { return nil }
        return Suggestion.closest(to: word, in: names)
    }

    /// Exits with a suggestion when the first argument is a misspelt subcommand. Called only when
    /// the command line names no subcommand: naming every subcommand costs a no-op build a
    /// millisecond of Swift's type lookups.
    static func exitIfMisspelt() {
        guard let word = CommandLine.arguments.dropFirst().first, let hint = misspeltSubcommand(word) else { return }
        try? Console.err(
            "Error: unknown command '\(word)'; did you mean '\(hint)'?\nUsage: odr-pack <subcommand>\n  See 'odr-pack --help' for more information."
        )
        exit(withError: ExitCode.validationFailure)
    }

    /// The position (1-based) of the first argument whose bytes are not valid UTF-8.
    static func invalidUTF8Argument() -> Int? {
        for position in 1..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[position] else { continue }
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))
            if String(validating: bytes, as: UTF8.self) == nil { return position }
        }
        return nil
    }

    static func main() {
        // libarchive needs a UTF-8 locale for non-ASCII entry names, even under LC_ALL=C.
        setlocale(LC_CTYPE, "C.UTF-8")
        // libarchive writes zip dates in local time; UTC keeps archives identical across machines.
        setenv("TZ", "UTC", 1)
        tzset()
        // An argument that is not UTF-8 would be read with replacement characters: a path
        // would name another file than the one given. Refused before anything is read.
        if let position = invalidUTF8Argument() {
            try? Console.err(
                "Error: argument \(position) is not valid UTF-8; odr-pack reads and writes paths and names as UTF-8, and would otherwise use another name than the one given"
            )
            exit(withError: ExitCode.validationFailure)
        }
        var command: ParsableCommand
        do {
            command = try parseAsRoot()
            // `biuld --help` parses (as the root's help): the misspelt word is named all the same.
            if !configuration.subcommands.contains(where: { ObjectIdentifier($0) == ObjectIdentifier(type(of: command)) }) {
                exitIfMisspelt()
            }
        } catch {
            exitIfMisspelt()
            // An unknown option is named first: the complaint it causes may be another one.
            if exitCode(for: error) != .success, let unknown = UnknownOption.first(in: Array(CommandLine.arguments.dropFirst()), of: self) {
                try? Console.err(unknown.message(root: self))
                exit(withError: ExitCode.validationFailure)
            }
            exit(withError: error)
        }
        do {
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
