/// On-Demand Resources' own options: the form of the packs (`--archive`) and the URL prefix
/// of hosted packs (`--url-prefix`).
public struct OnDemandResourcesSettings: DeliverySettings, Equatable {
    public static let delivery = DeliveryName.onDemandResources

    /// How asset packs are written.
    public enum Archive: String, Sendable, CaseIterable, Codable {
        /// A stored zip named exactly as the pack folder, as Xcode exports hosted packs.
        case zip
        /// A POSIX (pax) tar.
        case tar
        /// A pax tar compressed with gzip.
        case tarGzip = "tar.gz"
        /// A pax tar compressed with zstd.
        case tarZstd = "tar.zst"
        /// `<pack>.assetpack/` folders, as Xcode's build makes them.
        case folder

        /// The archive's file name for a pack folder name.
        public func fileName(for folderName: String) -> String {
            switch self {
            case .zip, .folder: folderName
            case .tar, .tarGzip, .tarZstd: folderName + "." + rawValue
            }
        }
    }

    /// The form of the packs; nil takes a stored zip (folders when the packs are embedded).
    public var archive: Archive?
    /// The URL prefix for `AssetPackManifest.plist`; nil takes the manifest's (an Xcode
    /// project's `ASSET_PACK_MANIFEST_URL_PREFIX`), if any.
    public var urlPrefix: String?

    public init() {}

    public init(archive: Archive? = nil, urlPrefix: String? = nil) {
        self.archive = archive
        self.urlPrefix = urlPrefix
    }

    public var given: [String] {
        (archive == nil ? [] : ["--archive"]) + (urlPrefix == nil ? [] : ["--url-prefix"])
    }
}
