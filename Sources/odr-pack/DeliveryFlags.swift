import ArgumentParser
import ODRPackKit

/// The options that choose the delivery and those every delivery that merges shares, with
/// each delivery's own options of the checking commands: lint's, build's, report's and why's.
struct DeliveryFlags: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "How the packs reach devices: \(DeliveryName.allValueStrings.joined(separator: " or ")) (default: the manifest's, else \(DeliveryRegistry.defaultDelivery)). Reading and partitioning are the same; the delivery chooses the limits, the checks and what build writes; an option it does not take is refused.",
            valueName: "delivery"))
    var delivery: DeliveryName?

    @OptionGroup var merging: MergeFlags

    @OptionGroup var own: DeliveryCheckFlags
}

/// A group of one delivery's own options: it puts their values in the delivery's settings.
protocol DeliveryFlagGroup: ParsableArguments {
    /// Puts the options given into their delivery's settings in `settings`.
    func apply(to settings: inout DeliverySettingsSet)
}

/// Each delivery's own options that lint, report and why take (and build, beside its own),
/// one group per delivery: the one place that lists them.
struct DeliveryCheckFlags: ParsableArguments {
    @OptionGroup(title: "Background Assets") var backgroundAssets: BackgroundAssetsCheckFlags
    @OptionGroup(title: "Play Asset Delivery") var play: PlayCheckFlags

    /// The settings the options give.
    var settings: DeliverySettingsSet {
        var settings = DeliverySettingsSet()
        for group: any DeliveryFlagGroup in [backgroundAssets, play] { group.apply(to: &settings) }
        return settings
    }
}

/// The own options of the delivery `migrate` plans for (`DeliveryRegistry.migrationTarget`:
/// Background Assets), and only those, so that migrate's `--help` lists nothing it refuses.
struct MigrationDeliveryFlags: ParsableArguments {
    @OptionGroup(title: "Background Assets") var backgroundAssets: BackgroundAssetsCheckFlags

    /// The settings the options give.
    var settings: DeliverySettingsSet {
        var settings = DeliverySettingsSet()
        backgroundAssets.apply(to: &settings)
        return settings
    }
}

/// Each delivery's own options of build, one group per delivery (the one place that lists
/// them), and build's option of the deliveries whose pack IDs last.
struct DeliveryBuildFlags: ParsableArguments {
    @Flag(
        help:
            "Deliveries whose pack IDs last (background-assets, play-asset-delivery): after the build, write the lock file of its IDs (--lock-file, or <bundle id>.<delivery>.lock beside the manifest), for the next release to keep them; commit it."
    )
    var updateLock = false

    @Flag(
        inversion: .prefixedNo,
        help:
            "Deliveries whose packs a Unity game reads (background-assets, play-asset-delivery): write the C# for Unity too, DIR/AssetPackMap.cs (Background Assets) or DIR/PlayAssetPackMap.cs (Play), DIR/AssetPacks.cs (one API for both stores) and, for Background Assets, its native plug-in DIR/ODRPackAssetPacks.swift (default: on with --layout unity, else off; see docs/unity.md)."
    )
    var unityCode: Bool?

    @OptionGroup(title: "On-Demand Resources") var onDemandResources: OnDemandResourcesFlags
    @OptionGroup(title: "Background Assets") var backgroundAssets: BackgroundAssetsFlags
    @OptionGroup(title: "Play Asset Delivery") var play: PlayBuildFlags

    /// What build writes for each delivery, for its `--help`.
    static let writes = [OnDemandResourcesFlags.writes, BackgroundAssetsFlags.writes, PlayBuildFlags.writes].joined(separator: " ")

    /// Puts the options given into `options`.
    func apply(to options: inout LintOptions) {
        options.packIDs.updateLock = updateLock
        options.unityCode = unityCode
        for group: any DeliveryFlagGroup in [onDemandResources, backgroundAssets, play] { group.apply(to: &options.settings) }
    }
}

/// The options of deliveries whose packs have IDs and merge: lint's, build's, report's, why's and migrate's.
struct MergeFlags: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Deliveries that merge (background-assets, play-asset-delivery): merge the partitions into at most N packs, choosing the merges that add the fewest bytes to what tags download; the cost per tag is reported (see docs/background-assets.md).",
            valueName: "N"))
    var maxPacks: Int?

    @Flag(
        help:
            "Deliveries that merge: let a merge put content in a pack of a stronger download policy (on-demand content into a pack downloaded at install, say); each crossing is a warning naming the bytes that move. Without it, policies never share a pack."
    )
    var allowPolicyCrossing = false

    @Option(
        help: ArgumentHelp(
            "Deliveries that merge: the most a merge may add to any one tag's download, a size such as 50MB; a merge that cannot keep every tag within it is refused (merge-over-cap), naming the tags it would hurt.",
            valueName: "size"))
    var maxExtraDownload: String?

    @Option(
        help: ArgumentHelp(
            "Deliveries whose pack IDs last (background-assets, play-asset-delivery): the lock file of the previous release's IDs (default: <bundle id>.<delivery>.lock beside the manifest, when it exists, else the <manifest name>.<delivery>.lock.json odr-pack 0.5.0 wrote); build --update-lock writes it.",
            valueName: "file"), completion: .file(extensions: ["json"]))
    var lockFile: String?

    @Flag(
        help:
            "Deliveries whose pack IDs last: give new packs names of ASCII letters and digits only, which App Store Connect and Google Play both accept, so a pack has one name in both stores (names the manifest gives and earlier releases used are kept)."
    )
    var portableNames = false

    func validate() throws {
        if let maxPacks, maxPacks < 1 { throw ValidationError("--max-packs must be at least 1") }
        if lockFile?.isEmpty == true { throw ValidationError("--lock-file needs a file") }
        if let maxExtraDownload, ByteSize.parse(maxExtraDownload) == nil {
            throw ValidationError("--max-extra-download takes a size such as 50MB or 1GiB; got '\(maxExtraDownload)'")
        }
    }

    /// How partitions merge.
    var options: MergeOptions {
        MergeOptions(
            maxPacks: maxPacks, allowPolicyCrossing: allowPolicyCrossing, maxExtraDownload: maxExtraDownload.flatMap(ByteSize.parse))
    }

    /// The lock file and the naming of new packs (build adds `--update-lock`).
    var packIDs: PackIDOptions {
        PackIDOptions(lockFile: lockFile, portableNames: portableNames)
    }
}
