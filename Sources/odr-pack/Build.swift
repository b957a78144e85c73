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
            DIR/packs/ (one archive per pack), DIR/OnDemandResources.plist, \
            DIR/AssetPackManifestTemplate.plist (AssetPackManifest.plist with --url-prefix) \
            and DIR/index.plist, the commit point: a build killed at any instant leaves the \
            previous build, the new one, or a folder the next build repairs. Packs whose \
            inputs did not change since the last build in DIR are kept. Two builds of one \
            folder never run at once: the second waits (or fails with --no-wait). Archives \
            are reproducible: entry times come from SOURCE_DATE_EPOCH when it is set (else \
            1980-01-01). Exit status: 0 built, 1 any error, 64 bad usage, 130/143 \
            interrupted by SIGINT/SIGTERM. See docs/output.md.
            """
        )

        @Argument(help: "The manifest: an odr-pack XML file, an Apple property list (.plist) or an Xcode project (.xcodeproj).")
        var manifest: String

        @Option(name: [.customShort("o"), .customLong("output")], help: "The output folder (created if needed).")
        var output: String

        @Option(help: "The pack format; zip is a stored zip, as Xcode exports hosted packs; folder writes .assetpack folders; tar, tar.gz and tar.zst are for your own tools, as devices and App Store hosting take only the zip and folder forms.")
        var archive: ArchiveOption = .zip

        @Option(help: "The URL prefix of hosted packs (default: an Xcode project's ASSET_PACK_MANIFEST_URL_PREFIX); names the manifest AssetPackManifest.plist.")
        var urlPrefix: String?

        @Option(help: "How many packs to write at once (default: the number of cores).")
        var jobs: Int?

        @Option(help: "The index format: index.plist or index.json.")
        var indexFormat: IndexFormatOption = .plist

        @Flag(help: "Write every pack again, even when its inputs did not change.")
        var rebuild = false

        @Flag(help: "Fail at once, instead of waiting, when another build is writing to the output folder.")
        var noWait = false

        @Flag(help: "Where Xcode's tools cannot run (Linux), pack the sources of resources Xcode compiles (asset catalogs, Core ML models, ...) as they are, and mark those packs Uncompiled.")
        var allowUncompiled = false

        @Option(help: ArgumentHelp("The build devices already have (a build folder or its index): a changed pack's primaryContentHash is made later than there.", valueName: "build"))
        var baseline: String?

        @Flag(help: "Print no progress and no summary.")
        var quiet = false

        @OptionGroup var check: CheckOptions

        func validate() throws {
            if output.isEmpty { throw ValidationError("--output needs a folder; an empty path would write into '/'") }
            if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
            if let epoch = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"], Int64(epoch) == nil {
                throw ValidationError("SOURCE_DATE_EPOCH must be a whole number of seconds, not '\(epoch)'")
            }
        }

        func run() throws {
            let signals = SignalWatcher()
            defer { signals.stop() }
            var request = BuildPipeline.Request(manifest: manifest, lint: try check.lintOptions(), build: buildOptions(),
                                                cancellation: signals.cancellation)
            request.baseline = baseline
            let progress = ProgressLine(enabled: !quiet && check.format == .text)
            let start = ContinuousClock.now
            let outcome = BuildPipeline.run(request, onWait: { holder in
                try? Console.err("odr-pack: waiting for another build of '\(output)'\(holder.map { " (process \($0))" } ?? "") to finish")
            }, progress: progress.update)
            progress.finish()
            let summary = outcome.report.map { BuildSummary.text($0, output: output, duration: ContinuousClock.now - start) }
            try Reporter(format: check.format).build(outcome, output: output, summary: quiet ? nil : summary)
            // A signal the engine did not stop for (it came after the commit point, or the
            // run ended for another reason first) still sets the exit status.
            if let signal = outcome.interruption ?? signals.cancellation.signal {
                if outcome.interruption == nil {
                    try Console.err(outcome.report == nil
                        ? "odr-pack: interrupted; nothing was committed to '\(output)'"
                        : "odr-pack: interrupted after the commit point; '\(output)' holds the new build, complete")
                }
                throw ExitCode(128 + signal)
            }
            if outcome.failed { throw ExitCode.failure }
        }

        private func buildOptions() -> BuildOptions {
            var options = BuildOptions(outputDirectory: output)
            options.archive = archive.kind
            options.jobs = jobs ?? options.jobs
            options.rebuild = rebuild
            options.indexFormat = indexFormat.format
            options.urlPrefix = urlPrefix
            options.lockPolicy = noWait ? .fail : .wait
            options.allowUncompiled = allowUncompiled
            options.generator = ODRPack.generator
            if let epoch = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"].flatMap({ Int64($0) }) {
                options.modificationTime = epoch
            }
            return options
        }
    }
}

/// `--archive` values.
enum ArchiveOption: String, ExpressibleByArgument, CaseIterable {
    case zip, tar, tarGzip = "tar.gz", tarZstd = "tar.zst", folder

    var kind: BuildOptions.ArchiveKind {
        switch self {
        case .zip: .zip
        case .tar: .tar
        case .tarGzip: .tarGzip
        case .tarZstd: .tarZstd
        case .folder: .folder
        }
    }
}

/// `--index-format` values.
enum IndexFormatOption: String, ExpressibleByArgument, CaseIterable {
    case plist, json

    var format: BuildOptions.IndexFormat { self == .plist ? .plist : .json }
}
