import FileSystem

/// Groups tagged files into one asset pack per distinct tag set (as Xcode does), so a
/// file shared by several tags is stored once, and sums what each tag downloads.
public enum Partitioner {
    /// Builds the plan for `manifest` from the files `scan` found, for `delivery`, which
    /// arranges it next.
    static func plan(_ manifest: Manifest, scan: ResourceScan, delivery: any PlanDelivery) -> PackPlan {
        // Files are grouped by index, not copied: a large project has 100,000 of them. Each
        // entry's tag list is looked up once; entries with the same list share a group.
        var groups = GroupIndex(manifest: manifest)
        for (position, file) in scan.taggedFiles.enumerated() {
            groups.groups[groups.index(ofEntry: file.entryIndex)].files.append(position)
        }
        // A tagged entry whose files are missing still plans its pack: CI sees the whole plan
        // before generated or fetched files exist.
        for entry in scan.missingEntries where !manifest.resources[entry].tags.isEmpty {
            groups.groups[groups.index(ofEntry: entry)].missing += 1
        }
        // Xcode makes the packs of tags whose content it compiles into the app, empty.
        for tags in manifest.emptyPackTagSets {
            groups.groups[groups.index(ofTags: tags)].items.insert("")
        }
        let priorities = PackPriority(manifest: manifest)
        let packs = groups.groups.map { group in
            let files = group.files.map { scan.taggedFiles[$0] }
            return AssetPack(
                identity: PackIdentity(bundleIdentifier: manifest.bundleIdentifier, tags: group.tags),
                files: files.sorted { $0.packPath.utf8Precedes($1.packPath) },
                bytes: files.sizeSum(\.size),
                priority: priorities.priority(of: group.tags),
                firstEntryIndex: group.entries.min() ?? 0,
                items: group.items.sorted { $0.utf8Precedes($1) },
                missingEntries: group.missing
            )
        }.sorted { $0.identity.identifier < $1.identity.identifier }
        let tags = tagSummaries(manifest, packs: packs)
        let earlyTags = Set(tags.filter { $0.category != .onDemand }.map(\.name))
        let earlyPacks = packs.filter { !earlyTags.isDisjoint(with: $0.tags) }.map(\.identity.identifier)
        var plan = PackPlan(
            bundleIdentifier: manifest.bundleIdentifier, baseDirectory: scan.baseDirectory,
            packs: packs, tags: tags,
            appBundleBytes: scan.untaggedFiles.sizeSum(\.size),
            appBundleFiles: scan.untaggedFiles.count,
            initialAndPrefetchPacks: earlyPacks,
            gitLFSPointers: scan.gitLFSPointers, delivery: delivery
        )
        plan.arrangement = .unmerged(packs, categories: Dictionary(tags.map { ($0.name, $0.category) }) { first, _ in first })
        plan.targetPlatform = manifest.platform
        return plan
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
                bytes: tagPacks.sizeSum(\.bytes)
            )
        }
    }
}

/// The packs being planned, by tag set, with each entry's group found once (a large
/// project has 100,000 entries; entries with the same tags share a group).
private struct GroupIndex {
    struct Group {
        var tags: [String]
        var files: [Int] = []
        var entries = Set<Int>()
        var items = Set<String>()
        var missing = 0
    }

    let manifest: Manifest
    var groups: [Group] = []
    private var groupOfEntry: [Int]
    private var groupOfTags: [[String]: Int] = [:]

    init(manifest: Manifest) {
        self.manifest = manifest
        groupOfEntry = [Int](repeating: -1, count: manifest.resources.count)
    }

    /// The group of entry `entry`, made on first use, with the item Xcode records for it.
    mutating func index(ofEntry entry: Int) -> Int {
        if groupOfEntry[entry] >= 0 { return groupOfEntry[entry] }
        let resource = manifest.resources[entry]
        let group = index(ofTags: resource.tags.sorted())
        groupOfEntry[entry] = group
        groups[group].entries.insert(entry)
        if let item = ResourceScanner.recordedItem(for: resource) { groups[group].items.insert(item) }
        return group
    }

    /// The group of a sorted tag set, made on first use.
    mutating func index(ofTags tags: [String]) -> Int {
        if let group = groupOfTags[tags] { return group }
        groupOfTags[tags] = groups.count
        groups.append(Group(tags: tags))
        return groups.count - 1
    }
}
