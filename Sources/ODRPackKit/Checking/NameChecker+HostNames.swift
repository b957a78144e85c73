/// What the hosts a build's output lands on cannot hold in the paths of one pack
/// (`HostFileName`), found before anything is written, in every delivery:
///
/// - a file or folder name over 255 bytes, which build could not create (`unwritable-name`);
/// - a path below the output folder (the pack's folder, `packFolder`, then its path inside the
///   pack) over 1,023 bytes, which a Mac cannot open (`unwritable-name`), once per folder;
/// - two paths that differ only in case or Unicode normalization, one file on macOS and
///   Windows, so a checkout of the pack holds one of them (`pack-path-collision`), once per
///   pair of spellings.
extension NameChecker {
    /// The pack's folder below the output folder, as build writes it by default: `packs/<folder name>/`.
    static func defaultPackFolder(_ pack: AssetPack) -> String {
        "packs/" + pack.identity.folderName + "/"
    }

    /// Every name and path of `pack` some host cannot hold.
    func hostDiagnostics(_ pack: AssetPack) -> [Diagnostic] {
        lengthDiagnostics(pack) + caseDiagnostics(pack)
    }

    private func lengthDiagnostics(_ pack: AssetPack) -> [Diagnostic] {
        let folder = packFolder(pack)
        var diagnostics: [Diagnostic] = []
        var reported: Set<Substring> = []
        var longPaths: [Substring: (file: ScannedFile, count: Int, bytes: Int)] = [:]
        for file in pack.files {
            let path = file.packPath
            if path.utf8.count > HostFileName.maximumNameBytes,
                let long = HostFileName.components(Substring(path)).first(where: { $0.utf8.count > HostFileName.maximumNameBytes })
            {
                if reported.insert(Substring(path.utf8[..<long.endIndex])).inserted {
                    diagnostics.append(.nameTooLong(String(long), in: path, pack: pack, at: manifest.entryLocation(file.entryIndex)))
                }
                continue
            }
            let bytes = folder.utf8.count + path.utf8.count
            guard bytes > HostFileName.maximumPathBytes else { continue }
            let parent = HostFileName.parent(Substring(path))
            let found = longPaths[parent] ?? (file, 0, 0)
            longPaths[parent] = (found.file, found.count + 1, max(found.bytes, bytes))
        }
        for (_, found) in longPaths.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
            diagnostics.append(
                .pathTooLong(
                    folder + found.file.packPath, bytes: found.bytes, files: found.count, pack: pack,
                    at: manifest.entryLocation(found.file.entryIndex)))
        }
        return diagnostics
    }

    private func caseDiagnostics(_ pack: AssetPack) -> [Diagnostic] {
        var first: [String: (spelling: Substring, file: ScannedFile)] = [:]
        var reported: Set<String> = []
        var diagnostics: [Diagnostic] = []
        for file in pack.files {
            let path = file.packPath
            var key = ""
            for component in HostFileName.components(Substring(path)) {
                key += (key.isEmpty ? "" : "/") + HostFileName.caseKey(component)
                let spelling = Substring(path.utf8[..<component.endIndex])
                guard let seen = first[key] else {
                    first[key] = (spelling, file)
                    continue
                }
                if !seen.spelling.utf8.elementsEqual(spelling.utf8) {
                    if reported.insert(key).inserted {
                        diagnostics.append(
                            .packPathCaseCollision(
                                [String(seen.spelling), String(spelling)], sources: [seen.file.source, file.source],
                                pack: pack, at: manifest.entryLocation(file.entryIndex)))
                    }
                    break
                }
            }
        }
        return diagnostics
    }
}
