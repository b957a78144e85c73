/// The deliveries odr-pack knows: the one place that lists them (one line each in
/// `builtIn`). It sits above every stage: the jobs resolve a manifest's or an index's
/// delivery here once (`Jobs/DeliveryRegistry+Stages.swift`) and hand it down, each stage asking it
/// through the protocol of its own stage (`Delivery` says which); none names the registry or
/// branches on a delivery's name. A test may register one more (`register(_:)`) to prove the seam.
public enum DeliveryRegistry {
    /// The deliveries built in, the default first.
    static let builtIn: [any Delivery] = [
        OnDemandResourcesDelivery(),
        BackgroundAssetsDelivery(),
        PlayAssetDelivery(),
    ]

    private static let registered = Locked<[any Delivery]>(builtIn)

    /// The delivery of a manifest, a command line and an index that name none.
    public static let defaultDelivery = builtIn[0].id

    /// The delivery `migrate` moves an app to: the first that takes over On-Demand Resources'
    /// calls in the app's code (`Delivery.replacesOnDemandResourcesInCode`).
    static var migrationTarget: DeliveryName? {
        builtIn.first { $0.replacesOnDemandResourcesInCode }?.id
    }

    /// Adds `kind` (a delivery of the tests); a kind of a name already registered replaces it.
    static func register(_ kind: any Delivery) {
        registered.withLock { kinds in
            kinds.removeAll { $0.id == kind.id }
            kinds.append(kind)
        }
    }

    /// Every delivery, the default first.
    static var all: [any Delivery] { registered.withLock { $0 } }

    /// Every delivery's name, the default first.
    public static var names: [DeliveryName] { all.map(\.id) }

    /// The delivery called `name`. Names come from manifests, the command line and indexes,
    /// which are checked against `names` when read; an unknown name gets the default.
    static func kind(of name: DeliveryName) -> any Delivery {
        all.first { $0.id == name } ?? builtIn[0]
    }

    /// Every delivery's limit profiles, the default delivery's first.
    public static var profiles: [LimitProfile] { all.flatMap(\.profiles) }

    /// The profile called `name`, of whichever delivery has it.
    public static func profile(named name: LimitProfile.Name) -> LimitProfile? {
        profiles.first { $0.name == name }
    }

    /// The default delivery's profile for apps of `platform` (`tvOS`), if it has one apart
    /// from its default: what an Xcode project's SDK chooses.
    static func defaultProfile(forPlatform platform: String) -> LimitProfile.Name? {
        let profiles = builtIn[0].profiles
        let match = profiles.first { $0.platforms == [platform] }
        return match?.name == profiles[0].name ? nil : match?.name
    }
}
