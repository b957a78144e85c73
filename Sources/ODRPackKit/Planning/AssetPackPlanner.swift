/// Arranges a plan's partitions (one per distinct tag set) as the packs of a delivery whose
/// packs have IDs (Background Assets, Play Asset Delivery):
///
/// 1. **merge** -- with `--max-packs N` and more than N partitions, `PackMerger` groups them
///    into at most N packs (each file stays in exactly one); without it, over the pack limit,
///    the merge that would fit is only proposed;
/// 2. **name** -- each pack takes the ID the manifest gives one of its tag sets, else one
///    derived from its tags by the delivery's `PackNamingRule`;
/// 3. **sum** -- each pack's files keep the path they have inside the app (the bundle path
///    On-Demand Resources gives them, `ScannedFile.packPath`), so the app finds each file at
///    the path it always used; its policy is the strongest of its tags' categories, and each
///    tag downloads every pack holding one of its files.
public enum AssetPackPlanner {
    /// What arranging gave: the plan with one `AssetPack` per pack, and the problems with the
    /// manifest's IDs.
    public struct Arrangement: Sendable {
        /// The arranged plan.
        public var plan: PackPlan
        /// Problems with the manifest's pack IDs.
        public var diagnostics: [Diagnostic]
    }

    /// Arranges `partitions` for `manifest` as packs of `delivery` named by `naming`;
    /// `maximumPacks` merges, `packLimit` proposes.
    static func arrange(_ partitions: PackPlan, manifest: Manifest, delivery: Delivery, naming: any PackNamingRule,
                        history: PackHistory?, maximumPacks: Int?, packLimit: Int64?) -> Arrangement {
        let parts = partitions.packs.filter { !$0.files.isEmpty }
        let categories = Dictionary(partitions.tags.map { ($0.name, $0.category) }) { first, _ in first }
        let input = MergeInput(parts: parts, categories: categories)
        var merge: MergeSummary?
        var proposal: MergeSummary?
        var groups = parts.indices.map { [$0] }
        if let maximumPacks, parts.count > maximumPacks {
            let result = PackMerger.merge(input.parts, tagCount: input.tags.count, into: maximumPacks)
            groups = result.groups
            merge = input.summary(result, maximum: maximumPacks, ids: nil)
        } else if maximumPacks == nil, let packLimit, Int64(parts.count) > packLimit, packLimit > 0 {
            let result = PackMerger.merge(input.parts, tagCount: input.tags.count, into: Int(packLimit))
            var proposed = PackNaming(manifest: manifest, rule: naming, history: history, tagSets: [])
            proposal = input.summary(result, maximum: Int(packLimit), ids: proposed.ids(for: result.groups.map { namingPack($0, parts) }))
        }
        var naming = PackNaming(manifest: manifest, rule: naming, history: history, tagSets: partitions.packs.map(\.tags))
        let ids = naming.ids(for: groups.map { namingPack($0, parts) })
        var packs: [AssetPack] = []
        var policies: [String: DownloadPolicy] = [:]
        var members: [String: [[String]]] = [:]
        for (group, id) in zip(groups, ids) {
            let pack = assetPack(id, holding: group.map { parts[$0] })
            packs.append(pack)
            policies[id] = DownloadPolicy(categories: pack.tags.compactMap { categories[$0] })
            members[id] = group.map { parts[$0].tags }.sorted { $0.lexicographicallyPrecedes($1) }
        }
        if var summary = merge {
            summary.mergedPacks = members.filter { $0.value.count > 1 }
            merge = summary
        }
        var plan = partitions
        plan.delivery = delivery
        plan.packs = packs.sorted { $0.identity.identifier < $1.identity.identifier }
        plan.tags = tagSummaries(partitions.tags, packs: plan.packs)
        plan.initialAndPrefetchPacks = plan.packs.map(\.identity.identifier).filter { policies[$0] != .onDemand }
        plan.arrangement = PackArrangement(policies: policies, partitions: members, partitionCount: parts.count,
                                           merge: merge, proposal: proposal)
        return Arrangement(plan: plan, diagnostics: naming.diagnostics + naming.churn(ids, packLimit: packLimit))
    }

    /// The pack the partitions `group` make, as `PackNaming` takes it.
    static func namingPack(_ group: [Int], _ parts: [AssetPack]) -> PackNaming.Pack {
        PackNaming.Pack(tagSets: group.map { parts[$0].tags }, files: group.flatMap { parts[$0].files.map { ($0.packPath, $0.size) } },
                        location: nil)
    }

    /// The pack `id` holding `partitions`: their files, each at its bundle path.
    static func assetPack(_ id: String, holding partitions: [AssetPack]) -> AssetPack {
        let sets = partitions.map(\.tags).sorted { $0.lexicographicallyPrecedes($1) }
        let files = partitions.flatMap(\.files)
        return AssetPack(
            identity: PackIdentity(id: id, tags: Set(sets.joined()).sorted(), tagSets: sets),
            files: files.sorted { $0.packPath.utf8Precedes($1.packPath) }, bytes: files.sizeSum(\.size), priority: nil,
            firstEntryIndex: partitions.map(\.firstEntryIndex).min() ?? 0,
            missingEntries: partitions.reduce(0) { $0 + $1.missingEntries })
    }

    /// Each tag downloads every pack holding one of its files; the prefetch order has no
    /// equivalent (note `prefetch-order-ignored`).
    static func tagSummaries(_ tags: [TagSummary], packs: [AssetPack]) -> [TagSummary] {
        var byTag: [String: [AssetPack]] = [:]
        for pack in packs {
            for tag in pack.tags { byTag[tag, default: []].append(pack) }
        }
        return tags.map { tag in
            var summary = tag
            let holding = byTag[tag.name] ?? []
            summary.packs = holding.map(\.identity.identifier)
            summary.bytes = holding.sizeSum(\.bytes)
            summary.prefetchIndex = nil
            return summary
        }
    }
}
