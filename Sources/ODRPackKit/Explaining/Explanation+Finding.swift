import FileSystem
import XcodeProject

extension Explanation {
    /// Explains `path` from a lint run: relative to the manifest's base folder, relative to
    /// `workingDirectory` (by default the process's), or absolute (`QueriedPath`); nil when
    /// the manifest could not be read (the result's diagnostics say why).
    ///
    /// The entry is the one the scan kept the file for (the first in manifest order, as
    /// `ScanMerger` does); the landing path is the `ScannedFile.packPath` the scan gave the file,
    /// which build writes, or, for a folder or a missing file, the same `ResourceScanner.packName`
    /// rule extended by the path below the entry.
    public static func explain(_ path: String, in result: LintResult, workingDirectory: String? = nil) -> Explanation? {
        guard let manifest = result.manifest, let plan = result.plan else { return nil }
        var explanation = Explanation(manifestFile: result.manifestFile, path: path, status: .notListed, diagnostics: [])
        let queried = QueriedPath(path, base: plan.baseDirectory, shownBase: manifest.baseDirectory, workingDirectory: workingDirectory)
        let found = queried.readings.lazy.compactMap { components in
            owner(of: components, in: manifest, plan: plan).map { (components, $0.index, $0.depth) }
        }.first
        guard let (components, index, depth) = found else {
            explanation.listedInside =
                queried.readings.lazy.map { components in
                    manifest.resources.compactMap { resource in
                        guard case .inside(let named) = RelativePath(resource.path), named.count > components.count,
                            named.starts(with: components)
                        else { return nil }
                        return resource.path
                    }
                }.first { !$0.isEmpty } ?? []
            explanation.diagnostics = [.notListed(path, manifest: result.manifestFile, tried: queried.tried, at: manifest.location)]
            return explanation
        }
        let resource = manifest.resources[index]
        let relative = components.joined(separator: "/")
        let onDisk = try? FileStatus.of(PathString.join(plan.baseDirectory, relative))
        explanation.isFolder = onDisk.map { $0.kind == .directory }
        explanation.entry = Entry(
            index: index, path: resource.path, location: resource.location, tags: resource.tags.sorted(),
            reach: depth == components.count ? .listed : .insideFolder, origins: resource.tagOrigins,
            compiledBy: compilingTool(resource.processing))
        let below = components.dropFirst(depth)
        if onDisk == nil {
            explanation.status = .missing
        } else if below.contains(where: ResourceScanner.excludedNames.contains) {
            explanation.status = .excluded
            return explanation
        } else {
            explanation.status = resource.tags.isEmpty ? .untagged : .packed
        }
        guard !resource.tags.isEmpty, let pack = pack(holding: relative, entry: index, tags: Set(resource.tags).sorted(), in: plan) else {
            return explanation
        }
        var landing: String?
        if explanation.entry?.compiledBy == nil {
            landing =
                pack.files.first { $0.source == relative }?.packPath
                ?? ([ResourceScanner.packName(for: components[depth - 1], parent: depth > 1 ? components[depth - 2] : nil)] + below)
                .joined(separator: "/")
        }
        let tagSets = plan.arrangement.partitions[pack.identity.identifier] ?? [pack.tags]
        explanation.pack = Pack(
            identifier: pack.identity.identifier, folderName: pack.identity.folderName,
            packPath: landing, tags: packTags(pack, tagSets: tagSets, in: manifest), tagSets: tagSets,
            language: pack.language)
        return explanation
    }

    /// The pack `relative` lands in: the one holding the file the entry brought in; else (a
    /// folder, a missing file) the one holding the entry's tag set, which a merge may have
    /// joined with others.
    private static func pack(holding relative: String, entry: Int, tags: [String], in plan: PackPlan) -> AssetPack? {
        if let pack = plan.packs.first(where: { $0.files.contains { $0.source == relative && $0.entryIndex == entry } }) {
            return pack
        }
        if let id = plan.arrangement.partitions.first(where: { $0.value.contains(tags) })?.key,
            let pack = plan.packs.first(where: { $0.identity.identifier == id })
        {
            return pack
        }
        return plan.packs.first { $0.identity.tags == tags }
    }

    /// The entry that brings in `components` and how many of them it names: the entry of the
    /// planned file when the scan packed it, else the first entry at or above the path.
    private static func owner(of components: [String], in manifest: Manifest, plan: PackPlan) -> (index: Int, depth: Int)? {
        let relative = components.joined(separator: "/")
        var first: (index: Int, depth: Int)?
        for (index, resource) in manifest.resources.enumerated() {
            guard case .inside(let named) = RelativePath(resource.path), named.count <= components.count,
                components.starts(with: named)
            else { continue }
            if first == nil { first = (index, named.count) }
            if !resource.tags.isEmpty, plan.packs.contains(where: { $0.files.contains { $0.source == relative && $0.entryIndex == index } })
            {
                return (index, named.count)
            }
        }
        return first
    }

    /// Every tag of `pack` with the entries that carry it, among those whose tag set is one of
    /// the pack's (`tagSets`: one, or those a merge joined).
    private static func packTags(_ pack: AssetPack, tagSets: [[String]], in manifest: Manifest) -> [PackTag] {
        let sets = Set(tagSets)
        let members = manifest.resources.indices.filter { sets.contains(Set(manifest.resources[$0].tags).sorted()) }
        return pack.tags.map { tag in
            PackTag(
                name: tag,
                reasons: members.filter { manifest.resources[$0].tags.contains(tag) }.flatMap { index in
                    let resource = manifest.resources[index]
                    let origins = resource.tagOrigins.filter { $0.tags.contains(tag) }
                    if origins.isEmpty { return [Reason(entry: resource.path, index: index, origin: nil, location: resource.location)] }
                    return origins.map {
                        Reason(entry: resource.path, index: index, origin: $0, location: $0.location ?? resource.location)
                    }
                })
        }
    }

    private static func compilingTool(_ rule: ResourceRule) -> String? {
        if case .compiled(let tool) = rule { return tool.name }
        return nil
    }
}
