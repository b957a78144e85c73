/// The cost model of a merge, in one place: every strategy, the score that compares groupings
/// and the report price with the formula here.
///
/// A device that requests a tag holds every pack at install (essential and prefetch) and every
/// on-demand pack holding a part that lists the tag. A grouping costs, summed over the tags,
/// the bytes more that such a device holds than with one pack per part. One formula gives it,
/// `tags × bytes − weight`, summed over the packs, where `weight` is Σ |tags(p)| × bytes(p):
///
/// - an on-demand pack: its distinct tags, all its bytes, all its parts' weight (each of its
///   tags downloads the whole pack where it needed only its own parts);
/// - a pack at install: every tag (every device downloads it), and only the bytes and weight
///   of its on-demand parts (its own install content was on every device anyway);
/// - one tag's share of a pack: 1 tag, the pack's bytes (for a pack at install, its on-demand
///   bytes), and the bytes of its parts that list the tag.
///
/// So joining on-demand packs A and B adds the formula of A ∪ B less those of A and of B:
/// |tags(A) \ tags(B)| × bytes(B) + |tags(B) \ tags(A)| × bytes(A). Everything is 128-bit, so
/// no sum of sizes that fit `Int64` overflows; what is reported is held at `Int64.max`.
public enum MergeCost {
    /// The formula: what a pack of `bytes` bytes whose parts weigh `weight` adds to the
    /// downloads of the `tags` tags that download it.
    package static func pack(tags: Int, bytes: Int128, weight: Int128) -> Int128 {
        Int128(tags) * bytes - weight
    }

    /// A part's weight: its bytes once for each tag it lists.
    package static func weight(tags: Int, bytes: Int64) -> Int128 {
        Int128(tags) * Int128(bytes)
    }

    /// What joining two on-demand packs adds: the formula of both together (their tags less
    /// the `shared` ones, their bytes) less each alone; weights cancel out.
    package static func joining(_ a: (tags: Int, bytes: Int128), _ b: (tags: Int, bytes: Int128), shared: Int) -> Int128 {
        pack(tags: a.tags + b.tags - shared, bytes: a.bytes + b.bytes, weight: 0)
            - pack(tags: a.tags, bytes: a.bytes, weight: 0) - pack(tags: b.tags, bytes: b.bytes, weight: 0)
    }

    /// What on-demand content of `bytes` bytes, all of whose parts list the same `tags` tags
    /// (one part, or a pack priced as one), adds in a pack at install, which all `tagCount` tags
    /// download: the formula at install less the one on demand.
    package static func atInstall(bytes: Int128, tags: Int, tagCount: Int) -> Int128 {
        pack(tags: tagCount, bytes: bytes, weight: Int128(tags) * bytes)
    }

    /// Per tag, the bytes `groups` adds to its download: each tag's share of every pack it
    /// downloads. `tags` (valid, no repeats), `bytes` (at least 0) and `stage` are per part.
    static func addedByTag(_ groups: [[Int]], tags: [[Int]], bytes: [Int64], stage: [DownloadPolicy], tagCount: Int) -> [Int128] {
        var added = [Int128](repeating: 0, count: tagCount)
        var held = [Int128](repeating: 0, count: tagCount)
        var seen = [Int](repeating: -1, count: tagCount)
        var moved: Int128 = 0
        var movedListing = [Int128](repeating: 0, count: tagCount)
        for (number, group) in groups.enumerated() {
            if DownloadPolicy(strongestOf: group.map { stage[$0] }).isAtInstall {
                for part in group where stage[part] == .onDemand {
                    moved += Int128(bytes[part])
                    for tag in tags[part] { movedListing[tag] += Int128(bytes[part]) }
                }
                continue
            }
            var total: Int128 = 0
            var present: [Int] = []
            for part in group {
                total += Int128(bytes[part])
                for tag in tags[part] {
                    if seen[tag] != number {
                        (seen[tag], held[tag]) = (number, 0)
                        present.append(tag)
                    }
                    held[tag] += Int128(bytes[part])
                }
            }
            for tag in present { added[tag] += pack(tags: 1, bytes: total, weight: held[tag]) }
        }
        return added.indices.map { added[$0] + pack(tags: 1, bytes: moved, weight: movedListing[$0]) }
    }

    /// What merging exactly `groups` of `parts` costs, so a caller can price any grouping:
    /// indices outside `parts` and repeats are dropped, empty groups too.
    public static func price(_ groups: [[Int]], parts: [MergePart], tagCount: Int) -> MergePrice {
        let tagCount = Swift.max(tagCount, 0)
        let tags = parts.map { $0.validTags(tagCount: tagCount) }
        let bytes = parts.map { Swift.max($0.bytes, 0) }
        let stage = parts.map(\.stage)
        let groups = groups.map { Array(Set($0.filter(parts.indices.contains))).sorted() }
            .filter { !$0.isEmpty }.sorted { $0[0] < $1[0] }
        let byTag = addedByTag(groups, tags: tags, bytes: bytes, stage: stage, tagCount: tagCount)
        var install: [DownloadPolicy: Int64] = [:]
        for target in [DownloadPolicy.essential, .prefetch] {
            let after = groups.filter { DownloadPolicy(strongestOf: $0.map { stage[$0] }) == target }
                .reduce(Int128(0)) { total, group in group.reduce(total) { $0 + Int128(bytes[$1]) } }
            let before = parts.indices.filter { stage[$0] == target }.reduce(Int128(0)) { $0 + Int128(bytes[$1]) }
            install[target] = Int64(clamping: Swift.max(after - before, 0))
        }
        return MergePrice(
            groups: groups, addedBytesByTag: byTag.map { Int64(clamping: $0) }, addedInstallBytes: install,
            cost: Int64(clamping: byTag.reduce(0, +)))
    }
}

/// A grouping and what it costs (`MergeCost.price`).
public struct MergePrice: Sendable, Hashable {
    /// Each pack as the sorted indices of its parts, sorted by first index.
    public var groups: [[Int]]
    /// Per tag number, the bytes more that a device requesting the tag holds than with the parts unmerged.
    public var addedBytesByTag: [Int64]
    /// The bytes moved into the essential and into the prefetch download at install (both keys
    /// always present); every tag that does not hold them counts them in `addedBytesByTag`.
    public var addedInstallBytes: [DownloadPolicy: Int64]
    /// The sum of `addedBytesByTag`.
    public var cost: Int64
}
