import ODRPackKit

/// The shapes of generated games the merge is measured on (all seeded, all with a few
/// essential and prefetch tags: a boot tag, a tutorial, the first level at install and the next
/// two prefetched).
public enum GameShape: String, Sendable, CaseIterable {
    /// Levels in sequence: each has its own files, shares with the next, sometimes with a level
    /// up to 20 back, sometimes three in a row; one part is shared by every 50th level.
    case linear
    /// Worlds of 10 to 20 levels (the groups): levels share within their world, every world has
    /// files of all its levels and of a few of them; neighbouring worlds sometimes share.
    case worlds
    /// Levels in sequence (own files, shares with the next) and characters, each used by most
    /// levels of a stretch of 5 to 60 levels (a part listing many tags).
    case characters
    /// Levels in sequence, and store items (on demand, isolated; 12 % of the parts, at most 60): each its own files, some a
    /// level-specific variant, a few sold in bundles of two.
    case store
    /// Worlds, characters and store items together.
    case mixed

    /// The project of this shape with `partitions` partitions, from `seed`.
    public func project(seed: UInt64, partitions: Int) -> GameProject {
        var builder = ProjectBuilder(seed: seed &* 1_000_003 &+ UInt64(partitions), wanted: partitions)
        let storeShare = self == .store ? 12 : self == .mixed ? 8 : 0
        let levelPartitions = partitions - Swift.min(partitions * storeShare / 100, 60)
        builder.intro()
        var groups: [[Int]] = []
        switch self {
        case .linear: builder.linearLevels(until: levelPartitions)
        case .worlds: groups = builder.worlds(until: levelPartitions, characters: false)
        case .characters: builder.characterLevels(until: levelPartitions)
        case .store: builder.linearLevels(until: levelPartitions)
        case .mixed: groups = builder.worlds(until: levelPartitions, characters: true)
        }
        let isolated = builder.storeItems(until: partitions)
        return builder.project(rawValue, isolated: isolated, groups: groups)
    }
}

/// The project's intro and level shapes.
extension ProjectBuilder {
    /// The boot (essential) and tutorial (prefetch) tags and their parts.
    mutating func intro() {
        let boot = tag(.essential)
        let tutorial = tag(.prefetch)
        add([boot], bytes: random.bytes(22, 26))
        add([boot, tutorial], bytes: random.bytes(14, 18))
        add([tutorial], bytes: random.bytes(18, 22))
    }

    /// A new level tag: the first is essential, the next two prefetched, the rest on demand.
    mutating func level(_ number: Int) -> Int { tag(number == 0 ? .essential : number < 3 ? .prefetch : .onDemand) }

    /// Adds `part` while the parts are fewer than `limit`.
    mutating func add(_ tags: [Int], bytes: Int64, limit: Int) {
        if parts.count < limit { add(tags, bytes: bytes) }
    }

    /// Linear levels until `limit` parts exist.
    mutating func linearLevels(until limit: Int) {
        var levels: [Int] = []
        while parts.count < limit - 1 {
            let current = level(levels.count)
            levels.append(current)
            let number = levels.count - 1
            add([current], bytes: random.bytes(20, 26), limit: limit - 1)
            if number > 0 { add([levels[number - 1], current], bytes: random.bytes(16, 22), limit: limit - 1) }
            if number >= 5, random.chance(25) {
                let far = levels[number - 2 - random.below(Swift.min(18, number - 1))]
                add([far, current], bytes: random.bytes(14, 20), limit: limit - 1)
            }
            if number >= 2, random.chance(10) { add(Array(levels[(number - 2)...]), bytes: random.bytes(12, 18), limit: limit - 1) }
        }
        add(stride(from: 0, to: levels.count, by: 50).map { levels[$0] }, bytes: random.bytes(18, 22), limit: limit)
    }

    /// Levels in sequence with characters used across stretches of them, until `limit` parts.
    mutating func characterLevels(until limit: Int) {
        var levels: [Int] = []
        var characters: [(start: Int, length: Int)] = []
        while parts.count < limit {
            let current = level(levels.count)
            levels.append(current)
            let number = levels.count - 1
            add([current], bytes: random.bytes(20, 25), limit: limit)
            if number > 0 { add([levels[number - 1], current], bytes: random.bytes(16, 21), limit: limit) }
            if number % 4 == 0 { characters.append((number, 5 + random.below(56))) }
            for (index, character) in characters.enumerated() where character.start + character.length == number {
                let used = (character.start..<number).filter { _ in random.chance(60) }.map { levels[$0] }
                add(used.isEmpty ? [current] : used, bytes: random.bytes(18, 23) + Int64(index), limit: limit)
            }
        }
    }
}
