/// A target of the project, as listed by the `PBXProject`'s `targets`.
public struct ProjectTarget: Sendable {
    /// The target object (`PBXNativeTarget`, `PBXAggregateTarget` or `PBXLegacyTarget`).
    public let object: PBXObject
    /// Its `name`.
    public let name: String
    /// Its `productType`, such as `com.apple.product-type.application`, when it has one.
    public let productType: String?

    /// Whether the target builds an app (of any platform, App Clips included).
    public var isApplication: Bool {
        productType?.hasPrefix("com.apple.product-type.application") ?? false
    }

    /// Where the target object is written.
    public var location: OpenStepLocation { object.location }
}
