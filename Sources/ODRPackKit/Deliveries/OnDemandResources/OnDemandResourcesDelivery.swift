import FileSystem
import PropertyList

extension DeliveryName {
    /// Apple's On-Demand Resources: one asset pack per distinct tag set, named as Xcode names it.
    public static let onDemandResources = DeliveryName(rawValue: "on-demand-resources")
}

/// On-Demand Resources, as Xcode builds them: each partition is a pack named by
/// `PackIdentity`; Xcode's limits, names and compilers are checked; packs are written by
/// `OnDemandResourcesPackWriter` as stored zips (or tar, or `.assetpack` folders) with the plists Xcode
/// writes (`AppleFiles`); verify reads every entry of every archive.
struct OnDemandResourcesDelivery: Delivery {
    var id: DeliveryName { .onDemandResources }
    var displayName: String { "On-Demand Resources" }
    var profiles: [LimitProfile] { [.ios, .ios18, .tvos] }

    func arrange(_ partitions: PackPlan, context: DeliveryContext) -> (plan: PackPlan, diagnostics: [Diagnostic]) {
        (partitions, [])
    }

    func check(_ plan: PackPlan, context: DeliveryContext) -> CheckResult {
        let manifest = context.manifest
        var result = CheckResult()
        result.diagnostics += LimitChecker(manifest: manifest, profile: context.profile).check(plan)
        result.diagnostics += NameChecker(manifest: manifest).check(plan)
        result.diagnostics += ProcessingChecker(manifest: manifest).check(plan)
        let compilers = CompilerChecker(manifest: manifest, allowUncompiled: context.options.allowUncompiled).check(plan)
        result.diagnostics += compilers.diagnostics
        result.toolchains = compilers.toolchains
        return result
    }

    /// Identifiers follow from the tags, as Xcode derives them.
    var packNaming: (any PackNamingRule)? { nil }

    var sharedOptions: Set<SharedOptions> { [] }

    /// The packs go where the project puts them (`ASSET_PACK_FOLDER_PATH`, `OnDemandResources/`
    /// when embedded); embedded packs are folders, as in the app; the URL prefix is the
    /// option's, else the project's; lint found the compilers.
    func prepare(_ build: BuildPreparation) -> Result<PreparedBuild, DeliveryFailure> {
        let packaging = build.manifest.packaging
        var settings = build.settings[OnDemandResourcesSettings.self]
        // The project's ASSET_PACK_MANIFEST_URL_PREFIX unless --url-prefix names another.
        settings.urlPrefix = settings.urlPrefix ?? build.manifest.urlPrefix
        let packsFolder = packaging.folder ?? (packaging.embedded ? OutputFolder.embeddedPacksFolder : OutputFolder.defaultPacksFolder)
        var diagnostics: [Diagnostic] = []
        if packaging.embedded && settings.archive != .folder {
            settings.archive = .folder
            diagnostics.append(.embeddedPacksAreFolders(in: packsFolder, at: build.manifest.location))
        }
        let settled = settings
        let userManifest = packaging.userManifest != nil
        return .success(
            PreparedBuild(
                options: build.options, packsFolder: packsFolder, diagnostics: diagnostics,
                toolchains: build.lint.toolchains
            ) { plan in
                OnDemandResourcesProducer(
                    plan: plan, options: build.options, archive: settled.archive ?? .zip, urlPrefix: settled.urlPrefix,
                    embedded: packaging.embedded, writesManifest: !userManifest)
            })
    }

    var topLevelNames: [String] { [AppleFiles.onDemandResourcesName, AppleFiles.manifestName, AppleFiles.manifestTemplateName] }

    func role(ofPacksFile name: String) -> PacksFileRole? {
        OnDemandResourcesPackFolderName.isArchive(name) ? PacksFileRole(isArchive: true) : nil
    }

    func verify(_ pack: BuiltPack, index: BuildIndex, directory: String, progress: @escaping (Int64) -> Void) -> PackCheck {
        let isFolder = index.archiveFormat == OnDemandResourcesSettings.Archive.folder.rawValue
        return PackVerifier(
            pack: pack, directory: directory, isFolder: isFolder,
            expected: OnDemandResourcesPackLayout.expectedEntries(of: pack, inArchive: !isFolder)
        ).verify(progress: progress)
    }

