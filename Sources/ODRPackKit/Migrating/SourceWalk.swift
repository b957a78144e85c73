import FileSystem
import XcodeProject

/// The source files below the app's folders, each folder walked once: the Swift and
/// Objective-C files `migrate` reads and the files in the languages it does not
/// (`UnscannedSources`). Hidden folders, those of build tools and dependency managers, the
/// bundles that hold no code (asset catalogs, atlases, models, localizations) and a folder
/// already on the way down (a link back up) are not entered.
struct SourceWalk {
    /// Folders never entered: build products and other people's code.
    static let skipped: Set<String> = ["build", "Build", "DerivedData", "Pods", "Carthage", "node_modules", "vendor"]
    /// Folder extensions never entered: projects, and bundles of resources rather than code.
    static let bundles: Set<String> = [
        "xcodeproj", "xcworkspace", "pbproj", "xcassets", "xcstickers", "atlas", "spriteatlas", "scnassets", "mlpackage",
        "mlmodelc", "bundle", "framework", "xcframework", "app", "appex", "lproj", "rcproject", "reality",
    ]
    /// The extensions collected: the sources read, and the languages counted.
    static let extensions = read.union(UnscannedSources.languages.keys)

    /// The files found below each folder walked, by folder.
    private var walked: [String: Set<String>] = [:]

    /// The files of a known language below `folder`.
    mutating func files(below folder: String) -> Set<String> {
        if let found = walked[folder] { return found }
        var found = Set<String>()
        let root = (try? FileStatus.of(folder)).map { Set([$0.identity]) } ?? []
        Self.walk(folder, visited: root, into: &found)
        walked[folder] = found
        return found
    }

    /// The Swift, Objective-C and C# sources below `folder`.
    mutating func sources(below folder: String) -> Set<String> {
        files(below: folder).filter { Self.read.contains(PathString.pathExtension($0)) }
    }

    /// The extensions of the sources migrate reads: Swift, Objective-C and C#.
    static let read = ProjectGraph.sourceExtensions.union(["cs"])

    private static func walk(_ folder: String, visited: Set<FileIdentity>, into found: inout Set<String>) {
        guard let names = try? DirectoryHandle(folder).contents() else { return }
        for name in names.sorted() where !name.hasPrefix(".") && !skipped.contains(name) {
            let path = PathString.join(folder, name)
            guard let status = try? FileStatus.of(path) else { continue }
            let ext = PathString.pathExtension(name)
            if status.kind == .directory {
                guard !visited.contains(status.identity), !bundles.contains(ext) else { continue }
                walk(path, visited: visited.union([status.identity]), into: &found)
            } else if extensions.contains(ext) {
                found.insert(path)
            }
        }
    }
}
