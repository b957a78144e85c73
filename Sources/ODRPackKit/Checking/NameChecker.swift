import PropertyList

/// Checks every name `build` derives from the plan, so that what lint passes, build can
/// write: tags become parts of pack folder names (no `/`, no control character), tag sets
/// become pack identifiers (two sets must not hash alike: `a:b` against `a` and `b`), and
/// files land at paths inside packs (no two at one path, no file where another needs a
/// folder, nothing at the names the pack itself uses, and nothing a host cannot hold:
/// `NameChecker+HostNames`).
struct NameChecker {
    let manifest: Manifest
    /// Where build writes a pack's files below the output folder, for the length of their paths.
    var packFolder: (AssetPack) -> String = NameChecker.defaultPackFolder

    /// The names the pack itself writes at its root.
    static let reservedPaths: Set<String> = ["Info.plist", "META-INF"]

    func check(_ plan: PackPlan) -> [Diagnostic] {
        tagDiagnostics() + identifierDiagnostics(plan) + plan.packs.flatMap(pathDiagnostics) + plan.packs.flatMap(hostDiagnostics)
    }

    /// The names a build of packs with IDs derives: tags appear in reports and the map, so
    /// no control character; the index (XML) must hold every path. Tags name no file, so
    /// `/` is fine. Files of all packs share one namespace on the device: no two at one path,
    /// no file where another needs a folder.
    func checkAssetPacks(_ plan: PackPlan) -> [Diagnostic] {
        let indexable = plan.packs.flatMap { pack in
            pack.files.filter { !XMLPropertyList.canHold($0.source) || !XMLPropertyList.canHold($0.packPath) }.map { file in
                Diagnostic.nameIndexCannotHold(
                    XMLPropertyList.canHold(file.source) ? file.packPath : file.source, tags: pack.tags,
                    identifier: pack.identity.identifier, at: manifest.entryLocation(file.entryIndex))
            }
        }
        // One namespace per platform: packs of other platforms may hold other files at one path.
        let namespaces =
            plan.platforms.isEmpty
            ? [plan.packs]
            : plan.platforms.map { platform in plan.packs.filter { $0.platforms?.contains(platform) ?? true } }
        var seen = Set<Diagnostic>()
        let collisions = namespaces.flatMap(namespaceDiagnostics).filter { seen.insert($0).inserted }
        return tagDiagnostics(allowingSlash: true) + indexable + collisions + plan.packs.flatMap(hostDiagnostics)
    }

    /// Two files at one bundle path, or a file where another needs a folder, in any two packs.
    private func namespaceDiagnostics(_ packs: [AssetPack]) -> [Diagnostic] {
        var files = packs.flatMap { pack in pack.files.map { (file: $0, pack: pack) } }
        files.sort { $0.file.packPath.utf8Precedes($1.file.packPath) }
        var diagnostics: [Diagnostic] = []
        for (previous, next) in zip(files, files.dropFirst()) where previous.file.packPath == next.file.packPath {
            diagnostics.append(
                .bundlePathCollision(
                    next.file.packPath, sources: [previous.file.source, next.file.source],
                    packs: [previous.pack.identity.identifier, next.pack.identity.identifier],
                    at: manifest.entryLocation(max(previous.file.entryIndex, next.file.entryIndex))))
        }
        let folders = Dictionary(
            files.flatMap { entry in
                entry.file.packPath.split(separator: "/").dropLast().indices.map { end in
                    (entry.file.packPath.split(separator: "/")[...end].joined(separator: "/"), entry)
                }
            }
        ) { first, _ in first }
        for entry in files {
            if let inside = folders[entry.file.packPath] {
                diagnostics.append(
                    .bundleFileOverFolder(
                        entry.file.packPath, file: entry.file.source, folderContent: inside.file.source,
                        packs: [entry.pack.identity.identifier, inside.pack.identity.identifier],
                        at: manifest.entryLocation(entry.file.entryIndex)))
            }
        }
        return diagnostics
    }

    /// One diagnostic per bad tag, at its first declaration or use.
    private func tagDiagnostics(allowingSlash: Bool = false) -> [Diagnostic] {
        var seen = Set<String>()
        var respelled = Set<[UInt8]>()
        var diagnostics: [Diagnostic] = []
        // Visited in place: a list of every use would copy a location per resource.
        func use(_ tag: String, at location: SourceLocation?) {
            let (inserted, first) = seen.insert(tag)
            guard inserted else {
                // Swift's equality is canonical equivalence: `é` and `e` + U+0301 are one String,
                // but two tags to Xcode and NSBundleResourceRequest, which compare the code units.
                if !first.utf8.elementsEqual(tag.utf8), respelled.insert(Array(tag.utf8)).inserted {
                    diagnostics.append(.tagSpelledTwoWays(first, tag, at: location ?? manifest.location))
                }
                return
            }
            // Bidirectional controls too: a tag must read as what it holds, in reports and in generated source.
            if tag.unicodeScalars.contains(where: MessageText.needsEscape) {
                diagnostics.append(.tagWithControlCharacter(tag, at: location ?? manifest.location))
            } else if tag.contains("/") && !allowingSlash {
                diagnostics.append(.tagWithSlash(tag, at: location ?? manifest.location))
            }
        }
        for declaration in manifest.tags { use(declaration.name, at: declaration.location) }
        for entry in manifest.resources {
            for tag in entry.tags { use(tag, at: entry.location) }
        }
        return diagnostics
    }

    private func identifierDiagnostics(_ plan: PackPlan) -> [Diagnostic] {
        var owners: [String: AssetPack] = [:]
        var diagnostics: [Diagnostic] = []
        for pack in plan.packs {
            if let first = owners[pack.identity.identifier] {
                diagnostics.append(
                    .packIdentifierCollision(
                        pack.identity.identifier, first: first.tags, second: pack.tags,
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
            diagnostics.append(
                .nameIndexCannotHold(
                    file.source, tags: pack.tags, identifier: identifier,
                    at: manifest.entryLocation(file.entryIndex)))
        }
        for (previous, file) in zip(pack.files, pack.files.dropFirst()) where previous.packPath == file.packPath {
            diagnostics.append(
                .packPathCollision(
                    file.packPath, tags: pack.tags, identifier: identifier, sources: [previous.source, file.source],
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
                diagnostics.append(
                    .reservedPackPath(
                        file.packPath, source: file.source, tags: pack.tags, identifier: identifier,
                        at: manifest.entryLocation(file.entryIndex)))
            } else if let inside = folders[file.packPath] {
                diagnostics.append(
                    .packFileOverFolder(
                        file.packPath, tags: pack.tags, identifier: identifier, file: file.source,
                        folderContent: inside.source, at: manifest.entryLocation(file.entryIndex)))
            }
        }
        return diagnostics
    }
}
