/// Finds every file a manifest's resource entries reach, by `lstat` alone (plus the first
/// eight bytes of tagged files, to recognise executables). It never reads whole assets.
///
/// Rules: paths are relative to the base folder and may not leave it, by `..`, by an
/// absolute path, or through a symbolic link; a folder entry reaches every regular file
/// below it except version-control and Finder litter (`excludedNames`); a file reached by
/// two entries is a `duplicate-resource`.
struct ResourceScanner {
    /// Names Xcode's resource copy leaves out of folders, and so does odr-pack.
    static let excludedNames: Set<String> = [".DS_Store", ".git", ".svn", ".hg", "CVS"]

    let manifest: Manifest
    var scan: ResourceScan
    var parentCache: [String: ParentResolution] = [:]
    var owners: [String: Int] = [:]
    var overlaps: [EntryPair: Overlap] = [:]
    var overlapCount = 0

    /// How the folder part of an entry's path resolved.
    enum ParentResolution {
        case inside(canonical: String)
        case outside(target: String)
        case failed(FileSystemError)
    }

    /// Changes whenever an entry adds a file, a problem or an overlap.
    private var progressMark: Int {
        scan.taggedFiles.count + scan.untaggedFiles.count + scan.diagnostics.count + overlapCount
    }

    struct EntryPair: Hashable { var first: Int; var second: Int }
    struct Overlap { var example: String; var count: Int }

    init(manifest: Manifest) {
        self.manifest = manifest
        self.scan = ResourceScan(baseDirectory: manifest.baseDirectory)
    }

    /// Scans every entry and returns the files and problems found.
    static func scan(_ manifest: Manifest) -> ResourceScan {
        var scanner = ResourceScanner(manifest: manifest)
        return scanner.run()
    }

    private mutating func run() -> ResourceScan {
        do throws(FileSystemError) {
            scan.baseDirectory = try FileAccess.canonicalPath(manifest.baseDirectory)
            guard try FileStatus.of(scan.baseDirectory).kind == .directory else {
                throw FileSystemError("use", path: manifest.baseDirectory, code: ENOTDIR)
            }
        } catch {
            scan.diagnostics.append(.baseUnreadable(manifest.baseDirectory, reason: error.reason, at: manifest.location))
            return scan
        }
        for index in manifest.resources.indices {
            scanEntry(index)
        }
        reportOverlaps()
        scan.diagnostics += ExecutableScan.check(scan.taggedFiles, base: scan.baseDirectory, manifest: manifest)
        return scan
    }

    private mutating func scanEntry(_ index: Int) {
        let entry = manifest.resources[index]
        guard case .inside(let components) = RelativePath(entry.path) else {
            let diagnostic: Diagnostic = RelativePath(entry.path) == .empty
                ? .emptyResourcePath(at: entry.location ?? manifest.location)
                : .pathOutsideBase(entry.path, at: entry.location)
            scan.diagnostics.append(diagnostic)
            return
        }
        let parent = components.dropLast().joined(separator: "/")
        let name = components.last!
        switch resolveParent(parent) {
        case .failed(let error):
            scan.diagnostics.append(error.isMissing ? .missingResource(entry.path, base: manifest.baseDirectory, at: entry.location)
                                                    : .unreadableResource(entry.path, reason: error.reason, at: entry.location))
        case .outside(let target):
            scan.diagnostics.append(.linkOutsideBase(entry.path, target: target, at: entry.location))
        case .inside(let canonicalParent):
            let before = progressMark
            scanItem(canonical: ManifestPaths.join(canonicalParent, name), packPath: name,
                     entry: index, reach: .entry(lprojParent: components.dropLast().last))
            if progressMark == before {
                scan.diagnostics.append(.emptyResource(entry.path, at: entry.location))
            }
        }
    }

    /// Xcode's copy rule for a file entry: it lands at the pack root under its name,
    /// keeping an `xx.lproj/` parent. (A folder entry lands as `<folder name>/...`.)
    static func packName(for name: String, parent: String?) -> String {
        guard let parent, parent.hasSuffix(".lproj") else { return name }
        return parent + "/" + name
    }

    private mutating func resolveParent(_ parent: String) -> ParentResolution {
        if let cached = parentCache[parent] { return cached }
        let resolution: ParentResolution
        let absolute = parent.isEmpty ? scan.baseDirectory : scan.baseDirectory + "/" + parent
        do {
            let canonical = try FileAccess.canonicalPath(absolute)
            if let relative = RelativePath.relative(canonical, to: scan.baseDirectory) {
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
}
