import ArgumentParser
import ODRPackKit

extension PlayLayout: ExpressibleByArgument {}

/// Play Asset Delivery's own options of lint, report, why and build.
struct PlayCheckFlags: DeliveryFlagGroup {
    @Option(
        help: ArgumentHelp(
            "The download size of the app's base and feature modules, such as 150MB, counted with the install-time packs against Play's 4 GB limit (default 0).",
            valueName: "size"))
    var baseModuleSize: String?

    func validate() throws {
        if let baseModuleSize, ByteSize.parse(baseModuleSize) == nil {
            throw ValidationError("--base-module-size takes a size such as 150MB; got '\(baseModuleSize)'")
        }
    }

    func apply(to settings: inout DeliverySettingsSet) {
        settings[PlaySettings.self].baseModuleSize = baseModuleSize.flatMap(ByteSize.parse)
    }
}

/// Play Asset Delivery's own options of build.
struct PlayBuildFlags: DeliveryFlagGroup {
    /// What build writes, for its `--help`.
    static let writes = """
        With --delivery play-asset-delivery: the packs in the --layout asked for (Gradle \
        modules, Unity .androidpack folders or bundletool module zips), \
        DIR/PlayAssetPackMap.json and DIR/PlayAssetPackMap.kt; see docs/play-asset-delivery.md.
        """

    @Option(
        help: ArgumentHelp(
            "How the packs are laid out: \(PlayLayout.allValueStrings.joined(separator: ", ")) (default gradle; see docs/play-asset-delivery.md).",
            valueName: "layout"))
    var layout: PlayLayout?

    @Option(
        name: .customLong("application-id"),
        help: ArgumentHelp(
            "The app's Android application ID, which the bundletool layout's manifests and the map name (default: the bundle identifier).",
            valueName: "id"))
    var applicationID: String?

    func validate() throws {
        if applicationID?.isEmpty == true { throw ValidationError("--application-id needs an application ID") }
    }

    func apply(to settings: inout DeliverySettingsSet) {
        settings[PlaySettings.self].layout = layout
        settings[PlaySettings.self].applicationID = applicationID
    }
}
