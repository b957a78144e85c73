/// `AssetPackMap.json`: what the app and a release need to know of every pack, derived from
/// the index alone (docs/background-assets.md, "The map"):
///
/// - `files`: each file's bundle path -> the ID of the pack that holds it (the app asks for a
///   file by the path it always used, whatever pack a merge put it in);
/// - `tags`: each tag -> the IDs of the packs holding its files;
/// - `packs`: each ID -> its policy, size and tags; each of its files with its size and
///   SHA-256 (what a device must end up with after a download: `AssetPackManager.url(for:)`
///   gives a URL for a file that is not there); the SHA-256 of its manifest and of its archive,
///   and the packager's version, so a release can be reproduced and checked; a localized
///   pack's `language` (`--localized-packs`), with the `developmentLanguage` the other packs hold.
extension BackgroundAssetsFiles {
    /// The map's format version: 2 adds `files`, each file's size and SHA-256, and the hashes.
    static let mapFormatVersion = 2

    /// `AssetPackMap.json` for `index`.
    public static func map(_ index: BuildIndex) -> [UInt8] {
        let packs = Dictionary(
            index.assetPacks.map { pack in
                let manifest = manifest(of: pack, platforms: pack.platforms(in: index))
                return (
                    pack.identifier,
                    MapJSON.Pack(
                        policy: (pack.policy ?? .onDemand).rawValue, language: pack.language, platforms: pack.platforms(in: index),
                        size: pack.uncompressedSize, tags: pack.tags,
                        files: pack.files.map(PackMapParts.File.init),
                        manifestSHA256: StreamDigest.sha256(manifest),
                        archiveSHA256: index.hasArchives ? pack.archiveSHA256 : nil,
                        archiveSize: index.hasArchives ? pack.archiveSize : nil,
                        packagerVersion: index.packagerVersion)
                )
            }
        ) { first, _ in first }
        return encode(
            MapJSON(
                formatVersion: mapFormatVersion, bundleIdentifier: index.bundleIdentifier,
                delivery: index.delivery.rawValue, developmentLanguage: index.developmentLanguage,
                files: PackMapParts.packByFile(index),
                tags: PackMapParts.packsByTag(index), packs: packs))
    }

    struct MapJSON: Encodable {
        struct Pack: Encodable {
            var policy: String
            var language: String?
            var platforms: [String]
            var size: Int64
            var tags: [String]
            var files: [PackMapParts.File]
            var manifestSHA256: String
            var archiveSHA256: String?
            var archiveSize: Int64?
            var packagerVersion: String?
        }
        var formatVersion: Int
        var bundleIdentifier: String
        var delivery: String
        var developmentLanguage: String?
        var files: [String: String]
        var tags: [String: [String]]
        var packs: [String: Pack]
    }
}
