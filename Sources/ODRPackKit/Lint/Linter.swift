import FileSystem
import XcodeProject

/// Runs the lint pipeline, which writes nothing:
///
/// 1. **load** -- `ManifestLoader` reads the XML or property-list manifest, or the Xcode
///    project, into a `Manifest` (the job's entry point, `lint(manifestAt:options:)`, which
///    then resolves the delivery in force);
/// 2. **scan** -- `ResourceScanner` stats every file the entries reach and reads only the first
///    eight bytes of tagged files, to find executable code (200 of a file small enough to be
///    a Git LFS pointer);
/// 3. **plan** -- `Partitioner` makes one `AssetPack` per distinct tag set and sums each tag's
///    download; the delivery in force (`LintDelivery.arrange`) arranges them as its packs
///    (Background Assets: merged to `--max-packs` and given IDs);
/// 4. **check** -- the delivery's checks (`LintDelivery.check`). For On-Demand Resources:
///    `LimitChecker` compares the plan with the `LimitProfile` in force, and
///    `NameChecker` checks every name build will derive (tags in pack folder names, pack
///    identifiers, paths inside packs), so what lint passes, build can write; and
///    `CompilerChecker` finds the Xcode compilers the plan needs, as build does, so lint
///    and build give one verdict (`needs-xcode-compiler` unless `--allow-uncompiled`).
///
/// With `--catalog-items files` (deliveries that take it), the units of asset catalogs get their
/// bundle paths (`CatalogItemLayout`) between load and scan, and the checks accept the items
/// `ODRCatalogItems.swift` serves (`ServedItem`).
///
/// Each stage is reported as it starts (`LintOptions.stage`, a `WorkStage`), so a command can
/// say what a long lint is doing. Every stage adds to one list of diagnostics; a stage runs whenever its input exists,
/// so one run reports every problem it can find. An option of the command line the delivery
/// does not take stops the run before the scan (`inapplicable-option`, exit status 64).
///
/// The delivery in force (`--delivery`, else the manifest's, else the default) is resolved
/// by the job from the manifest it read, and handed in with every delivery the registry lists.
public enum Linter {
    /// Lints an already-read manifest for `delivery`, one of `deliveries` (every delivery: a
    /// profile of another stands for the delivery's of the same platforms, and a refused option
    /// names those that take it). `preflight` is what a command checks once the options are
    /// known to apply, before the scan (a build: the tools its delivery runs). An error there
    /// fails the run but lint goes on, so that one report gives every problem: a build without
    /// its tool says what lint found too, as the lint of the same manifest would.
    static func lint(
        _ loaded: ManifestReadResult, file: String, delivery: any LintDelivery, among deliveries: [any LintDelivery],
        options: LintOptions, preflight: () -> [Diagnostic] = { [] }
    ) -> LintResult {
        let profile = options.profile(for: loaded.manifest, delivery: delivery, among: deliveries)
        // An option the delivery does not take would mean nothing: nothing else is done.
        let refused = options.inapplicableOptions(for: delivery, among: deliveries)
        guard refused.isEmpty else {
            return LintResult(
                manifestFile: file, manifest: loaded.manifest, delivery: delivery, profile: profile, plan: nil,
                diagnostics: (loaded.diagnostics + refused).sorted())
        }
        var diagnostics = loaded.diagnostics
        if loaded.manifest != nil {
            diagnostics += preflight()
        }
        var plan: PackPlan?
        var history: PackHistory?
        var toolchains: [XcodeTool: XcodeToolchain] = [:]
        var read = loaded.manifest
        if loaded.manifest != nil {
            let (manifest, partitions, found) = partition(loaded, options: options, delivery: delivery)
            read = manifest
            diagnostics += found
            var context = DeliveryContext(manifest: manifest, profile: profile, options: options)
            if let naming = delivery.packNaming {
                let release = PackLockFile.previousRelease(of: manifest, file: file, delivery: delivery.id, rule: naming, options: options)
                diagnostics += release.diagnostics
                context.history = release.history
                history = context.history
                if let past = release.history {
                    let platforms = past.platforms.subtracting(partitions.plannedPlatforms)
                    if !platforms.isEmpty {
                        diagnostics.append(.platformsUnplanned(platforms.sorted(), source: past.source, at: manifest.location))
                    }
                }
            }
            let parts = delivery.parts(partitions, context: context)
            if let merge = expectedMerge(parts.plan, delivery: delivery, context: context) { options.stage?(merge) }
            CrashPoint.reach(.arranging, cancellation: options.cancellation)
            let arranged = delivery.arrange(parts.plan, context: context)
            options.stage?(.checking(packs: arranged.plan.packs.count))
            let checked = delivery.check(arranged.plan, context: context)
            diagnostics += parts.diagnostics + arranged.diagnostics + checked.diagnostics
            toolchains = checked.toolchains
            plan = arranged.plan
        }
        let adjusted = diagnostics.map(options.adjust).sorted()
        return LintResult(
            manifestFile: file, manifest: read, delivery: delivery, profile: profile, plan: plan,
            diagnostics: adjusted, toolchains: toolchains, history: history)
    }

