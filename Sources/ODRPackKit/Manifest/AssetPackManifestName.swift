/// The names of the asset-pack manifest Xcode writes. A resource of the app with either
/// name stops Xcode writing its own (`Packaging.userManifest`, found by the reader); build
/// writes one of them (`AppleFiles`), `verify` accepts no other.
enum AssetPackManifestName {
    /// The manifest when packs are hosted at a URL prefix or embedded in the app.
    static let hosted = "AssetPackManifest.plist"
    /// The manifest without a URL prefix.
    static let template = "AssetPackManifestTemplate.plist"
    /// Both names.
    static let all: Set<String> = [hosted, template]
}
