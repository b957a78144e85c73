/// Texture-format folders for a delivery whose store does not choose among them (On-Demand
/// Resources, Background Assets): a pack would hold every format, and a device would
/// download them all. The manifest names the one to keep (`texture-format`, see
/// `TextureFormat`); without it, each group of such folders is `texture-format-folder`.
///
/// With `texture-format="astc"`, the files of `hero#tcf_astc/` land in `hero/` (the key is
/// removed from the path, as bundletool's suffix stripping does), the other formats' files
/// are left out, and so are the fallback folder's, which the kept format replaces; a group
/// without that format keeps its fallback. With `texture-format="fallback"`, every targeted
/// folder is left out and the fallback folders stay. Only tagged files are looked at: the
/// app bundle's content is the app's build's. A tag whose files are all left out would be in
/// the app's code with no pack to download: an error naming the formats its files are in.
enum TextureFormatFolders {
    /// A group of folders: the fallback folder's path, the formats beside it, and the entry
    /// of its first file (where it is reported).
    struct Group {
        var formats: Set<String> = []
        var entryIndex: Int
        var hasFallbackFiles = false
    }

    /// `scan` with the files of the kept format only, and a diagnostic per group that cannot
    /// be resolved; `delivery` names the delivery in messages.
    static func select(_ scan: ResourceScan, manifest: Manifest, delivery: String) -> ResourceScan {
        var groups = groups(in: scan.taggedFiles)
        guard !groups.isEmpty else { return scan }
        var result = scan
        guard let chosen = manifest.textureFormat else {
            result.diagnostics += groups.sorted { $0.key.utf8Precedes($1.key) }.map { folder, group in
                .textureFormatFolder(
                    folder, formats: group.formats.sorted(), delivery: delivery, at: manifest.entryLocation(group.entryIndex))
            }
            return result
        }
        for file in scan.taggedFiles where TextureFormat.targeting(ofFile: file.packPath) == nil {
            if let folder = group(of: file.packPath, in: groups) { groups[folder]?.hasFallbackFiles = true }
        }
        let keepsFormat = chosen != TextureFormat.fallback
        result.taggedFiles = scan.taggedFiles.compactMap { file in
            if let targeting = TextureFormat.targeting(ofFile: file.packPath) {
                guard keepsFormat, targeting.format == chosen else { return nil }
                var kept = file
                var components = file.packPath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
                components[targeting.position] = TextureFormat.strippingFormat(fromFolder: Substring(components[targeting.position]))
                kept.packPath = components.joined(separator: "/")
                return kept
            }
            if keepsFormat, let folder = group(of: file.packPath, in: groups), groups[folder]?.formats.contains(chosen) == true {
                return nil
            }
            return file
        }
        for (folder, group) in groups.sorted(by: { $0.key.utf8Precedes($1.key) })
        where !group.hasFallbackFiles && !(keepsFormat && group.formats.contains(chosen)) {
            result.diagnostics.append(
                .textureFormatMissing(
                    folder, format: chosen, formats: group.formats.sorted(),
                    at: manifest.entryLocation(group.entryIndex)))
        }
        result.diagnostics += emptiedTags(before: scan.taggedFiles, after: result.taggedFiles, manifest: manifest).map { tag in
            .textureFormatEmptiesTag(tag.name, format: chosen, formats: tag.formats.sorted(), at: tag.location)
        }
        return result
    }

    /// The tags all of whose files the kept format leaves out, with the formats their files
    /// are in (`fallback` for fallback folders): the app would ask for a tag no pack holds.
    static func emptiedTags(
        before: [ScannedFile], after: [ScannedFile], manifest: Manifest
    )
        -> [(name: String, formats: Set<String>, location: SourceLocation?)]
    {
        let kept = Set(after.flatMap { manifest.resources[$0.entryIndex].tags })
        var emptied: [String: (formats: Set<String>, entryIndex: Int)] = [:]
        for file in before {
            for tag in manifest.resources[file.entryIndex].tags where !kept.contains(tag) {
                let format = TextureFormat.targeting(ofFile: file.packPath)?.format ?? TextureFormat.fallback
                emptied[tag, default: ([], file.entryIndex)].formats.insert(format)
            }
        }
        return emptied.sorted { $0.key.utf8Precedes($1.key) }.map { tag, found in
            let declared = manifest.tags.first { $0.name == tag }?.location
            return (tag, found.formats, declared ?? manifest.entryLocation(found.entryIndex))
        }
    }

    /// The groups of targeted folders among `files`, by fallback folder.
    static func groups(in files: [ScannedFile]) -> [String: Group] {
        var groups: [String: Group] = [:]
        for file in files {
            guard let targeting = TextureFormat.targeting(ofFile: file.packPath) else { continue }
            groups[targeting.fallbackFolder, default: Group(entryIndex: file.entryIndex)].formats.insert(targeting.format)
        }
        return groups
    }

    /// The group whose fallback folder holds the file at `path`, if any.
    private static func group(of path: String, in groups: [String: Group]) -> String? {
        var folder = Substring(path)
        while let slash = folder.lastIndex(of: "/") {
            folder = folder[..<slash]
            if groups[String(folder)] != nil { return String(folder) }
        }
        return nil
    }
}