    /// Scans and partitions the manifest, or each platform target's, united (`PlatformUnion`):
    /// the manifest later stages read, the partitions and what was found on disk.
    private static func partition(
        _ loaded: ManifestReadResult, options: LintOptions,
        delivery: any LintDelivery
    ) -> (Manifest, PackPlan, [Diagnostic]) {
        var manifests = loaded.platformManifests.isEmpty ? loaded.manifest.map { [$0] } ?? [] : loaded.platformManifests
        // Catalog items served as files land at their catalog paths, which every later stage (and build) uses.
        if options.catalogItems == .files && delivery.sharedOptions.contains(.catalogItemFiles) {
            manifests = manifests.map(CatalogItemLayout.place)
        }
        let started = FileTime.now().totalNanoseconds
        let prefixCache = options.cacheFolder.flatMap { folder in
            manifests.first.flatMap { try? FileAccess.canonicalPath($0.baseDirectory) }.map {
                PrefixCheckCache(folder: folder, baseDirectory: $0)
            }
        }
        let targets = manifests.map { manifest in
            options.stage?(.scanning(entries: manifest.resources.count))
            var scan = ResourceScanner.scan(
                manifest, checkedFiles: options.checkedFiles,
                excludedDirectory: options.excludedDirectory, prefixCache: prefixCache, cancellation: options.cancellation)
            if !delivery.keepsTextureFormatFolders {
                scan = TextureFormatFolders.select(scan, manifest: manifest, delivery: delivery.displayName)
            }
            options.stage?(.partitioning(files: scan.taggedFiles.count))
            return PlatformUnion.Target(manifest: manifest, scan: scan, plan: Partitioner.plan(manifest, scan: scan, delivery: delivery))
        }
        // A cancelled scan found only some files clean: the cache keeps what it had.
        if options.cancellation?.isCancelled != true { prefixCache?.save(settledBefore: started) }
        guard targets.count > 1 else { return (targets[0].manifest, targets[0].plan, targets[0].scan.diagnostics) }
        let united = PlatformUnion.unite(targets)
        return (united.manifest, united.plan, united.scan.diagnostics + united.diagnostics)
    }

    /// The merge stage a delivery whose packs have IDs enters when its partitions are more than
    /// `--max-packs` (a merge) or, without it, than the pack limit (a proposal).
    private static func expectedMerge(_ partitions: PackPlan, delivery: any LintDelivery, context: DeliveryContext) -> WorkStage? {
        guard delivery.packNaming != nil else { return nil }
        let count = partitions.packs.filter { !$0.files.isEmpty }.count
        let settings = context.mergeSettings
        guard let target = settings.options.maxPacks ?? settings.packLimit.map({ Int(clamping: $0) }), target > 0, count > target else {
            return nil
        }
        return .merging(partitions: count, packs: target)
    }
}

/// Everything a lint run found.
public struct LintResult: Sendable {
    /// The manifest file as named by the user.
    public var manifestFile: String
    /// The manifest, when it could be read.
    public var manifest: Manifest?
    /// The delivery the packs were arranged and checked for, as the job resolved it.
    var delivery: any LintDelivery
    /// The limits that were applied.
    public var profile: LimitProfile
    /// The partition, when the manifest could be read.
    public var plan: PackPlan?
    /// Every problem, sorted by location (after `--development` and `--werror`).
    public var diagnostics: [Diagnostic]
    /// The Xcode compilers the plan needs that run here (build runs them).
    public var toolchains: [XcodeTool: XcodeToolchain] = [:]
    /// The previous release's packs the IDs followed, for a delivery whose IDs last.
    public var history: PackHistory?
}

extension LintResult: Outcome {}
