/// Messages about the files resource entries name (part of the catalogue; see Diagnostic+Messages.swift).
extension Diagnostic {
    static func baseUnreadable(_ path: String, reason: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.missingResource, "base folder '\(path)' cannot be used: \(reason); fix the manifest's base", at: location)
    }

    static func missingResource(_ path: String, base: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.missingResource, "resource '\(path)' does not exist under '\(base)'; fix the path or remove the entry", at: location)
    }

    static func unreadableResource(_ path: String, reason: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.unreadableResource, "resource '\(path)' cannot be read: \(reason)", at: location)
    }

    static func emptyResource(_ path: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.emptyResource, "resource '\(path)' is a folder with no files, so it adds nothing; add its files or remove the entry", at: location)
    }

    static func notARegularFile(_ path: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.unreadableResource, "'\(path)' is neither a regular file nor a folder; only files can be packed", at: location)
    }

    static func linkCycle(_ path: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.unreadableResource, "'\(path)' links back to a folder that contains it; remove the link", at: location)
    }

    static func pathOutsideBase(_ path: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.pathOutsideBase, "resource path '\(path)' leads outside the base folder; paths must be relative and stay below the base", at: location)
    }

    static func linkOutsideBase(_ path: String, target: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.pathOutsideBase, "'\(path)' is reached through a link to '\(target)', outside the base folder; copy the file in or move the base", at: location)
    }

    static func executableInPack(_ path: String, kind: String, tags: [String], at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.executableInPack, "'\(path)' is \(kind) executable code, which asset packs cannot hold; ship it in the app bundle untagged", at: location, tags: tags)
    }

    static func duplicateResource(
        _ path: String, earlier: String, earlierLocation: SourceLocation?, example: String, count: Int, at location: SourceLocation?
    ) -> Diagnostic {
        let files = count == 1 ? "file '\(example)'" : "\(count) files (such as '\(example)')"
        return Diagnostic(.duplicateResource,
            "resource '\(path)' reaches \(files) already reached by '\(earlier)' at \(describe(earlierLocation)); list each file once",
            at: location)
    }

    static func packPathCollision(_ packPath: String, pack: AssetPack, sources: [String], at location: SourceLocation?) -> Diagnostic {
        let quoted = sources.map { "'\($0)'" }.joined(separator: " and ")
        return Diagnostic(.packPathCollision,
            "\(quoted) both land at '\(packPath)' in asset pack '\(pack.displayName)'; rename one or put them in a folder resource",
            at: location, tags: pack.tags, pack: pack.identity.identifier)
    }
}

extension AssetPack {
    /// The pack's tags joined by `+`, as in its folder name.
    public var displayName: String { tags.joined(separator: "+") }
}
