import FileSystem
import Foundation

extension DeliveryName {
    /// Google Play Asset Delivery: asset packs with names the app asks for, in a Gradle,
    /// Unity or bundletool layout.
    public static let playAssetDelivery = DeliveryName(rawValue: "play-asset-delivery")
}

/// Google Play Asset Delivery (docs/play-asset-delivery.md): partitions merged into at most
/// `--max-packs` packs with names that last (`AssetPackPlanner`, `PlayPackName`, or
/// `PortablePackName` with `--portable-names`), each with the delivery type of its tags;
/// checked in estimated compressed bytes against Play's limits (`PlayChecker`,
/// `DownloadSizeEstimator`), and for what bundletool refuses (targeted folder names, texture
/// formats); written in a `PlayLayout` (`PlayPackProducer`) with the map for the app
/// (`PlayFiles`). Texture-format folders stay: Play chooses among them per device.
struct PlayAssetDelivery: Delivery {
    var id: DeliveryName { .playAssetDelivery }
    var displayName: String { "Play Asset Delivery" }
    var profiles: [LimitProfile] { [.playAssetDelivery, .playAssetDeliveryPartner] }
    var keepsTextureFormatFolders: Bool { true }

    func arrange(_ partitions: PackPlan, context: DeliveryContext) -> (plan: PackPlan, diagnostics: [Diagnostic]) {
        AssetPackPlanner.arrange(partitions, context: context, own: PlayPackName.Rule())
    }

    /// The tags' own checks and names (with the size limits off: Play's are in compressed
    /// bytes, `PlayChecker`'s), one namespace of paths per app, and Play's limits and content.
    func check(_ plan: PackPlan, context: DeliveryContext) -> CheckResult {
        var tags = context.profile
        for kind in [LimitKind.pack, .initialAndPrefetch, .total, .packCount, .inUse, .appBundle] { tags.values[kind] = .unlimited }
        let estimator = DownloadSizeEstimator(
            baseDirectory: plan.baseDirectory,
            cache: EstimateCache.default(
                baseDirectory: plan.baseDirectory, method: DownloadSizeEstimator.method,
                environment: ProcessInfo.processInfo.environment))
        var result = CheckResult()
        result.diagnostics += LimitChecker(manifest: context.manifest, profile: tags).check(plan)
        result.diagnostics += NameChecker(manifest: context.manifest, packFolder: PlayLayout.deepestAssetsFolder).checkAssetPacks(plan)
        result.diagnostics += PlayChecker(
            manifest: context.manifest, profile: context.profile, options: context.options,
            estimator: estimator
        ).check(plan)
        return result
    }

    var packNaming: (any PackNamingRule)? { PlayPackName.Rule() }

    var sharedOptions: Set<SharedOptions> { [.merging, .packIDs, .catalogItemFiles, .unityCode] }

    /// The layout, and the application ID, which a bundletool layout needs valid.
    func prepare(_ build: BuildPreparation) -> Result<PreparedBuild, DeliveryFailure> {
        let settings = build.settings[PlaySettings.self]
        let layout = settings.layout ?? .gradle
        let given = settings.applicationID
        let candidate = given ?? build.plan.bundleIdentifier
        var applicationID: String? = candidate
        if !ApplicationID.isValid(candidate) {
            guard given == nil, layout != .bundletool else {
                return .failure(DeliveryFailure(diagnostics: [.invalidApplicationID(candidate, given: given != nil)]))
            }
            applicationID = nil
        }
        var diagnostics: [Diagnostic] = []
        if layout != .bundletool {
            diagnostics = GradleAssetFilter.ignored(in: build.plan, manifest: build.manifest)
        }
        let time = build.options.modificationTime
        let found = applicationID
        let unityCode = build.unityCode ?? (layout == .unity)
        return .success(
            PreparedBuild(options: build.options, packsFolder: OutputFolder.defaultPacksFolder, diagnostics: diagnostics) { plan in
                PlayPackProducer(
                    plan: plan, layout: layout, applicationID: found, unityCode: unityCode, modificationTime: time)
            })
    }

