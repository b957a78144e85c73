import ArgumentParser
import Foundation
import ODRPackKit

extension ODRPack {
    /// `odr-pack build MANIFEST -o DIR`: lint, then write the asset packs, the Apple plists and the index.
    struct Build: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check a manifest, then write its asset packs, Xcode's plists and an index.",
            discussion: """
                Runs every lint check first; with any error nothing is written. Then writes \
                the delivery's packs and files (below) and DIR/index.plist, the commit point: a \
                build killed at any instant leaves the previous build, the new one, or a folder \
                the next build repairs. Packs whose inputs did not change since the last build in \
                DIR are kept. Two builds of one folder never run at once: the second waits (or \
                fails with --no-wait). Archives are reproducible: entry times come from \
                SOURCE_DATE_EPOCH when it is set (else 1980-01-01). \(DeliveryBuildFlags.writes) \
                Exit status: 0 built, 1 any error, 64 bad usage, 130/143 interrupted by \
                SIGINT/SIGTERM. See docs/output.md.
                """
        )

        @Argument(
            help: "The manifest: an odr-pack XML file, an Apple property list (.plist) or an Xcode project (.xcodeproj).",
            completion: .manifest)
        var manifest: String

        @Option(name: [.customShort("o"), .customLong("output")], help: "The output folder (created if needed).", completion: .directory)
        var output: String

        @Option(help: "How many packs to write at once (default: the number of cores).")
        var jobs: Int?

        @Option(help: "The index format: index.plist or index.json.")
        var indexFormat: BuildOptions.IndexFormat = .plist

        @Flag(help: "Write every pack again, even when its inputs did not change.")
        var rebuild = false

        @Flag(help: "Fail at once, instead of waiting, when another build is writing to the output folder.")
        var noWait = false

        @Option(
            help: ArgumentHelp(
                "The build devices already have (a build folder or its index): a changed pack's primaryContentHash is made later than there.",
                valueName: "build"), completion: .build)
        var baseline: String?

        @Flag(help: "Print no progress (on standard error, in every format) and no summary.")
        var quiet = false

        @OptionGroup var check: CheckOptions

        @OptionGroup var deliveries: DeliveryBuildFlags

        @OptionGroup var format: FormatOptions<AllFormats>

        func validate() throws {
            try check.project.check(manifest: manifest)
            if output.isEmpty { throw ValidationError("--output needs a folder; an empty path would write into '/'") }
            if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
            if let epoch = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"], Int64(epoch) == nil {
                throw ValidationError("SOURCE_DATE_EPOCH must be a whole number of seconds, not '\(epoch)'")
            }
        }

        func run() throws {
            let signals = SignalWatcher()
            defer { signals.stop() }
            var lint = try check.lintOptions()
            deliveries.apply(to: &lint)
            var request = BuildPipeline.Request(
                manifest: manifest, lint: lint, build: buildOptions(),
                cancellation: signals.cancellation)
            request.baseline = baseline
            // The JSON report lists the plan: a build that changes nothing plans again for it.
            request.reportsPlan = format.format == .json || format.jsonOut != nil
            let progress = ProgressLine(verb: "packed", enabled: !quiet)
            let outcome = BuildJob(request).run(
                onWait: { holder in
                    try? Console.err(
                        "odr-pack: waiting for another build of '\(output)'\(holder.map { " (process \($0))" } ?? "") to finish")
                }, progress: { progress.update($0) })
            progress.finish()
            try Reporter.finish(outcome, format: format.format, files: format.files, quiet: quiet)
        }

        private func buildOptions() -> BuildOptions {
            var options = BuildOptions(outputDirectory: output)
            options.jobs = jobs ?? options.jobs
            options.rebuild = rebuild
            options.indexFormat = indexFormat
            options.lockPolicy = noWait ? .fail : .wait
            options.generator = ODRPack.generator
            if let epoch = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"].flatMap({ Int64($0) }) {
                options.modificationTime = epoch
            }
            return options
        }
    }
}
