import ODRPackKit

/// A small deterministic generator (SplitMix64), so generated projects are the same everywhere.
public struct SeededRandom: Sendable {
    /// The generator's state.
    public var state: UInt64

    /// A generator starting from `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `0..<bound` (bound > 0).
    public mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// True `percent` times in a hundred.
    public mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    /// Bytes spread over magnitudes: 2^e plus up to 2^e more, e uniform in `low..<high`.
    public mutating func bytes(_ low: Int, _ high: Int) -> Int64 {
        let exponent = low + below(Swift.max(high - low, 1))
        return Int64(1) << exponent + Int64(below(1 << exponent))
    }
}

/// A generated game: its partitions, tags (numbered in declaration order) and hints.
public struct GameProject: Sendable {
    /// The shape's name.
    public var name: String
    /// One part per distinct tag set.
    public var parts: [MergePart]
    /// How many tags there are.
    public var tagCount: Int
    /// The store-item tags (isolated).
    public var isolatedTags: Set<Int>
    /// Worlds of levels (empty when the shape has none).
    public var groups: [[Int]]

    /// A request to merge the project into `maximum` packs, with its isolated tags and,
    /// when `withGroups`, its groups; the order is the declaration order.
    public func request(maximum: Int, withGroups: Bool = true, allowCrossing: Bool = false) -> MergeRequest {
        MergeRequest(
            parts: parts, tagCount: tagCount, maximum: maximum, allowCrossing: allowCrossing,
            isolatedTags: isolatedTags, groups: withGroups ? groups : [])
    }
}

/// Builds a project: tags with their policies, and parts keyed by tag set (a tag set added
/// twice grows its part), until the wanted number of partitions is reached.
struct ProjectBuilder {
    /// The generator.
    var random: SeededRandom
    /// How many partitions the project should have.
    let wanted: Int
    /// Each tag's policy, by number.
    var policies: [DownloadPolicy] = []
    /// The parts so far.
    var parts: [MergePart] = []
    /// Each tag set's part.
    var index: [[Int]: Int] = [:]

    /// A builder of `wanted` partitions from `seed`.
    init(seed: UInt64, wanted: Int) {
        random = SeededRandom(seed: seed)
        self.wanted = wanted
    }

    /// Whether enough partitions exist.
    var full: Bool { parts.count >= wanted }

    /// A new tag of `policy`, numbered in declaration order.
    mutating func tag(_ policy: DownloadPolicy = .onDemand) -> Int {
        policies.append(policy)
        return policies.count - 1
    }

    /// Adds files of `bytes` bytes tagged `tags` (the part's policy is the strongest of its tags').
    mutating func add(_ tags: [Int], bytes: Int64) {
        let set = Array(Set(tags)).sorted()
        guard !set.isEmpty else { return }
        if let existing = index[set] {
            parts[existing].bytes += bytes
        } else if !full {
            index[set] = parts.count
            parts.append(MergePart(tags: set, bytes: bytes, stage: DownloadPolicy(strongestOf: set.map { policies[$0] })))
        }
    }

    /// The project.
    func project(_ name: String, isolated: Set<Int> = [], groups: [[Int]] = []) -> GameProject {
        GameProject(name: name, parts: parts, tagCount: policies.count, isolatedTags: isolated, groups: groups)
    }
}
