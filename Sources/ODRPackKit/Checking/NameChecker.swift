import PropertyList
/// Checks every name `build` derives from the plan, so that what lint passes, build can
/// write: tags become parts of pack folder names (no `/`, no control character), tag sets
/// become pack identifiers (two sets must not hash alike: `a:b` against `a` and `b`), and
/// files land at paths inside packs (no two at one path, no file where another needs a
/// folder, nothing at the names the pack itself uses).
struct NameChecker {
    let manifest: Manifest

    /// The names the pack itself writes at its root.
    static let reservedPaths: Set<String> = ["Info.plist", "META-INF"]

    func check(_ plan: PackPlan) -> [Diagnostic] {
        tagDiagnostics() + identifierDiagnostics(plan) + plan.packs.flatMap(pathDiagnostics)
    }

    /// The names a Background Assets build derives: tags appear in reports and the map, so
    /// no control character; the index (XML) must hold every path. Tags name no file, so
    /// `/` is fine, and each file keeps its own path below the base folder.
    func checkAssetPacks(_ plan: PackPlan) -> [Diagnostic] {
        tagDiagnostics(allowingSlash: true) + plan.packs.flatMap { pack in
            pack.files.filter { !XMLPropertyList.canHold($0.source) }.map { file in
                Diagnostic.nameIndexCannotHold(file.source, tags: pack.tags, identifier: pack.identity.identifier,
                                               at: manifest.entryLocation(file.entryIndex))
            }
        }
    }

    /// One diagnostic per bad tag, at its first declaration or use.
    private func tagDiagnostics(allowingSlash: Bool = false) -> [Diagnostic] {
        var seen = Set<String>()
        var diagnostics: [Diagnostic] = []
        let uses = manifest.tags.map { ($0.name, $0.location) }
            + manifest.resources.flatMap { entry in entry.tags.map { ($0, entry.location) } }
        for (tag, location) in uses where seen.insert(tag).inserted {
            if tag.unicodeScalars.contains(where: MessageText.isControl) {
                diagnostics.append(.tagWithControlCharacter(tag, at: location ?? manifest.location))
            } else if tag.contains("/") && !allowingSlash {
                diagnostics.append(.tagWithSlash(tag, at: location ?? manifest.location))
            }
        }
        return diagnostics
    }

    private func identifierDiagnostics(_ plan: PackPlan) -> [Diagnostic] {
        var owners: [String: AssetPack] = [:]
        var diagnostics: [Diagnostic] = []
        for pack in plan.packs {
            if let first = owners[pack.identity.identifier] {
                diagnostics.append(.packIdentifierCollision(pack.identity.identifier, first: first.tags, second: pack.tags,
                                                            at: manifest.entryLocation(max(first.firstEntryIndex, pack.firstEntryIndex))))
            } else {
                owners[pack.identity.identifier] = pack
            }
        }
        return diagnostics
    }

    /// Paths inside one pack: its files are sorted by path, so equal paths are neighbours.
    private func pathDiagnostics(_ pack: AssetPack) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let identifier = pack.identity.identifier
        // The index (index.plist) and verify's reading of it are XML: a name XML 1.0 cannot
        // hold (most C0 control characters) would make a build whose index cannot be read.
        for file in pack.files where !XMLPropertyList.canHold(file.source) {
            diagnostics.append(.nameIndexCannotHold(file.source, tags: pack.tags, identifier: identifier,
                                                    at: manifest.entryLocation(file.entryIndex)))
        }
        for (previous, file) in zip(pack.files, pack.files.dropFirst()) where previous.packPath == file.packPath {
            diagnostics.append(.packPathCollision(file.packPath, tags: pack.tags, identifier: identifier, sources: [previous.source, file.source],
                                                  at: manifest.entryLocation(max(previous.entryIndex, file.entryIndex))))
        }
        var folders: [String: ScannedFile] = [:]
        for file in pack.files {
            var components = file.packPath.split(separator: "/").dropLast()
            while !components.isEmpty {
                let folder = components.joined(separator: "/")
                if folders[folder] == nil { folders[folder] = file }
                components.removeLast()
            }
        }
        for file in pack.files {
            let root = String(file.packPath.prefix { $0 != "/" })
            if Self.reservedPaths.contains(root) {
                diagnostics.append(.reservedPackPath(file.packPath, source: file.source, tags: pack.tags, identifier: identifier,
                                                     at: manifest.entryLocation(file.entryIndex)))
            } else if let inside = folders[file.packPath] {
                diagnostics.append(.packFileOverFolder(file.packPath, tags: pack.tags, identifier: identifier, file: file.source,
                                                       folderContent: inside.source, at: manifest.entryLocation(file.entryIndex)))
            }
        }
        return diagnostics
    }
}
