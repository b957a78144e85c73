extension ResourceScanner {
    /// Scans one path (relative to the canonical base) reached by entry `entry`.
    mutating func scanItem(canonical: String, packPath: String, entry: Int, isTop: Bool, visited: Set<FileIdentity> = []) {
        let absolute = scanBaseDirectory + "/" + canonical
        let location = manifest.resources[entry].location
        let status: FileStatus
        do {
            status = try FileStatus.of(linkAt: absolute)
        } catch {
            let path = isTop ? manifest.resources[entry].path : canonical
            addDiagnostic(error.isMissing ? .missingResource(path, base: manifest.baseDirectory, at: location)
                                          : .unreadableResource(path, reason: error.reason, at: location))
            return
        }
        switch status.kind {
        case .regular:
            addFile(source: canonical, packPath: packPath, status: status, entry: entry)
        case .directory:
            scanFolder(canonical: canonical, packPath: packPath, entry: entry, visited: visited.union([status.identity]))
        case .symbolicLink:
            followLink(canonical: canonical, packPath: packPath, entry: entry, visited: visited)
        case .other:
            addDiagnostic(.notARegularFile(isTop ? manifest.resources[entry].path : canonical, at: location))
        }
    }

    private mutating func scanFolder(canonical: String, packPath: String, entry: Int, visited: Set<FileIdentity>) {
        let names: [String]
        do {
            names = try FileAccess.contentsOfDirectory(scanBaseDirectory + "/" + canonical)
        } catch {
            addDiagnostic(.unreadableResource(canonical, reason: error.reason, at: manifest.resources[entry].location))
            return
        }
        for name in names where !ResourceScanner.excludedNames.contains(name) {
            scanItem(canonical: canonical + "/" + name, packPath: packPath + "/" + name, entry: entry, isTop: false, visited: visited)
        }
    }

    private mutating func followLink(canonical: String, packPath: String, entry: Int, visited: Set<FileIdentity>) {
        let location = manifest.resources[entry].location
        let target: String
        do {
            target = try FileAccess.canonicalPath(scanBaseDirectory + "/" + canonical)
        } catch {
            addDiagnostic(error.isMissing ? .missingResource(canonical, base: manifest.baseDirectory, at: location)
                                          : .unreadableResource(canonical, reason: error.reason, at: location))
            return
        }
        guard let relative = RelativePath.relative(target, to: scanBaseDirectory), !relative.isEmpty else {
            addDiagnostic(.linkOutsideBase(canonical, target: target, at: location))
            return
        }
        if let status = try? FileStatus.of(target), status.kind == .directory, visited.contains(status.identity) {
            addDiagnostic(.linkCycle(canonical, at: location))
            return
        }
        scanItem(canonical: relative, packPath: packPath, entry: entry, isTop: false, visited: visited)
    }

    private mutating func addFile(source: String, packPath: String, status: FileStatus, entry: Int) {
        if let owner = claim(source, by: entry), owner != entry {
            recordOverlap(first: owner, second: entry, path: source)
            return
        }
        let file = ScannedFile(source: source, packPath: packPath, size: status.size,
                               modificationTime: status.modificationTime, entryIndex: entry)
        guard !manifest.resources[entry].tags.isEmpty else {
            appendUntagged(file)
            return
        }
        checkNotExecutable(file)
        appendTagged(file)
    }

    private mutating func checkNotExecutable(_ file: ScannedFile) {
        guard file.size >= 4 else { return }
        let location = manifest.resources[file.entryIndex].location
        do {
            let prefix = try FileAccess.readPrefix(scanBaseDirectory + "/" + file.source, count: ExecutableDetector.prefixLength)
            if let kind = ExecutableDetector.kind(of: prefix) {
                addDiagnostic(.executableInPack(file.source, kind: kind, tags: manifest.resources[file.entryIndex].tags, at: location))
            }
        } catch {
            addDiagnostic(.unreadableResource(file.source, reason: error.reason, at: location))
        }
    }
}
