/// Localized packs (`--localized-packs`, OS 27; docs/background-assets.md, "Localized packs"):
/// each partition's files under a `<language>.lproj` folder become a partition of their own
/// with that language, before the merge and the IDs, so that a device downloads the packs of its
/// language only.
///
/// - Files keep their bundle paths (`fr.lproj/Intro.strings` stays at that path in the `fr`
///   pack): the app's lookups, through the generated access code, find them where they were.
/// - The development language's folder, `Base.lproj`, and folders that are no language by
///   Apple's rule (`localized-folder-ignored`) stay in the partition's unlocalized part:
///   systems before 27 get no localized pack, and there the app falls back to the development
///   language, as the store's own fallback does (region -> language -> the app's primary one).
/// - A partition's language parts keep its tag set: the merge keeps each language apart (as it
///   keeps platforms apart), naming gives them the tags' ID with the language (`Level-01-fr`),
///   and the lock file records each ID's language, so a release adding a language keeps every ID.
enum BackgroundAssetsLocalizedPacks {
    /// `plan`'s partitions with their localized files split off by language, and what was found.
    /// `keptLanguages` are kept in the packs of every language, as the development language is.
    static func split(
        _ plan: PackPlan, developmentLanguage: String, keptLanguages: Set<String> = [],
        manifest: Manifest
    ) -> (plan: PackPlan, diagnostics: [Diagnostic]) {
        var packs: [AssetPack] = []
        var ignored: [String: (files: Int, bytes: Int64, reason: String, entry: Int)] = [:]
        var localized = 0
        var found = Set<String>()
        for partition in plan.packs {
            var unlocalized: [ScannedFile] = []
            var byLanguage: [String: [ScannedFile]] = [:]
            for file in partition.files {
                guard let name = PackLanguage.lprojFolder(of: file.packPath) else {
                    unlocalized.append(file)
                    continue
                }
                let folder = PackLanguage.folder(name)
                if case .language(let language) = folder { found.insert(language) }
                switch folder {
                case .language(let language) where language != developmentLanguage && !keptLanguages.contains(language):
                    byLanguage[language, default: []].append(file)
                case .language, .base:
                    unlocalized.append(file)
                case .notALanguage(let reason):
                    unlocalized.append(file)
                    let folder = name + ".lproj"
                    let seen = ignored[folder]
                    ignored[folder] = (
                        (seen?.files ?? 0) + 1, (seen?.bytes ?? 0).addingSaturated(file.size), reason,
                        min(seen?.entry ?? file.entryIndex, file.entryIndex)
                    )
                }
            }
            guard !byLanguage.isEmpty else {
                packs.append(partition)
                continue
            }
            if !unlocalized.isEmpty {
                var rest = partition
                rest.files = unlocalized
                rest.bytes = unlocalized.sizeSum(\.size)
                packs.append(rest)
            }
            for (language, files) in byLanguage.sorted(by: { $0.key < $1.key }) {
                localized += files.count
                var part = partition
                part.identity = PackIdentity(
                    id: partition.identity.identifier + "-" + language, tags: partition.tags,
                    tagSets: [partition.tags])
                part.files = files
                part.bytes = files.sizeSum(\.size)
                part.items = []
                part.missingEntries = 0
                part.language = language
                packs.append(part)
            }
        }
        var diagnostics = ignored.sorted { $0.key < $1.key }.map { folder, found in
            Diagnostic.localizedFolderIgnored(
                folder, files: found.files, bytes: found.bytes, reason: found.reason,
                at: manifest.entryLocation(found.entry))
        }
        // A language kept unlocalized must be one a folder holds: `fr-FR` keeps nothing of `fr.lproj`.
        for language in keptLanguages.subtracting(found).sorted() {
            diagnostics.append(.unlocalizedLanguageUnused(language, found: found.sorted(), at: manifest.location))
        }
        if localized == 0 {
            diagnostics.append(.noLocalizedFiles(developmentLanguage: developmentLanguage, at: manifest.location))
        }
        var split = plan
        split.packs = packs
        return (split, diagnostics)
    }

    /// The development language: `--development-language`, else the project's
    /// (`DEVELOPMENT_LANGUAGE`, which defaults to its development region; an English language
    /// name such as `English` as the code Xcode converts it to), else `en`, as Xcode's. A
    /// project value that is no language is `development-language-invalid`, never replaced
    /// without a word.
    static func developmentLanguage(_ settings: BackgroundAssetsSettings, manifest: Manifest) -> (String, [Diagnostic]) {
        if let given = settings.developmentLanguage { return (given, []) }
        guard let project = manifest.compilerSettings["DEVELOPMENT_LANGUAGE"] else { return ("en", []) }
        if let language = PackLanguage.setting(project) { return (language, []) }
        return ("en", [.developmentLanguageInvalid(project, at: manifest.location)])
    }
}
