import ArgumentParser
import ODRPackKit

/// The options that choose the delivery: lint's, build's, report's and why's.
struct DeliveryFlags: ParsableArguments {
    @Option(help: ArgumentHelp(
        "How the packs reach devices: \(Delivery.allValueStrings.joined(separator: " or ")) (default: the manifest's, else \(Deliveries.defaultDelivery)). Reading and partitioning are the same; the delivery chooses the limits, the checks and what build writes; an option it does not take is refused.",
        valueName: "delivery"))
    var delivery: Delivery?

    @OptionGroup var merging: MergeFlags

    @Option(help: ArgumentHelp(
        "Play Asset Delivery: the download size of the app's base and feature modules, such as 150MB, counted with the install-time packs against Play's 4 GB limit (default 0).",
        valueName: "size"))
    var baseModuleSize: String?

    func validate() throws {
        if let baseModuleSize, ByteSize.parse(baseModuleSize) == nil {
            throw ValidationError("--base-module-size takes a size such as 150MB; got '\(baseModuleSize)'")
        }
    }

    /// `--max-packs`, `--allow-policy-crossing`, `--max-extra-download`, `--lock-file`.
    var maxPacks: Int? { merging.maxPacks }
    var allowPolicyCrossing: Bool { merging.allowPolicyCrossing }
    var maxExtraDownload: String? { merging.maxExtraDownload }
    var lockFile: String? { merging.lockFile }
    /// `--portable-names`.
    var portableNames: Bool { merging.portableNames }

    /// The options given that only some deliveries take (the engine refuses those the delivery in force does not).
    var givenOptions: Set<DeliveryOption> { merging.givenOptions.union(baseModuleSize == nil ? [] : [.baseModuleSize]) }
}

/// The options of deliveries whose packs have IDs and merge: lint's, build's, report's, why's and migrate's.
struct MergeFlags: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Deliveries that merge (background-assets, play-asset-delivery): merge the partitions into at most N packs, choosing the merges that add the fewest bytes to what tags download; the cost per tag is reported (see docs/background-assets.md).",
        valueName: "N"))
    var maxPacks: Int?

    @Flag(help: "Deliveries that merge: let a merge put content in a pack of a stronger download policy (on-demand content into a pack downloaded at install, say); each crossing is a warning naming the bytes that move. Without it, policies never share a pack.")
    var allowPolicyCrossing = false

    @Option(help: ArgumentHelp(
        "Deliveries that merge: the most a merge may add to any one tag's download, a size such as 50MB; a merge that cannot keep every tag within it is refused (merge-over-cap), naming the tags it would hurt.",
        valueName: "size"))
    var maxExtraDownload: String?

    @Option(help: ArgumentHelp(
        "Deliveries whose pack IDs last (background-assets, play-asset-delivery): the lock file of the previous release's IDs (default: <manifest name>.<delivery>.lock.json beside the manifest, when it exists); build --update-lock writes it.",
        valueName: "file"), completion: .file(extensions: ["json"]))
    var lockFile: String?

    @Flag(help: "Deliveries whose pack IDs last: give new packs names of ASCII letters and digits only, which App Store Connect and Google Play both accept, so a pack has one name in both stores (names the manifest gives and earlier releases used are kept).")
    var portableNames = false

    func validate() throws {
        if let maxPacks, maxPacks < 1 { throw ValidationError("--max-packs must be at least 1") }
        if lockFile?.isEmpty == true { throw ValidationError("--lock-file needs a file") }
        if let maxExtraDownload, ByteSize.parse(maxExtraDownload) == nil {
            throw ValidationError("--max-extra-download takes a size such as 50MB or 1GiB; got '\(maxExtraDownload)'")
        }
    }

    /// The options given that only some deliveries take (the engine refuses those the delivery in force does not).
    var givenOptions: Set<DeliveryOption> {
        var given: Set<DeliveryOption> = []
        if maxPacks != nil { given.insert(.maxPacks) }
        if lockFile != nil { given.insert(.lockFile) }
        if allowPolicyCrossing { given.insert(.allowPolicyCrossing) }
        if maxExtraDownload != nil { given.insert(.maxExtraDownload) }
        if portableNames { given.insert(.portableNames) }
        return given
    }
}
