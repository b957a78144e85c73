/// How a plan's packs reach devices, by name: `on-demand-resources`, `background-assets`, ...
/// It names one of the deliveries the registry lists (`DeliveryRegistry`, in `Deliveries/`); the jobs
/// resolve it there once, and the stages after partitioning ask what they get (`PlanDelivery`
/// and the protocols refining it); reading, scanning and partitioning are one code path
/// for all of them. The value itself is only a name: no stage branches on it.
public struct DeliveryName: RawRepresentable, Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The name, as `--delivery`, a manifest's `delivery` and an index's `Delivery` spell it.
    public let rawValue: String

    /// The delivery called `rawValue` (which may be one no registered delivery has).
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }

    public static func < (lhs: DeliveryName, rhs: DeliveryName) -> Bool { lhs.rawValue < rhs.rawValue }

    public init(from decoder: Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// A pack ID the manifest gives one tag set (deliveries whose packs have IDs), where it is written.
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
