/// How much of each previous pack's content a partition of this release holds, the measure
/// IDs and merges follow from release to release (docs/background-assets.md, "IDs last"):
///
/// - for an ID whose files are known (the previous build's index): the bytes of the
///   partition's files it held, by bundle path;
/// - for an ID known by its tag sets only (a lock file): the partition's bytes weighed by how
///   alike its tag set is to the nearest of the ID's -- tags in common over tags in either, so
///   the same set counts whole, a set that gained or lost a tag half, a set sharing no tag not
///   at all.
///
/// Both are indexed once (files by path, tag sets by tag), so a partition costs its own files
/// and the tag sets sharing one of its rarer tags, not the whole history. A tag in more than
/// `TagSetIndex.frequentAbove` tag sets (one every ID has, `Game`) would make every partition
/// visit every tag set: such tags are indexed instead by the distinct combinations each ID's
/// sets hold of them, with the smallest set of each, which is all the likeness needs
/// (`TagSetIndex`). So a lock grown to tens of thousands of tag sets costs a partition what its
/// own tags share, not partitions x tag sets.
///
/// An ID serves the platforms it names (all when none): only a partition of the same platforms
/// can hold its content, since two platforms may hold different files at one bundle path. A
/// partition's platforms are its own, else all the run planned (`planned`: the targets', or the
/// one target's). An ID that also serves platforms the run did not plan goes to the partition
/// of exactly the planned ones it serves: a run of the iOS target keeps an ID of iOS and tvOS
/// for iOS's content, and speaks for tvOS not at all (`PackLockFile.Scope`). An ID also goes to
/// a partition of its platforms and platforms the history never named: the app gained tvOS,
/// and what iOS had is now shared.
/// Likewise an ID of one language (a localized pack) goes only to a partition of that language,
/// and an unlocalized ID only to an unlocalized partition: they share tag sets.
struct HistoryOverlap {
    private var owners: [String: [String]] = [:]
    private var tagSets = TagSetIndex()
    private var platforms: [String: [String]] = [:]
    private var languages: [String: String] = [:]
    private let planned: Set<String>
    private let known: Set<String>

    /// The overlaps with `history`'s IDs for which `usable` holds, for a run that planned the
    /// platforms `planned` (empty: a manifest's, which names none).
    init(_ history: PackHistory, planned: [String] = [], usable: (String) -> Bool = { _ in true }) {
        self.planned = Set(planned)
        known = history.platforms
        var held: [(id: String, tagSet: [String])] = []
        for (id, content) in history.contents.sorted(by: { $0.key < $1.key }) where usable(id) {
            if let on = content.platforms { platforms[id] = on }
            if let language = content.language { languages[id] = language }
            if let files = content.files {
                for file in files { owners[file, default: []].append(id) }
                continue
            }
            held += content.tagSets.map { (id, $0) }
        }
        tagSets = TagSetIndex(held)
    }

    /// The bytes of one partition -- its tag set, its platforms (nil: every one), its files
    /// (bundle path, bytes) and their total -- that each previous ID held.
    func overlaps(
        tagSet: [String], platforms on: [String]? = nil, language: String? = nil, files: [(path: String, bytes: Int64)],
        bytes: Int64
    ) -> [String: Int64] {
        overlapsOnAnyPlatform(tagSet: tagSet, files: files, bytes: bytes).filter {
            serves(platforms[$0.key], partition: on) && languages[$0.key] == language
        }
    }

    /// Whether an ID of the platforms `served` (nil: every one) can hold the content of a
    /// partition of the platforms `on` (nil: every planned one).
    private func serves(_ served: [String]?, partition on: [String]?) -> Bool {
        Self.serves(served, partition: on, planned: planned, known: known)
    }

    /// `serves` for a run that planned `planned`, against a history whose IDs name `known`.
    static func serves(_ served: [String]?, partition on: [String]?, planned: Set<String>, known: Set<String>) -> Bool {
        if served == on { return true }
        guard let served else { return false }
        let partition = on.map(Set.init) ?? planned
        let ids = Set(served)
        guard !partition.isEmpty else { return false }
        if ids == partition { return true }
        if ids.isSubset(of: partition) && partition.subtracting(ids).isDisjoint(with: known) { return true }
        return !ids.isSubset(of: planned) && ids.intersection(planned) == partition
    }

    private func overlapsOnAnyPlatform(tagSet: [String], files: [(path: String, bytes: Int64)], bytes: Int64) -> [String: Int64] {
        var found: [String: Int64] = [:]
        for file in files {
            for id in owners[file.path] ?? [] { found[id, default: 0] += max(file.bytes, 1) }
        }
        let weight = max(bytes, 1)
        for (id, likeness) in tagSets.nearest(to: tagSet) {
            found[id, default: 0] += max(weight * Int64(likeness.shared) / Int64(likeness.all), 1)
        }
        return found
    }
}

