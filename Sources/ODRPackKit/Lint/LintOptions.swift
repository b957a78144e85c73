import FileSystem

/// What a lint run checks against and how strictly.
public struct LintOptions: Sendable {
    /// The limit profile to use instead of the manifest's (and the default `ios`).
    public var profileName: LimitProfile.Name?
    /// Limits that override both the profile and the manifest's `<limits>`.
    public var limitOverrides: [LimitKind: LimitValue]
    /// Report `pack-over-limit` as a warning, as Xcode allows oversized packs during development.
    public var development: Bool
    /// Report every warning as an error.
    public var warningsAsErrors: Bool
    /// How to read an Xcode project (target, configuration) and the bundle identifier to use.
    public var project: ProjectOptions
    /// Where an Xcode compiler a tagged resource needs cannot run, pack its sources
    /// (`--allow-uncompiled`) instead of reporting `needs-xcode-compiler` as an error.
    public var allowUncompiled: Bool
    /// Whether catalog items, atlases and models go into the packs as files (`--catalog-items
    /// files`, deliveries whose packs hold plain files); they are placed at their catalog bundle
    /// paths (`CatalogItemLayout`) before the scan. Nil: not given, so compiled.
    public var catalogItems: CatalogItemsOption?
    /// Whether build writes the C# for Unity (`--unity-code`, `--no-unity-code`; deliveries whose
    /// packs a Unity game reads); nil takes the delivery's default (on with Play's unity layout).
    public var unityCode: Bool?
    /// Files (by source path) a previous build found free of executable code at this size
    /// and modification time; their first bytes are not read again (see `BuildCache`).
    public var checkedFiles: [String: FileStamp]
    /// The user's cache folder, where lint keeps the stamps of tagged files whose first bytes
    /// it found clean (`PrefixCheckCache`), so an unchanged file is not opened again; nil (the
    /// default) keeps none. The `lint` command sets it from the environment (`cacheFolder(environment:)`).
    public var cacheFolder: String?
    /// A folder left out of folder walks: the build's output folder, when it exists.
    public var excludedDirectory: FileIdentity?
    /// Stops the scan between entries when set.
    public var cancellation: Cancellation?
    /// The delivery (`--delivery`); nil takes the manifest's, else the default.
    public var delivery: DeliveryName?
    /// How partitions merge (`--max-packs` and the rest; deliveries that merge).
    public var merging = MergeOptions()
    /// The last build's merge (from its cache), taken when the merge's request is the same
    /// (`MergeMemo`); set by `build`.
    public var mergeMemo: MergeMemo?
    /// The lock file of pack IDs and the naming of new packs (deliveries whose pack IDs last).
    public var packIDs = PackIDOptions()
    /// Each delivery's own settings; those of a delivery not in force are refused (`inapplicable-option`).
    public var settings = DeliverySettingsSet()
    /// The previous release's packs when there is no lock file: the `--baseline` build's, or
    /// the build already in the output folder; read only for a delivery whose IDs last.
    public var previousRelease: (@Sendable () -> PackHistory?)?
    /// Told of each stage the lint enters, for the command's progress display.
    public var stage: StageReport?

    /// Creates options; the defaults check the manifest's own profile strictly as the store does.
    public init(
        profileName: LimitProfile.Name? = nil, limitOverrides: [LimitKind: LimitValue] = [:], development: Bool = false,
        warningsAsErrors: Bool = false, project: ProjectOptions = ProjectOptions(),
        allowUncompiled: Bool = false, checkedFiles: [String: FileStamp] = [:]
    ) {
        self.profileName = profileName
        self.limitOverrides = limitOverrides
        self.development = development
        self.warningsAsErrors = warningsAsErrors
        self.project = project
        self.allowUncompiled = allowUncompiled
        self.checkedFiles = checkedFiles
    }

    /// The cache folder `environment` names (`ODR_PACK_CACHE_DIR`, else `$XDG_CACHE_HOME/odr-pack`,
    /// else `~/.cache/odr-pack`), if any; `ODR_PACK_CACHE_DIR=` with no value names none.
    public static func cacheFolder(environment: [String: String]) -> String? {
        CacheFolder.path(environment: environment)
    }

    /// The limits in force for `delivery`: the chosen profile (a profile of another of
    /// `deliveries` stands for the delivery's profile of the same platforms), then the
    /// manifest's limits, then these overrides.
    func profile(for manifest: Manifest?, delivery: any LintDelivery, among deliveries: [any LintDelivery]) -> LimitProfile {
        let chosen = Self.profile(of: delivery, matching: profileName ?? manifest?.profileName, among: deliveries)
        return delivery.profile(chosen, settings: settings).overriding(manifest?.limitOverrides ?? [:]).overriding(limitOverrides)
    }

    /// The profile of `delivery` that stands for `name`, a profile of any of `deliveries`: the
    /// delivery's own profile of that name, else its first for the same platforms (a
    /// manifest's `profile="tvos"` means the tvOS asset-pack limits when packing asset
    /// packs), else its default.
    static func profile(
        of delivery: any LintDelivery, matching name: LimitProfile.Name?, among deliveries: [any LintDelivery]
    ) -> LimitProfile {
        guard let name, let named = deliveries.lazy.flatMap(\.profiles).first(where: { $0.name == name }) else {
            return delivery.profiles[0]
        }
        if named.delivery == delivery.id { return named }
        return delivery.profiles.first { $0.platforms == named.platforms } ?? delivery.profiles[0]
    }

    /// `inapplicable-option` for each given option `delivery` does not take: another
    /// delivery's settings, or a shared option it does not take (`LintDelivery.sharedOptions`);
    /// each says which of `deliveries` take it.
    func inapplicableOptions(for delivery: any LintDelivery, among deliveries: [any LintDelivery]) -> [Diagnostic] {
        var given: [(option: String, takenBy: (any LintDelivery) -> Bool)] = settings.given.map { given in
            (given.option, { $0.id == given.delivery })
        }
        func shared(_ options: [String], _ kind: SharedOptions) {
            given += options.map { ($0, { $0.sharedOptions.contains(kind) }) }
        }
        shared(merging.given, .merging)
        shared(packIDs.given, .packIDs)
        shared(catalogItems == nil ? [] : ["--catalog-items"], .catalogItemFiles)
        shared(unityCode == nil ? [] : [unityCode == true ? "--unity-code" : "--no-unity-code"], .unityCode)
        shared(project.readsSeveralTargets ? ["--all-targets or a second --target"] : [], .severalTargets)
        return given.filter { !$0.takenBy(delivery) }.sorted { $0.option < $1.option }.map { option in
            .inapplicableOption(
                option.option, delivery: delivery.displayName,
                deliveries: deliveries.filter(option.takenBy).map(\.displayName))
        }
    }

    /// Applies `--development` and `--werror` to a diagnostic's severity.
    func adjust(_ diagnostic: Diagnostic) -> Diagnostic {
        var adjusted = diagnostic
        if development && diagnostic.code == .packOverLimit { adjusted.severity = .warning }
        if warningsAsErrors && adjusted.severity == .warning { adjusted.severity = .error }
        return adjusted
    }
}
