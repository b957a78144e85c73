/// What the manifest readers hold a manifest's `delivery` and `profile` to: the names of the
/// deliveries and limit profiles odr-pack knows. The registry sits above every stage, so the
/// job that reads a manifest gives these (`Jobs/DeliveryRegistry+Stages.swift`).
public struct DeliveryNames: Sendable {
    /// Every delivery's name, the default first.
    public var deliveries: [DeliveryName]
    /// Every limit profile's name, the default delivery's first.
    public var profiles: [LimitProfile.Name]
    /// The profile an Xcode project's tvOS app is held to, when the default delivery has one
    /// apart from its default.
    public var tvOSProfile: LimitProfile.Name?

    /// The names of `deliveries` and `profiles`.
    public init(deliveries: [DeliveryName], profiles: [LimitProfile.Name], tvOSProfile: LimitProfile.Name?) {
        self.deliveries = deliveries
        self.profiles = profiles
        self.tvOSProfile = tvOSProfile
    }
}
