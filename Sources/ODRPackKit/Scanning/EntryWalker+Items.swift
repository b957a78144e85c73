import FileSystem

extension EntryWalker {
    /// How a path was reached: named by an entry itself, or found inside an entry's folder.
    enum Reach {
        /// The entry's own path (its landing name already carries an `xx.lproj` parent).
        case entry
        /// A file or folder below an entry's folder.
        case nested
    }

    /// Scans `name` in `folder`, whose path relative to the canonical base is `canonical`.
    mutating func scanItem(
        _ name: String, in folder: DirectoryHandle, canonical: String, packPath: String,
        entry: Int, reach: Reach, visited: Set<FileIdentity> = []
    ) {
        let location = manifest.resources[entry].location
        let shownPath = if case .entry = reach { manifest.resources[entry].path } else { canonical }
        let status: FileStatus
        do {
            status = try folder.status(of: name)
        } catch {
            if error.isMissing, case .entry = reach { addMissing(entry) }
            addDiagnostic(
                error.isMissing
                    ? .missingResource(shownPath, base: manifest.baseDirectory, at: location)
                    : .unreadableResource(shownPath, reason: error.reason, at: location))
            return
        }
        switch status.kind {
        case .regular:
            addFile(name, in: folder, source: canonical, packPath: packPath, status: status, entry: entry)
        case .directory:
            if status.identity == excludedDirectory {
                addDiagnostic(.outputInsideResources(canonical, entry: manifest.resources[entry].path, at: location))
                return
            }
            guard walkedFolders.insert(status.identity).inserted else {
                addDiagnostic(.repeatedLinkedFolder(canonical, entry: manifest.resources[entry].path, at: location))
                return
            }
            scanFolder(name, in: folder, canonical: canonical, packPath: packPath, entry: entry, visited: visited.union([status.identity]))
        case .symbolicLink:
            followLink(canonical: canonical, packPath: packPath, entry: entry, reach: reach, visited: visited)
        case .other:
            addDiagnostic(.notARegularFile(shownPath, at: location))
        }
    }

    private mutating func scanFolder(
        _ name: String, in parent: DirectoryHandle, canonical: String, packPath: String,
        entry: Int, visited: Set<FileIdentity>
    ) {
        let folder: DirectoryHandle
        let names: [String]
        do {
            folder = try parent.subdirectory(name)
            names = try folder.contents()
        } catch {
            addDiagnostic(.unreadableResource(canonical, reason: error.reason, at: manifest.resources[entry].location))
            return
        }
        if let marker = BuildFolderMarkers.marker(in: names) {
            addDiagnostic(
                .buildFolderInsideResources(
                    canonical, marker: marker, entry: manifest.resources[entry].path,
                    at: manifest.resources[entry].location))
            return
        }
        for child in names where !ResourceScanner.excludedNames.contains(child) {
            scanItem(
                child, in: folder, canonical: canonical + "/" + child, packPath: packPath + "/" + child,
                entry: entry, reach: .nested, visited: visited)
        }
    }

    private mutating func followLink(canonical: String, packPath: String, entry: Int, reach: Reach, visited: Set<FileIdentity>) {
        let location = manifest.resources[entry].location
        let target: String
        let folder: DirectoryHandle
        do {
            target = try FileAccess.canonicalPath(baseDirectory + "/" + canonical)
            folder = try DirectoryHandle(PathString.folder(of: target))
        } catch {
            addDiagnostic(
                error.isMissing
                    ? .missingResource(canonical, base: manifest.baseDirectory, at: location)
                    : .unreadableResource(canonical, reason: error.reason, at: location))
            return
        }
        guard let relative = RelativePath.relative(target, to: baseDirectory) else {
            addDiagnostic(.linkOutsideBase(canonical, target: target, at: location))
            return
        }
        // A link to the base itself, or to a folder being walked, would be walked forever.
        if let status = try? FileStatus.of(target), status.kind == .directory,
            relative.isEmpty || visited.contains(status.identity)
        {
            addDiagnostic(.linkCycle(canonical, at: location))
            return
        }
        let name = String(target.split(separator: "/").last ?? "")
        scanItem(name, in: folder, canonical: relative, packPath: packPath, entry: entry, reach: reach, visited: visited)
    }

    /// Records a file; a tagged file's first bytes are read here too, to recognise executable
    /// code and, in a file small enough to be one, a Git LFS pointer (the merge reports them
    /// only for files that are not duplicates). Both take one read.
    private mutating func addFile(
        _ name: String, in folder: DirectoryHandle, source: String, packPath: String,
        status: FileStatus, entry: Int
    ) {
        let file = ScannedFile(
            source: source, packPath: packPath, size: status.size,
            modificationTime: status.modificationTime, changeTime: status.changeTime, identity: status.identity,
            entryIndex: entry)
        var finding: FileFinding?
        let stamp = FileStamp(status)
        if !manifest.resources[entry].tags.isEmpty && status.size >= 4 {
            if isVouchedFor(source, stamp: stamp) {
                addClean(stamp)
            } else {
                let small = status.size <= GitLFSPointer.maximumSize
                do {
                    let bytes = try folder.readPrefix(of: name, count: small ? GitLFSPointer.prefixLength : ExecutableDetector.prefixLength)
                    if let kind = ExecutableDetector.kind(of: bytes) {
                        finding = .executable(kind)
                    } else if small, let pointer = GitLFSPointer(bytes) {
                        finding = .gitLFSPointer(pointer)
                    } else {
                        addClean(stamp)
                    }
                } catch {
                    addDiagnostic(.unreadableResource(source, reason: error.reason, at: manifest.resources[entry].location))
                }
            }
        }
        addFile(file, finding: finding)
    }
}
