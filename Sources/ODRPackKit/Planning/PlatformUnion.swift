/// Unites the plans of one app's platform targets (`--target` for each, `--all-targets`) into
/// one plan, for a delivery whose packs are the app record's (Background Assets: one record,
/// 100 IDs for every platform; docs/background-assets.md, "One app, several platforms").
///
/// A file -- its source and its bundle path -- is the same content on every platform that
/// packs it. For each file, the platforms are grouped by the tag set they give it, and each
/// (tag set, platforms) is a partition: a file tagged alike on iOS and tvOS is stored once, in
/// a partition of both platforms; a file only iOS packs, or that tvOS tags otherwise, is in a
/// partition of its own platforms. So an ID names the same content on every platform it lists,
/// and content that differs never shares one. Each target's manifest is kept whole in the
/// united one (its entries after the previous target's), so every location stays exact.
enum PlatformUnion {
    /// One target's read, scan and partitions.
    struct Target {
        var manifest: Manifest
        var scan: ResourceScan
        var plan: PackPlan
    }

    /// The united manifest, scan and plan, and the tags whose category differs between platforms.
    static func unite(_ targets: [Target]) -> (manifest: Manifest, scan: ResourceScan, plan: PackPlan, diagnostics: [Diagnostic]) {
        let manifest = united(targets.map(\.manifest))
        var offsets: [Int] = []
        var offset = 0
        for target in targets {
            offsets.append(offset)
            offset += target.manifest.resources.count
        }
        let platforms = targets.compactMap(\.manifest.platform).sorted()
        var partitions = Partitions(platforms: platforms, bundleIdentifier: manifest.bundleIdentifier)
        for (target, offset) in zip(targets, offsets) {
            for pack in target.plan.packs { partitions.add(pack, platform: target.manifest.platform ?? "", offset: offset) }
        }
        var scan = ResourceScan(baseDirectory: targets[0].scan.baseDirectory)
        for (target, offset) in zip(targets, offsets) {
            scan.taggedFiles += target.scan.taggedFiles.map { file in
                var moved = file
                moved.entryIndex += offset
                return moved
            }
            scan.missingEntries += target.scan.missingEntries.map { $0 + offset }
            scan.gitLFSPointers.formUnion(target.scan.gitLFSPointers)
            scan.diagnostics += target.scan.diagnostics.filter { !scan.diagnostics.contains($0) }
        }
        scan.untaggedFiles =
            targets.max { $0.scan.untaggedFiles.sizeSum(\.size) < $1.scan.untaggedFiles.sizeSum(\.size) }?.scan.untaggedFiles ?? []
        let packs = partitions.packs()
        var plan = targets[0].plan
        plan.packs = packs
        plan.platforms = platforms
        plan.targetPlatform = nil
        plan.platformTargets = zip(targets, offsets).map { target, offset in
            PlatformTarget(
                platform: target.manifest.platform ?? "", name: target.manifest.target,
                entries: offset..<offset + target.manifest.resources.count)
        }
        plan.tags = tagSummaries(targets.map(\.plan), packs: packs)
        let early = Set(plan.tags.filter { $0.category != .onDemand }.map(\.name))
        plan.initialAndPrefetchPacks = packs.filter { !early.isDisjoint(with: $0.tags) }.map(\.identity.identifier)
        plan.appBundleBytes = scan.untaggedFiles.sizeSum(\.size)
        plan.appBundleFiles = scan.untaggedFiles.count
        plan.gitLFSPointers = scan.gitLFSPointers
        plan.arrangement = .unmerged(packs, categories: Dictionary(plan.tags.map { ($0.name, $0.category) }) { first, _ in first })
        return (manifest, scan, plan, categoryMismatches(targets, manifest: manifest))
    }

    /// The first target's manifest with every target's entries, tag declarations and sources.
    static func united(_ manifests: [Manifest]) -> Manifest {
        var united = manifests[0]
        united.resources = manifests.flatMap(\.resources)
        united.emptyPackTagSets = Array(Set(manifests.flatMap(\.emptyPackTagSets)))
        united.sourceFiles = Array(Set(manifests.flatMap(\.sourceFiles))).sorted()
        var declared = Set(united.tags.map(\.name))
        for declaration in manifests.dropFirst().flatMap(\.tags) where declared.insert(declaration.name).inserted {
            united.tags.append(declaration)
        }
        united.target = manifests.compactMap(\.target).joined(separator: ", ")
        united.platform = nil
        return united
    }

