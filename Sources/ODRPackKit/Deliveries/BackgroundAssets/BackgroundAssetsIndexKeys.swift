/// The keys Background Assets adds to the index (docs/output.md), read and written through the
/// delivery's part of the index (`deliveryKeys`).
extension BuildIndex {
    /// The platforms each pack's manifest names (`Platforms`).
    var platforms: [String]? {
        get { deliveryKeys["Platforms"]?.strings }
        set { deliveryKeys.set("Platforms", newValue.map { .array($0.map(IndexValue.string)) }) }
    }

    /// The packager that made the archives (`Packager`; absent without archives).
    var packager: String? {
        get { deliveryKeys["Packager"]?.string }
        set { deliveryKeys.set("Packager", newValue.map(IndexValue.string)) }
    }

    /// The development language of a build with localized packs (`DevelopmentLanguage`): what
    /// the unlocalized packs hold of the app's languages; absent without them.
    var developmentLanguage: String? {
        get { deliveryKeys["DevelopmentLanguage"]?.string }
        set { deliveryKeys.set("DevelopmentLanguage", newValue.map(IndexValue.string)) }
    }

    /// What the packager's `--version` printed (`PackagerVersion`; absent without archives).
    var packagerVersion: String? {
        get { deliveryKeys["PackagerVersion"]?.string }
        set { deliveryKeys.set("PackagerVersion", newValue.map(IndexValue.string)) }
    }
}

extension BuiltPack {
    /// The platforms the pack's manifest names when they are not every platform of the build
    /// (`Platforms`; a plan of several platform targets, `PlatformUnion`).
    var platforms: [String]? {
        get { deliveryKeys["Platforms"]?.strings }
        set { deliveryKeys.set("Platforms", newValue.map { .array($0.map(IndexValue.string)) }) }
    }

    /// The platforms the pack's manifest names: its own, else the build's.
    func platforms(in index: BuildIndex) -> [String] {
        platforms ?? index.platforms ?? []
    }

    /// The language of a localized pack (`Language`; `--localized-packs`).
    var language: String? {
        get { deliveryKeys["Language"]?.string }
        set { deliveryKeys.set("Language", newValue.map(IndexValue.string)) }
    }

    /// The pack's download policy (`Policy`).
    var policy: DownloadPolicy? {
        get { deliveryKeys["Policy"]?.string.flatMap(DownloadPolicy.init(rawValue:)) }
        set { deliveryKeys.set("Policy", newValue.map { .string($0.rawValue) }) }
    }
}
