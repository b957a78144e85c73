/// Names the packs of a delivery whose packs have IDs, so that an ID lasts from release to
/// release (docs/background-assets.md, "Pack IDs"):
///
/// 1. a pack holding a tag set the manifest names (`<asset-pack id=…>`) takes that ID;
/// 2. each ID of the previous release (`PackHistory`) goes to the pack that holds the most of
///    its content (`HistoryOverlap`: the bytes of the files it held, by bundle path, or of the
///    partitions whose tag sets are like its own), pairs taken largest overlap first, each
///    pack taking one ID: a pack keeps its ID whatever tags are added, removed or merged
///    around it, while it holds its content;
/// 3. any other pack is new: it gets an ID from its tags (`PackNamingRule`), never one an
///    earlier release used (an archived record is not reused for other content).
///
/// Every rule is applied through `HostSafeNamingRule`: no ID Windows takes for a device.
///
/// With a history it reports the churn: IDs no longer used (archive them in the store) and
/// new IDs (new store records, counted against the pack limit).
struct PackNaming {
    /// One pack to name: its partitions, each with its tag set and files (bundle path, bytes).
    struct Pack {
        /// One partition of the pack.
        struct Part {
            var tags: [String]
            var files: [(path: String, bytes: Int64)]
            var bytes: Int64 { files.reduce(0) { $0 + $1.bytes } }
        }

        var parts: [Part]
        var location: SourceLocation?
        /// The platforms it serves when not every platform of the app (`PlatformUnion`).
        var platforms: [String]?
        /// Its language, for a localized pack (`--localized-packs`).
        var language: String?

        /// A pack of partitions whose files are not known (their tag sets alone).
        init(tagSets: [[String]], location: SourceLocation? = nil) {
            self.init(parts: tagSets.map { Part(tags: $0, files: []) }, location: location)
        }

        init(parts: [Part], location: SourceLocation?, platforms: [String]? = nil, language: String? = nil) {
            self.parts = parts
            self.location = location
            self.platforms = platforms
            self.language = language
        }

        var tagSets: [[String]] { parts.map(\.tags) }
        var tags: [String] { Set(tagSets.joined()).sorted() }
    }

    let manifest: Manifest
    let rule: any PackNamingRule
    let history: PackHistory?
    /// The platforms the run planned (`PackPlan.plannedPlatforms`): a pack of all of them holds
    /// what any device of the app gets, unless the history names more platforms of the app.
    var plannedPlatforms: [String] = []
    /// The tag sets of the plan's partitions.
    private let planTagSets: Set<[String]>
    /// The manifest's IDs by tag set.
    private var named: [[String]: PackIDDeclaration] = [:]
    private(set) var diagnostics: [Diagnostic] = []

    /// `tagSets`: the partitions of the plan, to find IDs the manifest gives a tag set none has.
    init(manifest: Manifest, rule: any PackNamingRule, history: PackHistory?, tagSets: [[String]]) {
        self.manifest = manifest
        self.rule = HostSafeNamingRule(own: rule)
        self.history = history
        let existing = Set(tagSets)
        planTagSets = Set(tagSets.map { $0.sorted() })
        for declaration in manifest.packIDs {
            let location = declaration.location ?? manifest.location
            if !self.rule.isValid(declaration.id) {
                diagnostics.append(.invalidPackID(declaration.id, rule: self.rule, at: location))
            } else if let first = named[declaration.tags] {
                diagnostics.append(.packIDDeclaredTwice(tags: declaration.tags, first: first.id, at: location))
            } else {
                named[declaration.tags] = declaration
                if !tagSets.isEmpty && !existing.contains(declaration.tags) {
                    diagnostics.append(.unusedPackID(declaration.id, tags: declaration.tags, at: location))
                }
            }
        }
    }

    /// The ID of each pack, in order; `pack-id-collision` for two alike.
    mutating func ids(for packs: [Pack]) -> [String] {
        var ids = packs.map { declaredID($0) }
        keepPreviousIDs(packs, into: &ids)
        var taken = Set(ids.compactMap { $0?.lowercased() }).union((history?.everUsed ?? []).map { $0.lowercased() })
        // A pack of some platforms reads as its tags and its platforms (`Level-1-iOS`), a
        // localized pack as its tags and its language (`Level-1-fr`, `Level-1-iOS-pt-BR`).
        let app = Set(plannedPlatforms).union(history?.platforms ?? [])
        let readables = packs.map { pack in
            // A pack's label names its platforms when they are not every platform of the app,
            // whether it was planned with the app's other targets or alone.
            let on = pack.platforms ?? plannedPlatforms
            let suffixes = (Set(on) == app ? [] : on) + (pack.language.map { [$0] } ?? [])
            guard !suffixes.isEmpty else { return rule.readable(pack.tags) }
            return rule.readable([([rule.readable(pack.tags)] + suffixes).joined(separator: " ")])
        }
        var uses: [String: Int] = [:]
        for (position, form) in readables.enumerated() where ids[position] == nil { uses[form.lowercased(), default: 0] += 1 }
        for position in packs.indices where ids[position] == nil {
            var id = readables[position]
            if !rule.isValid(id) || uses[id.lowercased()] != 1 || taken.contains(id.lowercased()) {
                // A localized pack's language is part of what it holds: its hash differs from its tag sets' other packs'.
                let held = packs[position].tagSets + (packs[position].language.map { [["\u{1F}language", $0]] } ?? [])
                id = rule.fallback(packs[position].tags, hash: PackIdentity.hash(ofTagSets: held))
                var round = 0
                while taken.contains(id.lowercased()) {
                    round += 1
                    id = rule.fallback(packs[position].tags, hash: PackIdentity.hash(ofTagSets: held + [["\(round)"]]))
                }
            }
            taken.insert(id.lowercased())
            ids[position] = id
        }
        let named = ids.map { $0 ?? "" }
        reportCollisions(named, packs: packs)
        return named
    }

