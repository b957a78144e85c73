/// A named set of store limits. Apple has changed its limits over the years, so
/// odr-pack ships several and lets manifests and options override each value.
public struct LimitProfile: Sendable, Hashable {
    /// A profile's name, as manifests and the command line spell it. Each delivery lists its
    /// own profiles (`DeliveryRegistry`); this is only the name.
    public struct Name: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible {
        /// The name.
        public let rawValue: String

        /// The profile called `rawValue` (which may be one no delivery has).
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public var description: String { rawValue }

        public static func < (lhs: Name, rhs: Name) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The profile's name.
    public var name: Name
    /// The value of every limit.
    public var values: [LimitKind: LimitValue]
    /// The delivery whose limits these are.
    public var delivery: DeliveryName
    /// The platforms of the apps the limits are for (`iOS`, `tvOS`): a manifest's profile of
    /// one delivery stands for the profile of the same platforms in another, and deliveries
    /// whose packs name their platforms take them from here.
    public var platforms: [String] = []
    /// The share of the `total` limit from which the store warns.
    public var totalWarningPercent: Int?

    /// A profile of `delivery`.
    public init(name: Name, values: [LimitKind: LimitValue], delivery: DeliveryName, platforms: [String], totalWarningPercent: Int? = nil) {
        self.name = name
        self.values = values
        self.delivery = delivery
        self.platforms = platforms
        self.totalWarningPercent = totalWarningPercent
    }

    /// The value of one limit, `nil` when there is no limit.
    public subscript(kind: LimitKind) -> Int64? { values[kind]?.value }

    /// This profile with some values replaced.
    public func overriding(_ overrides: [LimitKind: LimitValue]) -> LimitProfile {
        var copy = self
        copy.values.merge(overrides) { _, new in new }
        return copy
    }
}
