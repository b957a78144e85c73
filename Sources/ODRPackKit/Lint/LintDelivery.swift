/// What lint asks the delivery in force (see `Delivery` for the whole seam): its limit
/// profiles, how the tag-set partitions become its packs, and its checks.
protocol LintDelivery: PlanDelivery {
    /// Its limit profiles; the first is the default.
    var profiles: [LimitProfile] { get }
    /// The partitions as it arranges them: the tag-set partitions, or parts of them it keeps
    /// apart (Background Assets' localized packs, one per language); what it found doing so.
    func parts(_ partitions: PackPlan, context: DeliveryContext) -> (plan: PackPlan, diagnostics: [Diagnostic])
    /// Makes the partitions (one pack per distinct tag set, as `parts` gave them) its packs; the problems found doing so.
    func arrange(_ partitions: PackPlan, context: DeliveryContext) -> (plan: PackPlan, diagnostics: [Diagnostic])
    /// Every check of the arranged plan, and the Xcode compilers build will run.
    func check(_ plan: PackPlan, context: DeliveryContext) -> CheckResult
    /// For a delivery whose packs have IDs that last from release to release (the store knows
    /// the packs by them), the rule of its IDs: lint then reads the previous release's packs
    /// (`PackHistory`) and build can write them to the lock file. Nil: IDs follow from the tags.
    var packNaming: (any PackNamingRule)? { get }
    /// The options several deliveries share that it takes; those and its own settings
    /// (`DeliverySettings`) apply, any other given is refused.
    var sharedOptions: Set<SharedOptions> { get }
    /// The limit profile as its own settings change it (unchanged by default).
    func profile(_ profile: LimitProfile, settings: DeliverySettingsSet) -> LimitProfile
    /// Whether its store chooses among texture-compression-format folders (`tex#tcf_astc`)
    /// itself; for the others, lint keeps the one format the manifest names (`TextureFormatFolders`).
    var keepsTextureFormatFolders: Bool { get }
}

extension LintDelivery {
    /// The tag-set partitions, as they are.
    func parts(_ partitions: PackPlan, context: DeliveryContext) -> (plan: PackPlan, diagnostics: [Diagnostic]) { (partitions, []) }
    var keepsTextureFormatFolders: Bool { false }
    func profile(_ profile: LimitProfile, settings: DeliverySettingsSet) -> LimitProfile { profile }
}
