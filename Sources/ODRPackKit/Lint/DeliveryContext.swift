/// What arranging and checking a plan may read: the manifest, the limits and the options.
struct DeliveryContext {
    let manifest: Manifest
    let profile: LimitProfile
    let options: LintOptions
    /// The previous release's packs, for a delivery whose pack IDs last.
    var history: PackHistory? = nil

    /// How partitions may be merged: the options, and the profile's pack limit for a proposal.
    var mergeSettings: MergeSettings {
        MergeSettings(maximumPacks: options.maximumPacks, packLimit: profile[.packCount],
                      allowCrossing: options.allowPolicyCrossing, maximumExtraPerTag: options.maximumExtraDownload)
    }
}

/// An option of the command line that only some deliveries take.
public enum DeliveryOption: String, Sendable, Hashable, CaseIterable {
    case maxPacks = "--max-packs"
    case archive = "--archive"
    case urlPrefix = "--url-prefix"
    case noArchives = "--no-archives"
    case platform = "--platform"
    case packagerTimeout = "--packager-timeout"
    case lockFile = "--lock-file"
    case allowPolicyCrossing = "--allow-policy-crossing"
    case maxExtraDownload = "--max-extra-download"
    case updateLock = "--update-lock"
    case portableNames = "--portable-names"
    case baseModuleSize = "--base-module-size"
    case layout = "--layout"
    case applicationID = "--application-id"
    /// The platform targets of one app planned as one (`ProjectOptions.readsSeveralTargets`).
    case severalTargets = "--all-targets or a second --target"
    case catalogItems = "--catalog-items"
}
