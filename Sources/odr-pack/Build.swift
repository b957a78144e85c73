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
            and, last, DIR/index.plist. Packs whose inputs did not change since the last \
            build in DIR are kept. Archives are reproducible: entry times come from \
            SOURCE_DATE_EPOCH when it is set (else 1980-01-01). See docs/output.md.
            """
        )

        @Argument(help: "The manifest: an odr-pack XML file, an Apple property list (.plist) or an Xcode project (.xcodeproj).")
        var manifest: String

        @Option(name: [.customShort("o"), .customLong("output")], help: "The output folder (created if needed).")
        var output: String

        @Option(help: "The pack format; zip is a stored zip, as Xcode exports hosted packs; folder writes .assetpack folders.")
        var archive: ArchiveOption = .zip

        @Option(help: "The URL prefix of hosted packs (default: an Xcode project's ASSET_PACK_MANIFEST_URL_PREFIX); names the manifest AssetPackManifest.plist.")
        var urlPrefix: String?

        @Option(help: "How many packs to write at once (default: the number of cores).")
        var jobs: Int?

        @Option(help: "The index format: index.plist or index.json.")
        var indexFormat: IndexFormatOption = .plist

        @Flag(help: "Write every pack again, even when its inputs did not change.")
        var rebuild = false

        @Flag(help: "Print no progress and no summary.")
        var quiet = false

        @OptionGroup var check: CheckOptions

        func validate() throws {
            if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
            if let epoch = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"], Int64(epoch) == nil {
                throw ValidationError("SOURCE_DATE_EPOCH must be a whole number of seconds, not '\(epoch)'")
            }
        }

        func run() throws {
            var lintOptions = try check.lintOptions()
            let cache = BuildCache.load(from: output)
            if !rebuild { lintOptions.checkedFiles = cache?.checkedFiles ?? [:] }
            let result = Linter.lint(manifestAt: manifest, options: lintOptions)
            let reporter = Reporter(format: check.format)
            guard !result.failed, let loaded = result.manifest, let plan = result.plan else {
                reporter.reportDiagnostics(result)
                throw ExitCode.failure
            }
            reporter.reportDiagnostics(result)
            var options = buildOptions()
            options.urlPrefix = urlPrefix ?? loaded.urlPrefix
            let builder = Builder(lint: result, manifest: loaded, plan: plan, options: options, generator: ODRPack.generator,
                                  cache: cache)
            let progress = ProgressLine(enabled: !quiet)
            let start = ContinuousClock.now
            let report = try SignalCleanup.whileRunning { try builder.build(progress: progress.update) }
            progress.finish()
            if !quiet { Reporter.printError(BuildSummary.text(report, output: output, duration: ContinuousClock.now - start)) }
        }

        private func buildOptions() -> BuildOptions {
            var options = BuildOptions(outputDirectory: output)
            options.archive = archive.kind
            options.jobs = jobs ?? options.jobs
            options.rebuild = rebuild
            options.indexFormat = indexFormat.format
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

    var kind: BuildOptions.ArchiveKind { BuildOptions.ArchiveKind(rawValue: rawValue)! }
}

/// `--index-format` values.
enum IndexFormatOption: String, ExpressibleByArgument, CaseIterable {
    case plist, json

    var format: BuildOptions.IndexFormat { BuildOptions.IndexFormat(rawValue: rawValue)! }
}
