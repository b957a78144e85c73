/// What changed between two builds, read from their indexes alone: each pack matched by
/// identifier (added, removed, changed when its delivery says so -- `DiffDelivery.isChanged` --
/// or unchanged), the
/// files inside changed packs, each tag's download before and after and the bytes a device
/// that holds the tag must fetch again, and the totals. Packs are sorted by identifier,
/// tags by name and files by path, so the same two indexes always give the same diff.
public struct IndexDiff: Sendable {
    /// What happened to a pack or a file between the two builds.
    public enum Status: String, Sendable, Hashable, Codable, CaseIterable {
        case added, removed, changed, unchanged
    }

    /// One file of a pack that is in both builds.
    public struct FileChange: Sendable, Hashable {
        /// Where it is inside the pack.
        public var path: String
        /// The file's path in the repository (relative to the manifest's base folder), as the index records it.
        public var source: String
        /// Added, removed or changed (SHA-256 differs); unchanged files are not listed.
        public var status: Status
        /// Its size in the old build, if it was there.
        public var oldSize: Int64?
        /// Its size in the new build, if it is there.
        public var newSize: Int64?
    }

    /// One pack of either build.
    public struct PackChange: Sendable, Hashable {
        /// `<bundle id>.asset-pack-<md5>`.
        public var identifier: String
        /// Its tags, sorted.
        public var tags: [String]
        /// What happened to it.
        public var status: Status
        /// Its archive's bytes in the old build (0 when added).
        public var oldArchiveBytes: Int64
        /// Its archive's bytes in the new build (0 when removed).
        public var newArchiveBytes: Int64
        /// For a changed pack, the files added, removed or changed, sorted by path.
        public var files: [FileChange]

        /// The tags joined by `+`, as lint names packs.
        public var displayName: String { tags.joined(separator: "+") }
    }

    /// One tag of either build.
    public struct TagChange: Sendable, Hashable {
        /// The tag.
        public var name: String
        /// The archive bytes of its packs in the old build (0 when it is new).
        public var oldBytes: Int64
        /// The archive bytes of its packs in the new build (0 when it is gone).
        public var newBytes: Int64
        /// The archive bytes of its new packs that were added or changed: what a device that
        /// holds the tag downloads again after the update (with localized packs, the device of
        /// the language that downloads most: the packs of every language and its own).
        public var downloadBytes: Int64
    }

    /// Sums over all packs.
    public struct Totals: Sendable, Hashable {
        /// The archive bytes of added and changed packs: what a device that holds every
        /// pack downloads after the update.
        public var downloadBytes: Int64
        /// The archive bytes of every old pack.
        public var oldArchiveBytes: Int64
        /// The archive bytes of every new pack.
        public var newArchiveBytes: Int64
        /// The archive bytes of the packs initial-install and prefetch tags download, before and after.
        public var oldInitialAndPrefetchBytes: Int64
        public var newInitialAndPrefetchBytes: Int64
        public var addedPacks: Int
        public var removedPacks: Int
        public var changedPacks: Int
        public var unchangedPacks: Int
    }

    /// Every pack of either build, sorted by identifier.
    public var packs: [PackChange]
    /// Every tag of either build, sorted by name.
    public var tags: [TagChange]
    /// One per language of localized packs in either build (`--localized-packs`), sorted; the
    /// packs of every language are the entry of no language, first. Empty without them.
    public var languages: [LanguageChange] = []

    /// What one language's localized packs weighed before and after, and what a device of that
    /// language downloads for the update (the packs of every language that changed, and its own).
    public struct LanguageChange: Sendable, Hashable {
        /// Its BCP-47 identifier; nil for the packs of every language.
        public var name: String?
        public var oldBytes: Int64
        public var newBytes: Int64
        public var downloadBytes: Int64
    }
    /// The sums.
    public var totals: Totals
    /// The manifest the new build read (else the old one's), as its index names it.
    public var manifest: String?
    /// The manifest line of each pack's first entry, by identifier, where the index records it.
    public var packLines: [String: Int]
    /// The manifest line of each tag, where the index records it.
    public var tagLines: [String: Int]

    /// The delivery of both builds, as the job resolved it.
    var delivery: any DiffDelivery

    /// What the sizes measure.
    public enum Measure: String, Sendable, Hashable {
        /// The archives' bytes, what devices download: both builds wrote archives.
        case archiveBytes = "archive-bytes"
        /// The packs' content bytes: a build without archives has no archive bytes, so both
        /// builds are measured by their content, like with like.
        case contentBytes = "content-bytes"
    }

    /// What the sizes and budgets of this diff measure.
    public var measure: Measure

