/// Messages about store limits (part of the catalogue; see Diagnostic+Catalogue.swift).
/// Packs are named by their tags joined with `+`, as in their folder names.
extension Diagnostic {
    static func packOverLimit(tags: [String], identifier: String, bytes: Int64, limit: Int64, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .packOverLimit,
            "asset pack \(packName(tags)) is \(size(bytes)), \(size(bytes - limit)) over the \(size(limit)) pack limit; move some of its resources to other tags",
            at: location, tags: tags, pack: identifier, bytes: bytes, limit: limit)
    }

    static func tagOverInUseLimit(_ tag: String, bytes: Int64, packCount: Int, limit: Int64, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .tagOverInUseLimit,
            "tag \(quoted(tag)) downloads \(size(bytes)) in \(packs(packCount)), \(size(bytes - limit)) over the \(size(limit)) in-use limit, so its request can never succeed; split it into smaller tags",
            at: location, tags: [tag], bytes: bytes, limit: limit)
    }

    static func tagOverPackLimit(_ tag: String, bytes: Int64, packCount: Int, limit: Int64, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .tagOverPackLimit,
            "tag \(quoted(tag)) downloads \(size(bytes)) in \(packs(packCount)), \(size(bytes - limit)) over the \(size(limit)) that older App Store rules allow per tag; split it to meet that rule",
            at: location, tags: [tag], bytes: bytes, limit: limit)
    }

    static func tagOverRecommended(_ tag: String, bytes: Int64, limit: Int64, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .tagOverRecommended,
            "tag \(quoted(tag)) downloads \(size(bytes)), \(size(bytes - limit)) over the recommended \(size(limit)); smaller tags download faster",
            at: location, tags: [tag], bytes: bytes, limit: limit)
    }

    static func undeclaredTag(_ name: String, suggestion: String?, at location: SourceLocation?) -> Diagnostic {
        let fix =
            suggestion.map { "fix the spelling (did you mean \(quoted($0))?) or declare it" }
            ?? "declare it with a <tag> element, or fix the spelling"
        return Diagnostic(
            .undeclaredTag,
            "tag \(quoted(name)) is not declared, though the manifest declares its tags, so it makes packs of its own; \(fix)",
            at: location, tags: [name])
    }

    static func unusedTag(_ name: String, category: TagCategory, at location: SourceLocation?) -> Diagnostic {
        let what = category == .onDemand ? "declared" : "listed as \(category.rawValue)"
        return Diagnostic(
            .unusedTag, "tag \(quoted(name)) is \(what) but no resource carries it; tag a resource or remove it", at: location, tags: [name]
        )
    }

    static func initialAndPrefetchOverLimit(bytes: Int64, limit: Int64, tags: [String], at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .initialAndPrefetchOverLimit,
            "initial-install and prefetch tags need \(size(bytes)) of asset packs, \(size(bytes - limit)) over the \(size(limit)) limit; make some of them on-demand",
            at: location, tags: tags, bytes: bytes, limit: limit)
    }

    static func totalOverLimit(bytes: Int64, limit: Int64, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .totalOverLimit,
            "all asset packs together are \(size(bytes)), \(size(bytes - limit)) over the \(size(limit)) limit on hosted content; remove or shrink assets",
            at: location, bytes: bytes, limit: limit)
    }

    static func packCountOverLimit(count: Int, limit: Int64, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .packCountOverLimit,
            "the tags make \(count) asset packs, \(Int64(count) - limit) over the limit of \(limit); use fewer distinct combinations of tags",
            at: location, count: count, limit: limit)
    }

    static func appBundleOverLimit(bytes: Int64, limit: Int64, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .appBundleOverLimit,
            "untagged content is \(size(bytes)), \(size(bytes - limit)) over the \(size(limit)) app bundle limit; tag some of it for on-demand download",
            at: location, bytes: bytes, limit: limit)
    }

    private static func packs(_ count: Int) -> String { count == 1 ? "1 pack" : "\(count) packs" }
}

/// Messages about names build derives from tags (part of the catalogue).
extension Diagnostic {
    static func tagWithSlash(_ tag: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .invalidTagName,
            "tag \(quoted(tag)) contains '/', but asset pack folders are named after their tags and a file name cannot hold '/'; use another character, such as '-'",
            at: location, tags: [tag])
    }

    static func tagWithControlCharacter(_ tag: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .invalidTagName,
            "tag \(quoted(tag)) contains a control character or a bidirectional control, which cannot be shown in reports as it is and does not belong in the file names packs are given or in generated source; remove it",
            at: location, tags: [tag])
    }

    static func tagSpelledTwoWays(_ first: String, _ second: String, at location: SourceLocation?) -> Diagnostic {
        let scalars = { (tag: String) in
            tag.unicodeScalars.filter { !$0.isASCII }.map { "U+" + String($0.value, radix: 16, uppercase: true) }
        }
        return Diagnostic(
            .invalidTagName,
            "tag \(quoted(second)) differs from tag \(quoted(first)) only in its Unicode normalization (\(scalars(second).joined(separator: " ")) against \(scalars(first).joined(separator: " "))): odr-pack would read them as one tag, Xcode and NSBundleResourceRequest as two; write every use in one form (NFC, as most editors type it)",
            at: location, tags: [second])
    }

    static func packIdentifierCollision(_ identifier: String, first: [String], second: [String], at location: SourceLocation?) -> Diagnostic
    {
        Diagnostic(
            .packIdentifierCollision,
            "the tag sets \(packName(first)) and \(packName(second)) give the same asset pack identifier \(quoted(identifier)), because Xcode joins sorted tags with ':' before hashing; rename a tag so that no tag contains ':'",
            at: location, tags: first + second, pack: identifier)
    }
}
