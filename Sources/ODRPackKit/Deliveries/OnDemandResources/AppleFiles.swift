import PropertyList

/// The property lists Xcode writes for On-Demand Resources, with Xcode's keys, values
/// and sort order (swift-build's `OnDemandResources.swift`). All are binary plists.
public enum AppleFiles {
    /// The app's list of tags and packs.
    public static let onDemandResourcesName = "OnDemandResources.plist"
    /// The asset-pack manifest when packs are hosted at a URL prefix.
    public static let manifestName = AssetPackManifestName.hosted
    /// The asset-pack manifest without a URL prefix.
    public static let manifestTemplateName = AssetPackManifestName.template

    /// `<pack>.assetpack/Info.plist`: `CFBundleIdentifier`, sorted `Tags`, and `Priority` when present.
    public static func infoPlist(identifier: String, tags: [String], priority: Double?) -> PropertyListValue {
        var info: [String: PropertyListValue] = [
            "CFBundleIdentifier": .string(identifier),
            "Tags": .array(tags.sorted().map(PropertyListValue.string)),
        ]
        if let priority { info["Priority"] = .real(priority) }
        return .dictionary(info)
    }

    /// `META-INF/com.apple.ZipMetadata.plist` of a hosted pack archive: the number of entries
    /// after `META-INF/` and the sum of their sizes.
    public static func zipMetadata(recordCount: Int, totalUncompressedBytes: Int64) -> PropertyListValue {
        [
            "RecordCount": .integer(Int64(recordCount)),
            "StandardDirectoryPerms": 16877,
            "StandardFilePerms": -32348,
            "TotalUncompressedBytes": .integer(totalUncompressedBytes),
            "Version": 2,
        ]
    }

    /// `OnDemandResources.plist` (in the app): which packs each tag needs, and each pack's files.
    public static func onDemandResources(_ index: BuildIndex) -> PropertyListValue {
        var tagsToPacks: [String: Set<String>] = [:]
        for pack in index.assetPacks {
            for tag in pack.tags { tagsToPacks[tag, default: []].insert(pack.identifier) }
        }
        let tags = tagsToPacks.mapValues { packs -> PropertyListValue in
            ["NSAssetPacks": .array(packs.sorted().map(PropertyListValue.string))]
        }
        // Xcode lists each recorded item once and leaves out packs with none
        // (swift-build OnDemandResources.swift:118-145).
        let packs = index.assetPacks.filter { !$0.items.isEmpty }.map { pack in
            (pack.identifier, PropertyListValue.array(pack.items.sorted().map(PropertyListValue.string)))
        }
        return [
            "NSBundleResourceRequestTags": .dictionary(tags),
            "NSBundleResourceRequestAssetPacks": .dictionary(Dictionary(packs) { first, _ in first }),
        ]
    }

    /// `AssetPackManifest[Template].plist`: one resource per pack, sorted by `bundleKey`
    /// (swift-build `ODRAssetPackManifestTaskAction.swift:34-101`). The URL is the prefix plus
    /// the percent-encoded archive name; for embedded packs, the path inside the app
    /// (`OnDemandResources/<name>`, not encoded). `primaryContentHash` keeps Xcode's form
    /// (`modtime`, an ISO-8601 time) but follows the content (`BuiltPack.primaryContentHash`).
    public static func assetPackManifest(_ index: BuildIndex) -> PropertyListValue {
        let prefix = index.urlPrefix ?? ""
        let resources = index.assetPacks.sorted { $0.identifier < $1.identifier }.map { pack -> PropertyListValue in
            let name = pack.archive.split(separator: "/").last.map(String.init) ?? pack.folder
            let url = index.embedded && index.urlPrefix == nil ? index.packsFolder + "/" + name : prefix + URLPath.percentEncoded(name)
            var resource: [String: PropertyListValue] = [
                "URL": .string(url),
                "bundleKey": .string(pack.identifier),
                "isStreamable": .boolean(url.hasPrefix("http:") || url.hasPrefix("https:")),
                "primaryContentHash": ["hash": .string(pack.primaryContentHash), "strategy": "modtime"],
                "uncompressedSize": .integer(pack.uncompressedSize),
            ]
            if let priority = pack.priority { resource["downloadPriority"] = .real(priority) }
            return .dictionary(resource)
        }
        return ["resources": .array(resources)]
    }
}

/// Percent-encoding of pack names in URLs, as Xcode does it.
enum URLPath {
    private static let unreserved = Set("+,-./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_~".utf8)

    /// Every byte outside `+,-./0-9A-Za-z_~` as `%XX` (upper-case hex).
    static func percentEncoded(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            if unreserved.contains(byte) {
                result.append(Character(Unicode.Scalar(byte)))
            } else {
                result += "%" + Hex.string([byte], uppercase: true)
            }
        }
        return result
    }
}
