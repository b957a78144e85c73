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
            1980-01-01). With --delivery background-assets, writes instead \
            DIR/packs/<ID>.json (one ba-package manifest per pack) and <ID>.aar (made by \
            Apple's ba-package, found as $ODR_PACK_BA_PACKAGE, on PATH or through xcrun), \
            DIR/AssetPackMap.json and DIR/AssetPackMap.swift (tag -> pack IDs) and the \
            index; see docs/background-assets.md. With --delivery play-asset-delivery, writes \
            the packs in the --layout asked for (Gradle modules, Unity .androidpack folders or \
            bundletool module zips), DIR/PlayAssetPackMap.json and DIR/PlayAssetPackMap.kt \
            and the index; see docs/play-asset-delivery.md. Exit status: 0 built, 1 any error, 64 bad usage, 130/143 \
            interrupted by SIGINT/SIGTERM. See docs/output.md.
            """
        )

        @Argument(help: "The manifest: an odr-pack XML file, an Apple property list (.plist) or an Xcode project (.xcodeproj).", completion: .manifest)
        var manifest: String

        @Option(name: [.customShort("o"), .customLong("output")], help: "The output folder (created if needed).", completion: .directory)
        var output: String

        @Option(help: "On-Demand Resources: the pack format (default zip); zip is a stored zip, as Xcode exports hosted packs; folder writes .assetpack folders; tar, tar.gz and tar.zst are for your own tools, as devices and App Store hosting take only the zip and folder forms.")
        var archive: BuildOptions.ArchiveKind?

        @Option(help: "On-Demand Resources: the URL prefix of hosted packs (default: an Xcode project's ASSET_PACK_MANIFEST_URL_PREFIX); names the manifest AssetPackManifest.plist.")
        var urlPrefix: String?

        @Option(help: "How many packs to write at once (default: the number of cores).")
        var jobs: Int?

        @Option(help: "The index format: index.plist or index.json.")
        var indexFormat: BuildOptions.IndexFormat = .plist

        @Flag(help: "Write every pack again, even when its inputs did not change.")
        var rebuild = false

        @Flag(help: "Fail at once, instead of waiting, when another build is writing to the output folder.")
        var noWait = false

        @Option(help: ArgumentHelp("The build devices already have (a build folder or its index): a changed pack's primaryContentHash is made later than there.", valueName: "build"), completion: .build)
        var baseline: String?

        @Option(name: .customLong("platform"), help: ArgumentHelp(
            "Background Assets: a platform the packs' manifests name (iOS, macOS, tvOS or visionOS; repeatable; default: the limit profile's, iOS or tvOS).",
            valueName: "platform"))
        var platforms: [String] = []

        @Flag(help: "Background Assets: write the manifests, AssetPackMap.json, AssetPackMap.swift and the index without running ba-package, so with no archives (the index's ArchiveFormat is none).")
        var noArchives = false

        @Option(help: ArgumentHelp("Background Assets: stop a ba-package run that takes longer than this many seconds (default 1800).", valueName: "seconds"))
        var packagerTimeout: Double?

        @Option(help: ArgumentHelp(
            "Play Asset Delivery: how the packs are laid out: \(Deliveries.layouts.joined(separator: ", ")) (default gradle; see docs/play-asset-delivery.md).",
            valueName: "layout"), completion: .list(Deliveries.layouts))
        var layout: String?

        @Option(name: .customLong("application-id"), help: ArgumentHelp("Play Asset Delivery: the app's Android application ID, which the bundletool layout's manifests and the map name (default: the bundle identifier).", valueName: "id"))
        var applicationID: String?

        @Flag(help: "Deliveries whose pack IDs last (background-assets, play-asset-delivery): after the build, write the lock file of its IDs (--lock-file, or <manifest name>.<delivery>.lock.json beside the manifest), for the next release to keep them; commit it.")
        var updateLock = false

        @Flag(help: "Print no progress (on standard error, in every format) and no summary.")
        var quiet = false

        @OptionGroup var check: CheckOptions

        @OptionGroup var format: FormatOptions<AllFormats>

        func validate() throws {
            if output.isEmpty { throw ValidationError("--output needs a folder; an empty path would write into '/'") }
            if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
            if let layout, !Deliveries.layouts.contains(layout) {
                throw ValidationError("--layout takes \(Deliveries.layouts.joined(separator: ", ")); got '\(layout)'")
            }
            if applicationID?.isEmpty == true { throw ValidationError("--application-id needs an application ID") }
            if let packagerTimeout, !(packagerTimeout > 0) { throw ValidationError("--packager-timeout must be a number of seconds above 0") }
            let known = ["iOS", "macOS", "tvOS", "visionOS"]
            for platform in platforms where !known.contains(platform) {
                throw ValidationError("--platform takes \(known.joined(separator: ", ")); got '\(platform)'\(platform == "iPadOS" ? " (iOS covers iPad)" : "")")
            }
            if let repeated = platforms.first(where: { platform in platforms.filter { $0 == platform }.count > 1 }) {
                throw ValidationError("--platform \(repeated) is given twice; a pack names each platform once")
            }
            if let epoch = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"], Int64(epoch) == nil {
                throw ValidationError("SOURCE_DATE_EPOCH must be a whole number of seconds, not '\(epoch)'")
            }
        }

        func run() throws {
            let signals = SignalWatcher()
            defer { signals.stop() }
            var lint = try check.lintOptions()
            lint.platforms = platforms
            lint.givenOptions.formUnion(givenOptions)
            var request = BuildPipeline.Request(manifest: manifest, lint: lint, build: buildOptions(),
                                                cancellation: signals.cancellation)
            request.baseline = baseline
            let progress = ProgressLine(verb: "packed", enabled: !quiet)
            let outcome = BuildJob(request).run(onWait: { holder in
                try? Console.err("odr-pack: waiting for another build of '\(output)'\(holder.map { " (process \($0))" } ?? "") to finish")
            }, progress: { progress.update($0) })
            progress.finish()
            try Reporter.finish(outcome, format: format.format, files: format.files, quiet: quiet)
        }

        /// The options given that only some deliveries take.
        private var givenOptions: Set<DeliveryOption> {
            var given: Set<DeliveryOption> = []
            if archive != nil { given.insert(.archive) }
            if urlPrefix != nil { given.insert(.urlPrefix) }
            if noArchives { given.insert(.noArchives) }
            if !platforms.isEmpty { given.insert(.platform) }
            if packagerTimeout != nil { given.insert(.packagerTimeout) }
            if updateLock { given.insert(.updateLock) }
            if layout != nil { given.insert(.layout) }
            if applicationID != nil { given.insert(.applicationID) }
            return given
        }

        private func buildOptions() -> BuildOptions {
            var options = BuildOptions(outputDirectory: output)
            options.archive = archive ?? .zip
            options.jobs = jobs ?? options.jobs
            options.rebuild = rebuild
            options.indexFormat = indexFormat
            options.urlPrefix = urlPrefix
            options.lockPolicy = noWait ? .fail : .wait
            options.generator = ODRPack.generator
            options.writeArchives = !noArchives
            options.packagerTimeout = packagerTimeout ?? options.packagerTimeout
            options.updateLock = updateLock
            options.layout = layout
            options.applicationID = applicationID
            if let epoch = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"].flatMap({ Int64($0) }) {
                options.modificationTime = epoch
            }
            return options
        }
    }
}
