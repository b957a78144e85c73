/// How a build lays out Google Play asset packs (`--layout`), each pack under `packs/`:
///
/// - `gradle`, `gradle-kts`: an asset-pack module `<pack>/` with `build.gradle` (Groovy) or
///   `build.gradle.kts` (Kotlin) applying `com.android.asset-pack`, and the files in
///   `src/main/assets/`; `PlayAssetPacks.settings.gradle(.kts)` and `PlayAssetPacks.app.gradle(.kts)`
///   beside the index hold the lines for `settings.gradle` and the app's `assetPacks`;
/// - `unity`: `<pack>.androidpack/src/main/assets/`, with a `build.gradle` naming the delivery
///   where it is not on-demand (Unity's default for a custom pack);
/// - `bundletool`: `<pack>.zip` holding exactly `manifest/AndroidManifest.xml` in aapt2's proto
///   format (`AndroidManifestProto`) and `assets/...`, for `bundletool build-bundle --modules`,
///   with the zips listed in `PlayAssetPacks.modules.txt`.
///
/// The files inside a pack depend on its name, its delivery type and (bundletool) the
/// application ID only, so verify writes them again from the index and compares.
public enum PlayLayout: String, CaseIterable, Sendable {
    case gradle
    case gradleKotlin = "gradle-kts"
    case unity
    case bundletool

    /// Whether packs are folders (else zips).
    var writesFolders: Bool { self != .bundletool }

    /// The index's `ArchiveFormat`.
    var archiveFormat: String { writesFolders ? "folder" : "zip" }

    /// The folder of the assets inside a pack.
    var assetsFolder: String { self == .bundletool ? "assets/" : "src/main/assets/" }

    /// The pack's folder or zip in the packs folder.
    func archiveName(_ pack: String) -> String {
        switch self {
        case .gradle, .gradleKotlin: pack
        case .unity: pack + ".androidpack"
        case .bundletool: pack + ".zip"
        }
    }

    /// The folder of a pack's assets below the output folder in the layout that nests them
    /// deepest (`packs/<name>.androidpack/src/main/assets/`): lint does not know the layout.
    static func deepestAssetsFolder(_ pack: AssetPack) -> String {
        allCases.map { OutputFolder.defaultPacksFolder + "/" + $0.archiveName(pack.identity.identifier) + "/" + $0.assetsFolder }
            .max { $0.utf8.count < $1.utf8.count } ?? ""
    }

    /// The pack name of a folder or zip any layout names so.
    static func pack(ofPacksFile name: String) -> String? {
        for suffix in [".androidpack", ".zip"] where name.hasSuffix(suffix) {
            let stem = String(name.dropLast(suffix.count))
            return PlayPackName.isValid(stem) ? stem : nil
        }
        return PlayPackName.isValid(name) ? name : nil
    }

    /// The files odr-pack writes into a pack besides its assets, by path inside the pack.
    func generatedEntries(pack: String, type: PlayDeliveryType, applicationID: String?) -> [(path: String, bytes: [UInt8])] {
        switch self {
        case .gradle: [("build.gradle", Array(GradleFiles.moduleScript(pack: pack, type: type, kotlin: false).utf8))]
        case .gradleKotlin: [("build.gradle.kts", Array(GradleFiles.moduleScript(pack: pack, type: type, kotlin: true).utf8))]
        case .unity: type == .onDemand ? [] : [("build.gradle", Array(GradleFiles.unityScript(pack: pack, type: type).utf8))]
        case .bundletool:
            [("manifest/AndroidManifest.xml", AndroidManifestProto.encode(package: applicationID ?? "", split: pack, delivery: type))]
        }
    }
}
