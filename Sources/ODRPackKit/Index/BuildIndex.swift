/// Everything a build wrote, as recorded in `index.plist` / `index.json` (written last, the
/// build's commit point): the keys every delivery writes, and the delivery's own keys
/// (`deliveryKeys`, read through typed accessors in the delivery's folder). The keys are
/// pinned in docs/output.md.
public struct BuildIndex: Sendable, Hashable {
    /// The index format's version.
    public static let formatVersion: Int64 = 2

    /// One tag's entry in the index.
    public struct Tag: Sendable, Hashable, Codable {
        /// The tag.
        public var name: String
        /// Its category.
        public var category: TagCategory
        /// Its 0-based position in the prefetch order, for prefetch tags.
        public var prefetchOrder: Int?
        /// Its preservation priority, when set.
        public var preservationPriority: Double?
        /// The identifiers of the packs it downloads, sorted.
        public var assetPacks: [String]
        /// The size of its download in bytes (the packs' uncompressed sizes).
        public var size: Int64
        /// The manifest line that declares it, or else of the first entry that uses it.
        public var line: Int?

        enum CodingKeys: String, CodingKey {
            case category = "Category"
            case prefetchOrder = "PrefetchOrder"
            case preservationPriority = "PreservationPriority"
            case assetPacks = "AssetPacks"
            case size = "Size"
            case line = "Line"
        }

        /// A tag entry.
        public init(
            name: String, category: TagCategory, prefetchOrder: Int?, preservationPriority: Double?, assetPacks: [String], size: Int64,
            line: Int? = nil
        ) {
            self.line = line
            self.name = name
            self.category = category
            self.prefetchOrder = prefetchOrder
            self.preservationPriority = preservationPriority
            self.assetPacks = assetPacks
            self.size = size
        }

        /// Decodes an entry; its name is the key it is stored under.
        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = decoder.codingPath.last?.stringValue ?? ""
            category = try container.decode(TagCategory.self, forKey: .category)
            prefetchOrder = try container.decodeIfPresent(Int.self, forKey: .prefetchOrder)
            preservationPriority = try container.decodeIfPresent(Double.self, forKey: .preservationPriority)
            assetPacks = try container.decode([String].self, forKey: .assetPacks)
            size = try container.decode(Int64.self, forKey: .size)
            line = try container.decodeIfPresent(Int.self, forKey: .line)
        }
    }

    /// The app's bundle identifier.
    public var bundleIdentifier: String
    /// The delivery the packs were made for. The file leaves out the default delivery's name
    /// (On-Demand Resources', as indexes did before there were others): `IndexStore` writes it
    /// as `unrecordedDelivery`, which leaves the key out, and reads a missing key back as the
    /// default, the first of the deliveries the job gives it.
    public var delivery: DeliveryName
    /// A delivery the file does not record: the default's, until `IndexStore` says which that is.
    static let unrecordedDelivery = DeliveryName(rawValue: "")
    /// The limit profile the build was checked against.
    public var profile: String
    /// The program that wrote the index (`odr-pack <version>`).
    public var generator: String
    /// The archive format.
    public var archiveFormat: String
    /// The folder of the pack archives, relative to the output folder.
    public var packsFolder: String
    /// The manifest (or project file) the build read, as named then; diff locates its
    /// diagnostics there, at the `Line` of packs and tags.
    public var manifest: String? = nil
    /// The initial-install tags, sorted.
    public var initialInstallTags: [String]
    /// The prefetch tags in order.
    public var prefetchTagOrder: [String]
    /// The packs, sorted by identifier.
    public var assetPacks: [BuiltPack]
    /// The tags, sorted by name.
    public var tags: [Tag]
    /// The bytes of untagged content.
    public var appBundleSize: Int64
    /// The combined size of the packs needed by initial-install and prefetch tags.
    public var initialAndPrefetchSize: Int64
    /// The pack IDs earlier releases used and this build does not, sorted (`RetiredIDs`, absent
    /// when none): what keeps a retired ID from going to other content when the next release's
    /// IDs follow this index rather than a lock file.
    public var retiredIDs: [String] = []
    /// The delivery's own keys at the top of the index.
    public var deliveryKeys: IndexKeys = [:]

    /// The `ArchiveFormat` of a build that wrote no archives (a delivery whose packager was
    /// not run, `--no-archives`).
    public static let noArchives = "none"

    /// Whether the build wrote archives.
    public var hasArchives: Bool { archiveFormat != Self.noArchives }

    /// The sum of the packs' uncompressed sizes.
    public var uncompressedSize: Int64 { assetPacks.sizeSum(\.uncompressedSize) }
    /// The sum of the archives' sizes.
    public var archiveSize: Int64 { assetPacks.sizeSum(\.archiveSize) }
}

