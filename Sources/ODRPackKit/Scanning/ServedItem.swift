import FileSystem
import XcodeProject

/// What `--catalog-items files` makes of a tagged resource Xcode compiles: an item the
/// lookups of `ODRCatalogItems.swift` serve from its source files, an item of a kind they
/// cannot serve, or a resource the option does not concern (a xib, a data model...), which
/// keeps the delivery's compiled-resource error.
enum ServedItem: Equatable {
    /// An image set, a data set (an image set of a sprite atlas included), an `.atlas` folder or
    /// a Core ML model: packed as its files.
    case served
    /// A catalog item of another kind (a colour set, an app icon...): its kind, for the error.
    case notServed(kind: String)
    /// Not a catalog item, atlas or model.
    case other

    /// The set kinds served, by folder extension.
    static let servedSets: Set<String> = ["imageset", "dataset"]

    /// The class of `entry`, a resource of the plan.
    static func of(_ entry: ResourceEntry) -> ServedItem {
        guard case .compiled(let tool) = entry.processing else { return .other }
        if let catalog = entry.catalog {
            let name = entry.path.split(separator: "/").last.map(String.init) ?? ""
            guard AssetCatalog.isSet(name) else { return .notServed(kind: "file of an asset catalog, outside any set") }
            let kind = PathString.pathExtension(name)
            let catalogKind = PathString.pathExtension(catalog)
            guard catalogKind == "xcassets" else { return .notServed(kind: "\(describe(kind)) of a .\(catalogKind) catalog") }
            return servedSets.contains(kind) ? .served : .notServed(kind: describe(kind))
        }
        switch tool.name {
        case "TextureAtlas", "coremlc": return .served
        default: return .other
        }
    }

    /// A set kind as a reader knows it: `colour set (.colorset)`.
    static func describe(_ kind: String) -> String {
        let names = [
            "imageset": "image set", "dataset": "data set", "colorset": "colour set", "appiconset": "app icon set",
            "symbolset": "symbol set", "launchimage": "launch image",
            "imagestack": "image stack", "imagestacklayer": "image stack layer", "brandassets": "brand assets",
            "textureset": "texture set", "cubetextureset": "cube texture set", "mipmapset": "mipmap set",
            "arresourcegroup": "AR resource group", "complicationset": "complication set", "iconset": "icon set",
            "stickerpack": "sticker pack", "sticker": "sticker", "stickersequence": "sticker sequence",
            "solidimagestack": "solid image stack", "spriteatlas": "sprite atlas",
        ]
        return "\(names[kind] ?? "catalog item") (.\(kind))"
    }
}
