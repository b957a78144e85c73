/// The keys On-Demand Resources adds to the index (docs/output.md), read and written through
/// the delivery's part of the index (`deliveryKeys`).
extension BuildIndex {
    /// The URL prefix of `AssetPackManifest.plist`, when given (`URLPrefix`).
    var urlPrefix: String? {
        get { deliveryKeys["URLPrefix"]?.string }
        set { deliveryKeys.set("URLPrefix", newValue.map(IndexValue.string)) }
    }

    /// Whether the packs are embedded in the app (`Embedded`, written only when true).
    var embedded: Bool {
        get { deliveryKeys["Embedded"]?.boolean ?? false }
        set { deliveryKeys.set("Embedded", newValue ? .boolean(true) : nil) }
    }

    /// The asset-pack manifest written (`AssetPackManifest`), or nil when the app brings its own.
    var assetPackManifest: String? {
        get { deliveryKeys["AssetPackManifest"]?.string }
        set { deliveryKeys.set("AssetPackManifest", newValue.map(IndexValue.string)) }
    }

    /// The name of Xcode's asset-pack manifest for these settings: `AssetPackManifest.plist`
    /// with a URL prefix or embedded packs, else `AssetPackManifestTemplate.plist`
    /// (swift-build `CreateAssetPackManifestTool.swift:146`).
    static func assetPackManifestName(urlPrefix: String?, embedded: Bool) -> String {
        embedded || urlPrefix != nil ? AppleFiles.manifestName : AppleFiles.manifestTemplateName
    }
}

extension BuiltPack {
    /// Xcode's download priority, when a tag is initial-install or prefetch (`Priority`).
    var priority: Double? {
        get { deliveryKeys["Priority"]?.number }
        set { deliveryKeys.set("Priority", newValue.map(IndexValue.real)) }
    }

    /// The asset-pack manifest's `primaryContentHash.hash` (`PrimaryContentHash`): a time in
    /// Xcode's form that stays the same while the content does and never goes back when it
    /// changes (see docs/output.md).
    var primaryContentHash: String {
        get { deliveryKeys["PrimaryContentHash"]?.string ?? "" }
        set { deliveryKeys.set("PrimaryContentHash", .string(newValue)) }
    }
}
