import FileSystem
import XcodeProject

/// The tagged items a pack cannot serve as they are, one per item the app reads: an asset
/// catalog's image set, data set or sprite atlas each on its own (not the catalog), a sprite
/// atlas with its frames (a catalog atlas's image sets, an `.atlas` folder's images) as one
/// item, what else Xcode compiles (models, storyboards), and the SpriteKit scenes that
/// `SKScene(fileNamed:)` reads from the app bundle only.
enum MigrationItems {
    /// Every such item of `plan`, sorted by path, each frame in its atlas.
    static func list(manifest: Manifest, plan: PackPlan) -> [MigrationItem] {
        var items: [String: MigrationItem] = [:]
        var frames: [String: Set<String>] = [:]
        var tags: [String: Set<String>] = [:]
        for pack in plan.packs {
            let id = pack.identity.identifier
            let reference = MigrationPack(id: id, policy: plan.arrangement.policies[id] ?? .onDemand)
            for file in pack.files {
                let entry = manifest.resources[file.entryIndex]
                guard let place = itemPath(entry, file) else { continue }
                if let frame = place.frame { frames[place.path, default: []].insert(frame) }
                tags[place.path, default: []].formUnion(entry.tags)
                guard items[place.path] == nil else { continue }
                let kind = kind(of: place.path, processing: entry.processing)
                var item = MigrationItem(
                    path: place.path, catalog: entry.catalog, kind: kind.name, reader: kind.reader,
                    pack: reference, tags: [], replacement: "", location: manifest.entryLocation(file.entryIndex))
                item.servedWithCatalogItems = kind.served
                if kind.name == "SpriteKit scene" {
                    item.bundlePath = file.packPath
                    item.bytes = file.size
                }
                items[place.path] = item
            }
        }
        let listed: [MigrationItem] = items.values.map { item in
            var item = item
            item.frames = (frames[item.path] ?? []).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            item.tags = (tags[item.path] ?? []).sorted()
            item.replacement = MigrationReplacement.instead(of: item)
            return item
        }
        return listed.sorted { (a: MigrationItem, b: MigrationItem) in a.path.utf8.lexicographicallyPrecedes(b.path.utf8) }
    }

    /// The item a packed file belongs to, and the frame it is of its atlas: a compiled entry
    /// (an image set inside a catalog's `.spriteatlas` is a frame of that atlas; an image inside
    /// an `.atlas` folder a frame of the folder), or a SpriteKit scene copied as it is.
    static func itemPath(_ entry: ResourceEntry, _ file: ScannedFile) -> (path: String, frame: String?)? {
        switch entry.processing {
        case .compiled:
            let components = entry.path.split(separator: "/")
            if let atlas = components.dropLast().firstIndex(where: { $0.hasSuffix(".spriteatlas") }) {
                return (components[...atlas].joined(separator: "/"), entry.path)
            }
            let isAtlasImage =
                PathString.pathExtension(entry.path) == "atlas" && imageExtensions.contains(PathString.pathExtension(file.source))
            return (entry.path, isAtlasImage ? file.source : nil)
        case .copy where PathString.pathExtension(file.source) == "sks":
            return (file.source, nil)
        default:
            return nil
        }
    }

    /// The image files an `.atlas` folder's frames are made from.
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "heic", "tif", "tiff", "gif", "bmp"]

    /// What an item is, what reads it, and whether `--catalog-items files` serves it, by its extension.
    static func kind(of path: String, processing: ResourceRule) -> (name: String, reader: String, served: Bool) {
        switch PathString.pathExtension(path) {
        case "imageset": ("image set", "UIImage(named:)", true)
        case "dataset": ("data set", "NSDataAsset(name:)", true)
        case "colorset": ("color set", "UIColor(named:)", false)
        case "spriteatlas", "atlas": ("sprite atlas", "SKTextureAtlas(named:)", true)
        case "sks": ("SpriteKit scene", "SKScene(fileNamed:)", false)
        case "scnassets": ("SceneKit assets", "SCNScene(named:)", false)
        case "mlmodel", "mlpackage": ("Core ML model", "its generated class", true)
        case "storyboard": ("storyboard", "UIStoryboard(name:bundle:)", false)
        case "xib": ("nib", "UINib(nibName:bundle:)", false)
        default:
            if case .compiled(let tool) = processing {
                ("resource \(tool.name) compiles", "the app bundle's \(tool.output)", false)
            } else {
                ("resource", "the app bundle", false)
            }
        }
    }

    /// Whether `path` is a file inside an item (an asset catalog, an `.atlas` folder), which a
    /// by-name lookup finds as the item, never as a file.
    static func isInsideItem(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { $0.hasSuffix(".xcassets") || $0.hasSuffix(".atlas") }
    }

    /// The last component of a slash-separated path.
    static func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The name an app looks an item up by: its last component without the extension
    /// (`Hero` for `Assets.xcassets/Hero.imageset`, `hero_1` for `Hero.atlas/hero_1@2x.png`).
    static func lookupName(of path: String) -> String {
        let last = lastComponent(path)
        let ext = PathString.pathExtension(last)
        var stem = ext.isEmpty ? last : String(last.dropLast(ext.count + 1))
        for scale in ["@1x", "@2x", "@3x"] where stem.hasSuffix(scale) { stem.removeLast(scale.count) }
        return stem
    }

    /// Whether a lookup's `name` names the item or frame at `path`: its lookup name, or its last
    /// component with the extension.
    static func name(of path: String, matches name: String) -> Bool {
        let asked = lastComponent(name)
        return asked == lastComponent(path) || asked == lookupName(of: path)
    }
}
