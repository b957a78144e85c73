/// What the maps for the app that deliveries derive from the index share
/// (`AssetPackMap.json`, `PlayAssetPackMap.json`): the pack of each file by its path, the packs
/// of each tag, a file's entry, and the one JSON form they are written in.
enum PackMapParts {
    /// A file of a pack: its path inside the pack, its size and SHA-256.
    struct File: Encodable {
        var path: String
        var size: Int64
        var sha256: String

        init(_ file: BuiltFile) {
            path = file.path
            size = file.size
            sha256 = file.sha256
        }
    }

    /// Each file's path -> the identifier of the pack holding it.
    static func packByFile(_ index: BuildIndex) -> [String: String] {
        var files: [String: String] = [:]
        for pack in index.assetPacks {
            for file in pack.files { files[file.path] = pack.identifier }
        }
        return files
    }

    /// Each tag -> the identifiers of the packs holding its files.
    static func packsByTag(_ index: BuildIndex) -> [String: [String]] {
        Dictionary(index.tags.map { ($0.name, $0.assetPacks) }) { first, _ in first }
    }

    /// `value` in the maps' JSON form (`SortedJSON`).
    static func json(_ value: some Encodable) -> [UInt8] {
        SortedJSON.encode(value)
    }
}
