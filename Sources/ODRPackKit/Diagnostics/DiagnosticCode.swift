/// The stable identifier of each kind of problem; printed in brackets and in JSON.
/// Codes never change meaning once published (see docs/diagnostics.md).
public enum DiagnosticCode: String, Sendable, Hashable, CaseIterable, Codable {
    case packOverLimit = "pack-over-limit"
    case initialAndPrefetchOverLimit = "initial-and-prefetch-over-limit"
    case totalOverLimit = "total-over-limit"
    case packCountOverLimit = "pack-count-over-limit"
    case tagOverInUseLimit = "tag-over-in-use-limit"
    case missingResource = "missing-resource"
    case unreadableResource = "unreadable-resource"
    case duplicateResource = "duplicate-resource"
    case pathOutsideBase = "path-outside-base"
    case executableInPack = "executable-in-pack"
    case packPathCollision = "pack-path-collision"
    case invalidManifest = "invalid-manifest"
    case unreadableManifest = "unreadable-manifest"
    case tagOverRecommended = "tag-over-recommended"
    case tagOverPackLimit = "tag-over-pack-limit"
    case appBundleOverLimit = "app-bundle-over-limit"
    case unusedTag = "unused-tag"
    case emptyResource = "empty-resource"
    case invalidProject = "invalid-project"
    case invalidAssetCatalog = "invalid-asset-catalog"
    case unresolvedReference = "unresolved-reference"
    case ambiguousTarget = "ambiguous-target"
    case unknownTarget = "unknown-target"
    /// Targets given together that are not the platform targets of one app.
    case invalidTargetSet = "invalid-target-set"
    /// A tag whose category differs between the platform targets of one plan.
    case platformCategoryMismatch = "platform-category-mismatch"
    /// The previous release was planned for several platform targets; this run plans one.
    case platformsUnplanned = "platforms-unplanned"
    case unknownConfiguration = "unknown-configuration"
    case unresolvedBundleID = "unresolved-bundle-id"
    case unsupportedProjectFeature = "unsupported-project-feature"
    case onDemandResourcesDisabled = "odr-disabled"
    case onDemandResourcesUnsupported = "odr-unsupported"
    case assetPackFolderIgnored = "asset-pack-folder-ignored"
    case tagListedTwice = "tag-listed-twice"
    case ignoredTag = "ignored-tag"
    case tagsLostInXcode = "tags-lost-in-xcode"
    case invalidXcconfig = "invalid-xcconfig"
    case userAssetPackManifest = "user-asset-pack-manifest"
    case compiledByXcode = "compiled-by-xcode"
    case needsXcodeCompiler = "needs-xcode-compiler"
    case compileFailed = "compile-failed"
    case invalidTagName = "invalid-tag-name"
    case unwritableName = "unwritable-name"
    case packIdentifierCollision = "pack-id-collision"
    case outputInsideResources = "output-inside-resources"
    case missingCatalogFile = "missing-catalog-file"
    case gitLFSPointer = "git-lfs-pointer"
    case undeclaredTag = "undeclared-tag"
    // Background Assets
    /// A pack ID the manifest gives is not 1 to 64 characters of `[A-Za-z0-9_-]`.
    case invalidPackID = "invalid-pack-id"
    /// The manifest gives one tag set two IDs.
    case duplicatePackID = "duplicate-pack-id"
    /// The manifest names an ID for a tag set no pack has.
    case unusedPackID = "unused-pack-id"
    /// A merge put tag sets with IDs of their own into one pack, which keeps one ID.
    case packIDsMerged = "pack-ids-merged"
    /// An ID of the previous release is no longer used: archive it in the store.
    case packIDRetired = "pack-id-retired"
    /// An ID is new in this release: a new record in the store.
    case packIDNew = "pack-id-new"
    /// The lock file of pack IDs cannot be read or used.
    case invalidLockFile = "invalid-lock-file"
    /// The lock file now has its name from the app; the one 0.5.0 wrote is no longer read.
    case lockFileRenamed = "lock-file-renamed"
    /// The manifest gives a tag set an ID an earlier release used and retired.
    case retiredPackID = "retired-pack-id"
    case packIDRebound = "pack-id-rebound"
    /// Tags that would make one member of the generated Swift `Tag` type get none.
    case tagMemberAmbiguous = "tag-member-ambiguous"
    /// No merge into `--max-packs` keeps the policies or the kept-apart tags apart.
    case mergeImpossible = "merge-impossible"
    /// The manifest's merge hints contradict each other.
    case mergeHintConflict = "merge-hint-conflict"
    /// No merge found keeps every tag within `--max-extra-download`.
    case mergeOverCap = "merge-over-cap"
    /// A merge hint names a tag no resource has.
    case unknownHintTag = "unknown-hint-tag"
    /// `--allow-policy-crossing` moved content into a pack of a stronger policy.
    case policyCrossing = "policy-crossing"
    /// The merge did not keep the previous release's packs together.
    case mergeMovedPacks = "merge-moved-packs"
    /// The merge leaves one pack for all on-demand content.
    case degenerateMerge = "degenerate-merge"
    /// The merge put content with nothing in common in one pack, for want of packs.
    case unrelatedMerge = "unrelated-merge"
    /// The merge put a merge group's content and content of no group in one pack, for want of packs.
    case mergeGroupMixed = "merge-group-mixed"
    /// The merge order lists a tag twice.
    case repeatedOrderTag = "repeated-order-tag"
    /// `migrate`: the app's code asks for a tag no resource has.
    case unknownSourceTag = "unknown-source-tag"
    /// `migrate`: a source file cannot be read.
    case unreadableSource = "unreadable-source"
    /// `migrate`: no source file was found to read, or a path given does not exist.
    case noSources = "no-sources"
    /// `migrate`: a file in a language it does not read mentions On-Demand Resources or a packed file.
    case unscannedSource = "unscanned-source"
    /// All packs together pass the share of the total limit from which the store warns.
    case totalNearLimit = "total-near-limit"
    /// A tagged resource Xcode compiles cannot be read from a Background Assets pack.
    case compiledResourceInAssetPack = "compiled-resource-in-asset-pack"
    /// A tagged file its framework reads from the app bundle only (a SpriteKit scene).
    case bundleOnlyResource = "bundle-only-resource"
    /// The prefetch order has no equivalent in Background Assets.
    case prefetchOrderIgnored = "prefetch-order-ignored"
    /// No `ba-package` to run.
    case packagerNotFound = "packager-not-found"
    /// `ba-package` failed, wrote no archive, or did not finish in time.
    case packagerFailed = "packager-failed"
    /// The packager's version is none whose command line odr-pack knows, or the command given instead is unusable.
    case packagerVersionUnknown = "packager-version-unknown"
    /// `--localized-packs`: a `.lproj` folder whose name is no language by Apple's rule; its files stay unlocalized.
    case localizedFolderIgnored = "localized-folder-ignored"
    /// `--localized-packs`: no tagged file is in a language folder other than the development language's.
    case noLocalizedFiles = "no-localized-files"
    case developmentLanguageInvalid = "development-language-invalid"
    case unlocalizedLanguageUnused = "unlocalized-language-unused"
    /// `--localized-packs` with a ba-package that does not take the `language` key (1.x).
    case packagerWithoutLanguages = "packager-without-languages"
    /// An index's pack language is no language by Apple's rule, or two localized packs conflict.
    case packLanguageInvalid = "pack-language-invalid"
    /// Two builds or indexes of different deliveries were compared.
    case deliveryMismatch = "delivery-mismatch"
    /// An option of the command line that the delivery in force does not take.
    case inapplicableOption = "inapplicable-option"
    /// Texture-format folders in a delivery whose store does not choose among them, with no format named to keep.
    case textureFormatFolder = "texture-format-folder"
    // Play Asset Delivery
    /// The install-time packs and the app's own modules pass Google Play's install-time limit.
    case installTimeOverLimit = "install-time-over-limit"
    /// The fast-follow and on-demand packs together pass Google Play's limit.
    case fastFollowOnDemandOverLimit = "fast-follow-on-demand-over-limit"
    /// Tags whose download passes the size from which Google Play asks before using mobile data.
    case mobileDataPrompt = "mobile-data-prompt"
    /// How the sizes checked against compressed-size limits were estimated.
    case downloadSizeEstimated = "download-size-estimated"
    /// A folder name under `assets/` that bundletool reads as targeting and refuses.
    case invalidTargetedFolder = "invalid-targeted-folder"
    /// Packs with texture-format folders whose formats or fallbacks differ.
    case textureFormatParity = "texture-format-parity"
    /// Texture-format folders without a fallback folder.
    case textureFallbackMissing = "texture-fallback-missing"
    /// Packs with device-tier folders whose tiers differ, or are not 0 to N-1.
    case deviceTierParity = "device-tier-parity"
    /// Packs with device-group folders whose groups differ.
    case deviceGroupParity = "device-group-parity"
    /// Packs with country-set folders whose sets or fallbacks differ, or without a fallback.
    case countrySetParity = "country-set-parity"
    /// Folders targeted on two dimensions that bundletool refuses.
    case nestedTargeting = "nested-targeting"
    /// The application ID an asset pack's manifest names is not a valid Android application ID.
    case invalidApplicationID = "invalid-application-id"
    /// A file Android's build tools leave out of an asset pack by default.
    case assetIgnoredByGradle = "asset-ignored-by-gradle"
    // why
    case notListed = "not-listed"
    // build
    case sourceChanged = "source-changed"
    case writeFailed = "write-failed"
    case outputConflict = "output-conflict"
    case outputLocked = "output-locked"
    case interrupted = "interrupted"
    case unknownOutputFile = "unknown-output-file"
    // verify
    case unreadableIndex = "unreadable-index"
    case unsafeIndexPath = "unsafe-index-path"
    case unfinishedBuild = "unfinished-build"
    case leftoverFile = "leftover-file"
    case archiveMismatch = "archive-mismatch"
    case entryMismatch = "entry-mismatch"
    case entryMissing = "entry-missing"
    case entryUnexpected = "entry-unexpected"
    case plistMismatch = "plist-mismatch"
    /// A manifest or map a Background Assets build derives differs from its index.
    case outputFileMismatch = "output-file-mismatch"
    /// A field of the index is not what its delivery writes, or contradicts the disk.
    case alteredIndex = "altered-index"
    // diff
    /// A `diff` budget (`--max-download`, `--max-growth`) is exceeded.
    case budgetExceeded = "budget-exceeded"
    /// A large pack is downloaded again for a small change.
    case largePackRedownload = "large-pack-redownload"
    /// `--max-growth tag=NAME:...` names a tag neither build has.
    case unknownBudgetTag = "unknown-budget-tag"
    // convert
    /// The manifest read cannot be written in the form asked for.
    case unconvertibleManifest = "unconvertible-manifest"

