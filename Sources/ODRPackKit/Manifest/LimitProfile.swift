/// A named set of store limits. Apple has changed its limits over the years, so
/// odr-pack ships several and lets manifests and options override each value.
public struct LimitProfile: Sendable, Hashable {
    /// The built-in profiles' names, as manifests and the command line spell them.
    public enum Name: String, Sendable, Hashable, CaseIterable {
        /// The default: the limits of the 2015 seed documentation and WWDC 2015.
        case ios
        /// App Store Connect's limits for iOS 18 and later.
        case ios18
        /// The tvOS limits.
        case tvos
        /// Apple-hosted Background Assets packs (iOS).
        case backgroundAssets = "background-assets"
        /// Apple-hosted Background Assets packs (tvOS).
        case backgroundAssetsTVOS = "background-assets-tvos"
    }

    /// The profile's name.
    public var name: Name
    /// The value of every limit.
    public var values: [LimitKind: LimitValue]
    /// The delivery whose limits these are.
    public var delivery: Delivery = .onDemandResources
    /// The platforms a Background Assets pack made under this profile names (`platforms`).
    public var platforms: [String] = []
    /// The share of the `total` limit from which the store warns (Background Assets: 80%).
    public var totalWarningPercent: Int?

    /// The value of one limit, `nil` when there is no limit.
    public subscript(kind: LimitKind) -> Int64? { values[kind]?.value }

    /// This profile with some values replaced.
    public func overriding(_ overrides: [LimitKind: LimitValue]) -> LimitProfile {
        var copy = self
        copy.values.merge(overrides) { _, new in new }
        return copy
    }

    /// The profile called `name`, if there is one.
    public static func named(_ name: String) -> LimitProfile? {
        Name(rawValue: name).map(profile)
    }

    /// The built-in profile `name`.
    public static func profile(_ name: Name) -> LimitProfile {
        switch name {
        case .ios: ios
        case .ios18: ios18
        case .tvos: tvos
        case .backgroundAssets: backgroundAssets
        case .backgroundAssetsTVOS: backgroundAssetsTVOS
        }
    }

    /// Every built-in profile, default first.
    public static let all: [LimitProfile] = [ios, ios18, tvos, backgroundAssets, backgroundAssetsTVOS]

    /// The default: the limits of the 2015 seed documentation and WWDC 2015.
    public static let ios = LimitProfile(name: .ios, values: [
        .pack: .limited(512 * mb), .initialAndPrefetch: .limited(2 * gb), .total: .limited(20 * gb),
        .packCount: .limited(1000), .inUse: .limited(2 * gb), .tagRecommended: .limited(64 * mb),
        .appBundle: .limited(2 * gb),
    ])

    /// App Store Connect's limits for iOS 18 and later.
    public static let ios18 = LimitProfile(name: .ios18, values: [
        .pack: .limited(8 * gb), .initialAndPrefetch: .unlimited, .total: .limited(70 * gb),
        .packCount: .limited(1000), .inUse: .unlimited, .tagRecommended: .unlimited,
        .appBundle: .limited(4 * gb),
    ])

    /// The tvOS limits.
    public static let tvos = LimitProfile(name: .tvos, values: [
        .pack: .limited(512 * mb), .initialAndPrefetch: .limited(4 * gb), .total: .limited(20 * gb),
        .packCount: .limited(1000), .inUse: .limited(2 * gb), .tagRecommended: .limited(64 * mb),
        .appBundle: .limited(4 * gb),
    ])

    /// Apple-hosted asset packs (App Store Connect, "Apple-hosted asset pack size limits"):
    /// 100 pack IDs per app, 200 GB in all with a warning at 80%, no limit per pack.
    public static let backgroundAssets = LimitProfile(name: .backgroundAssets, values: [
        .pack: .unlimited, .initialAndPrefetch: .unlimited, .total: .limited(200 * gb),
        .packCount: .limited(100), .inUse: .unlimited, .tagRecommended: .unlimited, .appBundle: .unlimited,
    ], delivery: .backgroundAssets, platforms: ["iOS"], totalWarningPercent: 80)

    /// The same limits for a tvOS app's asset packs.
    public static let backgroundAssetsTVOS: LimitProfile = {
        var profile = backgroundAssets
        profile.name = .backgroundAssetsTVOS
        profile.platforms = ["tvOS"]
        return profile
    }()

    private static let mb: Int64 = 1_000_000
    private static let gb: Int64 = 1_000_000_000
}
