import FileSystem

/// Groups tagged files into one asset pack per distinct tag set (as Xcode does), so a
/// file shared by several tags is stored once, and sums what each tag downloads.
public enum Partitioner {
    /// Builds the plan for `manifest` from the files `scan` found.
    public static func plan(_ manifest: Manifest, scan: ResourceScan) -> PackPlan {
        // Files are grouped by index, not copied: a large project has 100,000 of them. Each
        // entry's tag list is looked up once; entries with the same list share a group.
        var groupOfEntry = [Int](repeating: -1, count: manifest.resources.count)
        var groupOfTags: [[String]: Int] = [:]
        var groups: [(tags: [String], files: [Int])] = []
        for (position, file) in scan.taggedFiles.enumerated() {
            var group = groupOfEntry[file.entryIndex]
            if group < 0 {
                let tags = manifest.resources[file.entryIndex].tags.sorted()
                group = groupOfTags[tags] ?? groups.count
                if group == groups.count {
                    groupOfTags[tags] = group
                    groups.append((tags, []))
                }
                groupOfEntry[file.entryIndex] = group
            }
            groups[group].files.append(position)
        }
        let priorities = PackPriority(manifest: manifest)
        let packs = groups.map { group in
            let files = group.files.map { scan.taggedFiles[$0] }
            return AssetPack(
                identity: PackIdentity(bundleIdentifier: manifest.bundleIdentifier, tags: group.tags),
                files: files.sorted { $0.packPath.utf8Precedes($1.packPath) },
                bytes: files.reduce(0) { $0 + $1.size },
                priority: priorities.priority(of: group.tags),
                firstEntryIndex: files.map(\.entryIndex).min() ?? 0
            )
        }.sorted { $0.identity.identifier < $1.identity.identifier }
        let tags = tagSummaries(manifest, packs: packs)
        let earlyTags = Set(tags.filter { $0.category != .onDemand }.map(\.name))
        let earlyPacks = packs.filter { !earlyTags.isDisjoint(with: $0.tags) }.map(\.identity.identifier)
        return PackPlan(
            bundleIdentifier: manifest.bundleIdentifier, baseDirectory: scan.baseDirectory,
            packs: packs, tags: tags,
            appBundleBytes: scan.untaggedFiles.reduce(0) { $0 + $1.size },
            appBundleFiles: scan.untaggedFiles.count,
            initialAndPrefetchPacks: earlyPacks
        )
    }

    /// One summary per tag, in time linear in the number of tags and entries.
    private static func tagSummaries(_ manifest: Manifest, packs: [AssetPack]) -> [TagSummary] {
        var names = Set(manifest.tags.map(\.name))
        for entry in manifest.resources { names.formUnion(entry.tags) }
        var packsByTag: [String: [AssetPack]] = [:]
        for pack in packs {
            for tag in pack.tags { packsByTag[tag, default: []].append(pack) }
        }
        let declarations = Dictionary(manifest.tags.map { ($0.name, $0) }) { first, _ in first }
        let prefetchIndex = Dictionary(manifest.prefetchOrder.enumerated().map { ($1, $0) }) { first, _ in first }
        return names.sorted().map { name in
            let declaration = declarations[name]
            let tagPacks = packsByTag[name] ?? []
            return TagSummary(
                name: name, category: declaration?.category ?? .onDemand,
                prefetchIndex: prefetchIndex[name],
                preservationPriority: declaration?.preservationPriority,
                packs: tagPacks.map(\.identity.identifier).sorted(),
                bytes: tagPacks.reduce(0) { $0 + $1.bytes }
            )
        }
    }
}
