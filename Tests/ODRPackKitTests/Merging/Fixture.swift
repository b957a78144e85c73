import MergeQuality

@testable import ODRPackKit

/// Generated requests and independent, brute-force checks of a merge's result.
enum Fixture {
    /// What `groups` cost, tag by tag, straight from the definition: a device requesting a tag
    /// holds every pack at install and every on-demand pack with a part listing the tag; the
    /// cost is the sum over tags of what it holds with `groups` minus what it holds unmerged,
    /// floored at 0. Also the bytes each install policy gained.
    static func price(_ groups: [[Int]], parts: [Part], tagCount: Int) -> (byTag: [Int64], install: [DownloadPolicy: Int64], cost: Int64) {
        func stage(_ group: [Int]) -> DownloadPolicy { group.map { parts[$0].stage }.max()! }
        func size(_ group: [Int]) -> Int64 { group.map { max(parts[$0].bytes, 0) }.reduce(0, +) }
        let unmerged = parts.indices.map { [$0] }
        func download(_ tag: Int, _ packs: [[Int]]) -> Int64 {
            packs.filter { stage($0) != .onDemand || $0.contains { parts[$0].tags.contains(tag) } }.map(size).reduce(0, +)
        }
        func install(_ target: DownloadPolicy, _ packs: [[Int]]) -> Int64 {
            packs.filter { stage($0) == target }.map(size).reduce(0, +)
        }
        let byTag = (0..<tagCount).map { max(0, download($0, groups) - download($0, unmerged)) }
        var added: [DownloadPolicy: Int64] = [:]
        for target in [DownloadPolicy.essential, .prefetch] {
            added[target] = max(0, install(target, groups) - install(target, unmerged))
        }
        return (byTag, added, byTag.reduce(0, +))
    }

    /// The strangers of `groups`, straight from the definition: per on-demand pack, how many
    /// clusters its parts form (parts joined when they hold the same tag, tags next to each
    /// other in the order of one kin, or belong to one group), less one. Kin without an order:
    /// tags reachable through parts of several tags; tags in no such part are one kin together.
    static func strangers(_ groups: [[Int]], _ request: MergeRequest) -> Int {
        let tagCount = request.tagCount
        var order = request.order.filter { $0 >= 0 && $0 < tagCount }
        order = order.enumerated().filter { order.firstIndex(of: $0.element) == $0.offset }.map(\.element)
        order += (0..<tagCount).filter { !order.contains($0) }
        let place = (0..<tagCount).map { order.firstIndex(of: $0)! }
        var kin = [Set<Int>?](repeating: nil, count: tagCount)
        if !request.orderStated {
            var sets: [Set<Int>] = []
            for part in request.parts where Set(part.tags).count > 1 {
                let joined = sets.filter { !$0.isDisjoint(with: part.tags) }.reduce(Set(part.tags)) { $0.union($1) }
                sets = sets.filter { $0.isDisjoint(with: part.tags) } + [joined]
            }
            for set in sets { for tag in set where tag < tagCount { kin[tag] = set } }
        } else {
            for tag in 0..<tagCount { kin[tag] = [] }
        }
        func related(_ p: Int, _ q: Int) -> Bool {
            if let home = home(of: p, request), home == self.home(of: q, request), groupsFit(request) { return true }
            return request.parts[p].tags.contains { a in
                request.parts[q].tags.contains { b in a == b || (abs(place[a] - place[b]) == 1 && kin[a] == kin[b]) }
            }
        }
        var count = 0
        for group in groups where group.map({ request.parts[$0].stage }).max() == .onDemand {
            var unseen = Set(group)
            while let start = unseen.first {
                count += 1
                var frontier = [start]
                unseen.remove(start)
                while let part = frontier.popLast() {
                    for other in unseen where related(part, other) {
                        unseen.remove(other)
                        frontier.append(other)
                    }
                }
            }
            count -= 1
        }
        return count
    }

