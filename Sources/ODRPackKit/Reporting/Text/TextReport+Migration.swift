import SourceScan

/// The text of `odr-pack migrate`: a summary line, then each source file with its places
/// (line:column, what the code does, the call, the tags' packs or the files a lookup finds,
/// and what it becomes), then the items that must move out of their packs.
extension TextReport {
    /// The migration as lines of text, ending in a newline.
    public static func render(_ migration: Migration) -> String {
        let files = Set(migration.sites.map(\.file)).count
        var lines = ["\(MessageText.printable(migration.manifestFile, limit: nil)): moving to Background Assets: "
            + "\(migration.sites.count) place\(migration.sites.count == 1 ? "" : "s") in \(files) of \(migration.sources.count) source file\(migration.sources.count == 1 ? "" : "s"), "
            + "\(migration.items.count) item\(migration.items.count == 1 ? "" : "s") that cannot stay in a pack"]
        var current: String?
        for site in migration.sites {
            if site.file != current {
                current = site.file
                lines += ["", MessageText.printable(site.file, limit: nil)]
            }
            let place = "\(site.line):\(site.column)"
            lines.append("  " + place.padding(toLength: max(place.count, 8), withPad: " ", startingAt: 0)
                + label(site.kind).padding(toLength: 16, withPad: " ", startingAt: 0) + MessageText.printable(site.code, limit: 160))
            let indent = String(repeating: " ", count: 10)
            if let tags = site.tags { lines.append(indent + "tags: " + describe(tags)) }
            if let resource = site.resource, let found = describe(resource) { lines.append(indent + found) }
            lines.append(indent + "now:  " + MessageText.printable(site.replacement, limit: nil))
        }
        if !migration.items.isEmpty {
            lines += ["", "Items that cannot be read from a pack (\(migration.items.count)):"]
            for item in migration.items {
                lines.append("  \(MessageText.quoted(item.path)): \(item.kind), read with \(item.reader), in pack \(MessageText.quoted(item.pack.id)) "
                    + "(\(item.pack.policy.rawValue); tags \(item.tags.map(MessageText.quoted).joined(separator: ", ")))")
                lines.append("    now: " + MessageText.printable(item.replacement, limit: nil))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A few words for what the code does.
    static func label(_ kind: SourceFinding.Kind) -> String {
        switch kind {
        case .requestInit: "request"
        case .beginAccessing: "begin access"
        case .conditionallyBeginAccessing: "conditional"
        case .endAccessing: "end access"
        case .loadingPriority: "priority"
        case .preservationPriority: "preservation"
        case .progress: "progress"
        case .bundleLookup: "file lookup"
        case .compiledLookup: "compiled lookup"
        }
    }

    /// `'Level 01' -> 'Level-01' (onDemand), ...`, or the expression not resolved.
    static func describe(_ tags: MigrationTags) -> String {
        switch tags {
        case .literal(let list):
            return list.map { tag in
                MessageText.quoted(tag.name) + " -> " + (tag.packs.isEmpty ? "no pack (no resource has this tag)"
                    : tag.packs.map { "\(MessageText.quoted($0.id)) (\($0.policy.rawValue))" }.joined(separator: ", "))
            }.joined(separator: "; ")
        case .unresolved(let expression):
            return "not literals (\(MessageText.printable(expression, limit: 80))): check which tags by hand"
        }
    }

    /// What a lookup reaches, or nil when it is not resolved (the replacement says so).
    static func describe(_ resource: MigrationResource) -> String? {
        if let unresolved = resource.unresolved {
            return "finds: not a literal (\(MessageText.printable(unresolved, limit: 80)))"
        }
        if !resource.files.isEmpty {
            let shown = resource.files.prefix(3).map { "\(MessageText.quoted($0.bundlePath)) in \(MessageText.quoted($0.pack.id)) (\($0.pack.policy.rawValue))" }
            return "finds: " + shown.joined(separator: ", ") + (resource.files.count > 3 ? " and \(resource.files.count - 3) more" : "")
        }
        if !resource.items.isEmpty {
            return "names: " + resource.items.map(MessageText.quoted).joined(separator: ", ")
        }
        return nil
    }
}
