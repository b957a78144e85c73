/// An Apple platform as an `SDKROOT` or `RESOURCES_PLATFORM_NAME` names it (`iphoneos`,
/// `appletvsimulator`, a path to `AppleTVOS.sdk`), and the family of devices it serves.
public struct Platform: Sendable, Hashable {
    /// The devices a platform's apps run on; a simulator shares its device's family.
    public enum Family: Sendable, Hashable {
        case iOS, tvOS, watchOS, visionOS, macOS
    }

    /// The platform's name as the SDK and the tools take it (`xcrun --sdk NAME`).
    public var name: String
    /// Its family.
    public var family: Family

    /// The platform of an `SDKROOT` value; `auto` and an empty value are `iphoneos`.
    public init(sdk: String) {
        self.init(name: ProductDefaults.platform(of: sdk))
    }

    /// The platform named `name` (`iphoneos`, `appletvsimulator`, ...); a name odr-pack does
    /// not know is of the iOS family, as Xcode's defaults are.
    public init(name: String) {
        self.name = name
        family =
            switch name {
            case "appletvos", "appletvsimulator": .tvOS
            case "watchos", "watchsimulator": .watchOS
            case "xros", "xrsimulator": .visionOS
            case "macosx": .macOS
            default: .iOS
            }
    }
}