    /// Whether `groups` obeys the merge rules of `request`, with the first broken rule.
    static func violation(_ groups: [[Int]], _ request: MergeRequest) -> String? {
        let maximum = max(request.maximum, 1)
        if groups.count > maximum { return "\(groups.count) packs for at most \(maximum)" }
        if groups.flatMap({ $0 }).sorted() != Array(request.parts.indices) { return "parts not each in exactly one pack" }
        for group in groups {
            let stages = Set(group.map { request.parts[$0].stage })
            if !request.allowCrossing && stages.count > 1 { return "policies mixed in \(group)" }
            let isolated = Set(group.map { Set(request.parts[$0].tags).intersection(request.isolatedTags) })
            if isolated.count > 1 { return "isolated tags mixed in \(group)" }
        }
        if groupsFit(request) {
            for group in groups where Set(group.compactMap { home(of: $0, request) }).count > 1 { return "groups mixed in \(group)" }
        }
        if groupsFit(request, outsidersApart: true) {
            for group in groups
            where group.contains(where: { home(of: $0, request) != nil }) && group.contains(where: { ungrouped($0, request) }) {
                return "a group's content and content of no group mixed in \(group)"
            }
        }
        return nil
    }

    /// Whether no tag of the part is in any group, while some group holds a tag.
    static func ungrouped(_ part: Int, _ request: MergeRequest) -> Bool {
        let grouped = Set(request.groups.joined().filter { $0 >= 0 && $0 < request.tagCount })
        return !grouped.isEmpty && grouped.isDisjoint(with: request.parts[part].tags)
    }

    /// The group holding all of a part's tags, if one does.
    static func home(of part: Int, _ request: MergeRequest) -> Int? {
        let tags = request.parts[part].tags
        guard let first = tags.first, let group = request.groups.firstIndex(where: { $0.contains(first) }) else { return nil }
        return tags.allSatisfy { request.groups[group].contains($0) } ? group : nil
    }

    /// Whether the maximum can hold the groups apart: per class (policy unless crossing is
    /// allowed, and isolated tags), one pack per group present (at least one), in all at most N;
    /// with `outsidersApart`, one more per class holding content of no group.
    static func groupsFit(_ request: MergeRequest, outsidersApart: Bool = false) -> Bool {
        var homes: [String: Set<Int>] = [:]
        for part in request.parts.indices {
            let isolated = request.parts[part].tags.filter { request.isolatedTags.contains($0) }.sorted()
            let policy = request.allowCrossing ? "any" : request.parts[part].stage.rawValue
            let outsider = outsidersApart && ungrouped(part, request) ? request.groups.count : -1
            homes["\(policy) \(isolated)", default: []].insert(home(of: part, request) ?? outsider)
        }
        return homes.values.reduce(0) { $0 + max(1, $1.subtracting([-1]).count) } <= max(request.maximum, 1)
    }

    /// A random project of `count` parts with distinct tag sets of 1 to 4 tags out of
    /// `tagCount`, sizes from 1 KB to about 100 MB, about 10 % essential and 15 % prefetch.
    static func project(seed: UInt64, count: Int, tagCount: Int) -> [Part] {
        var random = SeededRandom(seed: seed)
        var seen = Set<[Int]>()
        var parts: [Part] = []
        while parts.count < count {
            let tags = Set((0..<(1 + random.below(4))).map { _ in random.below(tagCount) }).sorted()
            guard seen.insert(tags).inserted else { continue }
            let roll = random.below(100)
            parts.append(Part(tags: tags, bytes: random.bytes(10, 27), stage: roll < 10 ? .essential : roll < 25 ? .prefetch : .onDemand))
        }
        return parts
    }

    /// A random request over `project`: some isolated tags, groups and crossing, depending on the seed.
    static func request(seed: UInt64) -> MergeRequest {
        var random = SeededRandom(seed: seed &+ 99)
        let tagCount = 20 + random.below(60)
        let parts = project(seed: seed, count: 60 + random.below(200), tagCount: tagCount)
        var request = MergeRequest(parts: parts, tagCount: tagCount, maximum: 10 + random.below(50))
        if seed % 3 == 0 { request.isolatedTags = Set((0..<3).map { _ in random.below(tagCount) }) }
        if seed % 4 == 1 {
            let tags = Array(0..<tagCount)
            request.groups = stride(from: 0, to: tagCount, by: 8).map { Array(tags[$0..<min($0 + 8, tagCount)]) }
        }
        if seed % 5 == 2 { request.allowCrossing = true }
        if seed % 7 == 3 { request.order = Array((0..<tagCount).reversed()) }
        return request
    }
}
