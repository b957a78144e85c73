extension LimitProfile.Name {
    /// Google Play's asset-pack limits.
    public static let playAssetDelivery = LimitProfile.Name(rawValue: "play-asset-delivery")
    /// The same with the larger allowance for fast-follow and on-demand packs that Android XR
    /// titles and Play Partner Program for Games members get.
    public static let playAssetDeliveryPartner = LimitProfile.Name(rawValue: "play-asset-delivery-partner")
}

/// Google Play's limits (Play Console Help, "Play Asset Delivery", answer 9859372), all in
/// compressed download bytes, which lint estimates (`DownloadSizeEstimator`). The sizes are
/// taken as decimal units, the stricter reading; docs/play-asset-delivery.md lists what is
/// unconfirmed. Each limit is one value here and can be overridden with `--limit` or the
/// manifest's `<limits>`:
///
/// | limit | value | what it counts for Play |
/// |---|---|---|
/// | `pack` | 1.5 GB | one asset pack |
/// | `initial-and-prefetch` | 4 GB | the install-time packs plus `--base-module-size` (the base and feature modules) |
/// | `total` | 4 GB (30 GB, partner profile) | all fast-follow and on-demand packs |
/// | `pack-count` | 100 | asset packs per app bundle (third-party copies of Google's table) |
extension LimitProfile {
    /// Google Play's limits for any app.
    public static let playAssetDelivery = LimitProfile(
        name: .playAssetDelivery,
        values: [
            .pack: .limited(1_500_000_000), .initialAndPrefetch: .limited(4_000_000_000), .total: .limited(4_000_000_000),
            .packCount: .limited(100), .inUse: .unlimited, .tagRecommended: .unlimited, .appBundle: .unlimited,
        ], delivery: .playAssetDelivery, platforms: ["Android"])

    /// Google Play's limits for Android XR titles and Play Partner Program for Games members:
    /// 30 GB of fast-follow and on-demand packs.
    public static let playAssetDeliveryPartner: LimitProfile = {
        var profile = playAssetDelivery
        profile.name = .playAssetDeliveryPartner
        profile.values[.total] = .limited(30_000_000_000)
        return profile
    }()
}

/// What Google Play does that lint notes, apart from the limits.
enum PlayStore {
    /// Play asks the user before a download over this size on mobile data (Play Asset
    /// Delivery's "Download size" guidance; `AssetPackManager.showConfirmationDialog`).
    static let mobileDataPromptBytes: Int64 = 200_000_000
}
