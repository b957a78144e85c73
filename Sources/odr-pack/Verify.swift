import ArgumentParser
import ODRPackKit

extension ODRPack {
    /// `odr-pack verify DIR`: re-read every archive and check it against the index.
    struct Verify: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check a build folder against its index, reading every archive again.",
            discussion: """
                Checks each archive's size and SHA-256, every entry's size and SHA-256, that no \
                entry is missing or extra, each pack's Info.plist and zip metadata, and that \
                OnDemandResources.plist and the asset-pack manifest agree with the index (for \
                Background Assets, each pack's manifest and the maps; for Google Play, the \
                layout's files and the maps, byte for byte); reports \
                what an interrupted build left. Waits while a build is writing the folder. \
                Shows progress on standard error (plain lines when it is not a terminal) unless \
                --quiet. Prints one diagnostic per mismatch; exits 0 when everything holds, 1 \
                otherwise.
                """
        )

        @Argument(help: "The folder odr-pack build wrote.", completion: .directory)
        var directory: String

        @Flag(help: "Print no progress.")
        var quiet = false

        @OptionGroup var output: FormatOptions<AllFormats>

        func run() throws {
            let progress = ProgressLine(verb: "verified", enabled: !quiet)
            let outcome = VerifyJob(directory: directory).run(
                onWait: { holder in
                    try? Console.err("odr-pack: waiting for a build of '\(directory)'\(holder.map { " (process \($0))" } ?? "") to finish")
                }, progress: { progress.update($0) })
            progress.finish()
            try Reporter.finish(outcome, format: output.format, files: output.files)
        }
    }
}