    func derivedFiles(_ index: BuildIndex) -> DerivedFiles {
        OnDemandResourcesProducer.derivedFiles(index)
    }

    func indexProblems(_ index: BuildIndex, directory: String, indexPath: String) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        guard let format = OnDemandResourcesSettings.Archive(rawValue: index.archiveFormat) else {
            return [.indexFieldNotAllowed(indexPath, key: "ArchiveFormat", value: index.archiveFormat, delivery: displayName)]
        }
        if let manifest = index.assetPackManifest, !AssetPackManifestName.all.contains(manifest) {
            problems.append(.unsafeManifestName(directory, name: manifest))
        }
        for pack in index.assetPacks {
            let identity = PackIdentity(bundleIdentifier: index.bundleIdentifier, tags: pack.tags)
            let archive = PathString.child(index.packsFolder, format.fileName(for: identity.folderName))
            if pack.identifier != identity.identifier || pack.folder != identity.folderName || pack.archive != archive {
                problems.append(.indexPackNotDerived(indexPath, pack: pack.identifier, expected: identity.identifier))
            }
        }
        return problems
    }

    func isChanged(_ old: BuiltPack, _ new: BuiltPack) -> Bool {
        old.archiveSHA256 != new.archiveSHA256
    }

    var words: DeliveryWords {
        DeliveryWords(
            packTitle: "pack (tags)", labelsPacksByIdentifier: false,
            packColumns: [.files, .missing, .size, .shareOfPackLimit, .priority], packDetail: .priority, pageLabel: nil,
            verified: { packs, entries in "\(packs) asset packs and \(entries) entries agree with the index" })
    }

    func diffSummary(_ totals: IndexDiff.Totals) -> String {
        "\(totals.changedPacks) changed, \(totals.addedPacks) added, \(totals.removedPacks) removed, \(totals.unchangedPacks) unchanged"
    }
}

extension LimitProfile.Name {
    /// The default: the limits of the 2015 seed documentation and WWDC 2015.
    public static let ios = LimitProfile.Name(rawValue: "ios")
    /// App Store Connect's limits for iOS 18 and later.
    public static let ios18 = LimitProfile.Name(rawValue: "ios18")
    /// The tvOS limits.
    public static let tvos = LimitProfile.Name(rawValue: "tvos")
}

extension LimitProfile {
    private static let mb: Int64 = 1_000_000
    private static let gb: Int64 = 1_000_000_000

    /// The default: the limits of the 2015 seed documentation and WWDC 2015.
    public static let ios = LimitProfile(
        name: .ios,
        values: [
            .pack: .limited(512 * mb), .initialAndPrefetch: .limited(2 * gb), .total: .limited(20 * gb),
            .packCount: .limited(1000), .inUse: .limited(2 * gb), .tagRecommended: .limited(64 * mb),
            .appBundle: .limited(2 * gb),
        ], delivery: .onDemandResources, platforms: ["iOS"])

    /// App Store Connect's limits for iOS 18 and later.
    public static let ios18 = LimitProfile(
        name: .ios18,
        values: [
            .pack: .limited(8 * gb), .initialAndPrefetch: .unlimited, .total: .limited(70 * gb),
            .packCount: .limited(1000), .inUse: .unlimited, .tagRecommended: .unlimited,
            .appBundle: .limited(4 * gb),
        ], delivery: .onDemandResources, platforms: ["iOS"])

    /// The tvOS limits.
    public static let tvos = LimitProfile(
        name: .tvos,
        values: [
            .pack: .limited(512 * mb), .initialAndPrefetch: .limited(4 * gb), .total: .limited(20 * gb),
            .packCount: .limited(1000), .inUse: .limited(2 * gb), .tagRecommended: .limited(64 * mb),
            .appBundle: .limited(4 * gb),
        ], delivery: .onDemandResources, platforms: ["tvOS"])
}
