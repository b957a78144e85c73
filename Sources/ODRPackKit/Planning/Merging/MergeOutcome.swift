/// What `Merger.merge` returns: the packs, or why no grouping fits the request.
public enum MergeOutcome: Sendable, Hashable {
    /// The packs chosen and what they cost.
    case merged(MergeResult)
    /// No grouping satisfies the request.
    case failed(MergeFailure)

    /// The result, when the merge succeeded.
    public var result: MergeResult? {
        if case .merged(let result) = self { return result }
        return nil
    }

    /// The failure, when the merge failed.
    public var failure: MergeFailure? {
        if case .failed(let failure) = self { return failure }
        return nil
    }
}

/// One part placed in a pack of a stronger policy than its own (only with `allowCrossing`).
public struct Crossing: Sendable, Hashable {
    /// The part's index.
    public var part: Int
    /// The part's own policy.
    public var from: DownloadPolicy
    /// The policy of the pack it joined: its bytes now download with that policy.
    public var into: DownloadPolicy
    /// The part's bytes.
    public var bytes: Int64

    /// A crossing of `part` (of `bytes` bytes) from policy `from` into a pack of policy `into`.
    public init(part: Int, from: DownloadPolicy, into: DownloadPolicy, bytes: Int64) {
        self.part = part
        self.from = from
        self.into = into
        self.bytes = bytes
    }
}

/// The packs chosen, what they cost, what crossed policies and what moved since the previous release.
public struct MergeResult: Sendable, Hashable {
    /// Each pack as the sorted indices of its parts, sorted by first index.
    public var groups: [[Int]]
    /// The packs' strangers (`MergeProblem+Related`): how many times a pack joins content related
    /// to nothing else in it, summed (0 when every pack holds related content only).
    public var strangers: Int
    /// The packs with strangers, by position in `groups`: each pack's related clusters of parts.
    public var unrelated: [Int: [[Int]]]
    /// The cost: the sum of `addedBytesByTag` (as `MergeCost.price(_:parts:tagCount:)` prices it).
    public var cost: Int64
    /// Per tag, the bytes more that a device requesting the tag holds than with the parts unmerged.
    public var addedBytesByTag: [Int64]
    /// The bytes moved into the essential and into the prefetch download (both keys present).
    public var addedInstallBytes: [DownloadPolicy: Int64]
    /// The parts placed in a pack of a stronger policy, by part index (empty without `allowCrossing`).
    public var crossings: [Crossing]
    /// The previous release's pack numbers whose content is no longer exactly one pack's
    /// previous content (split apart, or joined with another previous pack), ascending.
    public var movedPrevious: [Int]
    /// Per pack (as in `groups`), the previous pack number it continues, when it holds the
    /// content of exactly one previous pack, all of it.
    public var previousPacks: [Int?]
    /// The strategy of the portfolio whose grouping was kept (for measurements).
    public var strategy: String
    /// With merge groups: when the maximum left too few packs to keep content of no group out
    /// of the groups' packs, the fewest that would have (nil when it did, or without groups).
    public var outsidersApartMinimum: Int?
}

/// Why no grouping satisfies a request.
public enum MergeFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// Without `allowCrossing`, the policies (and isolated tags) need more packs than the maximum.
    case classesDoNotFit(minimum: Int)
    /// The isolated tags need more packs than the maximum (`minimum` would fit).
    case isolatedDoNotFit(minimum: Int)
    /// A tag is listed in two `groups`.
    case tagInTwoGroups(Int)
    /// Every grouping found adds more than `maxExtraPerTag` to these tags' downloads (ascending).
    case capExceeded(tags: [Int])

    /// A sentence for the caller's report.
    public var description: String {
        switch self {
        case .classesDoNotFit(let minimum):
            "the download policies cannot be kept apart in so few packs: at least \(minimum) are needed (or allow crossing)"
        case .isolatedDoNotFit(let minimum):
            "the isolated tags cannot be kept apart in so few packs: at least \(minimum) are needed"
        case .tagInTwoGroups(let tag):
            "tag \(tag) is in two groups"
        case .capExceeded(let tags):
            "no grouping found keeps every tag within the extra-bytes cap; it would hurt tags \(tags)"
        }
    }
}
