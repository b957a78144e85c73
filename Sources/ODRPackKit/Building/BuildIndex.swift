/// Everything a build wrote, as recorded in `index.plist` / `index.json` (written last).
public struct BuildIndex: Sendable, Hashable {
    /// The index format's version.
    public static let formatVersion: Int64 = 1

    /// One tag's entry in the index.
    public struct Tag: Sendable, Hashable {
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
    }

    /// The app's bundle identifier.
    public var bundleIdentifier: String
    /// The limit profile the build was checked against.
    public var profile: String
    /// The program that wrote the index (`odr-pack <version>`).
    public var generator: String
    /// The archive format.
    public var archiveFormat: String
    /// The URL prefix of `AssetPackManifest.plist`, when given.
    public var urlPrefix: String?
    /// The initial-install tags, sorted.
    public var initialInstallTags: [String]
    /// The prefetch tags in order.
    public var prefetchTagOrder: [String]
    /// The packs, sorted by identifier.
    public var assetPacks: [BuiltPack]
    /// The tags, by name.
    public var tags: [Tag]
    /// The bytes of untagged content.
    public var appBundleSize: Int64
    /// The combined size of the packs needed by initial-install and prefetch tags.
    public var initialAndPrefetchSize: Int64

    /// The sum of the packs' uncompressed sizes.
    public var uncompressedSize: Int64 { assetPacks.reduce(0) { $0 + $1.uncompressedSize } }
    /// The sum of the archives' sizes.
    public var archiveSize: Int64 { assetPacks.reduce(0) { $0 + $1.archiveSize } }

    /// The name of the Apple asset-pack manifest: `AssetPackManifest.plist` with a URL prefix,
    /// else `AssetPackManifestTemplate.plist`.
    public var assetPackManifestName: String {
        urlPrefix == nil ? "AssetPackManifestTemplate.plist" : "AssetPackManifest.plist"
    }
}
