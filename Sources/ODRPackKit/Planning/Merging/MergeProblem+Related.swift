/// Which parts are related, so that a merge joins parts downloaded together before strangers.
///
/// Two tags are neighbours when they are the same tag, or next to each other in the order and of
/// the same kin. Without an explicit order (the declaration order stands in for one), a tag's kin
/// is the set of tags linked to it through shared partitions (a chain of levels sharing props),
/// and the tags that share no partition with any other (store items, levels with nothing in
/// common) are one kin of their own: so the last level and the first store item, next to each
/// other in declaration order, are not related, while two levels with nothing shared are. With
/// an explicit order every tag is of one kin: the order says what follows what.
///
/// Two parts are related when they hold neighbour tags or belong to the same merge group. A
/// pack's strangers are how many related clusters its parts form, less one; packs at install
/// have none (every device holds them anyway). The merge minimises strangers before cost.
extension MergeProblem {
    /// Per tag, its kin without an explicit order: the smallest tag linked to it through parts
    /// of several tags, or `tagCount` for the tags no such part holds.
    static func kinship(_ tags: [[Int]], tagCount: Int) -> [Int] {
        var parent = Array(0..<tagCount)
        func root(_ tag: Int) -> Int {
            var tag = tag
            while parent[tag] != tag { (parent[tag], tag) = (parent[parent[tag]], parent[tag]) }
            return tag
        }
        var linked = [Bool](repeating: false, count: tagCount)
        for list in tags where list.count > 1 {
            for tag in list {
                linked[tag] = true
                let (a, b) = (root(list[0]), root(tag))
                if a != b { parent[Swift.max(a, b)] = Swift.min(a, b) }
            }
        }
        return (0..<tagCount).map { linked[$0] ? root($0) : tagCount }
    }

    /// The strangers in a pack holding `group`: its related clusters less one (0 at install).
    package func strangers(_ group: [Int]) -> Int {
        var clusters = RelatedClusters(self)
        return clusters.strangers(group)
    }

    /// A pack's strangers added for every stranger in the contiguous merge's run prices, so
    /// that it minimises strangers before cost (above any cost: bytes below 2^63, tags below 2^31).
    static let strangerPrice = Int128(1) << 100
}

/// The related clusters of a set of parts, counted as parts are added (a union-find over the
/// parts added, tags found by their place). Reusable: `reset()` starts a new set.
package struct RelatedClusters {
    /// The parts and rules.
    let problem: MergeProblem
    /// Per added part (by the order added): its parent in the union-find.
    var parent: [Int] = []
    /// Per place: the added part holding the tag there, valid when `seen[place] == stamp`.
    var holder: [Int]
    /// Per place: the stamp of the set that holds the tag there.
    var seen: [Int]
    /// Per merge group: an added part of that group, valid when `homeSeen[group] == stamp`.
    var homeHolder: [Int]
    /// Per merge group: the stamp of the set that holds a part of it.
    var homeSeen: [Int]
    /// Per place: whether the tag there and the one before it are neighbours (of one kin).
    let kinWithPrevious: [Bool]
    /// Per part: where its tags' places start in `places` (one more entry for the end).
    let placesStart: [Int]
    /// Every part's tags' places, part after part, in one array (read where speed counts: a
    /// pack's parts are counted again after every trial move).
    let places: [Int32]
    /// The current set's stamp.
    var stamp = 0
    /// How many clusters the parts added so far form.
    var count = 0

    /// An empty set for `problem`'s parts.
    package init(_ problem: MergeProblem) {
        self.problem = problem
        holder = [Int](repeating: 0, count: problem.tagCount)
        seen = [Int](repeating: -1, count: problem.tagCount)
        homeHolder = [Int](repeating: 0, count: problem.groupCount)
        homeSeen = [Int](repeating: -1, count: problem.groupCount)
        kinWithPrevious = (0..<problem.tagCount).map { at in
            at > 0 && problem.kin[problem.tagAt[at - 1]] == problem.kin[problem.tagAt[at]]
        }
        var placesStart = [0]
        var places: [Int32] = []
        placesStart.reserveCapacity(problem.count + 1)
        for tags in problem.tags {
            places += tags.map { Int32(problem.place[$0]) }
            placesStart.append(places.count)
        }
        (self.placesStart, self.places) = (placesStart, places)
    }

    /// Starts a new, empty set.
    mutating func reset() {
        stamp += 1
        parent.removeAll(keepingCapacity: true)
        count = 0
    }

    /// The strangers of a pack holding `group` (resets the set first).
    package mutating func strangers(_ group: [Int]) -> Int {
        guard !problem.packStage(group).isAtInstall else { return 0 }
        reset()
        for part in group { add(part) }
        return Swift.max(count - 1, 0)
    }

    /// The related clusters of `group` (resets the set first): each a sorted list of parts,
    /// sorted by first part.
    mutating func clusters(_ group: [Int]) -> [[Int]] {
        reset()
        for part in group { add(part) }
        var byRoot: [Int: [Int]] = [:]
        for (index, part) in group.enumerated() { byRoot[root(index), default: []].append(part) }
        return byRoot.values.map { $0.sorted() }.sorted { $0[0] < $1[0] }
    }

    /// Adds `part`, joining it to the clusters it is related to.
    mutating func add(_ part: Int) {
        let index = parent.count
        parent.append(index)
        count += 1
        let home = problem.home[part]
        if problem.relates(home: home) {
            if homeSeen[home] == stamp { join(index, homeHolder[home]) } else { (homeSeen[home], homeHolder[home]) = (stamp, index) }
        }
        let end = kinWithPrevious.count
        for position in placesStart[part]..<placesStart[part + 1] {
            let at = Int(places[position])
            if seen[at] == stamp { join(index, holder[at]) } else { (seen[at], holder[at]) = (stamp, index) }
            if at > 0 && kinWithPrevious[at] && seen[at - 1] == stamp { join(index, holder[at - 1]) }
            if at + 1 < end && kinWithPrevious[at + 1] && seen[at + 1] == stamp { join(index, holder[at + 1]) }
        }
    }

    /// The root of `index`'s cluster.
    mutating func root(_ index: Int) -> Int {
        var index = index
        while parent[index] != index { (parent[index], index) = (parent[parent[index]], parent[index]) }
        return index
    }

    /// Joins the clusters of `a` and `b`.
    mutating func join(_ a: Int, _ b: Int) {
        let (x, y) = (root(a), root(b))
        guard x != y else { return }
        parent[Swift.max(x, y)] = Swift.min(x, y)
        count -= 1
    }
}
