import SourceScan

/// What each use of On-Demand Resources becomes with `ODRAssetAccess.swift` (docs/app-access.md):
/// code where the replacement is one call, a sentence where it is a decision, and a plain
/// word where Background Assets has no equivalent. A stored request becomes a
/// `TaggedResourceRequest` (`ODRTaggedResourceRequest` in Objective-C), whose `begin()` gives
/// the `TaggedResourceAccess` that ends access; a compiled item becomes the access's lookup of
/// its kind, which `--catalog-items files` serves. Names from the sources go into literals
/// escaped (`SwiftSource.literal`, `ObjCLiteral`).
enum MigrationReplacement {
    /// What the plan offers that advice names: the items and the tags.
    struct Context {
        let items: [MigrationItem]
        let plan: PackPlan

        /// The item that holds `path` (itself, or the atlas of a frame).
        func item(holding path: String) -> MigrationItem? { items.first { $0.path == path || $0.frames.contains(path) } }
    }

    /// The note on the advice of an item `--catalog-items files` serves.
    static let catalogItems = " (build the packs with `--catalog-items files`)"

    static func text(for site: MigrationSite, language: SourceLanguage, items: [MigrationItem], plan: PackPlan) -> String {
        let context = Context(items: items, plan: plan)
        switch language {
        case .swift: return swift(site, context)
        case .objectiveC: return objectiveC(site, context)
        }
    }

    private static func swift(_ site: MigrationSite, _ context: Context) -> String {
        let request = receiver(of: site.code, member: member(of: site.kind))
        switch site.kind {
        case .requestInit: return "`\(requestInit(site.tags))`" + unresolvedTags(site.tags, context)
        case .requestType:
            return "`\(site.code.replacingAll("NSBundleResourceRequest", with: "TaggedResourceRequest"))`" + keepAccess(site.code)
        case .requestStore:
            return
                "`\(site.code)` as it is, storing a `TaggedResourceRequest`; keep the `TaggedResourceAccess` its `begin()` returns too, to end access"
        case .requestRelease:
            return
                "freeing an `NSBundleResourceRequest` ended its access: call `access.end()` on the `TaggedResourceAccess` that `begin()` returned, then `\(site.code)`"
        case .beginAccessing:
            return
                "`let access = try await \(request).begin()`; the completion handler's code follows the `await` (`TaggedResources.begin(_:)` makes and begins a request in one call)"
        case .conditionallyBeginAccessing:
            return
                "`if let access = await \(request).beginIfAvailable() { … }`: access only when every pack is already on the device, never downloading"
        case .endAccessing:
            return site.afterFailedBegin
                ? failedBeginEnd : "`access.end()` on the `TaggedResourceAccess` that `begin()` returned"
        case .loadingPriority: return loadingPriority(site.value, request: request, objectiveC: false)
        case .loadingPriorityRead: return "no equivalent: Background Assets downloads have no priority to read"
        case .preservationPriority:
            return "`TaggedResources.setPreservationPriority(_:forTags: \(tagSet(site.tags)))` for On-Demand Resources before 26; "
                + noPreservation
        case .preservationPriorityRead:
            return
                "no equivalent: `TaggedResources` has no getter, and asset packs have no preservation priority; keep the value the app set, if it needs it"
        case .progress:
            return
                "`\(site.code)` as it is: `TaggedResourceRequest.progress` is a `Progress` a loading screen observes (`fractionCompleted`) before and during the download"
        case .requestTags: return "keep the set of tags the request was made with in a property of your own"
        case .requestBundle:
            return
                "no bundle: read the packs' files through the access, `access.url(forResource:withExtension:subdirectory:)` or `access.url(atBundlePath:)`"
        case .lowDiskSpace: return lowDiskSpace
        case .bundleLookup: return lookup(site.resource, context, objectiveC: false)
        case .compiledLookup: return compiled(site.resource, context)
        }
    }

    /// An end of access where the begin failed (assuming the branch's `error` is the completion
    /// handler's, as the code reads).
    static let failedBeginEnd =
        "drop it: this branch runs when the begin failed (its `error` is the completion handler's), where `begin()` throws and no access was begun, so there is nothing to end"

    /// The member a finding's code calls on the request, to find the request's expression.
    static func member(of kind: SourceFinding.Kind) -> String {
        switch kind {
        case .beginAccessing: "beginAccessingResources"
        case .conditionallyBeginAccessing: "conditionallyBeginAccessingResources"
        case .loadingPriority: "loadingPriority"
        default: ""
        }
    }

