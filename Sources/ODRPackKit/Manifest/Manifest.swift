import XcodeProject

/// A project's tag manifest, whatever form it was read from.
public struct Manifest: Sendable, Hashable {
    /// The manifest file as the user named it; diagnostics refer to it.
    public var file: String
    /// The app's bundle identifier; pack identifiers start with it.
    public var bundleIdentifier: String
    /// The folder resource paths are relative to.
    public var baseDirectory: String
    /// The limit profile named in the manifest, if any.
    public var profileName: LimitProfile.Name?
    /// Limits the manifest overrides.
    public var limitOverrides: [LimitKind: LimitValue]
    /// Declared tags in manifest order; prefetch tags in this order form the prefetch order.
    public var tags: [TagDeclaration]
    /// Resource entries in manifest order.
    public var resources: [ResourceEntry]
    /// Where the manifest's root element or dictionary is (for a project: the chosen target).
    public var location: SourceLocation
    /// The default `--url-prefix` of build (a project's `ASSET_PACK_MANIFEST_URL_PREFIX`), if any.
    public var urlPrefix: String?
    /// The prefetch order as written, when the form lists it apart from the declarations (a
    /// property list's `PrefetchTagOrder`, a project's `ON_DEMAND_RESOURCES_PREFETCH_ORDER`):
    /// every entry counts in Xcode's priority formula, including a tag that is also
    /// initial-install. Nil: the prefetch declarations in order.
    public var listedPrefetchOrder: [String]?
    /// Where the packs go and how the asset-pack manifest is written.
    public var packaging = Packaging()
    /// The target's settings Xcode's resource compilers read (`SDKROOT`, deployment targets,
    /// `TARGETED_DEVICE_FAMILY`, ...), for running them through `xcrun`; empty for manifests.
    public var compilerSettings: [String: String] = [:]
    /// Whether the manifest declares its tags: a native XML manifest that declares an
    /// on-demand tag, which it need not. A tag an entry uses that it does not declare is then
    /// `undeclared-tag`. Never for Xcode projects, whose `KnownAssetTags` is advisory.
    public var declaresEveryTag = false
    /// The delivery the manifest names as its default (`delivery="background-assets"`), if any.
    public var delivery: DeliveryName?
    /// The texture format to keep of texture-format folders (`texture-format="astc"`, or
    /// `fallback`), for deliveries whose store does not choose it (`TextureFormat`).
    public var textureFormat: String?
    /// Pack IDs the manifest gives tag sets (Background Assets), in manifest order.
    public var packIDs: [PackIDDeclaration] = []
    /// Tag sets whose resources Xcode compiles into the app although they are tagged
    /// (storyboards, string catalogs, Metal): Xcode still makes their packs, empty.
    public var emptyPackTagSets: [[String]] = []
    /// What the studio tells a merge (`--max-packs`): tags kept apart, groups, an order.
    public var mergeHints = MergeHints()
    /// The Xcode target the manifest was read from; nil for the other forms.
    public var target: String?
    /// The platform of that target as the stores name it (`iOS`, `tvOS`, ...); nil for the other forms.
    public var platform: String?
    /// An Xcode project's target's Swift and Objective-C sources (disk paths), when
    /// `ProjectOptions.listsSources` asked for them; empty for the other forms.
    public var sourceFiles: [String] = []

    /// Creates a manifest.
    public init(
        file: String, bundleIdentifier: String, baseDirectory: String, profileName: LimitProfile.Name? = nil,
        limitOverrides: [LimitKind: LimitValue] = [:], tags: [TagDeclaration] = [],
        resources: [ResourceEntry] = [], location: SourceLocation? = nil, urlPrefix: String? = nil
    ) {
        self.file = file
        self.bundleIdentifier = bundleIdentifier
        self.baseDirectory = baseDirectory
        self.profileName = profileName
        self.limitOverrides = limitOverrides
        self.tags = tags
        self.resources = resources
        self.location = location ?? SourceLocation(file: file)
        self.urlPrefix = urlPrefix
    }

    /// The prefetch order: as listed, else the prefetch tags in declaration order.
    public var prefetchOrder: [String] {
        listedPrefetchOrder ?? tags.filter { $0.category == .prefetch }.map(\.name)
    }

    /// Where entry `index` is, else where the manifest is.
    public func entryLocation(_ index: Int) -> SourceLocation {
        resources.indices.contains(index) ? resources[index].location ?? location : location
    }

    /// The initial-install tags, sorted.
    public var initialInstallTags: [String] {
        tags.filter { $0.category == .initialInstall }.map(\.name).sorted()
    }
}

/// A tag the manifest declares, with its category and purge hint.
public struct TagDeclaration: Sendable, Hashable {
    /// The tag, case-sensitive.
    public var name: String
    /// When the tag's packs are downloaded.
    public var category: TagCategory
    /// The preservation priority, 0 to 1, if set.
    public var preservationPriority: Double?
    /// Where the declaration is.
    public var location: SourceLocation?

