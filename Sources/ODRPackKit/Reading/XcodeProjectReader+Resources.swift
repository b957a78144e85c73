import XcodeProject
import FileSystem

/// Project resources as manifest entries below one base folder.
extension XcodeProjectReader.Context {
    /// The base folder and the entries, sorted by path. The base is the project folder, raised
    /// to the folder that holds every resource when some lie above it (`../Shared/x.png`). A
    /// path reached twice (a file in two phases) is one entry with the union of the tags.
    mutating func entries(_ resources: [ProjectResource]) -> (base: String, entries: [ResourceEntry]) {
        var merged: [String: ResourceEntry] = [:]
        for resource in resources {
            let path: String
            switch resource.path {
            case .project(let relative): path = relative
            case .absolute(let absolute): path = absolute
            case .buildTime(let tree, let relative):
                if !resource.tags.isEmpty {
                    diagnostics.append(.unresolvedReference(relative, tree: tree, tags: resource.tags, at: reader.at(resource.origin)))
                }
                continue
            }
            if let existing = merged[path] {
                merged[path] = ResourceEntry(path: path, tags: existing.tags + resource.tags, location: existing.location)
            } else {
                merged[path] = ResourceEntry(path: path, tags: resource.tags, location: reader.at(resource.origin))
            }
        }
        let (base, rebasedEntries) = rebased(Array(merged.values))
        return (base, rebasedEntries.sorted { $0.path.utf8Precedes($1.path) })
    }

    /// Raises the base above the project folder by as many levels as the paths climb.
    private func rebased(_ entries: [ResourceEntry]) -> (base: String, entries: [ResourceEntry]) {
        let climb = entries.map { entry in entry.path.split(separator: "/").prefix { $0 == ".." }.count }.max() ?? 0
        let directory = graph.directory
        guard climb > 0, let canonical = try? FileAccess.canonicalPath(directory) else { return (directory, entries) }
        let names = canonical.split(separator: "/").map(String.init)
        guard names.count >= climb else { return (directory, entries) }
        let prefix = names.suffix(climb).joined(separator: "/")
        let base = PathString.join(directory, Array(repeating: "..", count: climb).joined(separator: "/"))
        let moved = entries.map { entry in
            guard !entry.path.hasPrefix("/") else { return entry }
            return ResourceEntry(path: PathString.join(prefix, entry.path), tags: entry.tags, location: entry.location)
        }
        return (base.isEmpty ? "." : base, moved)
    }
}
