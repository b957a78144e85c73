import SourceScan

/// The text of `odr-pack migrate`: the verdict (`MigrationVerdict`), then each source file with
/// every one of its places (line:column, what the code does, the call, the tags' packs or what
/// a lookup finds, and what it becomes), then the items a pack cannot serve as they are (an
/// atlas with the count of its frames, and how many places name it), then the files in other
/// languages that mention On-Demand Resources. The whole list: nothing is cut but long texts.
extension TextReport {
    /// The migration as lines of text, ending in a newline.
    public static func render(_ migration: Migration) -> String {
        let verdict = MigrationVerdict(migration)
        var lines = ["\(MessageText.printable(migration.manifestFile, limit: nil)): moving to Background Assets: \(verdict.headline)"]
        lines += verdict.lines.map { "  " + MessageText.printable(MigrationVerdict.text($0), limit: nil) }
        var current: String?
        for site in migration.sites {
            if site.file != current {
                current = site.file
                lines += ["", MessageText.printable(site.file, limit: nil)]
            }
            lines += siteLines(site)
        }
        lines += itemLines(migration)
        lines += unscannedLines(migration.unscanned)
        return lines.joined(separator: "\n") + "\n"
    }

    /// One place: where and what, the call, what it reaches, and what it becomes.
    static func siteLines(_ site: MigrationSite) -> [String] {
        let place = "\(site.line):\(site.column)"
        var lines = [
            "  " + place.padding(toLength: max(place.count, 8), withPad: " ", startingAt: 0)
                + label(site).padding(toLength: 16, withPad: " ", startingAt: 0) + MessageText.printable(site.code, limit: 160)
        ]
        let indent = String(repeating: " ", count: 10)
        if let tags = site.tags { lines.append(indent + "tags: " + describe(tags)) }
        if let resource = site.resource, let found = describe(resource) { lines.append(indent + found) }
        if !site.constants.isEmpty {
            lines.append(
                indent + "through the constant\(site.constants.count == 1 ? "" : "s") "
                    + site.constants.map(MessageText.quoted).joined(separator: ", ") + " of this file")
        }
        lines.append(indent + "now:  " + MessageText.printable(site.replacement, limit: nil))
        return lines
    }

    /// The items, each with its frames counted and the places that name it.
    static func itemLines(_ migration: Migration) -> [String] {
        guard !migration.items.isEmpty else { return [] }
        let summary = migration.summary
        var places: [String: Int] = [:]
        for group in migration.siteGroups { if let item = group.item { places[item, default: 0] += group.sites.count } }
        var lines = [
            "",
            "Items that cannot be read from a pack as they are (\(migration.items.count)"
                + (summary.catalogItems > summary.items ? "; \(summary.catalogItems) counting each atlas frame" : "") + "):",
        ]
        for item in migration.items {
            let frames = item.frames.isEmpty ? "" : " of \(item.frames.count) frame\(item.frames.count == 1 ? "" : "s")"
            let named = places[item.path].map { "; named in \($0) place\($0 == 1 ? "" : "s")" } ?? ""
            lines.append(
                "  \(MessageText.quoted(item.path)): \(item.kind)\(frames), read with \(item.reader), in pack \(MessageText.quoted(item.pack.id)) "
                    + "(\(item.pack.policy.rawValue); tags \(item.tags.map(MessageText.quoted).joined(separator: ", ")))\(named)")
            lines.append("    now: " + MessageText.printable(item.replacement, limit: nil))
        }
        return lines
    }

    /// The files in other languages that mention On-Demand Resources or a packed file.
    static func unscannedLines(_ unscanned: MigrationUnscanned) -> [String] {
        guard !unscanned.mentioning.isEmpty else { return [] }
        var lines = ["", "Files migrate does not read that mention On-Demand Resources or a packed file (\(unscanned.mentioning.count)):"]
        for file in unscanned.mentioning {
            lines.append(
                "  \(MessageText.printable(file.file, limit: nil)):\(file.line): \(file.language), mentions "
                    + file.mentions.map(MessageText.quoted).joined(separator: ", "))
        }
        return lines
    }

    /// A few words for what a place does: a compiled lookup says whether it preloads atlases or loads a scene.
    static func label(_ site: MigrationSite) -> String {
        guard site.kind == .compiledLookup, let api = site.resource?.api else { return label(site.kind) }
        if api.contains("preloadTextureAtlasesNamed") { return "atlas preload" }
        return MigrationReaders.kinds(readBy: api) == MigrationReaders.scenes ? "scene lookup" : label(site.kind)
    }

    /// A few words for what the code does.
    static func label(_ kind: SourceFinding.Kind) -> String {
        switch kind {
        case .requestInit: "request"
        case .requestType: "request type"
        case .requestStore: "stores request"
        case .requestRelease: "frees request"
        case .beginAccessing: "begin access"
        case .conditionallyBeginAccessing: "conditional"
        case .endAccessing: "end access"
        case .loadingPriority: "priority"
        case .loadingPriorityRead: "reads priority"
        case .preservationPriority: "preservation"
        case .preservationPriorityRead: "reads preserv."
        case .progress: "progress"
        case .requestTags: "reads tags"
        case .requestBundle: "reads bundle"
        case .lowDiskSpace: "low disk space"
        case .bundleLookup: "file lookup"
        case .compiledLookup: "compiled lookup"
        }
    }

    /// `'Level 01' -> 'Level-01' (onDemand), ...`, or the expression not resolved.
    static func describe(_ tags: MigrationTags) -> String {
        switch tags {
        case .literal(let list):
            return list.map { tag in
                MessageText.quoted(tag.name) + " -> "
                    + (tag.packs.isEmpty
                        ? "no pack (no resource has this tag)"
                        : tag.packs.map { "\(MessageText.quoted($0.id)) (\($0.policy.rawValue))" }.joined(separator: ", "))
            }.joined(separator: "; ")
        case .unresolved(let expression):
            return "not literals (\(MessageText.printable(expression, limit: 80))): check which tags by hand"
        }
    }

    /// What a lookup reaches, or nil when it is not resolved (the replacement says so); items by
    /// the names the app looks them up by when `short`.
    static func describe(_ resource: MigrationResource, short: Bool = false) -> String? {
        if let unresolved = resource.unresolved {
            return "finds: not a literal (\(MessageText.printable(unresolved, limit: 80)))"
        }
        if !resource.files.isEmpty {
            let shown = resource.files.prefix(3).map {
                "\(MessageText.quoted($0.bundlePath)) in \(MessageText.quoted($0.pack.id)) (\($0.pack.policy.rawValue))"
            }
            return "finds: " + shown.joined(separator: ", ") + (resource.files.count > 3 ? " and \(resource.files.count - 3) more" : "")
        }
        if !resource.items.isEmpty {
            let shown = resource.items.prefix(3).map { MessageText.quoted(short ? MigrationItems.lookupName(of: $0) : $0) }.joined(
                separator: ", ")
            return "names: " + shown + (resource.items.count > 3 ? " and \(resource.items.count - 3) more" : "")
        }
        return nil
    }
}
