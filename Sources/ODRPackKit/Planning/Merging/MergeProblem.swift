/// A request checked and put in the form the strategies use: sanitized tags, sizes at least 0,
/// each part's isolation key, group ("home") and place in the order.
package struct MergeProblem: Sendable {
    /// Per part: its tags within `0..<tagCount`, sorted, without repeats.
    package let tags: [[Int]]
    /// Per part: its bytes, at least 0.
    package let bytes: [Int64]
    /// Per part: its download policy.
    package let stage: [DownloadPolicy]
    /// How many tags there are.
    package let tagCount: Int
    /// The most packs, at least 1.
    package let maximum: Int
    /// Whether parts may join packs of another policy.
    package let allowCrossing: Bool
    /// The most bytes a merge may add to one tag, if capped.
    let cap: Int64?
    /// Per part: 0 when it holds no isolated tag and is of class 0 (`MergePart.apart`), else a
    /// number for its class and set of isolated tags (only parts with the same key may share a pack).
    package let key: [Int]
    /// Per part: the group it belongs to (after joining groups to fit); `groupCount` for content
    /// with no tag in any group while the maximum keeps it apart from the groups; else -1 (free).
    package let home: [Int]
    /// How many merge groups the request names: homes below it are groups, whose parts are
    /// related (`MergeProblem+Related`); the home `groupCount` only keeps content apart.
    let groupCount: Int
    /// The fewest packs that keep content of no group apart from the groups' content.
    let outsidersApartMinimum: Int
    /// Per part: the first and last place of its tags in the order (`tagCount` without tags).
    package let first, last: [Int]
    /// Per tag: its place in the order; per place: its tag (`tagAt[place[t]] == t`).
    package let place, tagAt: [Int]
    /// Per tag: its kin, for `MergeProblem+Related`: tags next to each other in the order are
    /// related only when their kin is the same.
    package let kin: [Int]

    /// How many parts there are.
    package var count: Int { tags.count }

    /// The merge class of `part`: its isolation key, and its policy unless crossing is allowed.
    package func compartment(_ part: Int) -> Int { allowCrossing ? key[part] : strictCompartment(part) }

    /// Its isolation key and policy, whatever the crossing flag (the class no crossing leaves).
    func strictCompartment(_ part: Int) -> Int { key[part] * 3 + stage[part].rank }

    /// Whether two homes may share a pack (-1 is free, and goes with any).
    package static func homesMeet(_ a: Int, _ b: Int) -> Bool { a < 0 || b < 0 || a == b }

    /// Checks `request` and builds the problem, or says why no grouping can satisfy it (a tag in
    /// two groups first, then policies or isolated tags that need more packs than the maximum).
    package static func make(_ request: MergeRequest) -> Result<MergeProblem, MergeFailure> {
        let tagCount = Swift.max(request.tagCount, 0)
        if let tag = GroupHomes.repeatedTag(request.groups, tagCount: tagCount) { return .failure(.tagInTwoGroups(tag)) }
        let tags = request.parts.map { $0.validTags(tagCount: tagCount) }
        let maximum = Swift.max(request.maximum, 1)
        let stages = request.parts.map(\.stage)
        let key = isolationKeys(tags, isolated: request.isolatedTags, classes: request.parts.map(\.apart))
        let slots = distinctCount(tags.indices.map { request.allowCrossing ? key[$0] : key[$0] * 3 + stages[$0].rank })
        if slots > maximum {
            let policies = distinctCount(stages.map(\.rank))
            let policiesFit = request.allowCrossing || policies <= maximum
            return .failure(policiesFit ? .isolatedDoNotFit(minimum: slots) : .classesDoNotFit(minimum: slots))
        }
        let place = places(order: request.order, tagCount: tagCount)
        let first = tags.map { $0.map { place[$0] }.min() ?? tagCount }
        let last = tags.map { $0.map { place[$0] }.max() ?? tagCount }
        let bytes = request.parts.map { Swift.max($0.bytes, 0) }
        var tagAt = [Int](repeating: 0, count: tagCount)
        for tag in 0..<tagCount { tagAt[place[tag]] = tag }
        let kin = !request.orderStated ? kinship(tags, tagCount: tagCount) : [Int](repeating: 0, count: tagCount)
        let problem = MergeProblem(
            tags: tags, bytes: bytes, stage: stages, tagCount: tagCount, maximum: maximum,
            allowCrossing: request.allowCrossing, cap: request.maxExtraPerTag, key: key,
            home: [Int](repeating: -1, count: tags.count), groupCount: request.groups.count,
            outsidersApartMinimum: 0, first: first, last: last, place: place, tagAt: tagAt, kin: kin)
        return .success(GroupHomes.homes(request.groups, problem: problem, place: place))
    }

    /// The same problem with every part at the first place of the order, so that no two parts
    /// are nearer each other than others (for the 0.4.0 merge, where the order broke no tie).
    package var unordered: MergeProblem {
        let none = [Int](repeating: 0, count: count)
        return MergeProblem(
            tags: tags, bytes: bytes, stage: stage, tagCount: tagCount, maximum: maximum, allowCrossing: allowCrossing,
            cap: cap, key: key, home: home, groupCount: groupCount, outsidersApartMinimum: outsidersApartMinimum,
            first: none, last: none, place: place, tagAt: tagAt, kin: kin)
    }

    /// The same problem with other homes, and what keeping outsiders apart would take.
    func with(home: [Int], outsidersApartMinimum: Int) -> MergeProblem {
        MergeProblem(
            tags: tags, bytes: bytes, stage: stage, tagCount: tagCount, maximum: maximum, allowCrossing: allowCrossing,
            cap: cap, key: key, home: home, groupCount: groupCount, outsidersApartMinimum: outsidersApartMinimum,
            first: first, last: last, place: place, tagAt: tagAt, kin: kin)
    }

    /// Whether parts of `home` are related by it: it is a merge group's.
    package func relates(home: Int) -> Bool { home >= 0 && home < groupCount }

    /// How many different values `values` holds.
    static func distinctCount(_ values: [Int]) -> Int { Set(values).count }

    /// Per part, 0 without isolated tags, else 1 + the rank of its set of isolated tags among
    /// all such sets (sorted lexicographically, so the numbering does not depend on hashing).
    static func isolationKeys(_ tags: [[Int]], isolated: Set<Int>, classes: [Int]) -> [Int] {
        let held = zip(tags, classes).map { [$1] + $0.filter(isolated.contains) }
        let distinct = Set(held.filter { $0 != [0] }).sorted { $0.lexicographicallyPrecedes($1) }
        let number = Dictionary(uniqueKeysWithValues: distinct.enumerated().map { ($0.element, $0.offset + 1) })
        return held.map { $0 == [0] ? 0 : number[$0]! }
    }

    /// Each tag's place: its first position in `order` (valid tags only), then the tags missing
    /// from it, by number.
    static func places(order: [Int], tagCount: Int) -> [Int] {
        var place = [Int](repeating: -1, count: tagCount)
        var next = 0
        for tag in order where tag >= 0 && tag < tagCount && place[tag] < 0 {
            place[tag] = next
            next += 1
        }
        for tag in 0..<tagCount where place[tag] < 0 {
            place[tag] = next
            next += 1
        }
        return place
    }

    /// The fewest packs the parts need with these homes: per merge class, one per home present (at least one).
    func minimumPacks(home: [Int]) -> Int {
        var homesByClass: [Int: Set<Int>] = [:]
        for part in 0..<count { homesByClass[compartment(part), default: []].insert(home[part]) }
        return homesByClass.values.reduce(0) { $0 + Swift.max(1, $1.subtracting([-1]).count) }
    }
}