    /// The manifest's ID for one of the pack's tag sets (the first by tag set wins); an ID the
    /// history lists as retired is `retired-pack-id`, and the pack is named as if none were given.
    private mutating func declaredID(_ pack: Pack) -> String? {
        // The manifest names a tag set's unlocalized pack; its localized packs take their own.
        guard pack.language == nil else { return nil }
        let declarations = pack.tagSets.sorted { $0.lexicographicallyPrecedes($1) }.compactMap { named[$0] }
        if declarations.count > 1 {
            diagnostics.append(
                .packIDsMerged(
                    kept: declarations[0].id, dropped: declarations.dropFirst().map(\.id),
                    at: declarations[1].location ?? manifest.location))
        }
        guard let declared = declarations.first else { return nil }
        if let history, history.retired.contains(declared.id) {
            diagnostics.append(
                .retiredPackID(
                    declared.id, tags: declared.tags, source: history.source, rule: rule,
                    at: declared.location ?? manifest.location))
            return nil
        }
        if let history, let held = history.contents[declared.id], let why = otherContent(held, pack) {
            diagnostics.append(
                .packIDRebound(
                    declared.id, tags: declared.tags, held: held, why: why, source: history.source, rule: rule,
                    at: declared.location ?? manifest.location))
            return nil
        }
        return declared.id
    }

    /// Why an ID the history holds for `held` cannot name `pack`, or nil when it can: content of
    /// another language, of other platforms, or a tag set the ID held that this release still
    /// has in another pack (a tag set that is gone may have been renamed: the ID may follow it).
    private func otherContent(_ held: PackHistory.Content, _ pack: Pack) -> String? {
        if held.language != pack.language {
            return held.language.map { "it is the pack of the language \(MessageText.quoted($0))" } ?? "it is a pack of every language"
        }
        if let served = held.platforms,
            !HistoryOverlap.serves(served, partition: pack.platforms, planned: Set(plannedPlatforms), known: history?.platforms ?? [])
        {
            let on = (pack.platforms ?? plannedPlatforms).joined(separator: ", ")
            return "it serves \(served.map { MessageText.printable($0) }.joined(separator: ", ")), and this pack \(on)"
        }
        let own = Set(pack.tagSets.map { $0.sorted() })
        if let elsewhere = held.tagSets.first(where: { planTagSets.contains($0) && !own.contains($0) }) {
            return "this release still has \(Diagnostic.packName(elsewhere)) in another pack"
        }
        return nil
    }

    /// Gives each previous ID to the pack holding most of its content (`HistoryOverlap`).
    private func keepPreviousIDs(_ packs: [Pack], into ids: inout [String?]) {
        guard let history else { return }
        let declared = Set(ids.compactMap { $0?.lowercased() })
        let overlap = HistoryOverlap(history, planned: plannedPlatforms) { !declared.contains($0.lowercased()) && rule.isValid($0) }
        var overlaps: [(bytes: Int64, id: String, pack: Int)] = []
        for (position, pack) in packs.enumerated() where ids[position] == nil {
            var bytes: [String: Int64] = [:]
            for part in pack.parts {
                for (id, held) in overlap.overlaps(
                    tagSet: part.tags, platforms: pack.platforms, language: pack.language,
                    files: part.files, bytes: part.bytes)
                {
                    bytes[id, default: 0] += held
                }
            }
            overlaps += bytes.map { (bytes: $0.value, id: $0.key, pack: position) }
        }
        overlaps.sort { ($1.bytes, $0.id, $0.pack) < ($0.bytes, $1.id, $1.pack) }
        var given = Set<String>()
        for overlap in overlaps where ids[overlap.pack] == nil && !given.contains(overlap.id) {
            ids[overlap.pack] = overlap.id
            given.insert(overlap.id)
        }
    }

    /// Compared without case: two IDs that differ only in case name one file on a Mac.
    private mutating func reportCollisions(_ ids: [String], packs: [Pack]) {
        var owners: [String: Int] = [:]
        for (position, id) in ids.enumerated() {
            if let first = owners[id.lowercased()] {
                diagnostics.append(
                    .assetPackIDCollision(
                        id, other: ids[first], first: packs[first].tags, second: packs[position].tags,
                        at: packs[position].location ?? manifest.location))
            } else {
                owners[id.lowercased()] = position
            }
        }
    }

    /// The churn against the previous release: IDs no longer used (of what `scope` planned), and
    /// IDs that are new.
    func churn(_ ids: [String], packLimit: Int64?, scope: PackLockFile.Scope? = nil) -> [Diagnostic] {
        guard let history else { return [] }
        let current = Set(ids)
        let ever = history.everUsed.union(current)
        let gone = history.ids.subtracting(current).filter { id in
            scope.map { scope in history.contents[id].map(scope.covers) ?? true } ?? true
        }
        var diagnostics = gone.sorted().map { id in
            Diagnostic.packIDRetired(id, source: history.source, rule: rule, at: manifest.location)
        }
        diagnostics += current.subtracting(history.ids).sorted().map { id in
            Diagnostic.packIDNew(id, inUse: current.count, everUsed: ever.count, limit: packLimit, rule: rule, at: manifest.location)
        }
        return diagnostics
    }
}

extension PackLockFile.Scope {
    /// What `plan` planned against `history`: its targets' platforms, or its one target's, and
    /// its packs' languages.
    init(plan: PackPlan, history: PackHistory?) {
        platforms = Set(plan.plannedPlatforms)
        partial = !(history?.platforms ?? []).isSubset(of: platforms)
        languages = Set(plan.packs.compactMap(\.language))
    }
}