    /// What a store that keeps packs by ID needs after this update, for a delivery whose IDs last.
    public struct Upload: Sendable, Hashable {
        /// IDs whose content changed: upload a new version of each.
        public var newVersions: [String]
        /// IDs that are new: create a record, then upload.
        public var newIDs: [String]
        /// IDs no longer used: archive them once no installed version asks for them.
        public var archive: [String]
    }

    /// The uploads, for a delivery whose pack IDs last; nil for others.
    public var upload: Upload?

    /// The diff from `old` to `new`, builds of `delivery`.
    init(old: BuildIndex, new: BuildIndex, delivery kind: any DiffDelivery) {
        delivery = kind
        measure = old.hasArchives && new.hasArchives ? .archiveBytes : .contentBytes
        let (old, new) = (old.sized(by: measure), new.sized(by: measure))
        let oldPacks = Dictionary(old.assetPacks.map { ($0.identifier, $0) }) { first, _ in first }
        let newPacks = Dictionary(new.assetPacks.map { ($0.identifier, $0) }) { first, _ in first }
        var packs: [PackChange] = []
        for identifier in Set(oldPacks.keys).union(newPacks.keys).sorted() {
            let before = oldPacks[identifier]
            let after = newPacks[identifier]
            let status: Status
            var files: [FileChange] = []
            switch (before, after) {
            case (nil, _): status = .added
            case (_, nil): status = .removed
            // The delivery decides: an archive another tool makes may not be reproducible.
            case (let before?, let after?) where kind.isChanged(before, after):
                status = .changed
                files = Self.fileChanges(before.files, after.files)
            default: status = .unchanged
            }
            packs.append(
                PackChange(
                    identifier: identifier, tags: (after ?? before)?.tags ?? [], status: status,
                    oldArchiveBytes: before?.archiveSize ?? 0, newArchiveBytes: after?.archiveSize ?? 0,
                    files: files))
        }
        let byIdentifier = Dictionary(packs.map { ($0.identifier, $0) }) { first, _ in first }
        let oldTags = Dictionary(old.tags.map { ($0.name, $0.assetPacks) }) { first, _ in first }
        let newTags = Dictionary(new.tags.map { ($0.name, $0.assetPacks) }) { first, _ in first }
        tags = Set(oldTags.keys).union(newTags.keys).sorted().map { name in
            let before = oldTags[name] ?? []
            let after = newTags[name] ?? []
            let download = after.compactMap { byIdentifier[$0] }.filter { $0.status == .added || $0.status == .changed }
            return TagChange(
                name: name,
                oldBytes: before.sizeSum { oldPacks[$0]?.archiveSize ?? 0 },
                newBytes: after.sizeSum { newPacks[$0]?.archiveSize ?? 0 },
                downloadBytes: Self.deviceDownload(download, language: { newPacks[$0]?.deliveryKeys["Language"]?.string }))
        }
        languages = Self.languageChanges(old: old, new: new, packs: byIdentifier)
        func count(_ status: Status) -> Int { packs.count { $0.status == status } }
        totals = Totals(
            downloadBytes: packs.filter { $0.status == .added || $0.status == .changed }.sizeSum(\.newArchiveBytes),
            oldArchiveBytes: old.archiveSize, newArchiveBytes: new.archiveSize,
            oldInitialAndPrefetchBytes: Self.initialAndPrefetchArchiveBytes(old),
            newInitialAndPrefetchBytes: Self.initialAndPrefetchArchiveBytes(new),
            addedPacks: count(.added), removedPacks: count(.removed), changedPacks: count(.changed), unchangedPacks: count(.unchanged))
        self.packs = packs
        manifest = new.manifest ?? old.manifest
        packLines = Dictionary((old.assetPacks + new.assetPacks).compactMap { pack in pack.line.map { (pack.identifier, $0) } }) {
            _, last in last
        }
        tagLines = Dictionary((old.tags + new.tags).compactMap { tag in tag.line.map { (tag.name, $0) } }) { _, last in last }
        if kind.packNaming != nil {
            func ids(_ status: Status) -> [String] { packs.filter { $0.status == status }.map(\.identifier) }
            upload = Upload(newVersions: ids(.changed), newIDs: ids(.added), archive: ids(.removed))
        }
    }

    /// For a delivery whose pack IDs last: each ID no longer used (`pack-id-retired`) and each
    /// new one (`pack-id-new`), located at the pack's manifest line.
    func churn() -> [Diagnostic] {
        guard let upload, let naming = delivery.packNaming else { return [] }
        let inUse = packs.filter { $0.status != .removed }.count
        return upload.archive.map { Diagnostic.packIDRetired($0, source: "the old build", rule: naming, at: location(pack: $0)) }
            + upload.newIDs.map {
                Diagnostic.packIDNew($0, inUse: inUse, everUsed: packs.count, limit: nil, rule: naming, at: location(pack: $0))
            }
    }

