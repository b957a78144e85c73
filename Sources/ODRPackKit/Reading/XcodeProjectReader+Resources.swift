import FileSystem
import XcodeProject

/// Project resources as manifest entries below one base folder.
extension XcodeProjectReader.Context {
    /// The resources as entries.
    struct Entries {
        var base: String
        var entries: [ResourceEntry]
        var emptyPackTagSets: [[String]]
    }

    /// The base folder and the entries, sorted by path. The base is the project folder, raised
    /// to the folder that holds every resource when some lie above it (`../Shared/x.png`). A
    /// path reached twice (a file in two phases) is one entry with the union of the tags.
    /// Without `keepTags` (On-Demand Resources off) every entry is untagged. A resource Xcode
    /// compiles into the app whatever its tags is untagged too, and its tag set's pack empty.
    mutating func entries(_ resources: [ProjectResource], keepTags: Bool) -> Entries {
        var merged: [String: ResourceEntry] = [:]
        var emptyPacks = Set<[String]>()
        for resource in resources {
            guard let path = diskPath(resource) else { continue }
            var tags = keepTags ? resource.tags : []
            switch resource.rule {
            case .notCopied(let reason):
                if !tags.isEmpty {
                    diagnostics.append(.resourceNotCopied(path, reason: reason, tags: tags, at: reader.at(resource.origin)))
                }
                continue
            case .compiledIntoApp(let tool) where !tags.isEmpty:
                diagnostics.append(.tagsLostByXcode(path, tool: tool, tags: tags, at: reader.at(resource.origin)))
                emptyPacks.insert(Set(tags).sorted())
                tags = []
            default:
                break
            }
            let origins =
                tags.isEmpty
                ? []
                : resource.tagOrigins.map {
                    TagOrigin(TagOrigin.Kind($0.kind), tags: $0.tags, at: reader.at($0.location))
                }
            if var existing = merged[path] {
                existing.tags = ResourceEntry(path: path, tags: existing.tags + tags).tags
                existing.tagOrigins += origins
                merged[path] = existing
            } else {
                var entry = ResourceEntry(path: path, tags: tags, location: reader.at(resource.origin))
                entry.processing = resource.rule
                entry.catalog = resource.catalog.flatMap(diskPath)
                entry.tagOrigins = origins
                merged[path] = entry
            }
        }
        let (base, rebasedEntries) = rebased(Array(merged.values))
        return Entries(
            base: base, entries: rebasedEntries.sorted { $0.path.utf8Precedes($1.path) },
            emptyPackTagSets: emptyPacks.sorted { $0.joined(separator: "\0") < $1.joined(separator: "\0") })
    }

    /// The resource's path on disk relative to the project folder (or absolute); nil, with a
    /// diagnostic for a tagged one, under a build-time location.
    private mutating func diskPath(_ resource: ProjectResource) -> String? {
        switch resource.path {
        case .project(let relative): return relative
        case .absolute(let absolute): return absolute
        case .buildTime(let tree, let relative):
            if !resource.tags.isEmpty {
                diagnostics.append(.unresolvedReference(relative, tree: tree, tags: resource.tags, at: reader.at(resource.origin)))
            }
            return nil
        }
    }

    private func diskPath(_ path: ElementPath) -> String? {
        switch path {
        case .project(let relative): relative
        case .absolute(let absolute): absolute
        case .buildTime: nil
        }
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
            var copy = entry
            copy.path = PathString.join(prefix, entry.path)
            copy.catalog = entry.catalog.map { $0.hasPrefix("/") ? $0 : PathString.join(prefix, $0) }
            return copy
        }
        return (base.isEmpty ? "." : base, moved)
    }
}
