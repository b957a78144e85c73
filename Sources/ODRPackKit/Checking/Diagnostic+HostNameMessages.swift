/// Messages about names and paths inside packs that some host cannot hold (`HostFileName`;
/// part of the catalogue).
extension Diagnostic {
    /// The pack as messages name it: its ID where the delivery gives packs IDs, else its tags.
    private static func packLabel(_ pack: AssetPack) -> String {
        pack.identity.identifier == pack.identity.folderName ? quoted(pack.identity.identifier) : packName(pack.tags)
    }

    static func nameTooLong(_ name: String, in path: String, pack: AssetPack, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .unwritableName,
            "\(quoted(name))\(name == path ? "" : " in \(quoted(path))") (asset pack \(packLabel(pack))) is a name of \(name.utf8.count) bytes, over the \(HostFileName.maximumNameBytes) bytes a file or folder name may have (ext4, APFS), so build could not write it; shorten it",
            at: location, tags: pack.tags, pack: pack.identity.identifier)
    }

    static func pathTooLong(_ path: String, bytes: Int, files: Int, pack: AssetPack, at location: SourceLocation?) -> Diagnostic {
        let what = files == 1 ? "the path" : "the paths of \(files) files in one folder, such as"
        return Diagnostic(
            .unwritableName,
            "\(what) \(quoted(path)) that build writes below the output folder (asset pack \(packLabel(pack))) \(files == 1 ? "is" : "are up to") \(bytes) bytes, over the \(HostFileName.maximumPathBytes) bytes of a path macOS opens (PATH_MAX), before the output folder's own path; shorten its folders or give it a shorter bundle-path",
            at: location, tags: pack.tags, pack: pack.identity.identifier)
    }

    static func packPathCaseCollision(_ paths: [String], sources: [String], pack: AssetPack, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .packPathCollision,
            "\(quoted(paths[0])) and \(quoted(paths[1])) in asset pack \(packLabel(pack)) differ only in case (or Unicode normalization), which macOS and Windows take for one name, so a checkout of the pack there holds one of them (from \(list(sources))); rename one",
            at: location, tags: pack.tags, pack: pack.identity.identifier)
    }
}
