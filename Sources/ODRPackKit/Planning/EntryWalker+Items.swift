extension EntryWalker {
    /// How a path was reached: named by an entry itself, or found inside an entry's folder.
    enum Reach {
        /// The entry's own path; a file keeps its `xx.lproj` parent folder, if any.
        case entry(lprojParent: String?)
        /// A file or folder below an entry's folder.
        case nested
    }

    /// Scans one path (relative to the canonical base) reached by entry `entry`.
    mutating func scanItem(canonical: String, packPath: String, entry: Int, reach: Reach, visited: Set<FileIdentity> = []) {
        let location = manifest.resources[entry].location
        let shownPath = if case .entry = reach { manifest.resources[entry].path } else { canonical }
        let status: FileStatus
        do {
            status = try FileStatus.of(linkAt: baseDirectory + "/" + canonical)
        } catch {
            addDiagnostic(error.isMissing ? .missingResource(shownPath, base: manifest.baseDirectory, at: location)
                                          : .unreadableResource(shownPath, reason: error.reason, at: location))
            return
        }
        switch status.kind {
        case .regular:
            var landing = packPath
            if case .entry(let parent) = reach { landing = ResourceScanner.packName(for: packPath, parent: parent) }
            addFile(source: canonical, packPath: landing, status: status, entry: entry)
        case .directory:
            scanFolder(canonical: canonical, packPath: packPath, entry: entry, visited: visited.union([status.identity]))
        case .symbolicLink:
            followLink(canonical: canonical, packPath: packPath, entry: entry, reach: reach, visited: visited)
        case .other:
            addDiagnostic(.notARegularFile(shownPath, at: location))
        }
    }

    private mutating func scanFolder(canonical: String, packPath: String, entry: Int, visited: Set<FileIdentity>) {
        let names: [String]
        do {
            names = try FileAccess.contentsOfDirectory(baseDirectory + "/" + canonical)
        } catch {
            addDiagnostic(.unreadableResource(canonical, reason: error.reason, at: manifest.resources[entry].location))
            return
        }
        for name in names where !ResourceScanner.excludedNames.contains(name) {
            scanItem(canonical: canonical + "/" + name, packPath: packPath + "/" + name, entry: entry, reach: .nested, visited: visited)
        }
    }

    private mutating func followLink(canonical: String, packPath: String, entry: Int, reach: Reach, visited: Set<FileIdentity>) {
        let location = manifest.resources[entry].location
        let target: String
        do {
            target = try FileAccess.canonicalPath(baseDirectory + "/" + canonical)
        } catch {
            addDiagnostic(error.isMissing ? .missingResource(canonical, base: manifest.baseDirectory, at: location)
                                          : .unreadableResource(canonical, reason: error.reason, at: location))
            return
        }
        guard let relative = RelativePath.relative(target, to: baseDirectory) else {
            addDiagnostic(.linkOutsideBase(canonical, target: target, at: location))
            return
        }
        // A link to the base itself, or to a folder being walked, would be walked forever.
        if let status = try? FileStatus.of(target), status.kind == .directory,
           relative.isEmpty || visited.contains(status.identity) {
            addDiagnostic(.linkCycle(canonical, at: location))
            return
        }
        scanItem(canonical: relative, packPath: packPath, entry: entry, reach: reach, visited: visited)
    }

    private mutating func addFile(source: String, packPath: String, status: FileStatus, entry: Int) {
        addFile(ScannedFile(source: source, packPath: packPath, size: status.size,
                            modificationTime: status.modificationTime, entryIndex: entry))
    }
}
