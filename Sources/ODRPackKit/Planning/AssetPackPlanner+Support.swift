/// The partitions as `Merger` takes them: tags as numbers, sizes, policies, the manifest's
/// hints and the previous release's packs, by number.
///
/// In a plan of several platform targets (`PlatformUnion`), partitions of different platforms
/// never share a pack: a pack has one set of platforms, and a device of another would never
/// get the content. Each set of platforms is a class of the merge (`MergePart.apart`), kept
/// apart as kept-apart tags are.
struct MergeInput {
    /// What keeps partitions apart: their platforms and their language.
    private struct ClassKey: Hashable {
        var platforms: [String]
        var language: String
    }

    /// The tags, sorted; a tag's number is its position.
    let tags: [String]
    /// The sets of platforms of the partitions, when more than one (class `n + 1` is `platformSets[n]`).
    let platformSets: [[String]?]
    /// The languages of the localized partitions (`--localized-packs`), sorted; each is a class
    /// of its own, as a set of platforms is: a pack holds one language's files or none.
    let languages: [String]
    /// One part per partition, in order.
    let parts: [MergePart]
    /// The hints, as numbers.
    let keepApart: Set<Int>
    let groups: [[Int]]
    let order: [Int]
    /// Whether the order is the manifest's `<merge-order>` (else the order tags are first named in).
    let orderStated: Bool
    /// Per part, the previous release's pack that held most of its bytes (a number into `previousIDs`).
    let previous: [Int?]
    /// The previous release's IDs, sorted.
    let previousIDs: [String]
    /// Hints that name a tag no partition has.
    let unknownHintTags: [(tag: String, location: SourceLocation?)]
    /// Tags the merge order lists more than once, with their places (from 1), in order of first place.
    let repeatedOrderTags: [(tag: String, places: [Int])]

    init(
        parts packs: [AssetPack], categories: [String: TagCategory], manifest: Manifest, history: PackHistory?, planned: [String] = []
    ) {
        tags = Set(packs.flatMap(\.tags)).sorted()
        let numbers = Dictionary(uniqueKeysWithValues: tags.enumerated().map { ($1, $0) })
        let sets = Set(packs.map { $0.platforms ?? [] })
        platformSets = sets.count > 1 ? sets.sorted { $0.lexicographicallyPrecedes($1) }.map { $0.isEmpty ? nil : $0 } : []
        languages = Set(packs.compactMap(\.language)).sorted()
        // A class per set of platforms and language (the unlocalized content is one language).
        let keys = Set(packs.map { ClassKey(platforms: $0.platforms ?? [], language: $0.language ?? "") })
        let ordered =
            keys.count > 1
            ? keys.sorted {
                $0.platforms != $1.platforms ? $0.platforms.lexicographicallyPrecedes($1.platforms) : $0.language < $1.language
            } : []
        let classes = Dictionary(uniqueKeysWithValues: ordered.enumerated().map { ($1, $0 + 1) })
        parts = packs.map { pack in
            MergePart(
                tags: pack.tags.compactMap { numbers[$0] }.sorted(), bytes: pack.bytes,
                stage: DownloadPolicy(categories: pack.tags.compactMap { categories[$0] }),
                apart: classes[ClassKey(platforms: pack.platforms ?? [], language: pack.language ?? "")] ?? 0)
        }
        let hints = manifest.mergeHints
        keepApart = Set(hints.keepApart.compactMap { numbers[$0] })
        groups = hints.groups.map { $0.tags.compactMap { numbers[$0] } }
        order = (hints.order ?? Self.firstNamed(manifest)).compactMap { numbers[$0] }
        orderStated = hints.order != nil
        var unknown = hints.keepApart.filter { numbers[$0] == nil }.map { ($0, hints.keepApartLocations[$0]) }
        unknown += hints.groups.flatMap { group in group.tags.filter { numbers[$0] == nil }.map { ($0, group.location) } }
        unknown += (hints.order ?? []).filter { numbers[$0] == nil }.map { ($0, hints.orderLocation) }
        unknownHintTags = unknown
        repeatedOrderTags = Self.repeats(hints.order ?? [])
        (previous, previousIDs) = Self.previousPacks(packs, history: history, planned: planned)
    }

    /// The tags `order` lists more than once, with their places (from 1), by first place.
    static func repeats(_ order: [String]) -> [(tag: String, places: [Int])] {
        var places: [String: [Int]] = [:]
        for (offset, tag) in order.enumerated() { places[tag, default: []].append(offset + 1) }
        return places.filter { $0.value.count > 1 }.map { ($0.key, $0.value) }.sorted { $0.places[0] < $1.places[0] }
    }

    /// The tags in the order the manifest first names them: declarations, then entries.
    static func firstNamed(_ manifest: Manifest) -> [String] {
        var seen = Set<String>()
        return (manifest.tags.map(\.name) + manifest.resources.flatMap(\.tags)).filter { seen.insert($0).inserted }
    }

    /// For each partition, the previous pack holding the most of its content (`HistoryOverlap`).
    static func previousPacks(_ packs: [AssetPack], history: PackHistory?, planned: [String]) -> ([Int?], [String]) {
        guard let history else { return (packs.map { _ in nil }, []) }
        let ids = history.ids.sorted()
        let numbers = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, $0) })
        let overlap = HistoryOverlap(history, planned: planned)
        let previous = packs.map { pack -> Int? in
            let held = overlap.overlaps(
                tagSet: pack.tags, platforms: pack.platforms, language: pack.language,
                files: pack.files.map { ($0.packPath, $0.size) }, bytes: pack.bytes)
            return held.compactMap { id, bytes in numbers[id].map { ($0, bytes) } }.max { ($0.1, -$0.0) < ($1.1, -$1.0) }?.0
        }
        return (previous, ids)
    }

    /// The request to merge into at most `maximum` packs.
    func request(maximum: Int, settings: MergeSettings) -> MergeRequest {
        MergeRequest(
            parts: parts, tagCount: tags.count, maximum: maximum, allowCrossing: settings.options.allowPolicyCrossing,
            isolatedTags: keepApart, groups: groups, order: order, orderStated: orderStated, previous: previous,
            maxExtraPerTag: settings.options.maxExtraDownload)
    }

    /// The summary of `result`; `ids` names its groups (else the caller fills `mergedPacks`).
    func summary(_ result: MergeResult, maximum: Int, ids: [String]?, before: [String: Int64]) -> MergeSummary {
        var added: [String: Int64] = [:]
        for (number, bytes) in result.addedBytesByTag.enumerated() where bytes > 0 { added[tags[number]] = bytes }
        var merged: [String: [[String]]] = [:]
        if let ids {
            for (group, id) in zip(result.groups, ids) where group.count > 1 {
                merged[id] = group.map { parts[$0].tags.map { tags[$0] } }.sorted { $0.lexicographicallyPrecedes($1) }
            }
        }
        return MergeSummary(
            partitions: parts.count, packs: result.groups.count, maximum: maximum, mergedPacks: merged,
            addedBytesByTag: added, addedInstallBytes: result.addedInstallBytes.values.sizeSum { $0 },
            cost: result.cost, downloadBefore: before,
            movedPacks: result.movedPrevious.map { previousIDs[$0] },
            unrelated: result.unrelated.keys.sorted().map { group in
                UnrelatedContent(
                    group: group,
                    clusters: result.unrelated[group]!.map { cluster in
                        Array(Set(cluster.flatMap { parts[$0].tags })).map { tags[$0] }.sorted()
                    }.sorted { $0.lexicographicallyPrecedes($1) })
            }, outsidersApartMinimum: result.outsidersApartMinimum)
    }
}
