/// How a plan's packs reach devices. Reading, scanning and partitioning are one code path
/// for every delivery; the delivery chooses the limit profiles, the checks, how partitions
/// become packs and the output stage (see docs/architecture.md, "Deliveries").
public enum Delivery: String, Sendable, Hashable, CaseIterable, Codable {
    /// Apple's On-Demand Resources: one asset pack per distinct tag set, named as Xcode names it.
    case onDemandResources = "on-demand-resources"
    /// Apple's managed Background Assets: asset packs with IDs the app asks for, made by `ba-package`.
    case backgroundAssets = "background-assets"

    /// The limit profile used when neither the command line nor the manifest names one.
    public var defaultProfile: LimitProfile.Name {
        switch self {
        case .onDemandResources: .ios
        case .backgroundAssets: .backgroundAssets
        }
    }

    /// The profile of this delivery that stands for `name`, a profile named for any delivery:
    /// a manifest's `profile="tvos"` means the tvOS Background Assets profile when building
    /// asset packs.
    public func profile(matching name: LimitProfile.Name) -> LimitProfile.Name {
        if LimitProfile.profile(name).delivery == self { return name }
        switch self {
        case .onDemandResources: return name == .backgroundAssetsTVOS ? .tvos : .ios
        case .backgroundAssets: return name == .tvos ? .backgroundAssetsTVOS : .backgroundAssets
        }
    }
}

/// A pack ID the manifest gives one tag set (Background Assets), where it is written.
public struct PackIDDeclaration: Sendable, Hashable {
    /// The ID, as written.
    public var id: String
    /// The tag set, sorted.
    public var tags: [String]
    /// Where it is written.
    public var location: SourceLocation?

    /// A declaration; the tags are sorted and repeated ones kept once.
    public init(id: String, tags: [String], location: SourceLocation? = nil) {
        self.id = id
        self.tags = Set(tags).sorted()
        self.location = location
    }
}
