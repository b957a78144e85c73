import FileSystem

/// What verify cross-checks of a Background Assets index before it trusts it to decide what to
/// check: the archive format, each pack's names and policy, and that a build said to have no
/// archives has none on disk.
extension BackgroundAssetsFiles {
    static func indexProblems(_ index: BuildIndex, directory: String, indexPath: String, delivery: String) -> [Diagnostic] {
        guard ["aar", BuildIndex.noArchives].contains(index.archiveFormat) else {
            return [.indexFieldNotAllowed(indexPath, key: "ArchiveFormat", value: index.archiveFormat, delivery: delivery)]
        }
        guard index.packsFolder == OutputFolder.defaultPacksFolder else {
            return [.indexFieldNotAllowed(indexPath, key: "PacksFolder", value: index.packsFolder, delivery: delivery)]
        }
        var problems: [Diagnostic] = []
        if !index.hasArchives, let packager = index.packager {
            problems.append(.indexFieldNotAllowed(indexPath, key: "Packager", value: packager, delivery: delivery + " (ArchiveFormat none: no packager ran)"))
        }
        for pack in index.assetPacks {
            guard BackgroundAssetsPackID.isValid(pack.identifier) else { return [.unsafePackID(indexPath, id: pack.identifier)] }
            let archive = index.hasArchives ? PathString.child(index.packsFolder, archiveName(pack.identifier)) : ""
            if pack.folder != pack.identifier || pack.archive != archive {
                problems.append(.indexPackNotDerived(indexPath, pack: pack.identifier, expected: archive.isEmpty ? "no archive" : archive))
            }
            if pack.policy == nil {
                problems.append(.indexFieldNotAllowed(indexPath, key: "AssetPacks.\(pack.identifier).Policy",
                                                      value: pack.deliveryKeys["Policy"]?.string ?? "nothing", delivery: delivery))
            }
            let onDisk = PathString.child(PathString.child(directory, index.packsFolder), archiveName(pack.identifier))
            if !index.hasArchives, (try? FileStatus.of(linkAt: onDisk)) != nil {
                problems.append(.indexContradictsDisk(indexPath, key: "ArchiveFormat", value: index.archiveFormat, found: onDisk))
            }
        }
        return problems
    }
}
