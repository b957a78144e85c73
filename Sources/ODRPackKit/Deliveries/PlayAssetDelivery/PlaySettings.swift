/// Play Asset Delivery's own options: how build lays out the packs (`--layout`), the app's
/// application ID (`--application-id`), and the size of the app's own modules that Play's
/// install-time limit counts with the packs (`--base-module-size`, read by lint too).
public struct PlaySettings: DeliverySettings, Equatable {
    public static let delivery = DeliveryName.playAssetDelivery

    /// The layout; nil takes Gradle's.
    public var layout: PlayLayout?
    /// The application ID; nil takes the bundle identifier.
    public var applicationID: String?
    /// The download size of the base and feature modules; nil counts none.
    public var baseModuleSize: Int64?

    public init() {}

    public init(layout: PlayLayout? = nil, applicationID: String? = nil, baseModuleSize: Int64? = nil) {
        self.layout = layout
        self.applicationID = applicationID
        self.baseModuleSize = baseModuleSize
    }

    public var given: [String] {
        (layout == nil ? [] : ["--layout"]) + (applicationID == nil ? [] : ["--application-id"])
            + (baseModuleSize == nil ? [] : ["--base-module-size"])
    }
}