    var topLevelNames: [String] { PlayFiles.topLevelNames }

    /// A pack's folder (`<name>`, `<name>.androidpack`) or zip (`<name>.zip`): names common
    /// enough that only those of packs the last build made are removed.
    func role(ofPacksFile name: String) -> PacksFileRole? {
        PlayLayout.pack(ofPacksFile: name).map { PacksFileRole(isArchive: true, pack: $0) }
    }

    /// Every asset by size and SHA-256, and the generated files by content, under the layout's paths.
    func verify(_ pack: BuiltPack, index: BuildIndex, directory: String, progress: @escaping (Int64) -> Void) -> PackCheck {
        guard let layout = index.playLayout else { return PackCheck() }
        var expected = PackVerifier.entries(of: pack.files, under: layout.assetsFolder)
        for generated in layout.generatedEntries(
            pack: pack.identifier, type: pack.deliveryType ?? .onDemand, applicationID: index.applicationID)
        {
            let bytes = generated.bytes
            expected.merge(PackVerifier.entries(of: [BuiltFile(path: generated.path, source: "", size: 0, sha256: "")])) { first, _ in first
            }
            expected[generated.path] = .content { name, found in found == bytes ? [] : [.outputFileMismatch(name)] }
        }
        if !layout.writesFolders { expected = expected.filter { !$0.value.isDirectory } }
        return PackVerifier(pack: pack, directory: directory, isFolder: layout.writesFolders, expected: expected).verify(progress: progress)
    }

    func derivedFiles(_ index: BuildIndex) -> DerivedFiles {
        PlayFiles.derivedFiles(index)
    }

    func indexProblems(_ index: BuildIndex, directory: String, indexPath: String) -> [Diagnostic] {
        PlayFiles.indexProblems(index, indexPath: indexPath, delivery: displayName)
    }

    /// The delivery type and the assets: what Play delivers again when they change.
    func isChanged(_ old: BuiltPack, _ new: BuiltPack) -> Bool {
        old.contentHash != new.contentHash
    }

    var words: DeliveryWords {
        DeliveryWords(
            packTitle: "pack name", labelsPacksByIdentifier: true,
            packColumns: [.policy, .files, .size, .tagSets], packDetail: .policy, pageLabel: displayName,
            policyName: { PlayDeliveryType($0).rawValue },
            verified: { packs, entries in
                "\(packs) Google Play asset packs and \(entries) entries, the map and the layout's files agree with the index"
            },
            totals: { plan in
                // Play's limits are in compressed bytes: these uncompressed sums are bounds (PlayChecker estimates).
                let types = PlayChecker.types(plan)
                let installTime = plan.packs.filter { types[$0.identity.identifier] == .installTime }
                let later = plan.packs.filter { types[$0.identity.identifier] != .installTime }
                return [
                    TotalRow(
                        name: "fast-follow + on-demand, uncompressed", files: later.reduce(0) { $0 + $1.files.count },
                        bytes: later.sizeSum(\.bytes), limit: .total),
                    TotalRow(
                        name: "install-time, uncompressed", files: installTime.reduce(0) { $0 + $1.files.count },
                        bytes: installTime.sizeSum(\.bytes), limit: .initialAndPrefetch),
                    TotalRow(name: "app bundle (untagged)", files: plan.appBundleFiles, bytes: plan.appBundleBytes, limit: .appBundle),
                ]
            })
    }

    func diffSummary(_ totals: IndexDiff.Totals) -> String {
        "\(totals.changedPacks) changed (devices download them again with the next app bundle), \(totals.addedPacks) new, \(totals.removedPacks) removed, \(totals.unchangedPacks) unchanged"
    }

    func builtLines(_ index: BuildIndex) -> [String] {
        let layout = index.playLayout?.rawValue ?? "?"
        return [
            "Google Play asset packs in the \(layout) layout; the app finds them through \(PlayFiles.mapName) or \(PlayFiles.kotlinName); sizes against Play's limits are estimated compressed bytes (docs/play-asset-delivery.md)"
        ]
    }
}
