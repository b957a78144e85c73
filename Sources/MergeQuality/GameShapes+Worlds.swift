import ODRPackKit

/// Worlds and store items for `GameShape`.
extension ProjectBuilder {
    /// Worlds of 10 to 20 levels until `limit` parts exist; with `characters`, characters
    /// shared by a few levels across one or two worlds. Returns each world's level tags.
    mutating func worlds(until limit: Int, characters: Bool) -> [[Int]] {
        var worlds: [[Int]] = []
        var levelCount = 0
        while parts.count < limit {
            var world: [Int] = []
            for _ in 0..<(10 + random.below(11)) where parts.count < limit {
                let current = level(levelCount)
                levelCount += 1
                add([current], bytes: random.bytes(20, 25), limit: limit)
                if let previous = world.last { add([previous, current], bytes: random.bytes(15, 21), limit: limit) }
                world.append(current)
            }
            add(world, bytes: random.bytes(19, 24), limit: limit)
            for _ in 0..<2 where world.count >= 2 {
                add((0..<(2 + random.below(3))).map { _ in world[random.below(world.count)] }, bytes: random.bytes(15, 20), limit: limit)
            }
            if let last = worlds.last?.last, let first = world.first, random.chance(50) {
                add([last, first], bytes: random.bytes(14, 19), limit: limit)
            }
            if characters, world.count >= 4 {
                let span = (worlds.last ?? []) + world
                for _ in 0..<3 {
                    add((0..<(3 + random.below(6))).map { _ in span[random.below(span.count)] }, bytes: random.bytes(17, 22), limit: limit)
                }
            }
            worlds.append(world)
        }
        return worlds
    }

    /// Store items (on demand, isolated) until `limit` parts exist: each with its own files,
    /// 40 % with a variant for one level, 10 % sold in a bundle with the previous item.
    mutating func storeItems(until limit: Int) -> Set<Int> {
        let levels = policies.count
        var items: [Int] = []
        while parts.count < limit {
            let item = tag()
            items.append(item)
            add([item], bytes: random.bytes(18, 24), limit: limit)
            if random.chance(40) { add([item, 2 + random.below(levels - 2)], bytes: random.bytes(14, 19), limit: limit) }
            if items.count >= 2, random.chance(10) { add([items[items.count - 2], item], bytes: random.bytes(16, 20), limit: limit) }
        }
        return Set(items)
    }
}
