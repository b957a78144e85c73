import Foundation

/// The files a Background Assets build derives from its index: one `ba-package` manifest
/// per pack (`packs/<ID>.json`, Xcode 26 keys), the map the app looks packs up in
/// (`AssetPackMap.json`, `AssetPackMap.swift`), the API the app reaches its tags' files
/// through (`ODRAssetAccess.swift`) and the lookups of their compiled items
/// (`ODRCatalogItems.swift`). Each is a function of the index alone, so `verify` recomputes
/// and compares them.
public enum BackgroundAssetsFiles {
    /// The map for the app: tag -> pack IDs, pack ID -> policy, size and files.
    public static let mapName = "AssetPackMap.json"
    /// A Swift file the app can compile to look packs up by tag.
    public static let swiftName = "AssetPackMap.swift"
    /// The top-level names a Background Assets build writes.
    static let topLevelNames = [mapName, swiftName, accessName, catalogItemsName, csharpName, UnityCode.accessName, UnityCode.pluginName]
    /// The map as C# for Unity (`--unity-code`).
    static let csharpName = "AssetPackMap.cs"
    /// The event types of an essential or prefetch pack: both for first installation and updates.
    static let installationEventTypes = ["firstInstallation", "subsequentUpdate"]

    /// The manifest's name in the packs folder.
    public static func manifestName(_ id: String) -> String { id + ".json" }
    /// The archive's name in the packs folder.
    public static func archiveName(_ id: String) -> String { id + ".aar" }

    /// The pack ID of an archive or manifest name (`<ID>.aar`, `<ID>.json`) with a valid ID.
    static func packID(ofPacksFile name: String) -> String? {
        for suffix in [".aar", ".json"] where name.hasSuffix(suffix) {
            let id = String(name.dropLast(suffix.count))
            return BackgroundAssetsPackID.isValid(id) ? id : nil
        }
        return nil
    }

    /// Every file derived from `index`: the map, the Swift map, the access API, the catalog-item
    /// lookups and each pack's manifest.
    static func derivedFiles(_ index: BuildIndex) -> DerivedFiles {
        var files = DerivedFiles()
        files.top = [
            DerivedFile(name: mapName, bytes: map(index)), DerivedFile(name: swiftName, bytes: swiftSource(index)),
            DerivedFile(name: accessName, bytes: Array(accessSource.utf8)),
            DerivedFile(name: catalogItemsName, bytes: Array(catalogItemsSource.utf8)),
        ]
        if index.unityCode {
            let tables = PackMapTables(index, kind: { ($0.policy ?? .onDemand).rawValue }, platforms: \.platforms, language: \.language)
            files.top += [
                DerivedFile(name: csharpName, bytes: Array(UnityCode.mapSource(index, className: "AssetPackMap", tables: tables).utf8)),
                DerivedFile(name: UnityCode.accessName, bytes: Array(UnityCode.accessSource.utf8)),
                DerivedFile(name: UnityCode.pluginName, bytes: Array(UnityCode.pluginSource.utf8)),
            ]
        }
        files.packs = index.assetPacks.map { pack in
            DerivedFile(name: manifestName(pack.identifier), bytes: manifest(of: pack, platforms: pack.platforms(in: index)))
        }
        return files
    }

    /// The `ba-package` manifest of `pack`: its ID, its policy, one `file` selector per file
    /// (its bundle path, relative to the folder the packager runs in), the platforms, and the
    /// language of a localized pack (a key of ba-package 2, Xcode 27).
    static func manifest(id: String, policy: DownloadPolicy, files: [String], platforms: [String], language: String? = nil) -> [UInt8] {
        let value = ManifestJSON(
            assetPackID: id, downloadPolicy: PolicyJSON(policy: policy),
            fileSelectors: files.map { ["file": $0] }, language: language, platforms: platforms)
        return encode(value)
    }

    /// The manifest of a pack the index records.
    static func manifest(of pack: BuiltPack, platforms: [String]) -> [UInt8] {
        manifest(
            id: pack.identifier, policy: pack.policy ?? .onDemand, files: pack.files.map(\.path), platforms: platforms,
            language: pack.language)
    }

    static func encode(_ value: some Encodable) -> [UInt8] {
        SortedJSON.encode(value)
    }

    struct ManifestJSON: Encodable {
        var assetPackID: String
        var downloadPolicy: PolicyJSON
        var fileSelectors: [[String: String]]
        var language: String?
        var platforms: [String]
    }

    /// `{"essential": {"installationEventTypes": [...]}}`, the same for prefetch, or `{"onDemand": {}}`.
    struct PolicyJSON: Encodable {
        let policy: DownloadPolicy

        struct Events: Encodable { var installationEventTypes: [String] }
        struct Empty: Encodable {}

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: DynamicKey.self)
            let key = DynamicKey(policy.rawValue)
            switch policy {
            case .onDemand: try container.encode(Empty(), forKey: key)
            case .essential, .prefetch: try container.encode(Events(installationEventTypes: installationEventTypes), forKey: key)
            }
        }
    }

    struct DynamicKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
