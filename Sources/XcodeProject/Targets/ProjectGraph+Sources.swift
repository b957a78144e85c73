import FileSystem

/// The Swift and Objective-C sources of a target, for `odr-pack migrate`: the files of its
/// Compile Sources phase, and the source files under its synchronized folders (Xcode 16),
/// less each folder's membership exceptions for the target. Headers are read too, since a
/// header can hold inline code.
extension ProjectGraph {
    /// The extensions of the sources read: Swift, Objective-C and Objective-C++, and headers.
    public static let sourceExtensions: Set<String> = ["swift", "m", "mm", "h"]

    /// The disk paths of `target`'s sources, sorted by their UTF-8 bytes, each once; files at
    /// build-time locations and files that cannot be resolved are left out.
    public func sourceFiles(of target: ProjectTarget) -> [String] {
        var found = Set<String>()
        let phases = (try? file.objects(referencedBy: "buildPhases", in: target.object)) ?? []
        for phase in phases where phase.isa == "PBXSourcesBuildPhase" || phase.isa == "PBXHeadersBuildPhase" {
            for buildFile in (try? file.objects(referencedBy: "files", in: phase)) ?? [] {
                guard let element = try? file.optionalObject(referencedBy: "fileRef", in: buildFile),
                    let path = try? resolver.path(of: element), let disk = diskPath(path),
                    Self.sourceExtensions.contains(PathString.pathExtension(path.lastComponent))
                else { continue }
                found.insert(disk)
            }
        }
        if target.object.fields["fileSystemSynchronizedGroups"] != nil {
            for folder in (try? file.objects(referencedBy: "fileSystemSynchronizedGroups", in: target.object)) ?? [] {
                guard let path = try? resolver.path(of: folder), let disk = diskPath(path) else { continue }
                let excluded = membershipExceptions(of: folder, for: target)
                let root = (try? FileStatus.of(disk)).map { Set([$0.identity]) } ?? []
                collectSources(in: disk, relative: "", excluding: excluded, visited: root, into: &found)
            }
        }
        return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The paths (relative to the folder) a synchronized folder's exception sets take out of `target`.
    private func membershipExceptions(of folder: PBXObject, for target: ProjectTarget) -> Set<String> {
        guard folder.fields["exceptions"] != nil else { return [] }
        var excluded = Set<String>()
        for set in (try? file.objects(referencedBy: "exceptions", in: folder)) ?? [] where set.isa == ResourceCollector.exceptionSetKind {
            guard (try? set.fields.optionalString("target")) == target.object.id else { continue }
            if case .some(.some(let names)) = try? set.fields.optionalStrings("membershipExceptions") { excluded.formUnion(names) }
        }
        return excluded
    }

    /// Adds the source files below `disk/relative`, not entering a folder already on the way
    /// down (a link back up) nor the excluded paths.
    private func collectSources(
        in disk: String, relative: String, excluding excluded: Set<String>,
        visited: Set<FileIdentity>, into found: inout Set<String>
    ) {
        let folder = relative.isEmpty ? disk : disk + "/" + relative
        for item in FolderListing.items(of: folder, excluding: AssetCatalog.excludedNames) {
            let child = relative.isEmpty ? item.name : relative + "/" + item.name
            guard !excluded.contains(child) else { continue }
            if let identity = item.folderIdentity {
                guard !visited.contains(identity) else { continue }
                collectSources(in: disk, relative: child, excluding: excluded, visited: visited.union([identity]), into: &found)
            } else if Self.sourceExtensions.contains(PathString.pathExtension(item.name)) {
                found.insert(disk + "/" + child)
            }
        }
    }
}
