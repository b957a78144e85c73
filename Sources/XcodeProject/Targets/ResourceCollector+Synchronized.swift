import FileSystem

/// Xcode 16 synchronized folders (`PBXFileSystemSynchronizedRootGroup`): every file under the
/// folder belongs to the target, except the `membershipExceptions` of the folder's
/// `PBXFileSystemSynchronizedBuildFileExceptionSet` for that target, whose
/// `assetTagsByRelativePath` tags paths relative to the folder.
extension ResourceCollector {
    static let exceptionSetKind = "PBXFileSystemSynchronizedBuildFileExceptionSet"
    static let knownExceptionKinds: Set<String> = [exceptionSetKind, "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet"]
    /// Files a synchronized folder compiles or links rather than copies.
    static let compiledExtensions: Set<String> = [
        "swift", "m", "mm", "c", "cc", "cpp", "cxx", "h", "hh", "hpp", "hxx", "s", "metal", "pch", "modulemap",
        "xcconfig", "entitlements",
    ]

    mutating func collectSynchronizedFolders() {
        guard target.object.fields["fileSystemSynchronizedGroups"] != nil else { return }
        do {
            for folder in try graph.file.objects(referencedBy: "fileSystemSynchronizedGroups", in: target.object) {
                try collectSynchronized(folder)
            }
        } catch {
            record(error)
        }
    }

    private mutating func collectSynchronized(_ folder: PBXObject) throws(PBXProjectError) {
        let path = try graph.resolver.path(of: folder)
        var excluded = Set<String>()
        var tagged: [(key: String, tags: [String], location: OpenStepLocation)] = []
        let sets = folder.fields["exceptions"] == nil ? [] : try graph.file.objects(referencedBy: "exceptions", in: folder)
        for set in sets {
            guard Self.knownExceptionKinds.contains(set.isa) else {
                result.issues.append(ProjectIssue(.unsupportedExceptionSet(isa: set.isa), at: .pbxproj(set.location)))
                continue
            }
            guard set.isa == Self.exceptionSetKind, try set.fields.optionalString("target") == target.object.id else { continue }
            excluded.formUnion(try set.fields.optionalStrings("membershipExceptions") ?? [])
            tagged += try assetTags(of: set)
        }
        for entry in tagged {
            try add(entryPath: path.appending(entry.key), tags: entry.tags, at: entry.location)
        }
        guard let disk = graph.diskPath(path) else { return }
        var skipped = excluded
        skipped.formUnion(tagged.map(\.key))
        let root = (try? FileStatus.of(disk)).map { Set([$0.identity]) } ?? []
        walk(disk, relative: "", under: path, skipping: skipped, origin: folder.location, visited: root)
    }

    private func assetTags(of set: PBXObject) throws(PBXProjectError) -> [(key: String, tags: [String], location: OpenStepLocation)] {
        guard let dictionary = try set.fields.optionalDictionary("assetTagsByRelativePath") else { return [] }
        var found: [(key: String, tags: [String], location: OpenStepLocation)] = []
        for entry in dictionary.entries.entries {
            let tags = try dictionary.strings(entry.key)
            if !tags.isEmpty { found.append((entry.key, tags, entry.keyLocation)) }
        }
        return found
    }

    private mutating func add(entryPath: ElementPath, tags: [String], at location: OpenStepLocation) throws(PBXProjectError) {
        if Self.catalogExtensions.contains(PathString.pathExtension(entryPath.lastComponent)) {
            addCatalog(at: entryPath, tags: tags, origin: .pbxproj(location), kind: .synchronizedFolder)
        } else {
            result.resources.append(
                ProjectResource(
                    path: entryPath, tags: tags, origin: .pbxproj(location),
                    rule: ResourceRule.of(path: entryPath.lastComponent, fileType: nil),
                    tagOrigins: [ProjectTagOrigin(.synchronizedFolder, tags: tags, at: .pbxproj(location))]))
        }
    }

    /// Adds the untagged files below a synchronized folder, one entry each, and reads its
    /// catalogs; `visited` holds the folders on the way down, so a link back up is a file.
    private mutating func walk(
        _ disk: String, relative: String, under root: ElementPath, skipping: Set<String>,
        origin: OpenStepLocation, visited: Set<FileIdentity>
    ) {
        let folder = relative.isEmpty ? disk : disk + "/" + relative
        for item in FolderListing.items(of: folder, excluding: AssetCatalog.excludedNames) {
            let child = relative.isEmpty ? item.name : relative + "/" + item.name
            guard !skipping.contains(child) else { continue }
            let kind = PathString.pathExtension(item.name)
            let identity = item.folderIdentity.flatMap { visited.contains($0) ? nil : $0 }
            if identity != nil, Self.catalogExtensions.contains(kind) {
                addCatalog(at: root.appending(child), tags: [], origin: .pbxproj(origin), kind: .synchronizedFolder)
            } else if let identity {
                walk(disk, relative: child, under: root, skipping: skipping, origin: origin, visited: visited.union([identity]))
            } else if !Self.compiledExtensions.contains(kind) {
                result.resources.append(
                    ProjectResource(
                        path: root.appending(child), tags: [], origin: .pbxproj(origin),
                        rule: ResourceRule.of(path: item.name, fileType: nil)))
            }
        }
    }
}
