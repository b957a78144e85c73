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
        // A plan of several platform targets is explained on each platform by its target's own
        // entries and the pack of that platform; the path stands as the first target listing it says.
        let scopes =
            plan.platformTargets.count > 1
            ? plan.platformTargets.map { Scope(entries: $0.entries, platform: $0.platform, target: $0.name, all: plan.platformTargets) }
            : [Scope(entries: manifest.resources.indices, platform: nil, target: nil, all: [])]
        let placements = scopes.map { place(queried, scope: $0, manifest: manifest, plan: plan) }
        guard let first = placements.compactMap(\.self).first else {
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
        explanation.status = first.status
        explanation.isFolder = first.isFolder
        explanation.entry = first.entry
        explanation.pack = first.pack
        if scopes.count > 1 {
            explanation.platforms = zip(scopes, placements).map { scope, placed in
                OnPlatform(
                    platform: scope.platform ?? "", target: scope.target, status: placed?.status ?? .notListed,
                    entry: placed?.entry, pack: placed?.pack)
            }
        }
        return explanation
    }

    /// The entries a path is explained by: every entry of a plan of one target or manifest, or
    /// one platform target's (`PackPlan.platformTargets`).
    private struct Scope {
        var entries: Range<Int>
        var platform: String?
        var target: String?
        /// Every platform target of the plan, to tell which of them a pack's reasons come from.
        var all: [PlatformTarget]

        /// Whether `pack` is a pack of this scope's platform.
        func serves(_ pack: AssetPack) -> Bool {
            guard let platform, let platforms = pack.platforms else { return true }
            return platforms.contains(platform)
        }

        /// Whether entry `index` is of a target whose platform `pack` serves.
        func gives(_ pack: AssetPack, entry index: Int) -> Bool {
            guard let platforms = pack.platforms, !all.isEmpty else { return true }
            return all.contains { platforms.contains($0.platform) && $0.entries.contains(index) }
        }
    }

    /// Where the path stands by `scope`'s entries; nil when none of them reaches it.
    private static func place(_ queried: QueriedPath, scope: Scope, manifest: Manifest, plan: PackPlan) -> Placement? {
        let found = queried.readings.lazy.compactMap { components in
            owner(of: components, in: manifest, plan: plan, scope: scope).map { (components, $0.index, $0.depth) }
        }.first
        guard let (components, index, depth) = found else { return nil }
        let resource = manifest.resources[index]
        let relative = components.joined(separator: "/")
        let onDisk = try? FileStatus.of(PathString.join(plan.baseDirectory, relative))
        var placed = Placement(status: .notListed, isFolder: onDisk.map { $0.kind == .directory })
        placed.entry = Entry(
            index: index, path: resource.path, location: resource.location, tags: resource.tags.sorted(),
            reach: depth == components.count ? .listed : .insideFolder, origins: resource.tagOrigins,
            compiledBy: compilingTool(resource.processing))
        let below = components.dropFirst(depth)
        if onDisk == nil {
            placed.status = .missing
        } else if below.contains(where: ResourceScanner.excludedNames.contains) {
            placed.status = .excluded
            return placed
        } else {
            placed.status = resource.tags.isEmpty ? .untagged : .packed
        }
        guard !resource.tags.isEmpty,
            let pack = pack(holding: relative, entry: index, tags: Set(resource.tags).sorted(), in: plan, scope: scope)
        else {
            return placed
        }
        var landing: String?
        if placed.entry?.compiledBy == nil {
            landing =
                pack.files.first { $0.source == relative }?.packPath
                ?? ([ResourceScanner.packName(for: components[depth - 1], parent: depth > 1 ? components[depth - 2] : nil)] + below)
                .joined(separator: "/")
        }
        let tagSets = plan.arrangement.partitions[pack.identity.identifier] ?? [pack.tags]
        placed.pack = Pack(
            identifier: pack.identity.identifier, folderName: pack.identity.folderName,
            packPath: landing, tags: packTags(pack, tagSets: tagSets, in: manifest, plan: plan, scope: scope), tagSets: tagSets,
            language: pack.language)
        return placed
    }

    /// Where the path stands by one scope's entries.
    private struct Placement {
        var status: Status
        var isFolder: Bool?
        var entry: Entry?
        var pack: Pack?
    }

    /// The pack `relative` lands in: the one holding the file the entry brought in; else (a
    /// folder, a missing file) the one holding the entry's tag set, which a merge may have
    /// joined with others.
    /// On one platform of several, the pack of that platform holding the file (a file has one tag
    /// set, so one pack, on each platform).
    private static func pack(holding relative: String, entry: Int, tags: [String], in plan: PackPlan, scope: Scope) -> AssetPack? {
        let packs = plan.packs.lazy.filter(scope.serves)
        let holding =
            scope.platform == nil
            ? packs.first { $0.files.contains { $0.source == relative && $0.entryIndex == entry } }
            : packs.first { $0.files.contains { $0.source == relative } }
        if let holding { return holding }
        if let pack = packs.first(where: { (plan.arrangement.partitions[$0.identity.identifier] ?? [$0.tags]).contains(tags) }) {
            return pack
        }
        return packs.first { $0.identity.tags == tags }
    }

    /// The entry of `scope` that brings in `components` and how many of them it names: the
    /// entry of the planned file when the scan packed it, else the first entry at or above the
    /// path. On one platform of several (whose files keep the first target's entry), the first
    /// entry whose tag set is one the platform's pack of the file holds.
    private static func owner(of components: [String], in manifest: Manifest, plan: PackPlan, scope: Scope) -> (index: Int, depth: Int)? {
        let relative = components.joined(separator: "/")
        let held: Set<[String]>? =
            scope.platform == nil
            ? nil
            : plan.packs.first { scope.serves($0) && $0.files.contains { $0.source == relative } }.map {
                Set(plan.arrangement.partitions[$0.identity.identifier] ?? [$0.tags])
            }
        var first: (index: Int, depth: Int)?
        for index in scope.entries {
            let resource = manifest.resources[index]
            guard case .inside(let named) = RelativePath(resource.path), named.count <= components.count,
                components.starts(with: named)
            else { continue }
            if first == nil { first = (index, named.count) }
            guard !resource.tags.isEmpty else { continue }
            let packed =
                if let held { held.contains(Set(resource.tags).sorted()) } else {
                    plan.packs.contains { $0.files.contains { $0.source == relative && $0.entryIndex == index } }
                }
            if packed { return (index, named.count) }
        }
        return first
    }

    /// Every tag of `pack` with the entries that carry it, among those whose tag set is one of
    /// the pack's (`tagSets`: one, or those a merge joined). In a plan of several platform
    /// targets, only the entries of targets whose platforms the pack serves, and whose files
    /// land in it rather than in another pack of their tag set: content one platform alone packs
    /// is in a pack of that platform, whose entries do not give the shared pack its tags.
    private static func packTags(
        _ pack: AssetPack, tagSets: [[String]], in manifest: Manifest, plan: PackPlan, scope: Scope
    ) -> [PackTag] {
        let sets = Set(tagSets)
        var lands: (Int) -> Bool = { _ in true }
        if !scope.all.isEmpty {
            let here = reached(by: [pack])
            let elsewhere = reached(
                by: plan.packs.filter { other in
                    other.identity.identifier != pack.identity.identifier
                        && !sets.isDisjoint(with: plan.arrangement.partitions[other.identity.identifier] ?? [other.tags])
                })
            lands = { index in
                guard case .inside(let named) = RelativePath(manifest.resources[index].path) else { return true }
                let path = named.joined(separator: "/")
                return here.contains(path) || !elsewhere.contains(path)
            }
        }
        let members = manifest.resources.indices.filter {
            scope.gives(pack, entry: $0) && sets.contains(Set(manifest.resources[$0].tags).sorted()) && lands($0)
        }
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

    /// The sources of `packs`' files and every folder above them.
    private static func reached(by packs: [AssetPack]) -> Set<String> {
        var paths = Set<String>()
        for file in packs.lazy.flatMap(\.files) {
            var path = Substring(file.source)
            guard paths.insert(String(path)).inserted else { continue }
            while let slash = path.lastIndex(of: "/") {
                path = path[..<slash]
                if !paths.insert(String(path)).inserted { break }
            }
        }
        return paths
    }

    private static func compilingTool(_ rule: ResourceRule) -> String? {
        if case .compiled(let tool) = rule { return tool.name }
        return nil
    }
}
