/// The partitions as `PackMerger` takes them: tags as numbers, sizes and stages.
struct MergeInput {
    /// The tags, sorted; a tag's number is its position.
    let tags: [String]
    /// One part per partition, in order.
    let parts: [PackMerger.Part]

    init(parts packs: [AssetPack], categories: [String: TagCategory]) {
        tags = Set(packs.flatMap(\.tags)).sorted()
        let numbers = Dictionary(uniqueKeysWithValues: tags.enumerated().map { ($1, $0) })
        parts = packs.map { pack in
            PackMerger.Part(tags: pack.tags.compactMap { numbers[$0] }.sorted(), bytes: pack.bytes,
                            stage: DownloadPolicy(categories: pack.tags.compactMap { categories[$0] }))
        }
    }

    /// The summary of `result`; `ids` names its groups (else the caller fills `mergedPacks`).
    func summary(_ result: PackMerger.Result, maximum: Int, ids: [String]?) -> MergeSummary {
        var added: [String: Int64] = [:]
        for (number, bytes) in result.addedBytesByTag.enumerated() where bytes > 0 { added[tags[number]] = bytes }
        var merged: [String: [[String]]] = [:]
        if let ids {
            for (group, id) in zip(result.groups, ids) where group.count > 1 {
                merged[id] = group.map { parts[$0].tags.map { tags[$0] } }.sorted { $0.lexicographicallyPrecedes($1) }
            }
        }
        return MergeSummary(partitions: parts.count, packs: result.groups.count, maximum: maximum, mergedPacks: merged,
                            addedBytesByTag: added, addedInstallBytes: result.addedInstallBytes.values.sizeSum { $0 },
                            cost: result.cost)
    }
}

/// Names packs: the manifest's ID for one of a pack's tag sets, else one the delivery's rule
/// derives; collects the problems with the manifest's IDs.
struct PackNaming {
    let manifest: Manifest
    let rule: any PackNamingRule
    /// The manifest's IDs by tag set.
    private var named: [[String]: PackIDDeclaration] = [:]
    private(set) var diagnostics: [Diagnostic] = []

    init(manifest: Manifest, rule: any PackNamingRule, tagSets: [[String]]) {
        self.manifest = manifest
        self.rule = rule
        let existing = Set(tagSets)
        for declaration in manifest.packIDs {
            let location = declaration.location ?? manifest.location
            if !rule.isValid(declaration.id) {
                diagnostics.append(.invalidPackID(declaration.id, rule: rule, at: location))
            } else if let first = named[declaration.tags] {
                diagnostics.append(.packIDDeclaredTwice(tags: declaration.tags, first: first.id, at: location))
            } else {
                named[declaration.tags] = declaration
                if !tagSets.isEmpty && !existing.contains(declaration.tags) {
                    diagnostics.append(.unusedPackID(declaration.id, tags: declaration.tags, at: location))
                }
            }
        }
    }

    /// The ID of each pack (a list of tag sets), in order, and `pack-id-collision` for two alike.
    mutating func ids(for packs: [[[String]]]) -> [String] {
        let derived = rule.derive(packs)
        var ids: [String] = []
        for (sets, fallback) in zip(packs, derived) {
            // The first by tag set wins, whatever order the merge listed the sets in.
            let declarations = sets.sorted { $0.lexicographicallyPrecedes($1) }.compactMap { named[$0] }
            if declarations.count > 1 {
                diagnostics.append(.packIDsMerged(kept: declarations[0].id, dropped: declarations.dropFirst().map(\.id),
                                                  at: declarations[1].location ?? manifest.location))
            }
            ids.append(declarations.first?.id ?? fallback)
        }
        // Compared without case: two IDs that differ only in case name one file on a Mac.
        var owners: [String: Int] = [:]
        for (position, id) in ids.enumerated() {
            if let first = owners[id.lowercased()] {
                let location = packs[position].compactMap { named[$0]?.location }.first ?? manifest.location
                diagnostics.append(.assetPackIDCollision(id, other: ids[first], first: Set(packs[first].joined()).sorted(),
                                                         second: Set(packs[position].joined()).sorted(), at: location))
            } else {
                owners[id.lowercased()] = position
            }
        }
        return ids
    }
}