    /// Whether an error of this code means the command line is wrong (exit status 64).
    public var isUsageError: Bool { self == .inapplicableOption }

    /// The severity a code has unless an option changes it.
    public var defaultSeverity: Severity {
        switch self {
        case .onDemandResourcesDisabled, .userAssetPackManifest, .compiledByXcode, .prefetchOrderIgnored, .packIDNew, .mergeMovedPacks,
            .mobileDataPrompt, .downloadSizeEstimated, .lockFileRenamed:
            .note
        case .tagOverRecommended, .tagOverPackLimit, .appBundleOverLimit, .unusedTag, .emptyResource,
            .unsupportedProjectFeature, .outputInsideResources, .missingCatalogFile, .gitLFSPointer, .undeclaredTag,
            .assetPackFolderIgnored, .tagListedTwice, .ignoredTag, .tagsLostInXcode, .unknownOutputFile, .leftoverFile,
            .largePackRedownload,
            .unusedPackID, .packIDsMerged, .totalNearLimit, .packIDRetired, .unknownHintTag, .policyCrossing, .degenerateMerge,
            .unrelatedMerge,
            .mergeGroupMixed, .repeatedOrderTag, .platformsUnplanned,
            .unknownSourceTag, .unreadableSource, .unscannedSource, .bundleOnlyResource, .textureFallbackMissing, .assetIgnoredByGradle,
            .tagMemberAmbiguous, .localizedFolderIgnored, .noLocalizedFiles, .developmentLanguageInvalid,
            .unlocalizedLanguageUnused:
            .warning
        default: .error
        }
    }
}