    /// The expression before `.member` (Swift) or before ` member` in `[receiver member…]`; `request` when not found.
    static func receiver(of code: String, member: String) -> String {
        guard !member.isEmpty else { return "request" }
        if code.hasPrefix("["), let range = code.range(of: " " + member) {
            return String(code[code.index(after: code.startIndex)..<range.lowerBound])
        }
        if code.hasPrefix("["), let range = code.range(of: " set" + member.prefix(1).uppercased() + member.dropFirst()) {
            return String(code[code.index(after: code.startIndex)..<range.lowerBound])
        }
        guard let range = code.range(of: "." + member) else { return "request" }
        var receiver = String(code[..<range.lowerBound])
        while receiver.hasSuffix("?") || receiver.hasSuffix("!") { receiver.removeLast() }
        return receiver.isEmpty ? "request" : receiver
    }

    /// `TaggedResourceRequest(…)` for the tags: typed members when every tag is known.
    static func requestInit(_ tags: MigrationTags?) -> String {
        switch tags {
        case .literal(let list) where !list.isEmpty && list.allSatisfy({ $0.member != nil }):
            return "TaggedResourceRequest(\(tagSet(tags)))"
        default:
            return "TaggedResourceRequest(tags: \(tagSet(tags)))"
        }
    }

    /// The tags as Swift: `[AssetPackMap.Tag.level1]` when every tag has a member, else
    /// string literals, or the expression as written.
    static func tagSet(_ tags: MigrationTags?) -> String {
        switch tags {
        case .literal(let list) where !list.isEmpty && list.allSatisfy({ $0.member != nil }):
            return "[" + list.map { "AssetPackMap.Tag." + ($0.member ?? "") }.joined(separator: ", ") + "]"
        case .literal(let list):
            return "[" + list.map { SwiftSource.literal($0.name) }.joined(separator: ", ") + "]"
        case .unresolved(let expression):
            return expression
        case nil:
            return "<the request's tags>"
        }
    }

    /// For tags that are not literals: which of the plan's tags they may be, and what settles it.
    static func unresolvedTags(_ tags: MigrationTags?, _ context: Context) -> String {
        guard case .unresolved = tags else { return "" }
        let names = context.plan.tags.map(\.name)
        return
            "; the tags are not literals: check which of the plan's \(names.count) tag\(names.count == 1 ? "" : "s") (\(listed(names))) they can be, and use their `AssetPackMap.Tag` members (a literal set, or a constant of this file, would resolve them)"
    }

    /// For a declaration that keeps a request: keep its access too.
    static func keepAccess(_ code: String) -> String {
        code.hasPrefix("var ") || code.hasPrefix("let ")
            ? "; keep beside it the `TaggedResourceAccess` its `begin()` returns, to end access" : ""
    }

    /// A loading priority: urgent becomes `begin(urgent: true)`; any other value has no equivalent.
    static func loadingPriority(_ value: String?, request: String, objectiveC: Bool) -> String {
        let later = "; a priority changed while the download runs has no equivalent in Background Assets"
        let urgent =
            objectiveC
            ? "begin from Swift with `\(request).begin(urgent: true)` (the Objective-C surface has no urgent begin)"
            : "`\(request).begin(urgent: true)`"
        guard let value else { return "\(urgent) for an urgent priority; otherwise drop it" + later }
        if value.contains("LoadingPriorityUrgent") { return "\(urgent) when set before the request begins" + later }
        let number = Double(value.filter { $0 != "_" && $0 != "f" && $0 != "F" }) != nil
        return number
            ? "drop it: \(value) is not urgent, and Background Assets downloads have no other priority" + later
            : "\(urgent) if `\(value)` can be urgent; otherwise drop it: Background Assets downloads have no other priority" + later
    }

    static let noPreservation =
        "asset packs have no preservation priority: the system never purges them, and `TaggedResources.releaseStorage(forTags:)` frees those the app no longer needs"
    static let lowDiskSpace =
        "no equivalent in Background Assets: the system never purges asset packs, so there is no low-disk-space notification; keep the observer for On-Demand Resources before 26, and free packs the app no longer needs with `TaggedResources.releaseStorage(forTags:)`"

    /// Up to four names quoted, then how many more.
    static func listed(_ names: [String], limit: Int = 4) -> String {
        let shown = names.prefix(limit).map(MessageText.quoted).joined(separator: ", ")
        return names.count > limit ? shown + " and \(names.count - limit) more" : shown
    }

    static func quoted(_ text: String) -> String { MessageText.quoted(text) }

    /// `an` before a vowel sound, else `a` (the kinds are odr-pack's own words).
    static func article(_ word: String) -> String { "aeiou".contains(word.prefix(1).lowercased()) ? "an" : "a" }
}
