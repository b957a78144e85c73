/// Messages about the files resource entries name (part of the catalogue; see Diagnostic+Catalogue.swift).
extension Diagnostic {
    static func baseUnreadable(_ path: String, reason: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.missingResource, "base folder \(quoted(path)) cannot be used: \(reason); fix the manifest's base", at: location)
    }

    static func missingResource(_ path: String, base: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .missingResource, "resource \(quoted(path)) does not exist under \(quoted(base)); fix the path or remove the entry",
            at: location)
    }

    static func unreadableResource(_ path: String, reason: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.unreadableResource, "resource \(quoted(path)) cannot be read: \(reason)", at: location)
    }

    static func emptyResource(_ path: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .emptyResource, "resource \(quoted(path)) is a folder with no files, so it adds nothing; add its files or remove the entry",
            at: location)
    }

    static func notARegularFile(_ path: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.unreadableResource, "\(quoted(path)) is neither a regular file nor a folder; only files can be packed", at: location)
    }

    static func linkCycle(_ path: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.unreadableResource, "\(quoted(path)) links back to a folder that contains it; remove the link", at: location)
    }

    static func pathOutsideBase(_ path: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .pathOutsideBase, "resource path \(quoted(path)) leads outside the base folder; paths must be relative and stay below the base",
            at: location)
    }

    static func linkOutsideBase(_ path: String, target: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .pathOutsideBase,
            "\(quoted(path)) is reached through a link to \(quoted(target)), outside the base folder; copy the file in or move the base",
            at: location)
    }

    static func executableInPack(_ path: String, kind: String, tags: [String], at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .executableInPack,
            "\(quoted(path)) is \(kind) executable code, which asset packs cannot hold; ship it in the app bundle untagged", at: location,
            tags: tags)
    }

    static func gitLFSPointers(
        _ path: String, example: String, count: Int, objectBytes: Int64, tags: [String],
        at location: SourceLocation?
    ) -> Diagnostic {
        let what =
            count == 1 && example == path
            ? "\(quoted(path)) is a Git LFS pointer file"
            : "resource \(quoted(path)) holds \(count) Git LFS pointer file\(count == 1 ? "" : "s") (such as \(quoted(example)))"
        let stands = objectBytes > 0 ? " (\(ByteSize.format(objectBytes))\(count == 1 ? "" : " in all"))" : ""
        return Diagnostic(
            .gitLFSPointer,
            "\(what), not the asset\(count == 1 ? " it stands" : "s they stand") for\(stands), so the sizes are the pointers' and build would pack them; run 'git lfs pull' in the checkout (or check it out with Git LFS installed)",
            at: location, tags: tags)
    }

    static func duplicateResource(
        _ path: String, earlier: String, earlierLocation: SourceLocation?, example: String, count: Int, at location: SourceLocation?
    ) -> Diagnostic {
        let files = count == 1 ? "file \(quoted(example))" : "\(count) files (such as \(quoted(example)))"
        return Diagnostic(
            .duplicateResource,
            "resource \(quoted(path)) reaches \(files) already reached by \(quoted(earlier)) at \(describe(earlierLocation)); list each file once",
            at: location)
    }

    static func packPathCollision(
        _ packPath: String, tags: [String], identifier: String, sources: [String], at location: SourceLocation?
    ) -> Diagnostic {
        Diagnostic(
            .packPathCollision,
            "\(list(sources)) both land at \(quoted(packPath)) in asset pack \(packName(tags)); rename one or put them in a folder resource",
            at: location, tags: tags, pack: identifier)
    }

    static func packFileOverFolder(
        _ packPath: String, tags: [String], identifier: String, file: String, folderContent: String, at location: SourceLocation?
    ) -> Diagnostic {
        Diagnostic(
            .packPathCollision,
            "\(quoted(file)) lands at \(quoted(packPath)) in asset pack \(packName(tags)), where \(quoted(folderContent)) needs a folder; rename one of them",
            at: location, tags: tags, pack: identifier)
    }

    static func bundlePathCollision(_ path: String, sources: [String], packs: [String], at location: SourceLocation?) -> Diagnostic {
        let inPacks = packs[0] == packs[1] ? "asset pack \(quoted(packs[0]))" : "asset packs \(quoted(packs[0])) and \(quoted(packs[1]))"
        return Diagnostic(
            .packPathCollision,
            "\(list(sources)) both land at \(quoted(path)) inside the app, in \(inPacks), and the files of all packs share one namespace on the device; rename one, or give one a bundle-path in the manifest",
            at: location, pack: packs[1])
    }

    static func bundleFileOverFolder(
        _ path: String, file: String, folderContent: String, packs: [String], at location: SourceLocation?
    ) -> Diagnostic {
        Diagnostic(
            .packPathCollision,
            "\(quoted(file)) lands at \(quoted(path)) inside the app (asset pack \(quoted(packs[0]))), where \(quoted(folderContent)) (asset pack \(quoted(packs[1]))) needs a folder; rename one of them",
            at: location, pack: packs[0])
    }

    static func reservedPackPath(
        _ packPath: String, source: String, tags: [String], identifier: String, at location: SourceLocation?
    ) -> Diagnostic {
        Diagnostic(
            .packPathCollision,
            "\(quoted(source)) lands at \(quoted(packPath)) in asset pack \(packName(tags)), a name the pack itself uses; rename it or put it in a folder resource",
            at: location, tags: tags, pack: identifier)
    }

    static func outputInsideResources(_ folder: String, entry: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .outputInsideResources,
            "the output folder \(quoted(folder)) is inside resource \(quoted(entry)); it is left out of the pack, but an output folder outside the resources is safer",
            at: location)
    }

    static func nameIndexCannotHold(_ source: String, tags: [String], identifier: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .unwritableName,
            "\(quoted(source)) has a control character in its name, which the build's index cannot hold; rename the file",
            at: location, tags: tags, pack: identifier)
    }

    static func buildFolderInsideResources(_ folder: String, marker: String, entry: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .outputInsideResources,
            "\(quoted(folder)) is a folder odr-pack build wrote (it holds \(quoted(marker))) inside resource \(quoted(entry)); it is left out of the pack; build into a folder outside the resources",
            at: location)
    }

    static func repeatedLinkedFolder(_ folder: String, entry: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .duplicateResource,
            "resource \(quoted(entry)) reaches folder \(quoted(folder)) again through a link; its files are packed once, from the first place; remove the extra link",
            at: location)
    }

    /// `odr-pack why` was asked about a path no entry reaches.
    static func notListed(_ path: String, manifest: String, tried: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .notListed,
            "\(quoted(path)) is not listed in the manifest \(quoted(manifest)), nor inside a listed folder (\(tried)); add a resource entry for it or for a folder above it",
            at: location)
    }
}
