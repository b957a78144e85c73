import SourceScan

/// What each use of On-Demand Resources becomes with `ODRAssetAccess.swift` (docs/app-access.md):
/// Swift code where the replacement is one call, a sentence where it is a decision. Names
/// from the sources go into Swift string literals escaped (`SwiftSource.literal`).
/// Objective-C gets the same Swift, to call from a small Swift wrapper of the app's, since the
/// generated file is Swift only.
enum MigrationReplacement {
    static func text(for site: MigrationSite, language: SourceLanguage, items: [MigrationItem]) -> String {
        let text = swift(for: site, items: items)
        guard language == .objectiveC, site.kind != .compiledLookup else { return text }
        return text + " (from a Swift wrapper: ODRAssetAccess.swift is Swift only)"
    }

    private static func swift(for site: MigrationSite, items: [MigrationItem]) -> String {
        switch site.kind {
        case .requestInit:
            return "let access = try await " + begin(site.tags)
        case .beginAccessing:
            return "`try await TaggedResources.begin(...)` with the request's tags makes the packs available and replaces both the request and this call; the completion handler's code follows the await"
        case .conditionallyBeginAccessing:
            return "`try await TaggedResources.begin(...)` with the request's tags: it returns at once when the packs are on the device (from 26); nothing only checks (AssetPackManager.assetPackIsAvailableLocally(withID:) from 26.4)"
        case .endAccessing:
            return "access.end()"
        case .loadingPriority:
            return "`TaggedResources.begin(tags:urgent: true)` for the urgent priority before 26; asset packs have no download priority"
        case .preservationPriority:
            return "TaggedResources.setPreservationPriority(_:forTags:) before 26; asset packs are never purged: `TaggedResources.releaseStorage(forTags:)` frees them"
        case .progress:
            return "AssetPackManager.shared.statusUpdates(forAssetPackWithID:) for each of the tags' packs from 26; the request's progress before"
        case .bundleLookup:
            return lookup(site.resource)
        case .compiledLookup:
            let named = items.filter { site.resource?.items.contains($0.path) == true }
            guard let first = named.first else {
                return "if the name is a tagged item's, it cannot come from a pack: see the items below"
            }
            return "\(quoted(first.path)) is \(article(first.kind)) \(first.kind) in pack \(quoted(first.pack.id)), which \(site.resource?.api ?? first.reader) cannot read from a pack: \(first.replacement)"
        }
    }

    /// `TaggedResources.begin(...)` for the tags: typed members when every tag is known.
    static func begin(_ tags: MigrationTags?) -> String {
        switch tags {
        case .literal(let list) where !list.isEmpty && list.allSatisfy({ $0.member != nil }):
            return "TaggedResources.begin([" + list.map { "AssetPackMap.Tag." + ($0.member ?? "") }.joined(separator: ", ") + "])"
        case .literal(let list):
            return "TaggedResources.begin(tags: [" + list.map { SwiftSource.literal($0.name) }.joined(separator: ", ") + "])"
        case .unresolved(let expression):
            return "TaggedResources.begin(tags: \(expression))"
        case nil:
            return "TaggedResources.begin(tags: <the request's tags>)"
        }
    }

    /// The lookup through the access, with the same arguments.
    static func lookup(_ resource: MigrationResource?) -> String {
        guard let resource else { return "access.url(forResource:withExtension:subdirectory:)" }
        guard resource.unresolved == nil else {
            return "if it names a file of a pack: access.url(forResource:withExtension:subdirectory:) with the same arguments"
        }
        // `path(forResource:...)` and `pathForResource:` answer a path, not a URL.
        let path = resource.api.lowercased().contains("path") ? "?.path" : ""
        if resource.files.count == 1, let file = resource.files.first {
            return "access.url(atBundlePath: \(SwiftSource.literal(file.bundlePath)))\(path) (pack \(quoted(file.pack.id)))"
        }
        let packs = Array(Set(resource.files.map(\.pack.id))).sorted()
        return "access.url(forResource: \(resource.name.map(SwiftSource.literal) ?? "nil"), withExtension: \(resource.ext.map(SwiftSource.literal) ?? "nil"), subdirectory: \(resource.subdirectory.map(SwiftSource.literal) ?? "nil"))\(path) (pack\(packs.count == 1 ? "" : "s") \(packs.map(quoted).joined(separator: ", ")))"
    }

    private static func quoted(_ text: String) -> String { MessageText.quoted(text) }

    /// `an` before a vowel sound, else `a` (the kinds are odr-pack's own words).
    static func article(_ word: String) -> String { "aeiou".contains(word.prefix(1).lowercased()) ? "an" : "a" }
}
