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
    }

    /// The profile's name.
    public var name: Name
    /// The value of every limit.
    public var values: [LimitKind: LimitValue]

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
        }
    }

    /// Every built-in profile, default first.
    public static let all: [LimitProfile] = [ios, ios18, tvos]

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

    private static let mb: Int64 = 1_000_000
    private static let gb: Int64 = 1_000_000_000
}
