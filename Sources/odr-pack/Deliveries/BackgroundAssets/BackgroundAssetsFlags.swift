import ArgumentParser
import ODRPackKit

/// Background Assets' own options of build.
struct BackgroundAssetsFlags: DeliveryFlagGroup {
    /// What build writes, for its `--help`.
    static let writes = """
        With --delivery background-assets: DIR/packs/<ID>.json (one ba-package manifest per \
        pack) and <ID>.aar (made by Apple's ba-package, found as $ODR_PACK_BA_PACKAGE, on PATH \
        or through xcrun), DIR/AssetPackMap.json and DIR/AssetPackMap.swift (tag -> pack IDs); \
        see docs/background-assets.md.
        """

    @Option(name: .customLong("platform"), help: ArgumentHelp(
        "A platform the packs' manifests name (\(BackgroundAssetsSettings.knownPlatforms.joined(separator: ", ")); repeatable; default: the limit profile's, iOS or tvOS).",
        valueName: "platform"))
    var platforms: [String] = []

    @Flag(help: "Write the manifests, AssetPackMap.json, AssetPackMap.swift and the index without running ba-package, so with no archives (the index's ArchiveFormat is none).")
    var noArchives = false

    @Option(help: ArgumentHelp("Stop a ba-package run that takes longer than this many seconds (default 1800).", valueName: "seconds"))
    var packagerTimeout: Double?

    func validate() throws {
        if let packagerTimeout, !(packagerTimeout > 0) || !packagerTimeout.isFinite {
            throw ValidationError("--packager-timeout must be a finite number of seconds above 0")
        }
        let known = BackgroundAssetsSettings.knownPlatforms
        for platform in platforms where !known.contains(platform) {
            throw ValidationError("--platform takes \(known.joined(separator: ", ")); got '\(platform)'\(platform == "iPadOS" ? " (iOS covers iPad)" : "")")
        }
        if let repeated = platforms.first(where: { platform in platforms.filter { $0 == platform }.count > 1 }) {
            throw ValidationError("--platform \(repeated) is given twice; a pack names each platform once")
        }
    }

    func apply(to settings: inout DeliverySettingsSet) {
        settings[BackgroundAssetsSettings.self] = BackgroundAssetsSettings(platforms: platforms, writeArchives: !noArchives,
                                                                           packagerTimeout: packagerTimeout)
    }
}
