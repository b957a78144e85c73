/// One partition to merge: its tags (numbers `0..<tagCount`), its bytes and its download policy.
public struct MergePart: Sendable, Hashable {
    /// The tags (numbers 0..<tagCount) that have files in it; repeats and numbers outside
    /// `0..<tagCount` are ignored.
    public var tags: [Int]
    /// Its size in bytes; a negative size counts as 0.
    public var bytes: Int64
    /// When it is downloaded; a merged pack takes the strongest policy of its parts.
    public var stage: DownloadPolicy
    /// Its class: parts of different classes never share a pack, whatever the maximum (an
    /// app's platforms: a pack has one set of them). 0 for all when there is one class.
    public var apart: Int

    /// A part with these tags, size, policy and class.
    public init(tags: [Int], bytes: Int64, stage: DownloadPolicy, apart: Int = 0) {
        self.tags = tags
        self.bytes = bytes
        self.stage = stage
        self.apart = apart
    }

    /// Its tags within `0..<tagCount`, sorted, without repeats.
    func validTags(tagCount: Int) -> [Int] {
        Array(Set(tags.filter { $0 >= 0 && $0 < tagCount })).sorted()
    }
}
