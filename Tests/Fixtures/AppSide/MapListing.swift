// AssetPackMap.bundlePaths(withPrefix:) for a map that lacks it, with the same meaning:
// the bundle paths of every packed file that start with `prefix` (as UTF-8 bytes), sorted
// by their UTF-8 bytes. compile.sh adds this file only when the generated map has no such
// function, so the generated files compile against either form of the map.

nonisolated extension AssetPackMap {
    static func bundlePaths(withPrefix prefix: String) -> [String] {
        files.keys.filter { $0.utf8.starts(with: prefix.utf8) }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
