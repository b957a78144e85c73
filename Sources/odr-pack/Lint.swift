import ArgumentParser
import Foundation
import ODRPackKit

extension ODRPack {
    /// `odr-pack lint MANIFEST`: plan the packs and check the limits, writing no files.
    struct Lint: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Plan the asset packs of a manifest and check the store limits; writes no files.",
            discussion: """
                Prints a table of asset packs, tags and totals with their share of each limit \
                on standard output, and every problem on standard error as \
                'file:line:col: severity: message [code]'. With --format json, prints one JSON \
                object instead; with --format github, GitHub Actions annotations. Every name \
                build would write is checked too, so a manifest lint passes can be built. With \
                --delivery background-assets the same partitions are checked as Background \
                Assets packs: their IDs, the 100-pack limit (with the merge that would fit; \
                --max-packs N makes it) and tagged resources Xcode compiles, which a pack \
                cannot serve. See docs/background-assets.md. With --delivery \
                play-asset-delivery, as Google Play asset packs: their names, Play's limits in \
                estimated compressed bytes (files are read only when their uncompressed size \
                could be over a limit, and estimates are kept in the user's cache folder) and \
                texture-format folders. See docs/play-asset-delivery.md. Lint keeps the stamps \
                of tagged files whose first bytes it checked in the user's cache folder too, so \
                unchanged files are not opened again (ODR_PACK_CACHE_DIR= keeps none); these \
                caches are the only files lint writes.
                """
        )

        @Argument(
            help: "The manifest: an odr-pack XML file, an Apple property list (.plist) or an Xcode project (.xcodeproj).",
            completion: .manifest)
        var manifest: String

        @OptionGroup var check: CheckOptions

        @Option(
            help: ArgumentHelp(
                "Deliveries whose pack IDs last: the previous release's build (a build folder or its index), when there is no lock file; lint reports which IDs are new and which are no longer used.",
                valueName: "build"), completion: .build)
        var baseline: String?

        @OptionGroup var output: FormatOptions<AllFormats>

        @Flag(help: "Print no progress (on standard error, where a run of over a second says which stage it is in).")
        var quiet = false

        func validate() throws {
            try check.project.check(manifest: manifest)
        }

        func run() throws {
            let progress = StageProgress(enabled: !quiet)
            var options = try check.lintOptions()
            options.stage = progress.enter
            options.cacheFolder = LintOptions.cacheFolder(environment: ProcessInfo.processInfo.environment)
            var job = LintJob(manifest: manifest, options: options)
            job.baseline = baseline
            let outcome = job.run()
            progress.finish()
            try Reporter.finish(outcome, format: output.format, files: output.files)
        }
    }
}
