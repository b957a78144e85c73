import FileSystem

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
        /// Every `Contents.json` on the way down that lists tags, outermost first, with the
        /// tags it lists.
        public var tagSources: [TagSource] = []
    }

    /// A `Contents.json` that lists tags, and the tags it lists.
    public struct TagSource: Sendable, Hashable {
        /// The `Contents.json` file, under the catalog path as given.
        public var file: String
        /// Its `on-demand-resource-tags`, in the order written.
        public var tags: [String]
    }

    /// A `Contents.json` that cannot be read as the format says.
    public struct Problem: Sendable, Hashable {
        /// What is wrong with it.
        public enum Reason: Sendable, Hashable {
            /// The file is not JSON.
            case notJSON
            /// Its top level is not a JSON object.
            case notAnObject
            /// `<section>.on-demand-resource-tags` is not an array of strings.
            case tagsNotStrings(section: String)
            /// It cannot be read (a special file, too large, no permission): the reason.
            case unreadable(String)
            /// A tagged set's `Contents.json` names files its folder does not hold: the set's
            /// path below the catalog and the names, in the order listed.
            case missingFiles(set: String, files: [String])
        }

        /// The `Contents.json` file, under the catalog path as given.
        public var file: String
        /// Why it cannot be used.
        public var reason: Reason
    }

    /// Names left out of catalogs, as they are left out of resource folders.
    static let excludedNames: Set<String> = [".DS_Store", ".git", ".svn", ".hg", "CVS"]

    /// The units of the catalog folder at `directory` (as given, relative or absolute).
    public static func read(_ directory: String, inheritedTags: [String] = []) -> (units: [Unit], problems: [Problem]) {
        var problems: [Problem] = []
        var visited = Set<FileIdentity>()
        if let identity = try? FileStatus.of(directory).identity { visited.insert(identity) }
        let units = walk(directory, relative: "", inherited: inheritedTags, sources: [], visited: visited, problems: &problems)
        return (units, problems)
    }

    /// Whether the catalog folder at `folder` (a folder group, a sprite atlas) provides a
    /// namespace: its name is then part of the names of the items below it (`Bosses/Golem`).
    public static func providesNamespace(_ folder: String) -> Bool {
        ContentsJSON.providesNamespace(at: folder + "/Contents.json")
    }

    /// Whether a folder name is a set folder, compiled as one unit.
    public static func isSet(_ name: String) -> Bool {
        let kind = PathString.pathExtension(name)
        return (kind.hasSuffix("set") && kind.count > 3) || kind.hasPrefix("sticker")
    }

    /// `visited` holds the folders on the way down, so a link back to one of them is a file,
    /// not a walk that never ends.
    private static func walk(
        _ root: String, relative: String, inherited: [String], sources: [TagSource],
        visited: Set<FileIdentity>, problems: inout [Problem]
    ) -> [Unit] {
        let folder = relative.isEmpty ? root : root + "/" + relative
        let contents = folder + "/Contents.json"
        let read = ContentsJSON.read(at: contents, problems: &problems)
        let own = read.tags
        let tags = union(inherited, own)
        let sources = own.isEmpty ? sources : sources + [TagSource(file: contents, tags: own)]
        if !relative.isEmpty && isSet(relative) {
            // Sizes of a tagged set are its files': one it names but lacks is left out unseen.
            let missing = tags.isEmpty ? [] : read.files.filter { (try? FileStatus.of(folder + "/" + $0)) == nil }
            if !missing.isEmpty { problems.append(Problem(file: contents, reason: .missingFiles(set: relative, files: missing))) }
            return [
                Unit(
                    path: relative, tags: tags, tagSource: tags.isEmpty ? nil : sources.last?.file, tagSources: tags.isEmpty ? [] : sources)
            ]
        }
        var units: [Unit] = []
        for item in FolderListing.items(of: folder, excluding: excludedNames) {
            let child = relative.isEmpty ? item.name : relative + "/" + item.name
            if let identity = item.folderIdentity, !visited.contains(identity) {
                units += walk(
                    root, relative: child, inherited: tags, sources: sources, visited: visited.union([identity]), problems: &problems)
            } else {
                units.append(Unit(path: child, tags: [], tagSource: nil))
            }
        }
        if tags.isEmpty && units.allSatisfy(\.tags.isEmpty) {
            return [Unit(path: relative, tags: [], tagSource: nil)]
        }
        return units
    }

    static func union(_ first: [String], _ second: [String]) -> [String] {
        var seen = Set(first)
        return first + second.filter { seen.insert($0).inserted }
    }
}
