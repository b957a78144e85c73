import FileSystem

/// Walks one resource entry at a time: resolves its folder part (cached per folder), then
/// stats the file, or walks the folder, following links that stay inside the base.
struct EntryWalker {
    let manifest: Manifest
    let baseDirectory: String
    /// Files known to hold no executable code at their current size and time.
    let checkedFiles: [String: FileStamp]
    /// The output folder, never walked into.
    let excludedDirectory: FileIdentity?
    /// The stamps earlier lints found clean, when a cache is kept.
    let prefixCache: PrefixCheckCache?
    /// Stamps of the tagged files found clean so far (read or vouched for), kept for the
    /// cache only when there is one.
    private(set) var cleanStamps: [FileStamp] = []
    /// The folders the current entry has walked, so a folder reached again through a link
    /// is walked once.
    var walkedFolders: Set<FileIdentity> = []
    private var parentCache: [String: ParentResolution] = [:]
    /// Whether each folder path below the base (`a`, `a/b`) is a folder, not a link.
    private var plainFolders: [String: Bool] = [:]
    /// Everything found so far by this walker.
    private(set) var outcome = EntryOutcome()
    /// Entries' folders, kept open while they are few (the descriptors are bounded).
    private var openParents: [String: DirectoryHandle] = [:]
    private static let maximumOpenParents = 128

    /// How the folder part of an entry's path resolved.
    private enum ParentResolution {
        case inside(canonical: String)
        case outside(target: String)
        case failed(FileSystemError)
    }

    init(
        manifest: Manifest, baseDirectory: String, checkedFiles: [String: FileStamp] = [:], excludedDirectory: FileIdentity? = nil,
        prefixCache: PrefixCheckCache? = nil
    ) {
        self.manifest = manifest
        self.baseDirectory = baseDirectory
        self.checkedFiles = checkedFiles
        self.excludedDirectory = excludedDirectory
        self.prefixCache = prefixCache
    }

    /// Whether a previous build or lint vouches that a file with this stamp holds neither
    /// executable code nor a Git LFS pointer.
    func isVouchedFor(_ source: String, stamp: FileStamp) -> Bool {
        (!checkedFiles.isEmpty && checkedFiles[source] == stamp) || prefixCache?.vouches(for: stamp) == true
    }

    mutating func addClean(_ stamp: FileStamp) {
        if prefixCache != nil { cleanStamps.append(stamp) }
    }

    /// Adds the files and problems of entry `index` to `outcome`; an entry that reaches
    /// nothing is `empty-resource`.
    mutating func walk(_ index: Int) {
        let entry = manifest.resources[index]
        walkedFolders.removeAll(keepingCapacity: true)
        let before = (files: outcome.files.count, diagnostics: outcome.diagnostics.count)
        guard case .inside(let components) = RelativePath(entry.path) else {
            addDiagnostic(
                RelativePath(entry.path) == .empty
                    ? .emptyResourcePath(at: entry.location ?? manifest.location)
                    : .pathOutsideBase(entry.path, at: entry.location))
            return
        }
        guard let name = components.last else { return }
        switch resolveParent(components.dropLast().joined(separator: "/")) {
        case .failed(let error):
            if error.isMissing { addMissing(index) }
            addDiagnostic(
                error.isMissing
                    ? .missingResource(entry.path, base: manifest.baseDirectory, at: entry.location)
                    : .unreadableResource(entry.path, reason: error.reason, at: entry.location))
        case .outside(let target):
            addDiagnostic(.linkOutsideBase(entry.path, target: target, at: entry.location))
        case .inside(let canonicalParent):
            guard let folder = parentHandle(canonicalParent, entry: entry) else { return }
            // Xcode keeps an `xx.lproj` parent for files and folders alike (the region of the
            // immediate parent, swift-build FileToBuild.swift:94-95 and Path.swift:423-429).
            let landing = entry.bundlePath ?? ResourceScanner.packName(for: name, parent: components.dropLast().last)
            scanItem(
                name, in: folder, canonical: (canonicalParent.isEmpty ? name : canonicalParent + "/" + name), packPath: landing,
                entry: index, reach: .entry)
            if outcome.files.count == before.files && outcome.diagnostics.count == before.diagnostics {
                addDiagnostic(.emptyResource(entry.path, at: entry.location))
            }
        }
    }

    mutating func addMissing(_ entry: Int) {
        outcome.missingEntries.append(entry)
    }

    mutating func addDiagnostic(_ diagnostic: Diagnostic) {
        outcome.diagnostics.append(diagnostic)
    }

    mutating func addFile(_ file: ScannedFile, finding: FileFinding? = nil) {
        if let finding { outcome.findings[outcome.files.count] = finding }
        outcome.files.append(file)
    }

    private mutating func parentHandle(_ canonical: String, entry: ResourceEntry) -> DirectoryHandle? {
        if let open = openParents[canonical] { return open }
        do {
            let handle = try DirectoryHandle(canonical.isEmpty ? baseDirectory : baseDirectory + "/" + canonical)
            if openParents.count >= EntryWalker.maximumOpenParents { openParents.removeAll() }
            openParents[canonical] = handle
            return handle
        } catch {
            addDiagnostic(.unreadableResource(entry.path, reason: error.reason, at: entry.location))
            return nil
        }
    }

    private mutating func resolveParent(_ parent: String) -> ParentResolution {
        if let cached = parentCache[parent] { return cached }
        let resolution: ParentResolution
        // A path of plain folders below the canonical base is canonical already: one `lstat`
        // a folder (shared by the entries below it), and `realpath`'s `readlink` of every
        // component only when one of them is a link.
        if isPlainFolderPath(parent) {
            resolution = .inside(canonical: parent)
            parentCache[parent] = resolution
            return resolution
        }
        do throws(FileSystemError) {
            let canonical = try FileAccess.canonicalPath(parent.isEmpty ? baseDirectory : baseDirectory + "/" + parent)
            if let relative = RelativePath.relative(canonical, to: baseDirectory) {
                resolution = .inside(canonical: relative)
            } else {
                resolution = .outside(target: canonical)
            }
        } catch {
            resolution = .failed(error)
        }
        parentCache[parent] = resolution
        return resolution
    }

    /// Whether every prefix of `parent` (components without `.` or `..`) names a folder that is
    /// not a link.
    private mutating func isPlainFolderPath(_ parent: String) -> Bool {
        guard !parent.isEmpty else { return true }
        var prefix = ""
        for component in parent.split(separator: "/", omittingEmptySubsequences: false) {
            guard !component.isEmpty, component != ".", component != ".." else { return false }
            prefix += prefix.isEmpty ? String(component) : "/" + component
            if let known = plainFolders[prefix] {
                guard known else { return false }
                continue
            }
            let plain = (try? FileStatus.of(linkAt: baseDirectory + "/" + prefix))?.kind == .directory
            plainFolders[prefix] = plain
            guard plain else { return false }
        }
        return true
    }
}
