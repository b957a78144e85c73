import ODRPackKit

/// `PackMerger` and `AssetPackID` on partitions and tags read from the input: any sizes (up
/// to Int64.max, so sums saturate), any tag sets, any limit. Never a trap, never a hang, and
/// the guarantees hold: at most `maximum` packs, every part in exactly one, the reported cost
/// equal to `cost(of:)` of the groups; IDs valid, at most 64 characters, unique without case.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    var input = Array(UnsafeBufferPointer(start: start, count: count))[...]
    func byte() -> UInt8 { input.popFirst() ?? 0 }
    let tagCount = Int(byte() % 64) + 1
    let maximum = Int(byte() % 40)
    var parts: [PackMerger.Part] = []
    while !input.isEmpty && parts.count < 400 {
        let stage = [PackMerger.Stage.onDemand, .prefetch, .essential][Int(byte() % 3)]
        let tags = Set((0..<Int(byte() % 6)).map { _ in Int(byte()) % tagCount }).sorted()
        var bytes = Int64(byte()) << 8 | Int64(byte())
        if byte() & 0x10 != 0 { bytes = Int64.max - bytes }
        parts.append(PackMerger.Part(tags: tags, bytes: bytes, stage: stage))
    }
    let result = PackMerger.merge(parts, tagCount: tagCount, into: maximum)
    precondition(result.groups.count <= max(maximum, 1) || result.groups.count == parts.count && parts.count <= max(maximum, 1))
    precondition(result.groups.flatMap { $0 }.sorted() == Array(parts.indices))
    precondition(PackMerger.cost(of: result.groups, parts: parts, tagCount: tagCount) == result)
    // Tag names in pairs that differ only in case ("Tag 3", "tag 3"), so readable IDs collide.
    let names = (0..<tagCount).map { $0 % 2 == 0 ? "Tag \($0 / 2)" : "tag \($0 / 2)!" }
    let ids = AssetPackID.derive(result.groups.map { group in group.map { parts[$0].tags.map { names[$0] } } })
    precondition(ids.allSatisfy(AssetPackID.isValid))
    // Partitions have distinct tag sets; then the IDs are distinct without case.
    if Set(parts.map(\.tags)).count == parts.count {
        precondition(Set(ids.map { $0.lowercased() }).count == ids.count, "\(ids)")
    }
    return 0
}