extension BuildIndex: Codable {
    enum CodingKeys: String, CodingKey {
        case formatVersion = "FormatVersion"
        case bundleIdentifier = "BundleIdentifier"
        case profile = "Profile"
        case generator = "Generator"
        case archiveFormat = "ArchiveFormat"
        case packsFolder = "PacksFolder"
        case manifest = "Manifest"
        case initialInstallTags = "InitialInstallTags"
        case prefetchTagOrder = "PrefetchTagOrder"
        case assetPacks = "AssetPacks"
        case tags = "Tags"
        case totals = "Totals"
        case delivery = "Delivery"
        case retiredIDs = "RetiredIDs"
    }

    /// Every key of the core, which no delivery's key may take.
    static let coreKeys = Set(
        [
            CodingKeys.formatVersion, .bundleIdentifier, .profile, .generator, .archiveFormat, .packsFolder,
            .manifest, .initialInstallTags, .prefetchTagOrder, .assetPacks, .tags, .totals, .delivery,
            .retiredIDs,
        ].map(\.stringValue))

    /// The `Totals` dictionary: sums the index holds for readers' convenience.
    struct Totals: Codable, Hashable {
        var assetPacks: Int
        var uncompressedSize: Int64
        var archiveSize: Int64
        var initialAndPrefetchSize: Int64
        var appBundleSize: Int64

        enum CodingKeys: String, CodingKey {
            case assetPacks = "AssetPacks"
            case uncompressedSize = "UncompressedSize"
            case archiveSize = "ArchiveSize"
            case initialAndPrefetchSize = "InitialAndPrefetchSize"
            case appBundleSize = "AppBundleSize"
        }
    }

    /// Encodes the pinned keys and the delivery's; `Tags` is a dictionary by tag name.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.formatVersion, forKey: .formatVersion)
        try container.encode(bundleIdentifier, forKey: .bundleIdentifier)
        if delivery != Self.unrecordedDelivery { try container.encode(delivery, forKey: .delivery) }
        try container.encode(profile, forKey: .profile)
        try container.encode(generator, forKey: .generator)
        try container.encode(archiveFormat, forKey: .archiveFormat)
        try container.encode(packsFolder, forKey: .packsFolder)
        try container.encodeIfPresent(manifest, forKey: .manifest)
        try container.encode(initialInstallTags, forKey: .initialInstallTags)
        try container.encode(prefetchTagOrder, forKey: .prefetchTagOrder)
        try container.encode(assetPacks, forKey: .assetPacks)
        try container.encode(Dictionary(tags.map { ($0.name, $0) }) { first, _ in first }, forKey: .tags)
        try container.encode(
            Totals(
                assetPacks: assetPacks.count, uncompressedSize: uncompressedSize, archiveSize: archiveSize,
                initialAndPrefetchSize: initialAndPrefetchSize, appBundleSize: appBundleSize), forKey: .totals)
        if !retiredIDs.isEmpty { try container.encode(retiredIDs, forKey: .retiredIDs) }
        try deliveryKeys.encode(into: encoder)
    }

    /// Decodes an index; a format version other than this odr-pack's is an error.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int64.self, forKey: .formatVersion)
        guard version == Self.formatVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .formatVersion, in: container,
                debugDescription: "format version \(version); this odr-pack reads version \(Self.formatVersion)")
        }
        bundleIdentifier = try container.decode(String.self, forKey: .bundleIdentifier)
        if let named = try container.decodeIfPresent(DeliveryName.self, forKey: .delivery) {
            // An empty name is no delivery's, and not the default's either.
            guard named != Self.unrecordedDelivery else {
                throw DecodingError.dataCorruptedError(forKey: .delivery, in: container, debugDescription: "the delivery is an empty name")
            }
            delivery = named
        } else {
            delivery = Self.unrecordedDelivery
        }
        profile = try container.decode(String.self, forKey: .profile)
        generator = try container.decode(String.self, forKey: .generator)
        archiveFormat = try container.decode(String.self, forKey: .archiveFormat)
        packsFolder = try container.decode(String.self, forKey: .packsFolder)
        manifest = try container.decodeIfPresent(String.self, forKey: .manifest)
        initialInstallTags = try container.decode([String].self, forKey: .initialInstallTags)
        prefetchTagOrder = try container.decode([String].self, forKey: .prefetchTagOrder)
        assetPacks = try container.decode([BuiltPack].self, forKey: .assetPacks)
        tags = try container.decode([String: Tag].self, forKey: .tags).values.sorted { $0.name < $1.name }
        let totals = try container.decode(Totals.self, forKey: .totals)
        appBundleSize = totals.appBundleSize
        initialAndPrefetchSize = totals.initialAndPrefetchSize
        retiredIDs = try container.decodeIfPresent([String].self, forKey: .retiredIDs) ?? []
        deliveryKeys = try IndexKeys.remaining(in: decoder, known: Self.coreKeys)
    }
}