    /// Every tag and the packs holding its files on any platform; its category is the one its
    /// platforms agree on (else `platform-category-mismatch`, and the first target's).
    static func tagSummaries(_ plans: [PackPlan], packs: [AssetPack]) -> [TagSummary] {
        var byTag: [String: [AssetPack]] = [:]
        for pack in packs { for tag in pack.tags { byTag[tag, default: []].append(pack) } }
        var summaries: [String: TagSummary] = [:]
        for plan in plans { for tag in plan.tags where summaries[tag.name] == nil { summaries[tag.name] = tag } }
        return summaries.keys.sorted().map { name in
            var summary = summaries[name]!
            let holding = byTag[name] ?? []
            summary.packs = holding.map(\.identity.identifier).sorted()
            summary.bytes = holding.sizeSum(\.bytes)
            return summary
        }
    }

    /// A tag whose category differs between targets that pack it: its packs' policy would be
    /// one platform's choice on the other.
    static func categoryMismatches(_ targets: [Target], manifest: Manifest) -> [Diagnostic] {
        var categories: [String: [(platform: String, category: TagCategory)]] = [:]
        for target in targets {
            for tag in target.plan.tags where !tag.packs.isEmpty {
                categories[tag.name, default: []].append((target.manifest.platform ?? "", tag.category))
            }
        }
        return categories.keys.sorted().compactMap { tag in
            let found = categories[tag]!
            guard Set(found.map(\.category)).count > 1 else { return nil }
            let location = manifest.tags.first { $0.name == tag }?.location ?? manifest.location
            return .platformCategoryMismatch(tag, categories: found, at: location)
        }
    }
}

/// The partitions being made: each file's tag set on each platform, grouped.
private struct Partitions {
    let platforms: [String]
    let bundleIdentifier: String
    /// Each file (source and bundle path): the file, and its tag set on each platform.
    private var files: [String: (file: ScannedFile, tags: [String: [String]])] = [:]
    private var order: [String] = []
    /// Packs of no file (missing entries, Xcode's compiled items), by tag set and platform.
    private var empty: [[String]: (platforms: Set<String>, pack: AssetPack)] = [:]

    init(platforms: [String], bundleIdentifier: String) {
        self.platforms = platforms
        self.bundleIdentifier = bundleIdentifier
    }

    mutating func add(_ pack: AssetPack, platform: String, offset: Int) {
        if pack.files.isEmpty {
            var moved = pack
            moved.firstEntryIndex += offset
            var entry = empty[pack.tags] ?? ([], moved)
            entry.platforms.insert(platform)
            entry.pack.missingEntries = max(entry.pack.missingEntries, pack.missingEntries)
            empty[pack.tags] = entry
            return
        }
        for file in pack.files {
            let key = file.source + "\u{0}" + file.packPath
            if files[key] == nil {
                var moved = file
                moved.entryIndex += offset
                files[key] = (moved, [:])
                order.append(key)
            }
            files[key]?.tags[platform] = pack.tags
        }
    }

    /// One pack per (tag set, platforms): `platforms` nil where it is every platform of the app.
    func packs() -> [AssetPack] {
        var grouped: [Key: [ScannedFile]] = [:]
        for key in order {
            let (file, tags) = files[key]!
            for (tagSet, on) in Dictionary(grouping: tags.keys, by: { tags[$0]! }) {
                grouped[Key(tags: tagSet, platforms: on.sorted()), default: []].append(file)
            }
        }
        var packs = grouped.map { key, files in
            pack(
                key, files: files.sorted { $0.packPath.utf8Precedes($1.packPath) },
                firstEntry: files.map(\.entryIndex).min() ?? 0, items: [], missing: 0)
        }
        for (tags, entry) in empty where !grouped.keys.contains(where: { $0.tags == tags }) {
            packs.append(
                pack(
                    Key(tags: tags, platforms: entry.platforms.sorted()), files: [], firstEntry: entry.pack.firstEntryIndex,
                    items: entry.pack.items, missing: entry.pack.missingEntries))
        }
        return packs.sorted { $0.identity.identifier < $1.identity.identifier }
    }

    private struct Key: Hashable {
        var tags: [String]
        var platforms: [String]
    }

    /// A partition of every platform keeps Xcode's identity; one of some platforms has theirs after it.
    private func pack(_ key: Key, files: [ScannedFile], firstEntry: Int, items: [String], missing: Int) -> AssetPack {
        let everywhere = key.platforms == platforms
        var identity = PackIdentity(bundleIdentifier: bundleIdentifier, tags: key.tags)
        if !everywhere {
            identity = PackIdentity(
                id: identity.identifier + "@" + key.platforms.joined(separator: ","), tags: key.tags, tagSets: [key.tags])
        }
        var pack = AssetPack(
            identity: identity, files: files, bytes: files.sizeSum(\.size), priority: nil,
            firstEntryIndex: firstEntry, items: items, missingEntries: missing)
        pack.platforms = everywhere ? nil : key.platforms
        return pack
    }
}