    /// Where a diagnostic about the whole update, a pack or a tag is located: the manifest
    /// the builds read, at the pack's or tag's line; nil when the indexes do not say.
    func location(pack: String? = nil, tag: String? = nil) -> SourceLocation? {
        guard let manifest else { return nil }
        let line = pack.flatMap { packLines[$0] } ?? tag.flatMap { tagLines[$0] }
        return SourceLocation(file: manifest, line: line, column: nil)
    }

    /// What one device downloads of `changed` (a tag's added and changed packs): all of them,
    /// unless some are localized packs of a language (`--localized-packs`): a device takes the
    /// packs of every language and those of its own, so the most any one language's device
    /// downloads -- a French device does not fetch a changed English file.
    static func deviceDownload(_ changed: [PackChange], language: (String) -> String?) -> Int64 {
        let languages = Set(changed.compactMap { language($0.identifier) })
        guard !languages.isEmpty else { return changed.sizeSum(\.newArchiveBytes) }
        return languages.map { wanted in
            changed.filter { language($0.identifier).map { $0 == wanted } ?? true }.sizeSum(\.newArchiveBytes)
        }.max() ?? 0
    }

    /// Each language's packs before and after (`Language`, which Background Assets' localized
    /// packs record), with the packs of every language first; empty when neither build has one.
    static func languageChanges(old: BuildIndex, new: BuildIndex, packs: [String: PackChange]) -> [LanguageChange] {
        func language(_ pack: BuiltPack) -> String? { pack.deliveryKeys["Language"]?.string }
        let names = Set((old.assetPacks + new.assetPacks).compactMap(language))
        guard !names.isEmpty else { return [] }
        func bytes(_ index: BuildIndex, _ name: String?) -> Int64 {
            index.assetPacks.filter { language($0) == name }.sizeSum(\.archiveSize)
        }
        func download(_ name: String?) -> Int64 {
            new.assetPacks.filter { language($0) == name }.compactMap { packs[$0.identifier] }
                .filter { $0.status == .added || $0.status == .changed }.sizeSum(\.newArchiveBytes)
        }
        let every = download(nil)
        return ([nil] + names.sorted().map(Optional.some)).map { name in
            LanguageChange(
                name: name, oldBytes: bytes(old, name), newBytes: bytes(new, name),
                downloadBytes: name == nil ? every : every.addingSaturated(download(name)))
        }
    }

    /// The archive bytes of the packs that initial-install and prefetch tags download.
    static func initialAndPrefetchArchiveBytes(_ index: BuildIndex) -> Int64 {
        let names = Set(index.initialInstallTags + index.prefetchTagOrder)
        let packs = Set(index.tags.filter { names.contains($0.name) }.flatMap(\.assetPacks))
        return index.assetPacks.filter { packs.contains($0.identifier) }.sizeSum(\.archiveSize)
    }

    /// The files added, removed or changed between two lists sorted by path.
    static func fileChanges(_ old: [BuiltFile], _ new: [BuiltFile]) -> [FileChange] {
        let before = Dictionary(old.map { ($0.path, $0) }) { first, _ in first }
        let after = Dictionary(new.map { ($0.path, $0) }) { first, _ in first }
        return Set(before.keys).union(after.keys).sorted { $0.utf8Precedes($1) }.compactMap { path in
            switch (before[path], after[path]) {
            case (nil, let file?): FileChange(path: path, source: file.source, status: .added, oldSize: nil, newSize: file.size)
            case (let file?, nil): FileChange(path: path, source: file.source, status: .removed, oldSize: file.size, newSize: nil)
            case (let first?, let second?) where first.sha256 != second.sha256 || first.size != second.size:
                FileChange(path: path, source: second.source, status: .changed, oldSize: first.size, newSize: second.size)
            default: nil
            }
        }
    }
}

extension BuildIndex {
    /// The index with each pack's size as `measure` takes it: its archive's, or its content's
    /// in place of the archive's (a build without archives has none, and the other build of
    /// the diff is then measured the same way).
    func sized(by measure: IndexDiff.Measure) -> BuildIndex {
        guard measure == .contentBytes else { return self }
        var sized = self
        for position in sized.assetPacks.indices { sized.assetPacks[position].archiveSize = sized.assetPacks[position].uncompressedSize }
        return sized
    }
}
