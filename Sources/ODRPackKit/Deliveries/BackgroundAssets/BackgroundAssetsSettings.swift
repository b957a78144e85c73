/// Background Assets' own options: the platforms the packs' manifests name (`--platform`, which
/// lint's limit profile takes too), whether build runs the packager (`--no-archives`), and how
/// long one packager run may take (`--packager-timeout`), and whether each language's files
/// get packs of their own (`--localized-packs`, `--development-language`).
public struct BackgroundAssetsSettings: DeliverySettings, Equatable {
    public static let delivery = DeliveryName.backgroundAssets

    /// The platforms a pack's manifest may name.
    public static let knownPlatforms = ["iOS", "macOS", "tvOS", "visionOS"]

    /// The platforms the packs name; empty takes the limit profile's.
    public var platforms: [String] = []
    /// Run the packager and commit its archives; false writes the manifests, the map and the
    /// index only.
    public var writeArchives = true
    /// The longest one packager run may take, in seconds; nil takes 1800.
    public var packagerTimeout: Double?
    /// Split each tag set's files under `<language>.lproj` into packs of their language (OS 27).
    public var localizedPacks = false
    /// The language whose files stay in the unlocalized packs, canonical (`PackLanguage`); nil
    /// takes the project's, else `en`.
    public var developmentLanguage: String?
    /// Languages whose files stay in the packs of every language, as the development
    /// language's do (`--unlocalized-language`), canonical: fewer pack IDs, larger downloads.
    public var unlocalizedLanguages: [String] = []

    public init() {}

    public init(platforms: [String] = [], writeArchives: Bool = true, packagerTimeout: Double? = nil) {
        self.platforms = platforms
        self.writeArchives = writeArchives
        self.packagerTimeout = packagerTimeout
    }

    public var given: [String] {
        (platforms.isEmpty ? [] : ["--platform"]) + (writeArchives ? [] : ["--no-archives"])
            + (packagerTimeout == nil ? [] : ["--packager-timeout"]) + (localizedPacks ? ["--localized-packs"] : [])
            + (developmentLanguage == nil ? [] : ["--development-language"])
            + (unlocalizedLanguages.isEmpty ? [] : ["--unlocalized-language"])
    }
}
