import ODRPackKit

/// `Merger` and `BackgroundAssetsPackID` on partitions, tags and hints read from the input: any sizes (up
/// to Int64.max; what is reported is held at Int64.max), any tag sets, any limit, kept-apart
/// tags, groups (a tag in two is a failure), an order, crossing, a cap and a previous grouping. Never a trap, never a
/// hang; a failure is one the request can have; a merge keeps its guarantees: at most
/// `max(maximum, 1)` packs, every part in exactly one, the reported cost equal to
/// `MergeCost.price` of the groups, no policy mixed without crossing, kept-apart tags
/// apart; the same result twice. IDs derived for the packs are valid and unique without case.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    var input = Array(UnsafeBufferPointer(start: start, count: count))[...]
    func byte() -> UInt8 { input.popFirst() ?? 0 }
    let tagCount = Int(byte() % 64) + 1
    let maximum = Int(byte() % 40)
    let flags = byte()
    let isolated = Set((0..<Int(byte() % 4)).map { _ in Int(byte()) % tagCount })
    let groups = (0..<Int(byte() % 4)).map { _ in (0..<Int(byte() % 6)).map { _ in Int(byte()) % tagCount } }
    let order = flags & 1 != 0 ? (0..<tagCount).map { _ in Int(byte()) % tagCount } : []
    var parts: [MergePart] = []
    var previous: [Int?] = []
    while !input.isEmpty && parts.count < 150 {
        let stage = [DownloadPolicy.onDemand, .prefetch, .essential][Int(byte() % 3)]
        let tags = Set((0..<Int(byte() % 6)).map { _ in Int(byte()) % tagCount }).sorted()
        var bytes = Int64(byte()) << 8 | Int64(byte())
        if byte() & 0x10 != 0 { bytes = Int64.max - bytes }
        parts.append(MergePart(tags: tags, bytes: bytes, stage: stage))
        let number = byte()
        previous.append(flags & 2 != 0 && number < 200 ? Int(number % 50) : nil)
    }
    let request = MergeRequest(
        parts: parts, tagCount: tagCount, maximum: maximum, allowCrossing: flags & 4 != 0,
        isolatedTags: isolated, groups: groups, order: order, previous: previous,
        maxExtraPerTag: flags & 8 != 0 ? Int64(flags) << 12 : nil)
    let outcome = Merger.merge(request)
    precondition(Merger.merge(request) == outcome, "not deterministic")
    guard case .merged(let result) = outcome else { return 0 }
    precondition(result.groups.count <= max(maximum, 1))
    precondition(result.groups.flatMap { $0 }.sorted() == Array(parts.indices))
    precondition(MergeCost.price(result.groups, parts: parts, tagCount: tagCount).cost == result.cost)
    for group in result.groups {
        precondition(request.allowCrossing || Set(group.map { parts[$0].stage }).count == 1, "policies mixed")
        precondition(Set(group.map { Set(parts[$0].tags).intersection(isolated) }).count == 1, "kept-apart tags mixed")
    }
    // Tag names in pairs that differ only in case ("Tag 3", "tag 3"), so readable IDs collide.
    let names = (0..<tagCount).map { $0 % 2 == 0 ? "Tag \($0 / 2)" : "tag \($0 / 2)!" }
    let ids = BackgroundAssetsPackID.derive(result.groups.map { group in group.map { parts[$0].tags.map { names[$0] } } })
    precondition(ids.allSatisfy(BackgroundAssetsPackID.isValid))
    // Partitions have distinct tag sets; then the IDs are distinct without case.
    if Set(parts.map(\.tags)).count == parts.count {
        precondition(Set(ids.map { $0.lowercased() }).count == ids.count, "\(ids)")
    }
    return 0
}
