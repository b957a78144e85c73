import ArgumentParser
import ODRPackKit

/// Background Assets' own options of build.
struct BackgroundAssetsFlags: DeliveryFlagGroup {
    /// What build writes, for its `--help`.
    static let writes = """
        With --delivery background-assets: DIR/packs/<ID>.json (one ba-package manifest per \
        pack) and <ID>.aar (made by Apple's ba-package, found as $ODR_PACK_BA_PACKAGE, on PATH \
        or through xcrun), DIR/AssetPackMap.json and DIR/AssetPackMap.swift (file and tag -> pack \
        IDs), DIR/ODRAssetAccess.swift (one API for the app over On-Demand Resources and the \
        packs) and DIR/ODRCatalogItems.swift (compiled items by name); see docs/background-assets.md.
        """

    @Option(
        name: .customLong("platform"),
        help: ArgumentHelp(
            "A platform the packs' manifests name (\(BackgroundAssetsSettings.knownPlatforms.joined(separator: ", ")); repeatable; default: the limit profile's, iOS or tvOS).",
            valueName: "platform"))
    var platforms: [String] = []

    @Flag(
        help:
            "Write the manifests, AssetPackMap.json, AssetPackMap.swift and the index without running ba-package, so with no archives (the index's ArchiveFormat is none)."
    )
    var noArchives = false

    @Option(help: ArgumentHelp("Stop a ba-package run that takes longer than this many seconds (default 1800).", valueName: "seconds"))
    var packagerTimeout: Double?

    func validate() throws {
        if let packagerTimeout, !(packagerTimeout > 0) || !packagerTimeout.isFinite {
            throw ValidationError("--packager-timeout must be a finite number of seconds above 0")
        }
        let known = BackgroundAssetsSettings.knownPlatforms
        for platform in platforms where !known.contains(platform) {
            throw ValidationError(
                "--platform takes \(known.joined(separator: ", ")); got '\(platform)'\(platform == "iPadOS" ? " (iOS covers iPad)" : "")")
        }
        if let repeated = platforms.first(where: { platform in platforms.filter { $0 == platform }.count > 1 }) {
            throw ValidationError("--platform \(repeated) is given twice; a pack names each platform once")
        }
    }

    func apply(to settings: inout DeliverySettingsSet) {
        settings[BackgroundAssetsSettings.self].platforms = platforms
        settings[BackgroundAssetsSettings.self].writeArchives = !noArchives
        settings[BackgroundAssetsSettings.self].packagerTimeout = packagerTimeout
    }
}

/// Background Assets' own options of lint, report, why and build: localized packs.
struct BackgroundAssetsCheckFlags: DeliveryFlagGroup {
    @Flag(
        help:
            "Give each language its own packs (iOS, tvOS, visionOS, macOS 27): a tag set's files under <language>.lproj/ go into a pack per language with the manifest key \"language\", the rest (with the development language's files, Base.lproj, and folders that name no language) into its pack of every language. Needs ba-package 2 (Xcode 27); see docs/background-assets.md#localized-packs."
    )
    var localizedPacks = false

    @Option(
        help: ArgumentHelp(
            "With --localized-packs: the language whose files stay in the packs of every language, which devices before 27 get (default: the project's DEVELOPMENT_LANGUAGE or development region, else en).",
            valueName: "language"))
    var developmentLanguage: String?

    @Option(
        help: ArgumentHelp(
            "With --localized-packs: keep this language's files in the packs of every language, as the development language's are: fewer pack IDs, more bytes for every device (repeatable).",
            valueName: "language"))
    var unlocalizedLanguage: [String] = []

    func validate() throws {
        let given =
            (developmentLanguage.map { [("--development-language", $0)] } ?? [])
            + unlocalizedLanguage.map { ("--unlocalized-language", $0) }
        for (option, value) in given {
            guard Self.language(value) != nil else {
                throw ValidationError("\(option) takes \(PackLanguage.rule); got '\(value)'")
            }
            guard localizedPacks else { throw ValidationError("\(option) applies with --localized-packs only") }
        }
    }

    func apply(to settings: inout DeliverySettingsSet) {
        settings[BackgroundAssetsSettings.self].localizedPacks = localizedPacks
        settings[BackgroundAssetsSettings.self].developmentLanguage = developmentLanguage.flatMap(Self.language)
        settings[BackgroundAssetsSettings.self].unlocalizedLanguages = Array(Set(unlocalizedLanguage.compactMap(Self.language))).sorted()
    }

    /// `value` canonical, as a folder name gives it (`pt_BR` is `pt-BR`).
    private static func language(_ value: String) -> String? {
        PackLanguage.canonical(value.replacingOccurrences(of: "_", with: "-"))
    }
}
