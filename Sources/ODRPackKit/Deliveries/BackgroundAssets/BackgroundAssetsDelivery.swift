import FileSystem

extension DeliveryName {
    /// Apple's managed Background Assets: asset packs with IDs the app asks for, made by `ba-package`.
    public static let backgroundAssets = DeliveryName(rawValue: "background-assets")
}

/// Apple's managed Background Assets (docs/background-assets.md): partitions merged into at
/// most `--max-packs` packs with IDs (`AssetPackPlanner`, `BackgroundAssetsPackID`); each pack's
/// manifest written and Apple's `ba-package` run on it (`BackgroundAssetsProducer`, `Packager`);
/// the map for the app derived from the index (`BackgroundAssetsFiles`). Archives are opaque:
/// verify checks their size and SHA-256, and diff decides "changed" from the inputs.
struct BackgroundAssetsDelivery: Delivery {
    var id: DeliveryName { .backgroundAssets }
    var displayName: String { "Background Assets" }
    var profiles: [LimitProfile] { [.backgroundAssets, .backgroundAssetsTVOS] }

    /// With `--localized-packs`, each partition's language folders are split off
    /// (`BackgroundAssetsLocalizedPacks`), so the merge and the IDs count every language's pack.
    func parts(_ partitions: PackPlan, context: DeliveryContext) -> (plan: PackPlan, diagnostics: [Diagnostic]) {
        let settings = context.options.settings[BackgroundAssetsSettings.self]
        guard settings.localizedPacks else { return (partitions, []) }
        let (language, problems) = BackgroundAssetsLocalizedPacks.developmentLanguage(settings, manifest: context.manifest)
        var split = BackgroundAssetsLocalizedPacks.split(
            partitions, developmentLanguage: language, keptLanguages: Set(settings.unlocalizedLanguages),
            manifest: context.manifest)
        split.plan.developmentLanguage = language
        split.diagnostics += problems
        return split
    }

    func arrange(_ partitions: PackPlan, context: DeliveryContext) -> (plan: PackPlan, diagnostics: [Diagnostic]) {
        AssetPackPlanner.arrange(partitions, context: context, own: BackgroundAssetsPackID.Rule())
    }

    /// The size limits, the pack limit with a proposed merge, the names the index holds, and
    /// compiled resources, which a pack cannot serve.
    func check(_ plan: PackPlan, context: DeliveryContext) -> CheckResult {
        var sizes = context.profile
        // The pack count is BackgroundAssetsChecker's, with the merge that would fit.
        sizes.values[.packCount] = .unlimited
        var result = CheckResult()
        result.diagnostics += LimitChecker(manifest: context.manifest, profile: sizes).check(plan)
        result.diagnostics += NameChecker(manifest: context.manifest).checkAssetPacks(plan)
        result.diagnostics += BackgroundAssetsChecker(
            manifest: context.manifest, profile: context.profile,
            allowUncompiled: context.options.allowUncompiled,
            catalogItems: context.options.catalogItems ?? .compiled
        ).check(plan)
        result.diagnostics += BackgroundAssetsTagMemberChecker(manifest: context.manifest).check(plan)
        return result
    }

    var packNaming: (any PackNamingRule)? { BackgroundAssetsPackID.Rule() }

    var sharedOptions: Set<SharedOptions> { Set(SharedOptions.allCases) }

    /// `--platform` names the platforms of the profile's packs.
    func profile(_ profile: LimitProfile, settings: DeliverySettingsSet) -> LimitProfile {
        var adjusted = profile
        let platforms = settings[BackgroundAssetsSettings.self].platforms
        if !platforms.isEmpty { adjusted.platforms = platforms }
        return adjusted
    }

    /// Finds the packager first (unless `--no-archives`), so a missing one is said before any work.
    /// Its builds write `ODRAssetAccess.swift`, which takes over the app's calls.
    var replacesOnDemandResourcesInCode: Bool { true }

    /// The packager, looked for before the scan: a missing one is said at once.
    /// With `--localized-packs`, a packager of a version before 2 is refused here: it is never
    /// handed the `language` key.
    func preflight(_ settings: DeliverySettingsSet) -> [Diagnostic] {
        let own = settings[BackgroundAssetsSettings.self]
        guard own.writeArchives else { return [] }
        switch Self.packager() {
        case .failure(let failure): return failure.diagnostics
        case .success(let packager): return own.localizedPacks ? Self.languageProblems(packager) : []
        }
    }

    /// Why `packager` cannot make localized packs: its `--version` is before 2 (or, with
    /// `ODR_PACK_BA_PACKAGE_COMMAND`, says no version at all).
    static func languageProblems(_ packager: Packager) -> [Diagnostic] {
        guard let major = PackagerForm.majorVersion(packager.version), major >= 2 else {
            return [.packagerWithoutLanguages(packager.path, version: packager.version)]
        }
        return []
    }

