import Foundation

/// The files a Play Asset Delivery build derives from its index at the top of the output
/// folder: the map for the app (`PlayAssetPackMap.json`, `PlayAssetPackMap.kt`), and the
/// layout's own (`PlayAssetPacks.settings.gradle(.kts)` and `PlayAssetPacks.app.gradle(.kts)`
/// for Gradle, `PlayAssetPacks.modules.txt` for bundletool). Each is a function of the index
/// alone, so verify writes it again and compares.
enum PlayFiles {
    /// The map for the app: file -> pack, tag -> packs, pack -> delivery type, size and files.
    static let mapName = "PlayAssetPackMap.json"
    /// The map as Kotlin source.
    static let kotlinName = "PlayAssetPackMap.kt"
    /// The Gradle files, by whether they are Kotlin.
    static func settingsName(kotlin: Bool) -> String { "PlayAssetPacks.settings.gradle" + (kotlin ? ".kts" : "") }
    static func appName(kotlin: Bool) -> String { "PlayAssetPacks.app.gradle" + (kotlin ? ".kts" : "") }
    /// bundletool's `--modules` list.
    static let modulesName = "PlayAssetPacks.modules.txt"
    /// The map as C# for Unity (`--unity-code`, on by default with the unity layout).
    static let csharpName = "PlayAssetPackMap.cs"

    /// Every name a Play Asset Delivery build may write at the top.
    static let topLevelNames = [
        mapName, kotlinName, settingsName(kotlin: false), settingsName(kotlin: true),
        appName(kotlin: false), appName(kotlin: true), modulesName, csharpName, UnityCode.accessName,
    ]

    /// Every file derived from `index`.
    static func derivedFiles(_ index: BuildIndex) -> DerivedFiles {
        var files = DerivedFiles()
        files.top = [DerivedFile(name: mapName, bytes: map(index)), DerivedFile(name: kotlinName, bytes: Array(kotlinSource(index).utf8))]
        if index.unityCode {
            let tables = PackMapTables(index) { ($0.deliveryType ?? .onDemand).rawValue }
            files.top += [
                DerivedFile(name: csharpName, bytes: Array(UnityCode.mapSource(index, className: "PlayAssetPackMap", tables: tables).utf8)),
                DerivedFile(name: UnityCode.accessName, bytes: Array(UnityCode.accessSource.utf8)),
            ]
        }
        let packs = index.assetPacks.map(\.identifier)
        switch index.playLayout {
        case .gradle?, .gradleKotlin?:
            let kotlin = index.playLayout == .gradleKotlin
            files.top.append(
                DerivedFile(
                    name: settingsName(kotlin: kotlin),
                    bytes: Array(GradleFiles.settingsScript(packs: packs, packsFolder: index.packsFolder, kotlin: kotlin).utf8)))
            files.top.append(
                DerivedFile(name: appName(kotlin: kotlin), bytes: Array(GradleFiles.appScript(packs: packs, kotlin: kotlin).utf8)))
        case .bundletool?:
            let list = index.assetPacks.map(\.archive).joined(separator: ",")
            files.top.append(DerivedFile(name: modulesName, bytes: Array((list + "\n").utf8)))
        case .unity?, nil:
            break
        }
        return files
    }

    /// The map's format version.
    static let mapFormatVersion = 1

    /// `PlayAssetPackMap.json` for `index`.
    static func map(_ index: BuildIndex) -> [UInt8] {
        let packs = Dictionary(
            index.assetPacks.map { pack in
                (
                    pack.identifier,
                    MapJSON.Pack(
                        deliveryType: (pack.deliveryType ?? .onDemand).rawValue, size: pack.uncompressedSize, tags: pack.tags,
                        files: pack.files.map(PackMapParts.File.init))
                )
            }
        ) { first, _ in first }
        return PackMapParts.json(
            MapJSON(
                formatVersion: mapFormatVersion, applicationId: index.applicationID, delivery: index.delivery.rawValue,
                layout: index.playLayout?.rawValue ?? "", files: PackMapParts.packByFile(index),
                tags: PackMapParts.packsByTag(index), packs: packs))
    }

    struct MapJSON: Encodable {
        struct Pack: Encodable {
            var deliveryType: String
            var size: Int64
            var tags: [String]
            var files: [PackMapParts.File]
        }
        var formatVersion: Int
        var applicationId: String?
        var delivery: String
        var layout: String
        var files: [String: String]
        var tags: [String: [String]]
        var packs: [String: Pack]
    }
}
