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
/// and the tag sets sharing one of its tags, not the whole history.
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
    private var setsByTag: [String: [(id: String, set: Set<String>)]] = [:]
    private var platforms: [String: [String]] = [:]
    private var languages: [String: String] = [:]
    private let planned: Set<String>
    private let known: Set<String>

    /// The overlaps with `history`'s IDs for which `usable` holds, for a run that planned the
    /// platforms `planned` (empty: a manifest's, which names none).
    init(_ history: PackHistory, planned: [String] = [], usable: (String) -> Bool = { _ in true }) {
        self.planned = Set(planned)
        known = history.platforms
        for (id, content) in history.contents.sorted(by: { $0.key < $1.key }) where usable(id) {
            if let on = content.platforms { platforms[id] = on }
            if let language = content.language { languages[id] = language }
            if let files = content.files {
                for file in files { owners[file, default: []].append(id) }
                continue
            }
            for tagSet in content.tagSets {
                let set = Set(tagSet)
                for tag in tagSet { setsByTag[tag, default: []].append((id, set)) }
            }
        }
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
        let tags = Set(tagSet)
        var nearest: [String: (shared: Int, all: Int)] = [:]
        for tag in tagSet {
            for (id, set) in setsByTag[tag] ?? [] {
                let shared = set.intersection(tags).count
                let all = set.union(tags).count
                if let best = nearest[id], best.shared * all >= shared * best.all { continue }
                nearest[id] = (shared, all)
            }
        }
        let weight = max(bytes, 1)
        for (id, likeness) in nearest {
            found[id, default: 0] += max(weight * Int64(likeness.shared) / Int64(likeness.all), 1)
        }
        return found
    }
}
