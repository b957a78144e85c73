import Foundation

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
                let what = "the synchronized folder's exception set is a '\(set.isa)', which odr-pack does not read"
                result.issues.append(ProjectIssue(.unsupported(what), at: .pbxproj(set.location)))
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
        walk(disk, relative: "", under: path, skipping: skipped, origin: folder.location)
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
        if PathText.pathExtension(entryPath.lastComponent) == "xcassets" {
            addCatalog(at: entryPath, tags: tags, origin: .pbxproj(location))
        } else {
            result.resources.append(ProjectResource(path: entryPath, tags: tags, origin: .pbxproj(location)))
        }
    }

    /// Adds the untagged files below a synchronized folder, one entry each, and reads its catalogs.
    private mutating func walk(_ disk: String, relative: String, under root: ElementPath, skipping: Set<String>, origin: OpenStepLocation) {
        let folder = relative.isEmpty ? disk : disk + "/" + relative
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { !AssetCatalog.excludedNames.contains($0) }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        for name in names {
            let child = relative.isEmpty ? name : relative + "/" + name
            guard !skipping.contains(child) else { continue }
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: disk + "/" + child, isDirectory: &isFolder)
            let kind = PathText.pathExtension(name)
            if isFolder.boolValue && kind == "xcassets" {
                addCatalog(at: root.appending(child), tags: [], origin: .pbxproj(origin))
            } else if isFolder.boolValue {
                walk(disk, relative: child, under: root, skipping: skipping, origin: origin)
            } else if !Self.compiledExtensions.contains(kind) {
                result.resources.append(ProjectResource(path: root.appending(child), tags: [], origin: .pbxproj(origin)))
            }
        }
    }
}
