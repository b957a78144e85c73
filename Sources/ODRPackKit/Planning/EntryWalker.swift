/// Walks one resource entry at a time: resolves its folder part (cached per folder), then
/// stats the file, or walks the folder, following links that stay inside the base.
struct EntryWalker {
    let manifest: Manifest
    let baseDirectory: String
    private var parentCache: [String: ParentResolution] = [:]
    private var outcome = EntryOutcome()

    /// How the folder part of an entry's path resolved.
    private enum ParentResolution {
        case inside(canonical: String)
        case outside(target: String)
        case failed(FileSystemError)
    }

    init(manifest: Manifest, baseDirectory: String) {
        self.manifest = manifest
        self.baseDirectory = baseDirectory
    }

    /// The files and problems of entry `index`; an entry that reaches nothing is `empty-resource`.
    mutating func walk(_ index: Int) -> EntryOutcome {
        outcome = EntryOutcome()
        let entry = manifest.resources[index]
        guard case .inside(let components) = RelativePath(entry.path) else {
            addDiagnostic(RelativePath(entry.path) == .empty
                ? .emptyResourcePath(at: entry.location ?? manifest.location)
                : .pathOutsideBase(entry.path, at: entry.location))
            return outcome
        }
        let name = components.last!
        switch resolveParent(components.dropLast().joined(separator: "/")) {
        case .failed(let error):
            addDiagnostic(error.isMissing ? .missingResource(entry.path, base: manifest.baseDirectory, at: entry.location)
                                          : .unreadableResource(entry.path, reason: error.reason, at: entry.location))
        case .outside(let target):
            addDiagnostic(.linkOutsideBase(entry.path, target: target, at: entry.location))
        case .inside(let canonicalParent):
            scanItem(canonical: ManifestPaths.join(canonicalParent, name), packPath: name,
                     entry: index, reach: .entry(lprojParent: components.dropLast().last))
            if outcome.files.isEmpty && outcome.diagnostics.isEmpty {
                addDiagnostic(.emptyResource(entry.path, at: entry.location))
            }
        }
        return outcome
    }

    mutating func addDiagnostic(_ diagnostic: Diagnostic) {
        outcome.diagnostics.append(diagnostic)
    }

    mutating func addFile(_ file: ScannedFile) {
        outcome.files.append(file)
    }

    private mutating func resolveParent(_ parent: String) -> ParentResolution {
        if let cached = parentCache[parent] { return cached }
        let resolution: ParentResolution
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
}