/// The tag sets of IDs known by their tag sets only, indexed for `nearest(to:)`: for each ID,
/// how alike its nearest tag set is to a partition's (tags in common, tags in either).
///
/// Tags are numbered. A rare tag (in at most `frequentAbove` sets) lists the sets holding it;
/// a set reached through one is measured exactly. A frequent tag lists nothing: each ID keeps
/// the distinct combinations of frequent tags its sets hold (a set's "signature") with the size
/// of its smallest set of each. A set sharing only frequent tags with a partition shares exactly
/// its signature's tags in the partition, so the smallest set of that signature is the nearest
/// of them; a set also reached through a rare tag counts no less than its signature says. The
/// result is the same as measuring every set, at the cost of the rare tags' lists and the IDs'
/// signatures.
struct TagSetIndex {
    /// A tag in more sets than this is frequent.
    static let frequentAbove = 64

    private var numbers: [String: Int32] = [:]
    private var ids: [String] = []
    /// Each set: its ID's number, its size and its frequent tags (sorted).
    private var owner: [Int32] = []
    private var size: [Int32] = []
    private var frequentTags: [[Int32]] = []
    /// For each tag, the sets holding it; empty for a frequent tag.
    private var holding: [[Int32]] = []
    private var frequent: [Bool] = []
    /// For each ID, its signatures of frequent tags and the size of its smallest set of each.
    private var signatures: [[(tags: [Int32], size: Int32)]] = []

    init() {}

    /// Indexes `held` (each ID's tag sets, IDs in order).
    init(_ held: [(id: String, tagSet: [String])]) {
        var idNumbers: [String: Int32] = [:]
        var members: [[Int32]] = []
        for (id, tagSet) in held {
            let number =
                idNumbers[id]
                ?? {
                    ids.append(id)
                    idNumbers[id] = Int32(ids.count - 1)
                    return Int32(ids.count - 1)
                }()
            var tags: [Int32] = []
            for tag in Set(tagSet) {
                let tagNumber =
                    numbers[tag]
                    ?? {
                        numbers[tag] = Int32(numbers.count)
                        holding.append([])
                        return Int32(numbers.count - 1)
                    }()
                tags.append(tagNumber)
                holding[Int(tagNumber)].append(Int32(owner.count))
            }
            owner.append(number)
            size.append(Int32(tags.count))
            members.append(tags.sorted())
        }
        frequent = holding.map { $0.count > Self.frequentAbove }
        var bySignature: [[[Int32]: Int32]] = Array(repeating: [:], count: ids.count)
        for (set, tags) in members.enumerated() {
            let signature = tags.filter { frequent[Int($0)] }
            frequentTags.append(signature)
            guard !signature.isEmpty else { continue }
            let id = Int(owner[set])
            bySignature[id][signature] = min(bySignature[id][signature] ?? .max, size[set])
        }
        signatures = bySignature.map { found in
            found.map { (tags: $0.key, size: $0.value) }.sorted { $0.tags.lexicographicallyPrecedes($1.tags) }
        }
        for tag in holding.indices where frequent[tag] { holding[tag] = [] }
    }

    /// For each ID sharing a tag with `tagSet`: its nearest set's tags in common and in either.
    func nearest(to tagSet: [String]) -> [String: (shared: Int, all: Int)] {
        let tags = Set(tagSet)
        let known = tags.compactMap { numbers[$0] }
        let frequentHere = Set(known.filter { frequent[Int($0)] })
        var best: [Int32: (shared: Int, all: Int)] = [:]
        func offer(_ id: Int32, shared: Int, size: Int) {
            let all = size + tags.count - shared
            if let found = best[id], found.shared * all >= shared * found.all { return }
            best[id] = (shared, all)
        }
        if !frequentHere.isEmpty {
            for (id, found) in signatures.enumerated() {
                for signature in found {
                    let shared = signature.tags.reduce(0) { $0 + (frequentHere.contains($1) ? 1 : 0) }
                    if shared > 0 { offer(Int32(id), shared: shared, size: Int(signature.size)) }
                }
            }
        }
        var rare: [Int32: Int] = [:]
        for tag in known where !frequent[Int(tag)] {
            for set in holding[Int(tag)] { rare[set, default: 0] += 1 }
        }
        for (set, count) in rare {
            let shared = count + frequentTags[Int(set)].reduce(0) { $0 + (frequentHere.contains($1) ? 1 : 0) }
            offer(owner[Int(set)], shared: shared, size: Int(size[Int(set)]))
        }
        return Dictionary(uniqueKeysWithValues: best.map { (ids[Int($0.key)], $0.value) })
    }
}
