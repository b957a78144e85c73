import XcodeProject

/// Messages about Google Play asset packs: limits in estimated compressed bytes, compiled
/// resources, the application ID and the layout (part of the catalogue; targeted folders are in
/// `Diagnostic+PlayTargetingMessages`).
extension Diagnostic {
    /// How an estimate is made, for messages.
    static let estimateMethod = "estimated compressed size: deflate of samples of each file, compressed formats at their size"

    static func playPackOverLimit(
        _ pack: String, tags: [String], estimate: Int64, bytes: Int64, limit: Int64,
        at location: SourceLocation?
    ) -> Diagnostic {
        Diagnostic(
            .packOverLimit,
            "asset pack \(quoted(pack)) is about \(size(estimate)) to download (\(estimateMethod); \(size(bytes)) uncompressed), \(size(estimate - limit)) over Google Play's \(size(limit)) limit per asset pack; move some of its resources to other tags, or merge less (--max-packs)",
            at: location, tags: tags, pack: pack, bytes: estimate, limit: limit)
    }

    static func installTimeOverLimit(
        estimate: Int64, allowance: Int64, packs: Int, limit: Int64, at location: SourceLocation?
    ) -> Diagnostic {
        let modules =
            allowance > 0
            ? " with the \(size(allowance)) of --base-module-size"
            : " (pass --base-module-size with the size of the app's own modules, which count too)"
        return Diagnostic(
            .installTimeOverLimit,
            "the \(packs) install-time asset packs are about \(size(estimate)) to download\(modules), \(size(estimate - limit)) over Google Play's \(size(limit)) limit on what installs with the app (\(estimateMethod)); make some initial-install tags prefetch or on-demand",
            at: location, bytes: estimate, count: packs, limit: limit)
    }

    static func fastFollowOnDemandOverLimit(
        estimate: Int64, packs: Int, limit: Int64, partner: Bool, at location: SourceLocation?
    ) -> Diagnostic {
        let larger =
            partner
            ? "" : " (Android XR titles and Play Partner Program for Games members get 30 GB: --profile play-asset-delivery-partner)"
        return Diagnostic(
            .fastFollowOnDemandOverLimit,
            "the \(packs) fast-follow and on-demand asset packs are about \(size(estimate)) to download together, \(size(estimate - limit)) over Google Play's \(size(limit)) limit\(larger) (\(estimateMethod)); remove or shrink assets",
            at: location, bytes: estimate, count: packs, limit: limit)
    }

    static func playPackCountOverLimit(count: Int, limit: Int64, proposal: MergeSummary?, at location: SourceLocation?) -> Diagnostic {
        var message =
            "the tags make \(count) asset packs, \(Int64(count) - limit) over Google Play's limit of \(limit) asset packs per app bundle"
        if let proposal {
            message +=
                "; --max-packs \(limit) merges them into \(proposal.packs), adding about \(size(proposal.cost)) to what tags download"
            if proposal.addedInstallBytes > 0 {
                message += ", and moves \(size(proposal.addedInstallBytes)) into what installs or follows at once on every device"
            }
        } else {
            message += "; pass --max-packs \(limit) to merge them"
        }
        return Diagnostic(.packCountOverLimit, message, at: location, count: count, limit: limit)
    }

    static func mobileDataPrompt(_ tags: [(tag: String, bytes: Int64)], threshold: Int64, at location: SourceLocation?) -> Diagnostic {
        let shown = tags.prefix(5).map { "\(quoted($0.tag)) (about \(size($0.bytes)))" }.joined(separator: ", ")
        let more = tags.count > 5 ? " and \(tags.count - 5) more" : ""
        return Diagnostic(
            .mobileDataPrompt,
            "\(tags.count == 1 ? "1 tag downloads" : "\(tags.count) tags download") over \(size(threshold)) after install: \(shown)\(more); on mobile data Google Play asks the user first, so call AssetPackManager.showConfirmationDialog when a request waits for Wi-Fi",
            at: location, tags: tags.map(\.tag), count: tags.count, limit: threshold)
    }

    static func downloadSizeEstimated(_ tally: DownloadSizeEstimator.Tally, at location: SourceLocation?) -> Diagnostic {
        var parts: [String] = []
        if tally.compressed > 0 {
            parts.append(
                "\(tally.compressed) compressed with deflate (\(size(tally.bytesRead)) read: whole files up to \(DownloadSizeEstimator.wholeFileLimit / 1024) KiB, \(DownloadSizeEstimator.windows) windows of \(DownloadSizeEstimator.windowBytes / 1024) KiB of larger ones)"
            )
        }
        if tally.cached > 0 { parts.append("\(tally.cached) from the estimate cache of earlier runs") }
        if tally.precompressed > 0 { parts.append("\(tally.precompressed) of compressed formats counted at their size") }
        return Diagnostic(
            .downloadSizeEstimated,
            "packs over a Google Play limit uncompressed were measured in estimated compressed bytes: of their files, \(parts.joined(separator: ", ")); Play's own figure may differ",
            at: location)
    }

    static func compiledResourceInPlayPack(_ path: String, tool: XcodeTool, pack: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .compiledResourceInAssetPack,
            "\(quoted(path)) is compiled by \(tool.name) into \(tool.output) in Xcode, which Android cannot read from a Google Play asset pack; pack plain files the app reads with AssetPackManager\(["actool", "TextureAtlas", "coremlc"].contains(tool.name) ? " (--catalog-items files packs its sources as files)" : ""), or leave it untagged (--allow-uncompiled packs the sources as they are)",
            at: location, pack: pack)
    }

    static func playPrefetchOrderIgnored(_ count: Int, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .prefetchOrderIgnored,
            "the prefetch order of \(count) tags has no equivalent in Google Play: their packs are fast-follow and download right after install in no set order",
            at: location)
    }

    static func invalidApplicationID(_ id: String, given: Bool) -> Diagnostic {
        let fix = ApplicationID.repaired(id).map { ", such as \(quoted($0))" } ?? ""
        let source =
            given
            ? "--application-id" : "the bundle identifier, which bundletool layouts take as the application ID without --application-id,"
        return Diagnostic(
            .invalidApplicationID,
            "\(source) \(quoted(id)) is not an Android application ID (two or more segments of ASCII letters, digits and '_', each starting with a letter); an asset pack's manifest must name the app's; pass --application-id\(fix)",
            at: nil)
    }

    static func assetIgnoredByGradle(_ path: String, pack: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .assetIgnoredByGradle,
            "\(quoted(path)) in asset pack \(quoted(pack)) matches the Android Gradle plugin's default ignoreAssetsPattern (names starting with '.', folders starting with '_', names ending with '~', CVS, thumbs.db, ...), so a Gradle build may leave it out of the pack; rename it, set aaptOptions.ignoreAssetsPattern, or use --layout bundletool",
            at: location, pack: pack)
    }
}
