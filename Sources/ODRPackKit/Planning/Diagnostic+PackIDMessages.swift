/// Messages about pack IDs and merges (part of the catalogue; see Diagnostic+Catalogue.swift).
extension Diagnostic {
    static func invalidPackID(_ id: String, rule: any PackNamingRule, at location: SourceLocation?) -> Diagnostic {
        let fix = rule.repaired(id).map { ", such as \(quoted($0))" } ?? ""
        return Diagnostic(.invalidPackID,
            "asset pack ID \(quoted(id)) is not \(rule.rule), which \(rule.store) requires; rename it\(fix)",
            at: location, pack: id)
    }

    static func packIDRetired(_ id: String, source: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.packIDRetired,
            "asset pack ID \(quoted(id)) of the previous release (\(quoted(source))) holds none of this release's content and is no longer used; archive it in the store once no installed version asks for it",
            at: location, pack: id)
    }

    static func packIDNew(_ id: String, inUse: Int, everUsed: Int, limit: Int64?, store: String, at location: SourceLocation?) -> Diagnostic {
        let count = limit.map { "\(inUse) of \($0) IDs in use" } ?? "\(inUse) IDs in use"
        return Diagnostic(.packIDNew,
            "asset pack ID \(quoted(id)) is new in this release: \(store) needs a new record for it; \(count), \(everUsed) used by any release",
            at: location, pack: id)
    }

    static func packIDDeclaredTwice(tags: [String], first: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.duplicatePackID,
            "the tag set \(packName(tags)) is given a second asset pack ID, after \(quoted(first)); keep one",
            at: location, tags: tags)
    }

    static func unusedPackID(_ id: String, tags: [String], at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.unusedPackID,
            "asset pack ID \(quoted(id)) names the tag set \(packName(tags)), which no files have exactly; name a tag set a pack has, or remove it",
            at: location, tags: tags, pack: id)
    }

    static func packIDsMerged(kept: String, dropped: [String], at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.packIDsMerged,
            "the merge put tag sets named \(list([kept] + dropped)) into one pack, which keeps the ID \(quoted(kept)); apps asking for \(list(dropped)) must ask for \(quoted(kept))",
            at: location, pack: kept)
    }

    static func assetPackIDCollision(_ id: String, other: String, first: [String], second: [String], at location: SourceLocation?) -> Diagnostic {
        let same = id == other ? "both get the asset pack ID \(quoted(id))"
            : "get the asset pack IDs \(quoted(other)) and \(quoted(id)), which differ only in case (one file on a Mac's disk)"
        return Diagnostic(.packIdentifierCollision,
            "the packs of \(packName(first)) and \(packName(second)) \(same); give one of them another ID in the manifest",
            at: location, tags: first + second, pack: id)
    }
}