    /// Creates a declaration.
    public init(name: String, category: TagCategory = .onDemand, preservationPriority: Double? = nil, location: SourceLocation? = nil) {
        self.name = name
        self.category = category
        self.preservationPriority = preservationPriority
        self.location = location
    }
}

/// A file or folder of the project and the tags it carries; no tags means app-bundle content.
public struct ResourceEntry: Sendable, Hashable {
    /// The path relative to the manifest's base folder, as written.
    public var path: String
    /// The tags, duplicates removed, in the order written.
    public var tags: [String]
    /// Where the entry is.
    public var location: SourceLocation?
    /// How Xcode's build processes it (manifests: copied as it is).
    public var processing: ResourceRule = .copy
    /// For a unit of an asset catalog: the catalog's path relative to the base folder.
    public var catalog: String?
    /// What gave it its tags, in the order read (set by each reader; empty when untagged).
    /// Where the origin is the entry itself (`ownOrigin`), it is made from the entry's tags
    /// and location when asked for, not held: at 400,000 entries, 43 MB.
    public var tagOrigins: [TagOrigin] {
        get {
            guard let ownOrigin, !tags.isEmpty else { return storedOrigins }
            return [TagOrigin(ownOrigin, tags: tags, at: location)]
        }
        set {
            storedOrigins = newValue
            ownOrigin = nil
        }
    }
    /// The kind of the one origin when it is the entry itself (an XML `<resource>` element, a
    /// property list's `Resources` key); nil when the origins are `storedOrigins`.
    var ownOrigin: TagOrigin.Kind?
    private var storedOrigins: [TagOrigin] = []
    /// Where the entry lands inside the app, when the manifest says (`bundle-path`); nil
    /// takes Xcode's rule: the name at the top, an `xx.lproj/` parent kept.
    public var bundlePath: String?

    /// Entries are equal when they say the same, however their origins are held.
    public static func == (lhs: ResourceEntry, rhs: ResourceEntry) -> Bool {
        lhs.path == rhs.path && lhs.tags == rhs.tags && lhs.location == rhs.location && lhs.processing == rhs.processing
            && lhs.catalog == rhs.catalog && lhs.bundlePath == rhs.bundlePath && lhs.tagOrigins == rhs.tagOrigins
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(tags)
        hasher.combine(location)
        hasher.combine(processing)
        hasher.combine(catalog)
        hasher.combine(bundlePath)
        hasher.combine(tagOrigins)
    }

    /// Creates an entry; repeated tags are kept once.
    public init(path: String, tags: [String] = [], location: SourceLocation? = nil) {
        self.path = path
        if tags.count < 2 {
            self.tags = tags
        } else {
            var seen = Set<String>()
            self.tags = tags.filter { seen.insert($0).inserted }
        }
        self.location = location
    }
}

/// Tag declarations in manifest order, with the first declaration of each name found in
/// constant time, so a manifest declaring thousands of tags is read in linear time.
struct TagDeclarationList {
    /// The declarations kept, in order.
    private(set) var declarations: [TagDeclaration] = []
    private var positions: [String: Int] = [:]

    /// Adds `declaration` unless its name is declared already; then returns the earlier one.
    mutating func add(_ declaration: TagDeclaration) -> TagDeclaration? {
        if let position = positions[declaration.name] { return declarations[position] }
        positions[declaration.name] = declarations.count
        declarations.append(declaration)
        return nil
    }

    /// Sets the preservation priority of `name`, declaring it on demand when it is new.
    mutating func setPreservationPriority(_ priority: Double, of name: String, at location: SourceLocation?) {
        if let position = positions[name] {
            declarations[position].preservationPriority = priority
        } else {
            _ = add(TagDeclaration(name: name, preservationPriority: priority, location: location))
        }
    }
}

/// Where a build puts the packs and how it names and fills the asset-pack manifest; from an
/// Xcode project's settings (`EMBED_ASSET_PACKS_IN_PRODUCT_BUNDLE`, `ASSET_PACK_FOLDER_PATH`) or
/// the defaults.
public struct Packaging: Sendable, Hashable {
    /// Packs go inside the app: folders under `OnDemandResources/`, the manifest is
    /// `AssetPackManifest.plist` with URLs `OnDemandResources/<name>`.
    public var embedded = false
    /// The relative folder of the packs (`ASSET_PACK_FOLDER_PATH`); nil for the default.
    public var folder: String?
    /// A resource of the app named `AssetPackManifest.plist` or `AssetPackManifestTemplate.plist`:
    /// Xcode then writes no manifest of its own (swift-build `ResourcesTaskProducer.swift:78-83`).
    public var userManifest: String?

    /// Defaults: hosted packs in `packs/`, a generated manifest.
    public init() {}
}
