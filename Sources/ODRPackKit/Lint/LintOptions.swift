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
    /// paths (`CatalogItemLayout`) before the scan.
    public var catalogItems: CatalogItemsOption = .compiled
    /// Files (by source path) a previous build found free of executable code at this size
    /// and modification time; their first bytes are not read again (see `BuildCache`).
    public var checkedFiles: [String: FileStamp]
    /// A folder left out of folder walks: the build's output folder, when it exists.
    public var excludedDirectory: FileIdentity?
    /// Stops the scan between entries when set.
    public var cancellation: Cancellation?
    /// The delivery (`--delivery`); nil takes the manifest's, else the default.
    public var delivery: Delivery?
    /// Merge partitions into at most this many packs (`--max-packs`, deliveries that merge).
    public var maximumPacks: Int?
    /// Let a merge put content in a pack of a stronger policy (`--allow-policy-crossing`).
    public var allowPolicyCrossing = false
    /// The most bytes a merge may add to one tag's download (`--max-extra-download`).
    public var maximumExtraDownload: Int64?
    /// Give new packs names of ASCII letters and digits only, which every store accepts
    /// (`--portable-names`, deliveries whose pack names last).
    public var portableNames = false
    /// The bytes of the app's own modules counted with the packs installed with it
    /// (`--base-module-size`, deliveries whose limit counts them).
    public var baseModuleSize: Int64?
    /// The platforms packs name (`--platform`, deliveries whose packs name them); empty takes the profile's.
    public var platforms: [String] = []
    /// The options of the command line that only some deliveries take, as given: lint
    /// refuses those the delivery in force does not take (`inapplicable-option`).
    public var givenOptions: Set<DeliveryOption> = []
    /// The lock file of pack IDs (`--lock-file`); nil takes `<manifest stem>.<delivery>.lock.json`
    /// beside the manifest, when it exists.
    public var lockFile: String?
    /// The previous release's packs when there is no lock file: the `--baseline` build's, or
    /// the build already in the output folder; read only for a delivery whose IDs last.
    public var previousRelease: (@Sendable () -> PackHistory?)?
    /// Told of each stage the lint enters, for the command's progress display.
    public var stage: StageReport?
    /// What a command checks once the delivery is known, before the scan (a build: the tools
    /// its delivery runs); an error stops the lint there, so a missing tool is said at once.
    var preflight: (@Sendable (any DeliveryKind) -> [Diagnostic])?

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

    /// The delivery in force: the option's, else the manifest's, else the default.
    func delivery(for manifest: Manifest?) -> any DeliveryKind {
        Deliveries.kind(of: delivery ?? manifest?.delivery ?? Deliveries.defaultDelivery)
    }

    /// The limits in force: the chosen profile (a profile of another delivery stands for the
    /// delivery's profile of the same platforms), then the manifest's limits, then these overrides.
    func profile(for manifest: Manifest?) -> LimitProfile {
        var base = Deliveries.profile(of: delivery(for: manifest), matching: profileName ?? manifest?.profileName)
        if !platforms.isEmpty { base.platforms = platforms }
        return base.overriding(manifest?.limitOverrides ?? [:]).overriding(limitOverrides)
    }

    /// `inapplicable-option` for each given option `delivery` does not take.
    func inapplicableOptions(for delivery: any DeliveryKind) -> [Diagnostic] {
        let given = project.readsSeveralTargets ? givenOptions.union([.severalTargets]) : givenOptions
        return given.subtracting(delivery.options).sorted { $0.rawValue < $1.rawValue }.map { option in
            .inapplicableOption(option.rawValue, delivery: delivery.displayName,
                                deliveries: Deliveries.all.filter { $0.options.contains(option) }.map(\.displayName))
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
