/// Messages about pack IDs and merges (part of the catalogue; see Diagnostic+Catalogue.swift).
extension Diagnostic {
    static func invalidPackID(_ id: String, rule: any PackNamingRule, at location: SourceLocation?) -> Diagnostic {
        let fix = rule.repaired(id).map { ", such as \(quoted($0))" } ?? ""
        if HostFileName.isWindowsDeviceName(id) {
            return Diagnostic(
                .invalidPackID,
                "\(rule.noun) \(quoted(id)) is a name Windows keeps for a device (CON, PRN, AUX, NUL, COM1 to COM9, LPT1 to LPT9, in any case, with any extension): a checkout on Windows cannot hold the pack's folder or archive named after it; rename it\(fix)",
                at: location, pack: id)
        }
        return Diagnostic(
            .invalidPackID,
            "\(rule.noun) \(quoted(id)) is not \(rule.rule), which \(rule.citation) requires; rename it\(fix)",
            at: location, pack: id)
    }

    static func packIDRetired(_ id: String, source: String, rule: any PackNamingRule, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .packIDRetired,
            "\(rule.noun) \(quoted(id)) of the previous release (\(quoted(source))) holds none of this release's content and is no longer used; \(rule.retiredIDAdvice)",
            at: location, pack: id)
    }

    static func platformsUnplanned(_ platforms: [String], source: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .platformsUnplanned,
            "the previous release (\(quoted(source))) has packs of platforms this run does not plan (\(platforms.joined(separator: ", "))): it keeps the IDs of its own platforms' content and neither uses nor retires the others (--update-lock keeps their lines as they are), but it cannot see which new content the platforms share, so a new pack is named for this run's platforms; give every platform target (--target once per platform, or --all-targets)",
            at: location)
    }

    static func packIDNew(
        _ id: String, inUse: Int, everUsed: Int, limit: Int64?, rule: any PackNamingRule, at location: SourceLocation?
    ) -> Diagnostic {
        let noun = rule.countsIDsEverUsed ? "IDs" : "packs"
        var count = limit.map { "\(inUse) of \($0) \(noun) in use" } ?? "\(inUse) \(noun) in use"
        if rule.countsIDsEverUsed { count += ", \(everUsed) used by any release" }
        return Diagnostic(
            .packIDNew,
            "\(rule.noun) \(quoted(id)) is new in this release: \(rule.newIDCost); \(count)",
            at: location, pack: id)
    }

    static func retiredPackID(
        _ id: String, tags: [String], source: String, rule: any PackNamingRule, at location: SourceLocation?
    ) -> Diagnostic {
        Diagnostic(
            .retiredPackID,
            "\(rule.noun) \(quoted(id)), which the manifest gives the tag set \(packName(tags)), was used by an earlier release and retired (\(quoted(source))); \(rule.retiredReuseAdvice)",
            at: location, tags: tags, pack: id)
    }

    static func packIDRebound(
        _ id: String, tags: [String], held: PackHistory.Content, why: String, source: String, rule: any PackNamingRule,
        at location: SourceLocation?
    ) -> Diagnostic {
        let before = held.tagSets.map(packName).joined(separator: ", ")
        return Diagnostic(
            .packIDRebound,
            "\(rule.noun) \(quoted(id)), which the manifest gives the tag set \(packName(tags)), holds other content in the previous release (\(quoted(source))): \(before.isEmpty ? "" : "the tag sets \(before), ")\(why); an installed version of the app that asks for it would get this content instead: choose another ID, or give the ID to the tag set that holds its content",
            at: location, tags: tags, pack: id)
    }

    static func packIDDeclaredTwice(tags: [String], first: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .duplicatePackID,
            "the tag set \(packName(tags)) is given a second asset pack ID, after \(quoted(first)); keep one",
            at: location, tags: tags)
    }

    static func unusedPackID(_ id: String, tags: [String], at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .unusedPackID,
            "asset pack ID \(quoted(id)) names the tag set \(packName(tags)), which no files have exactly; name a tag set a pack has, or remove it",
            at: location, tags: tags, pack: id)
    }

    static func packIDsMerged(kept: String, dropped: [String], at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .packIDsMerged,
            "the merge put tag sets named \(list([kept] + dropped)) into one pack, which keeps the ID \(quoted(kept)); apps asking for \(list(dropped)) must ask for \(quoted(kept))",
            at: location, pack: kept)
    }

    static func assetPackIDCollision(
        _ id: String, other: String, first: [String], second: [String], at location: SourceLocation?
    ) -> Diagnostic {
        let same =
            id == other
            ? "both get the asset pack ID \(quoted(id))"
            : "get the asset pack IDs \(quoted(other)) and \(quoted(id)), which differ only in case (one file on a Mac's disk)"
        return Diagnostic(
            .packIdentifierCollision,
            "the packs of \(packName(first)) and \(packName(second)) \(same); give one of them another ID in the manifest",
            at: location, tags: first + second, pack: id)
    }
}
