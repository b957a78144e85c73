/// Messages about store limits (part of the catalogue; see Diagnostic+Messages.swift).
extension Diagnostic {
    static func packOverLimit(_ pack: AssetPack, limit: Int64, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.packOverLimit,
            "asset pack '\(pack.displayName)' is \(size(pack.bytes)), \(size(pack.bytes - limit)) over the \(size(limit)) pack limit; move some of its resources to other tags",
            at: location, tags: pack.tags, pack: pack.identity.identifier, bytes: pack.bytes, limit: limit)
    }

    static func tagOverInUseLimit(_ tag: TagSummary, limit: Int64, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.tagOverInUseLimit,
            "tag '\(tag.name)' downloads \(size(tag.bytes)) in \(packs(tag.packs.count)), \(size(tag.bytes - limit)) over the \(size(limit)) in-use limit, so its request can never succeed; split it into smaller tags",
            at: location, tags: [tag.name], bytes: tag.bytes, limit: limit)
    }

    static func tagOverPackLimit(_ tag: TagSummary, limit: Int64, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.tagOverPackLimit,
            "tag '\(tag.name)' downloads \(size(tag.bytes)) in \(packs(tag.packs.count)), \(size(tag.bytes - limit)) over the \(size(limit)) that older App Store rules allow per tag; split it to meet that rule",
            at: location, tags: [tag.name], bytes: tag.bytes, limit: limit)
    }

    static func tagOverRecommended(_ tag: TagSummary, limit: Int64, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.tagOverRecommended,
            "tag '\(tag.name)' downloads \(size(tag.bytes)), \(size(tag.bytes - limit)) over the recommended \(size(limit)); smaller tags download faster",
            at: location, tags: [tag.name], bytes: tag.bytes, limit: limit)
    }

    static func unusedTag(_ name: String, category: TagCategory, at location: SourceLocation?) -> Diagnostic {
        let what = category == .onDemand ? "declared" : "listed as \(category.rawValue)"
        return Diagnostic(.unusedTag, "tag '\(name)' is \(what) but no resource carries it; tag a resource or remove it", at: location, tags: [name])
    }

    static func initialAndPrefetchOverLimit(bytes: Int64, limit: Int64, tags: [String], at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.initialAndPrefetchOverLimit,
            "initial-install and prefetch tags need \(size(bytes)) of asset packs, \(size(bytes - limit)) over the \(size(limit)) limit; make some of them on-demand",
            at: location, tags: tags, bytes: bytes, limit: limit)
    }

    static func totalOverLimit(bytes: Int64, limit: Int64, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.totalOverLimit,
            "all asset packs together are \(size(bytes)), \(size(bytes - limit)) over the \(size(limit)) limit on hosted content; remove or shrink assets",
            at: location, bytes: bytes, limit: limit)
    }

    static func packCountOverLimit(count: Int, limit: Int64, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.packCountOverLimit,
            "the tags make \(count) asset packs, \(Int64(count) - limit) over the limit of \(limit); use fewer distinct combinations of tags",
            at: location, count: count, limit: limit)
    }

    static func appBundleOverLimit(bytes: Int64, limit: Int64, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.appBundleOverLimit,
            "untagged content is \(size(bytes)), \(size(bytes - limit)) over the \(size(limit)) app bundle limit; tag some of it for on-demand download",
            at: location, bytes: bytes, limit: limit)
    }

    private static func size(_ bytes: Int64) -> String { ByteSize.format(bytes) }

    private static func packs(_ count: Int) -> String { count == 1 ? "1 pack" : "\(count) packs" }
}
