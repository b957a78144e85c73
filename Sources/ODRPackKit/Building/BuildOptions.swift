/// How `odr-pack build` writes its output.
public struct BuildOptions: Sendable {
    /// How asset packs are written.
    public enum ArchiveKind: String, Sendable, CaseIterable, Codable {
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

    /// The index's format.
    public typealias IndexFormat = IndexFileFormat

    /// What to do when another build holds the output folder.
    public enum LockPolicy: Sendable {
        /// Wait for it to finish.
        case wait
        /// Fail at once.
        case fail
    }

    /// The modification time odr-pack gives every entry when `SOURCE_DATE_EPOCH` is not set:
    /// 1980-01-01T00:00:00Z, the earliest date a zip can hold.
    public static let defaultModificationTime: Int64 = 315_532_800

    /// The output folder.
    public var outputDirectory: String
    /// The archive format.
    public var archive: ArchiveKind = .zip
    /// The URL prefix for `AssetPackManifest.plist`; nil takes the manifest's (an Xcode
    /// project's `ASSET_PACK_MANIFEST_URL_PREFIX`), if any.
    public var urlPrefix: String?
    /// How many packs are written at once.
    public var jobs: Int = ProcessInfoCores.count
    /// Rewrite every pack and check every file, trusting nothing the last build recorded.
    public var rebuild = false
    /// The index's format.
    public var indexFormat: IndexFormat = .plist
    /// The modification time of every entry written (seconds since 1970).
    public var modificationTime: Int64 = BuildOptions.defaultModificationTime
    /// Whether to wait for another build of the same folder.
    public var lockPolicy: LockPolicy = .wait
    /// The program recorded in the index as `Generator` (`odr-pack <version>`).
    public var generator: String = "odr-pack"
    /// The index of the build devices already have (`--baseline`): a changed pack's
    /// `primaryContentHash` is made later than the one recorded there.
    public var baseline: BuildIndex?

    /// Background Assets: run the packager and commit its archives; false writes the
    /// manifests, the map and the index only (`--no-archives`).
    public var writeArchives = true
    /// Background Assets: the longest one packager run may take, in seconds.
    public var packagerTimeout: Double = 1800
    /// Deliveries whose IDs last: write the lock file after the build (`--update-lock`).
    public var updateLock = false
    /// Deliveries with several layouts (`DeliveryKind.layouts`): the one to write (`--layout`);
    /// nil takes the delivery's first.
    public var layout: String?
    /// Deliveries whose packs name the app: its application ID (`--application-id`); nil
    /// takes the bundle identifier.
    public var applicationID: String?

    /// Creates options for `outputDirectory`; `SOURCE_DATE_EPOCH` is read by the caller.
    public init(outputDirectory: String) {
        self.outputDirectory = outputDirectory
    }
}
