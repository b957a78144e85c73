/// The keys Play Asset Delivery adds to the index (docs/output.md), read and written through
/// the delivery's part of the index (`deliveryKeys`).
extension BuildIndex {
    /// The layout the packs were written in (`Layout`: gradle, gradle-kts, unity or bundletool).
    var playLayout: PlayLayout? {
        get { deliveryKeys["Layout"]?.string.flatMap(PlayLayout.init(rawValue:)) }
        set { deliveryKeys.set("Layout", newValue.map { .string($0.rawValue) }) }
    }

    /// The application ID the packs name (`ApplicationID`; absent when the bundle identifier
    /// is not one and no `--application-id` was given, outside the bundletool layout).
    var applicationID: String? {
        get { deliveryKeys["ApplicationID"]?.string }
        set { deliveryKeys.set("ApplicationID", newValue.map(IndexValue.string)) }
    }
}

extension BuiltPack {
    /// The pack's delivery type (`DeliveryType`).
    var deliveryType: PlayDeliveryType? {
        get { deliveryKeys["DeliveryType"]?.string.flatMap(PlayDeliveryType.init(rawValue:)) }
        set { deliveryKeys.set("DeliveryType", newValue.map { .string($0.rawValue) }) }
    }
}
