/// What arranging and checking a plan may read: the manifest, the limits and the options.
struct DeliveryContext {
    let manifest: Manifest
    let profile: LimitProfile
    let options: LintOptions
    /// The previous release's packs, for a delivery whose pack IDs last.
    var history: PackHistory? = nil

    /// How partitions may be merged: the options, and the profile's pack limit for a proposal.
    var mergeSettings: MergeSettings {
        MergeSettings(options.merging, packLimit: profile[.packCount], memo: options.mergeMemo)
    }
}
