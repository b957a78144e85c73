/// Arranges a plan's partitions (one per distinct tag set) as the packs of a delivery whose
/// packs have IDs (Background Assets, Play Asset Delivery):
///
/// 1. **merge** -- with `--max-packs N` and more than N partitions, `Merger` groups them into
///    at most N packs (each file stays in exactly one), keeping policies apart (unless
///    `--allow-policy-crossing`), following the manifest's hints and keeping the previous
///    release's packs together; without it, over the pack limit, a merge that would fit is
///    only proposed, found quickly (`Merger.propose`: one greedy pass);
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

    /// Arranges `partitions` for `manifest` as packs of their delivery named by `naming`;
    /// `settings.options.maxPacks` merges, `settings.packLimit` proposes.
    static func arrange(
        _ partitions: PackPlan, manifest: Manifest, naming: any PackNamingRule,
        history: PackHistory?, settings: MergeSettings
    ) -> Arrangement {
        let parts = partitions.packs.filter { !$0.files.isEmpty }
        let categories = Dictionary(partitions.tags.map { ($0.name, $0.category) }) { first, _ in first }
        let input = MergeInput(
            parts: parts, categories: categories, manifest: manifest, history: history, planned: partitions.plannedPlatforms)
        let before = Dictionary(partitions.tags.map { ($0.name, $0.bytes) }) { first, _ in first }
        var diagnostics = input.unknownHintTags.map { Diagnostic.unknownHintTag($0.tag, at: $0.location ?? manifest.location) }
        diagnostics += input.repeatedOrderTags.map {
            Diagnostic.repeatedOrderTag($0.tag, places: $0.places, at: manifest.mergeHints.orderLocation ?? manifest.location)
        }
        var merge: MergeSummary?
        var memo: MergeMemo?
        var proposal: MergeSummary?
        var groups = parts.indices.map { [$0] }
        if let maximumPacks = settings.options.maxPacks, parts.count > maximumPacks {
            let (outcome, kept) = Merger.merge(input.request(maximum: maximumPacks, settings: settings), reusing: settings.memo)
            memo = kept
            switch outcome {
            case .merged(let result):
                groups = result.groups
                merge = input.summary(result, maximum: maximumPacks, ids: nil, before: before)
                merge?.crossings = crossings(result, parts: parts)
            case .failed(let failure):
                diagnostics.append(.mergeFailed(failure, maximum: maximumPacks, input: input, settings: settings, manifest: manifest))
            }
        } else if settings.options.maxPacks == nil, let packLimit = settings.packLimit, Int64(parts.count) > packLimit, packLimit > 0,
            let result = Merger.propose(input.request(maximum: Int(packLimit), settings: settings)).result
        {
            var proposed = PackNaming(manifest: manifest, rule: naming, history: history, tagSets: [])
            proposed.plannedPlatforms = partitions.plannedPlatforms
            proposal = input.summary(
                result, maximum: Int(packLimit), ids: proposed.ids(for: result.groups.map { namingPack($0, parts) }),
                before: before)
        }
        var naming = PackNaming(manifest: manifest, rule: naming, history: history, tagSets: partitions.packs.map(\.tags))
        naming.plannedPlatforms = partitions.plannedPlatforms
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
            for index in summary.crossings.indices { summary.crossings[index].pack = ids[summary.crossings[index].group] }
            for index in summary.unrelated.indices { summary.unrelated[index].pack = ids[summary.unrelated[index].group] }
            merge = summary
            diagnostics += mergeDiagnostics(summary, plan: partitions, policies: policies, manifest: manifest)
        }
        var plan = partitions
        plan.packs = packs.sorted { $0.identity.identifier < $1.identity.identifier }
        plan.tags = tagSummaries(partitions.tags, packs: plan.packs)
        plan.initialAndPrefetchPacks = plan.packs.map(\.identity.identifier).filter { policies[$0] != .onDemand }
        plan.arrangement = PackArrangement(
            policies: policies, partitions: members, partitionCount: parts.count,
            merge: merge, proposal: proposal)
        plan.arrangement.mergeMemo = memo
        // IDs of platforms or languages this plan did not plan are neither used nor retired by it.
        let scope = PackLockFile.Scope(plan: plan, history: history)
        plan.arrangement.retiredIDs = history.map { scope.retired(from: $0, current: Set(ids)).sorted() } ?? []
        let churn = naming.churn(ids, packLimit: settings.packLimit, scope: scope)
        return Arrangement(plan: plan, diagnostics: diagnostics + naming.diagnostics + churn)
    }

    /// The pack the partitions `group` make, as `PackNaming` takes it.
    static func namingPack(_ group: [Int], _ parts: [AssetPack]) -> PackNaming.Pack {
        PackNaming.Pack(
            parts: group.map { PackNaming.Pack.Part(tags: parts[$0].tags, files: parts[$0].files.map { ($0.packPath, $0.size) }) },
            location: nil, platforms: group.first.flatMap { parts[$0].platforms }, language: group.first.flatMap { parts[$0].language })
    }

    /// The content each crossing moved, by pack and policy.
    static func crossings(_ result: MergeResult, parts: [AssetPack]) -> [MergeCrossing] {
        var found: [MergeCrossing] = []
        for (group, members) in result.groups.enumerated() {
            let crossed = result.crossings.filter { members.contains($0.part) }
            for from in DownloadPolicy.allCases {
                let moved = crossed.filter { $0.from == from }
                guard let into = moved.first?.into else { continue }
                found.append(
                    MergeCrossing(
                        group: group, from: from, into: into, bytes: moved.sizeSum(\.bytes),
                        tagSets: moved.map { parts[$0.part].tags }))
            }
        }
        return found
    }

    /// What a merge made says: each crossing of policies, the previous packs whose content
    /// moved, a merge that leaves every on-demand tag downloading all on-demand content, packs
    /// joining unrelated content, and packs joining a merge group's content with content of no group.
    static func mergeDiagnostics(
        _ merge: MergeSummary, plan: PackPlan, policies: [String: DownloadPolicy], manifest: Manifest
    ) -> [Diagnostic] {
        var diagnostics = merge.crossings.map { Diagnostic.policyCrossing($0, maximum: merge.maximum, at: manifest.location) }
        if !merge.movedPacks.isEmpty {
            diagnostics.append(.mergeMovedPacks(merge.movedPacks, at: manifest.location))
        }
        let onDemandTags = plan.tags.filter { $0.category == .onDemand && $0.bytes > 0 }
        if onDemandTags.count > 1, policies.values.filter({ $0 == .onDemand }).count <= 1 {
            diagnostics.append(.degenerateMerge(maximum: merge.maximum, tags: onDemandTags.count, cost: merge.cost, at: manifest.location))
        } else if !merge.unrelated.isEmpty {
            diagnostics.append(.unrelatedMerge(merge.unrelated, maximum: merge.maximum, at: manifest.location))
        }
        let mixed = GroupOutsiders.find(in: merge.mergedPacks, hints: manifest.mergeHints)
        if let first = mixed.first {
            let group = manifest.mergeHints.groups.first { $0.name == first.groups[0] }
            diagnostics.append(
                .mergeGroupMixed(
                    mixed, maximum: merge.maximum, minimum: merge.outsidersApartMinimum,
                    at: group?.location ?? manifest.location))
        }
        return diagnostics
    }

    /// The pack `id` holding `partitions`: their files, each at its bundle path.
    static func assetPack(_ id: String, holding partitions: [AssetPack]) -> AssetPack {
        let sets = partitions.map(\.tags).sorted { $0.lexicographicallyPrecedes($1) }
        let files = partitions.flatMap(\.files)
        var pack = AssetPack(
            identity: PackIdentity(id: id, tags: Set(sets.joined()).sorted(), tagSets: sets),
            files: files.sorted { $0.packPath.utf8Precedes($1.packPath) }, bytes: files.sizeSum(\.size), priority: nil,
            firstEntryIndex: partitions.map(\.firstEntryIndex).min() ?? 0,
            missingEntries: partitions.reduce(0) { $0 + $1.missingEntries })
        // Partitions of different platforms or languages are never merged (`MergeInput`): the first's are the pack's.
        pack.platforms = partitions.first?.platforms
        pack.language = partitions.first?.language
        return pack
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
