import ArgumentParser
import ODRPackKit

extension OnDemandResourcesSettings.Archive: ExpressibleByArgument {}

/// On-Demand Resources' own options of build.
struct OnDemandResourcesFlags: DeliveryFlagGroup {
    /// What build writes, for its `--help`.
    static let writes = """
        For On-Demand Resources (the default): DIR/packs/ (one archive per pack), \
        DIR/OnDemandResources.plist and DIR/AssetPackManifestTemplate.plist \
        (AssetPackManifest.plist with --url-prefix).
        """

    @Option(
        help:
            "The pack format (default zip); zip is a stored zip, as Xcode exports hosted packs; folder writes .assetpack folders; tar, tar.gz and tar.zst are for your own tools, as devices and App Store hosting take only the zip and folder forms."
    )
    var archive: OnDemandResourcesSettings.Archive?

    @Option(
        help:
            "The URL prefix of hosted packs (default: an Xcode project's ASSET_PACK_MANIFEST_URL_PREFIX); names the manifest AssetPackManifest.plist."
    )
    var urlPrefix: String?

    func apply(to settings: inout DeliverySettingsSet) {
        settings[OnDemandResourcesSettings.self] = OnDemandResourcesSettings(archive: archive, urlPrefix: urlPrefix)
    }
}
