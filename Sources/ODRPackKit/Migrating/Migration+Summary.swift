import SourceScan

/// The places of one item (an atlas with its frames, an image set, a scene): shown as one row
/// with a count, so a game that names each frame of its atlases reads in minutes.
public struct MigrationSiteGroup: Sendable, Hashable {
    /// What the code does.
    public var kind: SourceFinding.Kind
    /// The item every place names; nil for a place on its own.
    public var item: String?
    /// The places, in file, line and column order.
    public var sites: [MigrationSite]
}

/// The verdict a reviewer reads first: how much changes, and what blocks the move.
public struct MigrationSummary: Sendable, Hashable {
    /// The places to change, and the source files they are in.
    public var places = 0, filesWithPlaces = 0
    /// The items a pack cannot serve as they are, and the catalog items and atlas frames in them.
    public var items = 0, catalogItems = 0
    /// The items `--catalog-items files` serves, by kind (`sprite atlas`, `image set`, …).
    public var servedByKind: [String: Int] = [:]
    /// The items no pack serves (scenes, colour sets, storyboards, …): each must leave its pack
    /// or be read another way.
    public var unserved: [MigrationItem] = []
    /// The SpriteKit scenes: each read from its pack with the generated `scene(fileNamed:)`, or
    /// left untagged at its size.
    public var scenes: [MigrationItem] = []
    /// The places whose tags or names are not literals, to check by hand.
    public var unresolved = 0
    /// The places that name a tag no resource has.
    public var unknownTags = 0
}

extension Migration {
    /// The places grouped by the item they name, in the order of each group's first place.
    public var siteGroups: [MigrationSiteGroup] {
        var groups: [MigrationSiteGroup] = []
        var byItem: [String: Int] = [:]
        for site in sites {
            if let item = site.item, site.kind == .compiledLookup, let index = byItem[item] {
                groups[index].sites.append(site)
                continue
            }
            if let item = site.item, site.kind == .compiledLookup { byItem[item] = groups.count }
            groups.append(MigrationSiteGroup(kind: site.kind, item: site.kind == .compiledLookup ? site.item : nil, sites: [site]))
        }
        return groups
    }

    /// The verdict.
    public var summary: MigrationSummary {
        var summary = MigrationSummary()
        summary.places = sites.count
        summary.filesWithPlaces = Set(sites.map(\.file)).count
        summary.items = items.count
        summary.catalogItems = items.reduce(0) { $0 + max(1, $1.frames.count) }
        for item in items {
            if item.servedWithCatalogItems {
                summary.servedByKind[item.kind, default: 0] += 1
            } else if item.kind == "SpriteKit scene" {
                summary.scenes.append(item)
            } else {
                summary.unserved.append(item)
            }
        }
        summary.unresolved = sites.filter(\.isUnresolved).count
        summary.unknownTags =
            sites.filter { site in
                if case .literal(let tags)? = site.tags { return tags.contains { $0.packs.isEmpty } }
                return false
            }.count
        return summary
    }
}

extension MigrationSite {
    /// Whether its tags or the name it looks up are not literals.
    public var isUnresolved: Bool {
        if case .unresolved? = tags { return true }
        return resource?.unresolved != nil
    }
}

extension MigrationSummary {
    /// The served items as words: `11 sprite atlases, 3 image sets`.
    public var servedText: String {
        servedByKind.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { kind, count in
            "\(count) \(count == 1 ? kind : MigrationSummary.plural(kind))"
        }.joined(separator: ", ")
    }

    /// The plural of one of odr-pack's item kinds.
    static func plural(_ kind: String) -> String {
        if kind.hasSuffix("atlas") { return kind + "es" }
        if kind.hasPrefix("resource ") { return "resources " + kind.dropFirst("resource ".count) }
        if kind.hasSuffix("assets") { return kind }
        return kind + "s"
    }
}
