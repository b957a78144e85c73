import ODRPackKit

/// Seeded random small requests for comparing the merge with `ExactMerger`'s optimum.
public enum SmallInstances {
    /// A request of 6 to 12 parts with distinct tag sets of 1 to 3 tags out of 3 to 8, sizes
    /// from 1 to 2^14 bytes spread over magnitudes, about 20 % of parts at install; the maximum
    /// between 2 and parts - 1, and in some seeds isolated tags (30 %) or crossing allowed (20 %).
    /// The maximum is raised to what the classes and isolated tags need.
    public static func request(seed: UInt64) -> MergeRequest {
        var random = SeededRandom(seed: seed &* 7_919 &+ 17)
        let count = 6 + random.below(7)
        let tagCount = 3 + random.below(6)
        var seen = Set<[Int]>()
        var parts: [MergePart] = []
        while parts.count < count {
            let tags = Set((0..<(1 + random.below(3))).map { _ in random.below(tagCount) }).sorted()
            guard seen.insert(tags).inserted || seen.count >= (1 << tagCount) - 1 else { continue }
            let roll = random.below(100)
            let stage: DownloadPolicy = roll < 10 ? .essential : roll < 20 ? .prefetch : .onDemand
            parts.append(MergePart(tags: tags, bytes: random.bytes(0, 14), stage: stage))
        }
        var request = MergeRequest(parts: parts, tagCount: tagCount, maximum: 2 + random.below(count - 2))
        if random.chance(30) { request.isolatedTags = [random.below(tagCount)] }
        if random.chance(20) { request.allowCrossing = true }
        // A failure names the fewest packs that fit; raise the maximum to it, never past `count`.
        while case .failed(let failure) = Merger.merge(request), request.maximum < count {
            switch failure {
            case .classesDoNotFit(let minimum), .isolatedDoNotFit(let minimum):
                request.maximum = Swift.min(count, Swift.max(minimum, request.maximum + 1))
            default:
                return request
            }
        }
        return request
    }
}