    func prepare(_ build: BuildPreparation) -> Result<PreparedBuild, DeliveryFailure> {
        let settings = build.settings[BackgroundAssetsSettings.self]
        var packager: Packager?
        if settings.writeArchives {
            switch Self.packager() {
            case .success(let found): packager = found
            case .failure(let failure): return .failure(failure)
            }
            if settings.localizedPacks, let found = packager {
                let problems = Self.languageProblems(found)
                if !problems.isEmpty { return .failure(DeliveryFailure(diagnostics: problems)) }
            }
        }
        // The app's platform targets when several were planned as one, else the profile's (or --platform).
        let platforms = build.plan.platforms.isEmpty ? build.lint.profile.platforms : build.plan.platforms
        let timeout = settings.packagerTimeout ?? 1800
        let found = packager
        let unityCode = build.unityCode ?? false
        return .success(
            PreparedBuild(options: build.options, packsFolder: OutputFolder.defaultPacksFolder) { plan in
                BackgroundAssetsProducer(plan: plan, platforms: platforms, packager: found, timeout: timeout, unityCode: unityCode)
            })
    }

    /// `ba-package`, found and its version known, or the diagnostics that say why not.
    static func packager() -> Result<Packager, DeliveryFailure> {
        switch Packager.locate() {
        case .success(let found): .success(found)
        case .failure(.notFound(let tried)): .failure(DeliveryFailure(diagnostics: [.packagerNotFound(tried: tried)]))
        case .failure(.unknownVersion(let path, let printed)):
            .failure(DeliveryFailure(diagnostics: [.packagerVersionUnknown(path, printed: printed)]))
        case .failure(.badCommand(let command)): .failure(DeliveryFailure(diagnostics: [.packagerCommandInvalid(command)]))
        }
    }

    var topLevelNames: [String] { BackgroundAssetsFiles.topLevelNames }

    /// `<ID>.aar` and `<ID>.json`: names common enough that only those of packs the last
    /// build made are removed.
    func role(ofPacksFile name: String) -> PacksFileRole? {
        BackgroundAssetsFiles.packID(ofPacksFile: name).map { PacksFileRole(isArchive: name.hasSuffix(".aar"), pack: $0) }
    }

    /// The archive's size and SHA-256: its content is ba-package's.
    func verify(_ pack: BuiltPack, index: BuildIndex, directory: String, progress: @escaping (Int64) -> Void) -> PackCheck {
        guard index.hasArchives else { return PackCheck() }
        return PackVerifier(pack: pack, directory: directory, isFolder: false, expected: nil).verify(progress: progress)
    }

    func derivedFiles(_ index: BuildIndex) -> DerivedFiles {
        BackgroundAssetsFiles.derivedFiles(index)
    }

    func indexProblems(_ index: BuildIndex, directory: String, indexPath: String) -> [Diagnostic] {
        BackgroundAssetsFiles.indexProblems(index, directory: directory, indexPath: indexPath, delivery: displayName)
    }

    /// A pack's archive may not be reproducible: its inputs decide.
    func isChanged(_ old: BuiltPack, _ new: BuiltPack) -> Bool {
        old.contentHash != new.contentHash
    }

    var words: DeliveryWords {
        DeliveryWords(
            packTitle: "pack ID", labelsPacksByIdentifier: true,
            packColumns: [.policy, .files, .size, .tagSets], packDetail: .policy, pageLabel: displayName,
            verified: { packs, _ in
                "\(packs) asset packs (archives by size and SHA-256: their content is ba-package's), their manifests and the map agree with the index"
            })
    }

    func diffSummary(_ totals: IndexDiff.Totals) -> String {
        // Each upload is a new version of a pack ID; a changed input is a new version.
        "\(totals.changedPacks) need a new version uploaded, \(totals.addedPacks) new IDs, \(totals.removedPacks) IDs no longer used, \(totals.unchangedPacks) unchanged"
    }

    func builtLines(_ index: BuildIndex) -> [String] {
        [
            index.packager.map { path in
                let version = index.packagerVersion.map { " (\(MessageText.printable($0, limit: 80)))" } ?? ""
                // A packager that says it is not Apple's (odr-pack's stand-in does) makes archives no store takes.
                let standIn =
                    index.packagerVersion?.lowercased().contains("not apple") == true
                    ? "; it says it is not Apple's packager, so these archives cannot be uploaded" : ""
                return
                    "Background Assets packs made by \(MessageText.quoted(path))\(version)\(standIn); the app finds them through AssetPackMap.json, AssetPackMap.swift, ODRAssetAccess.swift and ODRCatalogItems.swift"
            } ?? "Background Assets manifests, map and index written without archives (--no-archives)"
        ]
    }
}

extension LimitProfile.Name {
    /// Apple-hosted Background Assets packs (iOS).
    public static let backgroundAssets = LimitProfile.Name(rawValue: "background-assets")
    /// Apple-hosted Background Assets packs (tvOS).
    public static let backgroundAssetsTVOS = LimitProfile.Name(rawValue: "background-assets-tvos")
}

extension LimitProfile {
    /// Apple-hosted asset packs (App Store Connect, "Apple-hosted asset pack size limits"):
    /// 100 pack IDs per app, 200 GB in all with a warning at 80%, no limit per pack.
    public static let backgroundAssets = LimitProfile(
        name: .backgroundAssets,
        values: [
            .pack: .unlimited, .initialAndPrefetch: .unlimited, .total: .limited(200_000_000_000),
            .packCount: .limited(100), .inUse: .unlimited, .tagRecommended: .unlimited, .appBundle: .unlimited,
        ], delivery: .backgroundAssets, platforms: ["iOS"], totalWarningPercent: 80)

    /// The same limits for a tvOS app's asset packs.
    public static let backgroundAssetsTVOS: LimitProfile = {
        var profile = backgroundAssets
        profile.name = .backgroundAssetsTVOS
        profile.platforms = ["tvOS"]
        return profile
    }()
}
