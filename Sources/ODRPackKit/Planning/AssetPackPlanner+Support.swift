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
