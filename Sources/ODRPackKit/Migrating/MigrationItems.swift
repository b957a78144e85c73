import FileSystem
import XcodeProject

/// The tagged items a pack cannot serve, one per item (an asset catalog's image set, data
/// set or sprite atlas each on its own, not the catalog): what Xcode compiles (asset
/// catalogs, texture atlases, models, storyboards) and the SpriteKit scenes that
/// `SKScene(fileNamed:)` reads from the app bundle only.
enum MigrationItems {
    /// Every such item of `plan`, sorted by path.
    static func list(manifest: Manifest, plan: PackPlan) -> [MigrationItem] {
        var items: [String: MigrationItem] = [:]
        for pack in plan.packs {
            let id = pack.identity.identifier
            let reference = MigrationPack(id: id, policy: plan.arrangement.policies[id] ?? .onDemand)
            for file in pack.files {
                let entry = manifest.resources[file.entryIndex]
                let path: String
                switch entry.processing {
                case .compiled:
                    path = entry.path
                case .copy where PathString.pathExtension(file.source) == "sks":
                    path = file.source
                default:
                    continue
                }
                guard items[path] == nil else { continue }
                let kind = kind(of: path, processing: entry.processing)
                items[path] = MigrationItem(path: path, catalog: entry.catalog, kind: kind.name, reader: kind.reader, pack: reference,
                                            tags: entry.tags.sorted(), replacement: kind.replacement,
                                            location: manifest.entryLocation(file.entryIndex))
            }
        }
        return items.values.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }

    /// What an item is, what reads it and what to do instead, by its extension.
    static func kind(of path: String, processing: ResourceRule) -> (name: String, reader: String, replacement: String) {
        let plain = "put the file in the pack as a plain file and read it with `access.data(atBundlePath:)`"
        switch PathString.pathExtension(path) {
        case "imageset":
            return ("image set", "UIImage(named:)", "put the image in the pack as a plain file and make it with `UIImage(data: try access.data(atBundlePath:))`, or leave the image set untagged")
        case "dataset":
            return ("data set", "NSDataAsset(name:)", "put the data in the pack as a plain file and read it with `access.data(atBundlePath:)`, or leave the data set untagged")
        case "colorset":
            return ("color set", "UIColor(named:)", "leave the color set untagged in the app")
        case "spriteatlas", "atlas":
            return ("sprite atlas", "SKTextureAtlas(named:)", "put the images in the pack as plain files and make textures with `SKTexture(image:)` from `access.data(atBundlePath:)`, or leave the atlas untagged")
        case "sks":
            return ("SpriteKit scene", "SKScene(fileNamed:)", "unarchive the scene from `access.data(atBundlePath:)` (`NSKeyedUnarchiver.unarchivedObject(ofClass: SKScene.self, from:)`) with its textures read the same way, or leave it untagged")
        case "scnassets":
            return ("SceneKit assets", "SCNScene(named:)", "load the scene with `SCNScene(url:)` from `access.url(atBundlePath:)` (the files as they are, not compiled), or leave the folder untagged")
        case "mlmodel", "mlpackage":
            return ("Core ML model", "MLModel(contentsOf:)", "pack the model file and compile it on the device with `MLModel.compileModel(at:)` after `TaggedResources.begin`")
        case "storyboard":
            return ("storyboard", "UIStoryboard(name:bundle:)", "leave it untagged in the app: a pack cannot hold a compiled storyboard")
        case "xib":
            return ("nib", "UINib(nibName:bundle:)", "leave it untagged in the app: a pack cannot hold a compiled nib")
        default:
            if case .compiled(let tool) = processing {
                return ("resource \(tool.name) compiles", "the app bundle's \(tool.output)", plain + ", or leave it untagged")
            }
            return ("resource", "the app bundle", plain)
        }
    }

    /// The item extensions an API can read by name, by the type in the API's name; nil reads any.
    static func extensions(readBy api: String) -> Set<String>? {
        let families: [(String, Set<String>)] = [
            ("SKTextureAtlas", ["spriteatlas", "atlas"]), ("SKScene", ["sks"]), ("SKNode", ["sks"]), ("GKScene", ["sks"]),
            ("SCNScene", ["scnassets", "scn"]), ("NSDataAsset", ["dataset"]), ("UIColor", ["colorset"]), ("Color", ["colorset"]),
            ("UINib", ["xib"]), ("loadNib", ["xib"]), ("UIStoryboard", ["storyboard"]), ("playSoundFileNamed", []),
            ("UIImage", ["imageset", "spriteatlas", "atlas", "symbolset"]), ("Image", ["imageset", "symbolset"]),
            ("SKTexture", ["imageset", "spriteatlas", "atlas"]), ("SKSpriteNode", ["imageset", "spriteatlas", "atlas"]),
            ("imageLiteral", ["imageset"]),
        ]
        return families.first { api.contains($0.0) }?.1
    }

    /// Whether a lookup's `name` names the item at `path`: its last component without the
    /// extension (`Hero` for `Assets.xcassets/Hero.imageset`), or that with the extension.
    static func name(of path: String, matches name: String) -> Bool {
        let last = path.split(separator: "/").last.map(String.init) ?? path
        let stem = PathString.pathExtension(last).isEmpty ? last : String(last.dropLast(PathString.pathExtension(last).count + 1))
        let asked = name.split(separator: "/").last.map(String.init) ?? name
        return asked == last || asked == stem
    }
}
