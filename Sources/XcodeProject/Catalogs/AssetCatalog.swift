import Foundation

/// Reads the on-demand-resource tags of an asset catalog (`*.xcassets`) from its folders'
/// `Contents.json` files: `"properties": {"on-demand-resource-tags": [...]}`, or the same key
/// under `"info"` in older catalogs.
///
/// A set folder (`*.imageset`, `*.dataset`, any `*.<name>set`, `*.sticker*`) is one unit: actool
/// compiles all its files together. Any other folder (the catalog, a folder group, a sprite
/// atlas) passes its tags on to everything below it. A folder whose whole subtree carries no
/// tag is returned as one untagged unit, so an untagged catalog is a single entry.
public enum AssetCatalog {
    /// One unit of a catalog: a set folder, a loose file, or an untagged folder.
    public struct Unit: Sendable, Hashable {
        /// The path below the catalog folder; empty for the whole catalog.
        public var path: String
        /// The tags, own and inherited, in the order met; empty for app-bundle content.
        public var tags: [String]
        /// The `Contents.json` that gave the nearest tags, when tagged.
        public var tagSource: String?
    }

    /// A `Contents.json` that cannot be read as the format says.
    public struct Problem: Sendable, Hashable {
        /// The `Contents.json` file, under the catalog path as given.
        public var file: String
        /// Why it cannot be used.
        public var reason: String
    }

    /// Names left out of catalogs, as they are left out of resource folders.
    static let excludedNames: Set<String> = [".DS_Store", ".git", ".svn", ".hg", "CVS"]

    /// The units of the catalog folder at `directory` (as given, relative or absolute).
    public static func read(_ directory: String, inheritedTags: [String] = []) -> (units: [Unit], problems: [Problem]) {
        var problems: [Problem] = []
        let units = walk(directory, relative: "", inherited: inheritedTags, source: nil, problems: &problems)
        return (units, problems)
    }

    /// Whether a folder name is a set folder, compiled as one unit.
    public static func isSet(_ name: String) -> Bool {
        let kind = PathText.pathExtension(name)
        return (kind.hasSuffix("set") && kind.count > 3) || kind.hasPrefix("sticker")
    }

    private static func walk(_ root: String, relative: String, inherited: [String], source: String?,
                             problems: inout [Problem]) -> [Unit] {
        let folder = relative.isEmpty ? root : root + "/" + relative
        let contents = folder + "/Contents.json"
        let own = ContentsJSON.tags(at: contents, problems: &problems)
        let tags = union(inherited, own)
        let tagSource = own.isEmpty ? source : contents
        if !relative.isEmpty && isSet(relative) {
            return [Unit(path: relative, tags: tags, tagSource: tags.isEmpty ? nil : tagSource)]
        }
        var units: [Unit] = []
        for (name, isFolder) in listing(folder) {
            let child = relative.isEmpty ? name : relative + "/" + name
            if isFolder {
                units += walk(root, relative: child, inherited: tags, source: tagSource, problems: &problems)
            } else {
                units.append(Unit(path: child, tags: [], tagSource: nil))
            }
        }
        if tags.isEmpty && units.allSatisfy(\.tags.isEmpty) {
            return [Unit(path: relative, tags: [], tagSource: nil)]
        }
        return units
    }

    private static func listing(_ folder: String) -> [(name: String, isFolder: Bool)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { !excludedNames.contains($0) }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            .map { name in
                var isFolder: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder)
                return (name, isFolder.boolValue)
            }
    }

    static func union(_ first: [String], _ second: [String]) -> [String] {
        var seen = Set(first)
        return first + second.filter { seen.insert($0).inserted }
    }
}
