/// One partition to merge: its tags (numbers `0..<tagCount`), its bytes and its download policy.
public struct MergePart: Sendable, Hashable {
    /// The tags (numbers 0..<tagCount) that have files in it; repeats and numbers outside
    /// `0..<tagCount` are ignored.
    public var tags: [Int]
    /// Its size in bytes; a negative size counts as 0.
    public var bytes: Int64
    /// When it is downloaded; a merged pack takes the strongest policy of its parts.
    public var stage: DownloadPolicy

    /// A part with these tags, size and policy.
    public init(tags: [Int], bytes: Int64, stage: DownloadPolicy) {
        self.tags = tags
        self.bytes = bytes
        self.stage = stage
    }

    /// Its tags within `0..<tagCount`, sorted, without repeats.
    func validTags(tagCount: Int) -> [Int] {
        Array(Set(tags.filter { $0 >= 0 && $0 < tagCount })).sorted()
    }
}
