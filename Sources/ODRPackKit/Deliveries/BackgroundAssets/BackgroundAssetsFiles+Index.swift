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
            problems.append(
                .indexFieldNotAllowed(
                    indexPath, key: "Packager", value: packager, delivery: delivery + " (ArchiveFormat none: no packager ran)"))
        }
        for pack in index.assetPacks {
            guard BackgroundAssetsPackID.isValid(pack.identifier) else { return [.unsafePackID(indexPath, id: pack.identifier)] }
            let archive = index.hasArchives ? PathString.child(index.packsFolder, archiveName(pack.identifier)) : ""
            if pack.folder != pack.identifier || pack.archive != archive {
                problems.append(.indexPackNotDerived(indexPath, pack: pack.identifier, expected: archive.isEmpty ? "no archive" : archive))
            }
            if pack.policy == nil {
                problems.append(
                    .indexFieldNotAllowed(
                        indexPath, key: "AssetPacks.\(pack.identifier).Policy",
                        value: pack.deliveryKeys["Policy"]?.string ?? "nothing", delivery: delivery))
            }
            let onDisk = PathString.child(PathString.child(directory, index.packsFolder), archiveName(pack.identifier))
            if !index.hasArchives, (try? FileStatus.of(linkAt: onDisk)) != nil {
                problems.append(.indexContradictsDisk(indexPath, key: "ArchiveFormat", value: index.archiveFormat, found: onDisk))
            }
        }
        return problems + languageProblems(index, indexPath: indexPath)
    }

    /// Localized packs the index records: each `Language` by Apple's rule, and no file a pack
    /// of every language also holds (a device would find two files at one path). Two packs of
    /// one language and tag set cannot come of a plan (a tag set's files of one language are
    /// one part), and merged packs of one language may have the same tags, so that is not checked.
    static func languageProblems(_ index: BuildIndex, indexPath: String) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let everyLanguage = index.assetPacks.filter { $0.language == nil }
        let unlocalizedPaths = Dictionary(grouping: everyLanguage.flatMap { pack in pack.files.map { ($0.path, pack.identifier) } }) {
            $0.0
        }
        for pack in index.assetPacks {
            guard let language = pack.language else { continue }
            let location = SourceLocation(file: indexPath)
            guard PackLanguage.canonical(language) == language else {
                problems.append(
                    .packLanguageInvalid(
                        "\(MessageText.quoted(indexPath)) gives asset pack \(MessageText.quoted(pack.identifier)) the language \(MessageText.quoted(language)), which is not \(PackLanguage.rule)",
                        pack: pack.identifier, at: location))
                continue
            }
            if let shared = pack.files.first(where: { unlocalizedPaths[$0.path] != nil }) {
                let holder = unlocalizedPaths[shared.path]?.first?.1 ?? ""
                problems.append(
                    .packLanguageInvalid(
                        "\(MessageText.quoted(indexPath)): the \(language) pack \(MessageText.quoted(pack.identifier)) and the pack of every language \(MessageText.quoted(holder)) both hold \(MessageText.quoted(shared.path)), so a device finds two files at one path",
                        pack: pack.identifier, at: location))
            }
        }
        return problems
    }
}
