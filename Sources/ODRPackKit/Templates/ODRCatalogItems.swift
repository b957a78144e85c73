// ODRCatalogItems.swift -- written by odr-pack; do not edit. It uses ODRAssetAccess.swift and
// AssetPackMap.swift, which odr-pack writes beside it.
//
// The compiled items of the tags -- asset-catalog image sets, data sets and sprite atlases,
// SpriteKit .atlas folders, Core ML models -- looked up through a TaggedResourceAccess as the
// app looked them up in its bundle:
//   - before iOS/tvOS/visionOS 26 (On-Demand Resources) Xcode compiled them, and the lookups
//     are UIKit's, SpriteKit's and Core ML's own, in the request's bundle;
//   - from 26 they are their source files in the asset packs (`odr-pack build --catalog-items
//     files`), and the lookups read them: an image set's image of the right scale and idiom
//     from its Contents.json, a data set's data, an atlas made with SKTextureAtlas(dictionary:)
//     from its images, a model compiled on the device with MLModel.compileModel(at:) once.
// Where the files are inside the packs (docs/background-assets.md, "Compiled resources"):
//   <catalog>.xcassets/<name>.imageset/...      image set named <name>
//   <catalog>.xcassets/<name>.dataset/...       data set named <name>
//   <catalog>.xcassets/<name>.spriteatlas/<frame>.imageset/...   sprite atlas and its frames
//   <name>.atlas/<frame>[@2x][~ipad].png        SpriteKit atlas folder
//   <name>.mlmodel, <name>.mlpackage/...        Core ML model
// where <name> keeps the folders of the catalog that provide a namespace ("Bosses/Golem").
// Each framework's lookups compile only where the framework exists.

#if !os(macOS) && !os(watchOS)
import Foundation
#if canImport(UIKit)
import UIKit
#endif
#if canImport(SpriteKit)
import SpriteKit
#endif
#if canImport(CoreML)
import CoreML
#endif

// MARK: - Lookups

#if canImport(UIKit)
nonisolated extension TaggedResourceAccess {
    /// The image of the image set `name` (was `UIImage(named:)`), for the traits of the current
    /// execution context (`UITraitCollection.current`, which UIKit sets while it lays out and
    /// draws; where it has no scale or idiom, the largest scale and the platform's idiom).
    /// An atlas frame is a texture of `textureAtlas(named:)` instead.
    public func image(named name: String) -> UIImage? {
        // Apple: https://developer.apple.com/documentation/uikit/uitraitcollection/current
        image(named: name, compatibleWith: UITraitCollection.current)
    }

    /// The image of the image set `name` that best suits `traits`' display scale and idiom (was
    /// `UIImage(named:in:compatibleWith:)`); nil if there is none or it is not an image UIKit
    /// reads from data (a PDF or SVG image set).
    public func image(named name: String, compatibleWith traits: UITraitCollection) -> UIImage? {
        if let bundle = compiledItemsBundle {
            // Apple: https://developer.apple.com/documentation/uikit/uiimage/init(named:in:compatiblewith:)
            return UIImage(named: name, in: bundle, compatibleWith: traits)
        }
        guard let folder = CatalogItems.itemFolder(named: name, kind: "imageset", heldBy: self),
              let variant = CatalogItems.imageVariant(inSet: folder, for: CatalogItems.Device(traits), reading: self) else { return nil }
        return CatalogItems.image(variant, reading: self)
    }

    /// The data of the data set `name` (was `NSDataAsset(name:)?.data`), its file for the current
    /// idiom, else its universal one.
    public func dataAsset(named name: String) -> Data? {
        if let bundle = compiledItemsBundle {
            // Apple: https://developer.apple.com/documentation/uikit/nsdataasset/init(name:bundle:)
            // Apple: https://developer.apple.com/documentation/uikit/nsdataasset/data
            return NSDataAsset(name: name, bundle: bundle)?.data
        }
        // Apple: https://developer.apple.com/documentation/uikit/uitraitcollection/current
        let device = CatalogItems.Device(UITraitCollection.current)
        guard let folder = CatalogItems.itemFolder(named: name, kind: "dataset", heldBy: self),
              let contents = CatalogItems.contents(ofSet: folder, reading: self),
              let entry = CatalogItems.best((contents.data ?? []).map { CatalogItems.Candidate($0, in: folder) }, for: device) else { return nil }
        return try? data(atBundlePath: entry.path)
    }
}

nonisolated extension CatalogItems {
    /// `UIImage(data:scale:)` of the variant's file.
    static func image(_ variant: Candidate, reading access: TaggedResourceAccess) -> UIImage? {
        guard let bytes = try? access.data(atBundlePath: variant.path) else { return nil }
        // Apple: https://developer.apple.com/documentation/uikit/uiimage/init(data:scale:)
        return UIImage(data: bytes, scale: CGFloat(variant.scale))
    }
}

nonisolated extension CatalogItems.Device {
    /// The display scale and idiom of `traits`.
    init(_ traits: UITraitCollection) {
        // Apple: https://developer.apple.com/documentation/uikit/uitraitcollection/displayscale
        // Apple: https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfaceidiom
        let idiom: String
        switch traits.userInterfaceIdiom {
        // Apple: https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom
        case .phone: idiom = "iphone"
        case .pad: idiom = "ipad"
        case .tv: idiom = "tv"
        case .carPlay: idiom = "car"
        default: idiom = CatalogItems.platformIdiom
        }
        self.init(scale: Double(traits.displayScale), idiom: idiom)
    }
}
#endif

#if canImport(SpriteKit) && canImport(UIKit)
nonisolated extension TaggedResourceAccess {
    /// The sprite atlas `name`, a catalog's `.spriteatlas` or an `.atlas` folder (was
    /// `SKTextureAtlas(named:)`), made with `SKTextureAtlas(dictionary:)` from its images for the
    /// current traits; a frame is `textureAtlas(named: "Atlas")?.textureNamed("frame")`. Before
    /// 26 it is `SKTextureAtlas(named:)`, which raises an exception for an atlas it does not have.
    public func textureAtlas(named name: String) -> SKTextureAtlas? {
        if compiledItemsBundle != nil {
            // Apple: https://developer.apple.com/documentation/spritekit/sktextureatlas/init(named:)
            return SKTextureAtlas(named: name)
        }
        // Apple: https://developer.apple.com/documentation/uikit/uitraitcollection/current
        let frames = CatalogItems.atlasFrames(named: name, for: CatalogItems.Device(UITraitCollection.current), reading: self)
        var images: [String: Any] = [:]
        for (frame, variant) in frames {
            if let image = CatalogItems.image(variant, reading: self) { images[frame] = image }
        }
        guard !images.isEmpty else { return nil }
        // Apple: https://developer.apple.com/documentation/spritekit/sktextureatlas/init(dictionary:)
        return SKTextureAtlas(dictionary: images)
    }

    /// The atlases `names`, their textures loaded into memory (was
    /// `SKTextureAtlas.preloadTextureAtlasesNamed(_:withCompletionHandler:)`). It runs on the
    /// caller's actor (`nonisolated(nonsending)`), so the atlases it returns need not be Sendable.
    /// - Throws: `TaggedResourceError.itemNotFound` for an atlas the tags do not have (from 26),
    ///   SpriteKit's error before.
    nonisolated(nonsending)
    public func preloadTextureAtlases(named names: [String]) async throws -> [SKTextureAtlas] {
        if compiledItemsBundle != nil {
            let loaded = CatalogItems.AtlasBox()
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                // Apple: https://developer.apple.com/documentation/spritekit/sktextureatlas/preloadtextureatlasesnamed(_:withcompletionhandler:)
                SKTextureAtlas.preloadTextureAtlasesNamed(names) { error, atlases in
                    if let error {
                        continuation.resume(throwing: error)
                    } else {
                        loaded.atlases = atlases
                        continuation.resume()
                    }
                }
            }
            return loaded.atlases
        }
        var atlases: [SKTextureAtlas] = []
        for name in names {
            guard let atlas = textureAtlas(named: name) else { throw TaggedResourceError.itemNotFound(kind: "texture atlas", name: name) }
            atlases.append(atlas)
        }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            // Apple: https://developer.apple.com/documentation/spritekit/sktextureatlas/preloadtextureatlases(_:withcompletionhandler:)
            SKTextureAtlas.preloadTextureAtlases(atlases) { continuation.resume() }
        }
        return atlases
    }
}

nonisolated extension TaggedResourceAccess {
    /// The texture of the image set `name`, else of the frame `name` of an atlas in the access's
    /// packs (was `SKTexture(imageNamed:)`), for the current traits; nil if the tags have neither.
    /// Before 26 it is `SKTexture(imageNamed:)`, which finds both in the app's compiled catalogs.
    public func texture(named name: String) -> SKTexture? {
        if compiledItemsBundle != nil {
            // Apple: https://developer.apple.com/documentation/spritekit/sktexture/init(imagenamed:)
            return SKTexture(imageNamed: name)
        }
        // Apple: https://developer.apple.com/documentation/uikit/uitraitcollection/current
        let device = CatalogItems.Device(UITraitCollection.current)
        let image = self.image(named: name)
            ?? CatalogItems.atlasFrame(named: name, for: device, reading: self).flatMap { CatalogItems.image($0, reading: self) }
        // Apple: https://developer.apple.com/documentation/spritekit/sktexture/init(image:)
        return image.map { SKTexture(image: $0) }
    }

    /// The SpriteKit scene `name` (its `<name>.sks` file; was `SKScene(fileNamed:)`, or
    /// `MyScene(fileNamed:)` with `as: MyScene.self`), unarchived from the access's packs with its
    /// textures rebound: a texture the editor named is the access's `texture(named:)` (or its
    /// atlas's frame), one the tags do not have stays the app bundle's. The archive may name only
    /// SpriteKit and GameplayKit classes (`SK`, `PK`, `GK`), Foundation's collections and values,
    /// `type` and `allowing`; any other class refuses the whole archive before a class is
    /// instantiated, and the decode requires secure coding. Before 26 it is `type.init(fileNamed:)`.
    /// - Throws: `TaggedResourceError.sceneRefused` for a class the archive may not name, or the
    ///   decoding error; nil when the tags have no such scene.
    public func scene<Scene: SKScene>(fileNamed name: String, as type: Scene.Type = SKScene.self, allowing classes: [AnyClass] = []) throws -> Scene? {
        if compiledItemsBundle != nil {
            // Apple: https://developer.apple.com/documentation/spritekit/sknode/init(filenamed:)
            return type.init(fileNamed: name)
        }
        let base = name.hasSuffix(".sks") ? String(name.dropLast(".sks".count)) : name
        guard let url = url(forResource: base, withExtension: "sks") else { return nil }
        // Apple: https://developer.apple.com/documentation/foundation/data/init(contentsof:options:)
        let archive = try Data(contentsOf: url, options: .mappedIfSafe)
        // Apple: https://developer.apple.com/documentation/foundation/1395135-nsstringfromclass
        let named = Set(([type] + classes).map { NSStringFromClass($0) })
        if let refused = CatalogItems.SceneArchive.refusedClass(in: archive, allowing: named) {
            throw TaggedResourceError.sceneRefused(name: name, className: refused)
        }
        // Apple: https://developer.apple.com/documentation/foundation/nskeyedunarchiver/init(forreadingfrom:)
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archive)
        // Apple: https://developer.apple.com/documentation/foundation/nskeyedunarchiver/requiressecurecoding
        unarchiver.requiresSecureCoding = true
        // Apple: https://developer.apple.com/documentation/foundation/nskeyedunarchiver/decodingfailurepolicy-swift.property
        unarchiver.decodingFailurePolicy = .setErrorAndReturn
        let binder = CatalogItems.TextureBinder(access: self)
        // Apple: https://developer.apple.com/documentation/foundation/nskeyedunarchiver/delegate
        unarchiver.delegate = binder
        // Apple: https://developer.apple.com/documentation/foundation/nskeyedunarchiver/setclass(_:forclassname:)
        unarchiver.setClass(type, forClassName: "SKScene")
        unarchiver.setClass(CatalogItems.ArchivedTexture.self, forClassName: "SKTexture")
        // Apple: https://developer.apple.com/documentation/foundation/nscoder/decodeobject(of:forkey:)-2e36f
        let root = unarchiver.decodeObject(of: [type] + classes, forKey: NSKeyedArchiveRootObjectKey)
        // Apple: https://developer.apple.com/documentation/foundation/nskeyedunarchiver/finishdecoding()
        unarchiver.finishDecoding()
        // Apple: https://developer.apple.com/documentation/foundation/nscoder/error
        if let error = unarchiver.error { throw error }
        return root as? Scene
    }
}

nonisolated extension CatalogItems {
    /// Carries the atlases SpriteKit hands its completion handler back to the caller.
    final class AtlasBox: @unchecked Sendable {
        var atlases: [SKTextureAtlas] = []
    }

    /// A scene's texture as the archive names it, before it is rebound to the access's image.
    /// SpriteKit's own decoding runs first (`super.init(coder:)`), so a texture the tags do not
    /// have is the one it found in the app bundle.
    final class ArchivedTexture: SKTexture {
        override class var supportsSecureCoding: Bool { true }
        /// The image set or frame the editor named (`_imgName`), its atlas (`_originalAtlasName`)
        /// and the frame of that atlas (`_subTextureName`), as SpriteKit writes them.
        private(set) var archivedImageName: String?
        private(set) var archivedAtlasName: String?
        private(set) var archivedFrameName: String?

        required init?(coder: NSCoder) {
            archivedImageName = Self.string(forKey: "_imgName", in: coder)
            archivedAtlasName = Self.string(forKey: "_originalAtlasName", in: coder)
            archivedFrameName = Self.string(forKey: "_subTextureName", in: coder)
            super.init(coder: coder)
        }

        /// The string at `key`; nil when the archive has none there.
        private static func string(forKey key: String, in coder: NSCoder) -> String? {
            // Apple: https://developer.apple.com/documentation/foundation/nscoder/containsvalue(forkey:)
            guard coder.containsValue(forKey: key) else { return nil }
            // Apple: https://developer.apple.com/documentation/foundation/nscoder/decodeobject(of:forkey:)-2e36f
            return coder.decodeObject(of: NSString.self, forKey: key) as String?
        }
    }

    /// Replaces each decoded `ArchivedTexture` with the access's texture of the same name.
    final class TextureBinder: NSObject, NSKeyedUnarchiverDelegate {
        private let access: TaggedResourceAccess

        init(access: TaggedResourceAccess) {
            self.access = access
        }

        // Apple: https://developer.apple.com/documentation/foundation/nskeyedunarchiverdelegate/unarchiver(_:diddecode:)
        func unarchiver(_ unarchiver: NSKeyedUnarchiver, didDecode object: Any?) -> Any? {
            guard let archived = object as? ArchivedTexture else { return object }
            if let atlas = archived.archivedAtlasName, let frame = archived.archivedFrameName ?? archived.archivedImageName,
               let texture = access.textureAtlas(named: atlas), texture.textureNames.contains(frame) {
                // Apple: https://developer.apple.com/documentation/spritekit/sktextureatlas/texturenamed(_:)
                return texture.textureNamed(frame)
            }
            return archived.archivedImageName.flatMap { access.texture(named: $0) } ?? archived
        }

        // The delegate's other methods (optional on Apple's systems): nothing to change.
        func unarchiver(_ unarchiver: NSKeyedUnarchiver, cannotDecodeObjectOfClassName name: String, originalClasses classNames: [String]) -> AnyClass? {
            nil
        }

        func unarchiver(_ unarchiver: NSKeyedUnarchiver, willReplace object: Any, with newObject: Any) {}

        func unarchiverWillFinish(_ unarchiver: NSKeyedUnarchiver) {}

        func unarchiverDidFinish(_ unarchiver: NSKeyedUnarchiver) {}
    }
}
#endif

#if canImport(CoreML)
nonisolated extension TaggedResourceAccess {
    /// The URL of the Core ML model `name` compiled for this device (was the bundle's
    /// `<name>.mlmodelc`): from 26 its `.mlpackage` or `.mlmodel` compiled with
    /// `MLModel.compileModel(at:)` the first time, kept in Application Support and used again
    /// until the model's files change. Load it with `MLModel(contentsOf:)`.
    /// - Throws: `TaggedResourceError.itemNotFound` for a model the tags do not have, or Core ML's error.
    public func compiledModelURL(named name: String) async throws -> URL {
        if let bundle = compiledItemsBundle {
            // Apple: https://developer.apple.com/documentation/foundation/bundle/url(forresource:withextension:)
            guard let url = bundle.url(forResource: name, withExtension: "mlmodelc") else {
                throw TaggedResourceError.itemNotFound(kind: "model", name: name)
            }
            return url
        }
        guard let model = CatalogItems.ModelSource(named: name) else { throw TaggedResourceError.itemNotFound(kind: "model", name: name) }
        return try await CatalogItems.ModelCache.shared.compiledURL(of: model, reading: self) { source in
            // Apple: https://developer.apple.com/documentation/coreml/mlmodel/compilemodel(at:)-45ao6
            try await MLModel.compileModel(at: source)
        }
    }
}
#endif
// MARK: - Finding items and choosing variants

/// Where the compiled items are among the packed files, and which of an item's files suits a device.
nonisolated enum CatalogItems {
    /// A device's display scale (0 when unknown) and idioms, most wanted first.
    struct Device: Equatable {
        var scale: Double
        var idioms: [String]

        init(scale: Double, idiom: String) {
            self.scale = scale
            self.idioms = idiom == "universal" ? ["universal"] : [idiom, "universal"]
        }
    }

    /// The idiom of the platform the app runs on, for traits that do not say.
    static var platformIdiom: String {
        #if os(tvOS)
        return "tv"
        #elseif os(visionOS)
        return "vision"
        #elseif targetEnvironment(macCatalyst)
        return "mac"
        #else
        return "iphone"
        #endif
    }

    /// One file of an item with what it suits: an image set's or data set's entry, or an atlas
    /// folder's image.
    struct Candidate: Equatable {
        var path: String
        var idiom: String
        var scale: Double
    }

    /// Whether `name` can name an item: `/`-separated parts, none empty, `.` or `..`, no NUL.
    static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && !name.contains("\0")
            && name.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }

    /// The folder (ending in `/`) of the item `name` of `kind` (`imageset`, `dataset`,
    /// `spriteatlas`): in the first catalog, by name, whose item is in a pack `access` holds, else
    /// in the first that has one (whose files `access` then refuses to read).
    static func itemFolder(named name: String, kind: String, heldBy access: TaggedResourceAccess) -> String? {
        guard isValidName(name) else { return nil }
        var first: String?
        for catalog in CatalogList.shared.catalogs {
            let folder = "\(catalog)/\(name).\(kind)/"
            let sample = kind == "spriteatlas" ? AssetPackMap.bundlePaths(withPrefix: folder).first : folder + "Contents.json"
            guard let sample, AssetPackMap.packID(forFile: sample) != nil else { continue }
            if access.holds(bundlePath: sample) { return folder }
            if first == nil { first = folder }
        }
        return first
    }

    /// The atlas frame `name` for `device`, in any atlas: a `.spriteatlas` frame's image set or an
    /// `.atlas` folder's image, in a pack `access` holds (the first atlas by name among them).
    static func atlasFrame(named name: String, for device: Device, reading access: TaggedResourceAccess) -> Candidate? {
        guard isValidName(name), !name.contains("/") else { return nil }
        for source in FrameList.shared.sources(ofFrame: name) {
            guard access.holds(bundlePath: source.sample) else { continue }
            if source.isImageSet { return imageVariant(inSet: source.folder, for: device, reading: access) }
            return folderAtlasFrames(AssetPackMap.bundlePaths(withPrefix: source.folder), for: device)[name]
        }
        return nil
    }

    /// Every atlas frame among the packed files, by frame name, found once: a catalog's
    /// `<atlas>.spriteatlas/<frame>.imageset/` and a top-level `<atlas>.atlas/<frame>@2x.png`.
    final class FrameList: @unchecked Sendable {
        static let shared = FrameList()
        private let lock = NSLock()
        private var found: [String: [Source]]?

        /// Where a frame is: its image set's folder, or its atlas folder; a file of it.
        struct Source {
            var folder: String
            var isImageSet: Bool
            var sample: String
        }

        func sources(ofFrame name: String) -> [Source] {
            lock.withLock {
                if let found { return found[name] ?? [] }
                var frames: [String: [Source]] = [:]
                var seen = Set<String>()
                for path in AssetPackMap.bundlePaths(withPrefix: "") {
                    let parts = path.split(separator: "/").map(String.init)
                    if let set = parts.lastIndex(where: { $0.hasSuffix(".imageset") }), set > 0,
                       parts[set - 1].hasSuffix(".spriteatlas"), parts[0].hasSuffix(".xcassets"), path.hasSuffix("/Contents.json") {
                        let folder = parts[...set].joined(separator: "/") + "/"
                        let frame = String(parts[set].dropLast(".imageset".count))
                        if seen.insert(folder).inserted { frames[frame, default: []].append(Source(folder: folder, isImageSet: true, sample: path)) }
                    } else if parts.count == 2, parts[0].hasSuffix(".atlas"), let (frame, _) = CatalogItems.atlasImage(parts[1], path: path) {
                        if seen.insert("\(parts[0])/\u{0}\(frame)").inserted {
                            frames[frame, default: []].append(Source(folder: parts[0] + "/", isImageSet: false, sample: path))
                        }
                    }
                }
                found = frames
                return frames[name] ?? []
            }
        }
    }

    /// The best of `candidates` for `device`: the most wanted idiom first; then the scale equal
    /// to the device's, else the nearest above, else the nearest below (with no device scale,
    /// the largest); the first listed among equals.
    static func best(_ candidates: [Candidate], for device: Device) -> Candidate? {
        let ranked = candidates.compactMap { candidate in device.idioms.firstIndex(of: candidate.idiom).map { ($0, candidate) } }
        guard let idiomRank = ranked.map(\.0).min() else { return nil }
        let suited = ranked.filter { $0.0 == idiomRank }.map(\.1)
        guard device.scale > 0 else { return suited.max { $0.scale < $1.scale } }
        if let exact = suited.first(where: { $0.scale == device.scale }) { return exact }
        if let above = suited.filter({ $0.scale > device.scale }).min(by: { $0.scale < $1.scale }) { return above }
        return suited.max { $0.scale < $1.scale }
    }

    /// The best image of the image set in `folder` for `device`.
    static func imageVariant(inSet folder: String, for device: Device, reading access: TaggedResourceAccess) -> Candidate? {
        guard let contents = contents(ofSet: folder, reading: access) else { return nil }
        return best((contents.images ?? []).map { Candidate($0, in: folder) }, for: device)
    }

    /// The frames of the atlas `name`, each with its image for `device`: a catalog's
    /// `<name>.spriteatlas` (a frame per image set, named as the set), else the `<name>.atlas`
    /// folder (a frame per image name, without its `@2x`, `~ipad` and extension).
    static func atlasFrames(named name: String, for device: Device, reading access: TaggedResourceAccess) -> [String: Candidate] {
        var frames: [String: Candidate] = [:]
        if let folder = itemFolder(named: name, kind: "spriteatlas", heldBy: access) {
            for path in AssetPackMap.bundlePaths(withPrefix: folder) where path.hasSuffix(".imageset/Contents.json") {
                let set = String(path.dropLast("Contents.json".count))
                let frame = String(set.dropLast(".imageset/".count).split(separator: "/").last ?? "")
                if frames[frame] == nil, let variant = imageVariant(inSet: set, for: device, reading: access) { frames[frame] = variant }
            }
            return frames
        }
        guard isValidName(name), !name.contains("/") else { return [:] }
        return folderAtlasFrames(AssetPackMap.bundlePaths(withPrefix: "\(name).atlas/"), for: device)
    }

    /// The frames of an `.atlas` folder's image files (`name[@<n>x][~iphone|~ipad].png|jpg|jpeg`).
    static func folderAtlasFrames(_ paths: [String], for device: Device) -> [String: Candidate] {
        var variants: [String: [Candidate]] = [:]
        for path in paths {
            guard let file = path.split(separator: "/").last, let (frame, candidate) = atlasImage(String(file), path: path) else { continue }
            variants[frame, default: []].append(candidate)
        }
        return variants.compactMapValues { best($0, for: device) }
    }

    /// An `.atlas` folder image's frame name, idiom and scale; nil for a file that is no image.
    static func atlasImage(_ file: String, path: String) -> (frame: String, candidate: Candidate)? {
        guard let dot = file.lastIndex(of: "."), ["png", "jpg", "jpeg"].contains(file[file.index(after: dot)...].lowercased()) else { return nil }
        var stem = String(file[..<dot])
        var idiom = "universal"
        for (suffix, name) in [("~iphone", "iphone"), ("~ipad", "ipad")] where stem.hasSuffix(suffix) {
            stem.removeLast(suffix.count)
            idiom = name
        }
        var scale = 1.0
        if let at = stem.lastIndex(of: "@"), stem.hasSuffix("x"), let value = Double(stem[stem.index(after: at)..<stem.index(before: stem.endIndex)]), value > 0 {
            scale = value
            stem = String(stem[..<at])
        }
        return stem.isEmpty ? nil : (stem, Candidate(path: path, idiom: idiom, scale: scale))
    }

    /// What a scene archive may name before it is decoded.
    enum SceneArchive {
        /// Foundation's collections and values, which scenes hold.
        static let foundationClasses: Set<String> = [
            "NSArray", "NSMutableArray", "NSDictionary", "NSMutableDictionary", "NSSet", "NSMutableSet", "NSString",
            "NSMutableString", "NSNumber", "NSValue", "NSData", "NSMutableData", "NSNull", "NSDate", "UIColor", "NSColor",
        ]

        /// The first class `archive` names (an object's `$classname`, the class a keyed unarchiver
        /// instantiates) that is neither SpriteKit's or GameplayKit's (`SK`, `PK` or `GK` and a
        /// capital), Foundation's, nor in `allowed`; nil when there is none.
        /// `$archiver` when it is no keyed archive.
        static func refusedClass(in archive: Data, allowing allowed: Set<String>) -> String? {
            // Apple: https://developer.apple.com/documentation/foundation/propertylistserialization/propertylist(from:options:format:)
            guard let root = try? PropertyListSerialization.propertyList(from: archive, options: [], format: nil) as? [String: Any],
                  let objects = root["$objects"] as? [Any] else { return "$archiver" }
            for case let object as [String: Any] in objects {
                guard let name = object["$classname"] as? String else { continue }
                if allowed.contains(name) || foundationClasses.contains(name) || isFrameworkClass(name) { continue }
                return name
            }
            return nil
        }

        /// `SKNode`, `PKPhysicsBody`, `GKScene`: a two-letter framework prefix and a capital.
        static func isFrameworkClass(_ name: String) -> Bool {
            guard ["SK", "PK", "GK"].contains(name.prefix(2)), let third = name.dropFirst(2).first else { return false }
            return third.isASCII && third.isUppercase
        }
    }

    /// The catalogs among the packed files (the first folder of a bundle path, when it is a
    /// `.xcassets`), sorted, found once.
    final class CatalogList: @unchecked Sendable {
        static let shared = CatalogList()
        private let lock = NSLock()
        private var found: [String]?

        var catalogs: [String] {
            lock.withLock {
                if let found { return found }
                var names = Set<String>()
                for path in AssetPackMap.bundlePaths(withPrefix: "") {
                    if let first = path.split(separator: "/").first, first.hasSuffix(".xcassets"), first.count < path.count { names.insert(String(first)) }
                }
                let sorted = names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
                found = sorted
                return sorted
            }
        }
    }
}

// MARK: - Contents.json

nonisolated extension CatalogItems {
    /// The part of a set's Contents.json the lookups read.
    struct SetContents: Decodable {
        var images: [Entry]?
        var data: [Entry]?
    }

    /// An image or data entry. An entry for another appearance (dark, high contrast) is never chosen.
    struct Entry: Decodable {
        var filename: String?
        var idiom: String?
        var scale: String?
        var appearances: [[String: String]]?
    }

    /// The set's Contents.json, decoded; nil if it is missing or malformed.
    static func contents(ofSet folder: String, reading access: TaggedResourceAccess) -> SetContents? {
        guard let bytes = try? access.data(atBundlePath: folder + "Contents.json") else { return nil }
        // Apple: https://developer.apple.com/documentation/foundation/jsondecoder/decode(_:from:)
        return try? JSONDecoder().decode(SetContents.self, from: bytes)
    }

    /// Whether a Contents.json `filename` names a file of the set itself.
    static func isValidFileName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\0")
    }
}

nonisolated extension CatalogItems.Candidate {
    /// The entry's file in the set at `folder`; an entry without a usable file, or for another
    /// appearance, gets an idiom no device wants.
    init(_ entry: CatalogItems.Entry, in folder: String) {
        let usable = entry.filename.map(CatalogItems.isValidFileName) == true && (entry.appearances ?? []).isEmpty
        let scale = entry.scale.flatMap { $0.hasSuffix("x") ? Double($0.dropLast()) : nil } ?? 1
        self.init(path: folder + (entry.filename ?? ""), idiom: usable ? (entry.idiom ?? "universal") : "", scale: scale > 0 ? scale : 1)
    }
}
// MARK: - Core ML models

nonisolated extension CatalogItems {
    /// A packed model's files: `<name>.mlpackage/...` or `<name>.mlmodel`, at the top of the packs.
    struct ModelSource {
        var name: String
        /// `mlpackage` or `mlmodel`.
        var ext: String
        /// Each file's path inside the model (empty for an `.mlmodel`) and its bundle path.
        var files: [(relative: String, bundlePath: String)]

        init?(named name: String) {
            guard CatalogItems.isValidName(name), !name.contains("/") else { return nil }
            let package = "\(name).mlpackage/"
            let packaged = AssetPackMap.bundlePaths(withPrefix: package)
            if !packaged.isEmpty {
                self.init(name: name, ext: "mlpackage", files: packaged.map { (String($0.dropFirst(package.count)), $0) })
            } else if AssetPackMap.packID(forFile: "\(name).mlmodel") != nil {
                self.init(name: name, ext: "mlmodel", files: [("", "\(name).mlmodel")])
            } else {
                return nil
            }
        }

        init(name: String, ext: String, files: [(relative: String, bundlePath: String)]) {
            self.name = name
            self.ext = ext
            self.files = files
        }
    }

    /// Compiled models in Application Support, `ODRCompiledModels/<name>-<fingerprint>.mlmodelc`:
    /// a model is compiled once for each content of its files, and the older compilations of the
    /// same name are deleted then. Within a process, a model's URL is remembered by its name and pack.
    final class ModelCache: @unchecked Sendable {
        static let shared = ModelCache()
        private let lock = NSLock()
        private var compiled: [String: URL] = [:]

        /// Where compiled models are kept.
        var directory: URL {
            get throws {
                // Apple: https://developer.apple.com/documentation/foundation/filemanager/url(for:in:appropriatefor:create:)
                try FileManager.default.url(for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
                    .appendingPathComponent("ODRCompiledModels", isDirectory: true)
            }
        }

        /// The compiled model of `model`, compiled with `compile` (given the source's URL) when
        /// there is none for its files' content yet. `@concurrent`: it reads, hashes and writes
        /// the model's files, which never belongs on the main actor.
        @concurrent
        func compiledURL(of model: ModelSource, reading access: TaggedResourceAccess,
                         compile: @Sendable (URL) async throws -> URL) async throws -> URL {
            let remembered = "\(model.name)|\(model.files.first.flatMap { AssetPackMap.packID(forFile: $0.bundlePath) } ?? "")"
            if let url = lock.withLock({ compiled[remembered] }), FileManager.default.fileExists(atPath: url.path) { return url }
            var fingerprint = Fingerprint()
            var contents: [(String, Data)] = []
            for file in model.files {
                let bytes = try access.data(atBundlePath: file.bundlePath)
                fingerprint.add(file.relative)
                fingerprint.add(bytes)
                contents.append((file.relative, bytes))
            }
            let folder = try directory
            let key = "\(model.name)-\(fingerprint.hex)"
            let destination = folder.appendingPathComponent(key + ".mlmodelc", isDirectory: true)
            if !FileManager.default.fileExists(atPath: destination.path) {
                let staging = folder.appendingPathComponent(key + ".staging-" + UUID().uuidString, isDirectory: true)
                defer { try? FileManager.default.removeItem(at: staging) }
                let output = try await compile(try stage(model, contents, in: staging))
                try install(output, at: destination, replacingOlderOf: model.name, in: folder)
            }
            lock.withLock { compiled[remembered] = destination }
            return destination
        }

        /// Writes the model's files under `stage`, and returns the model's URL there.
        private func stage(_ model: ModelSource, _ contents: [(String, Data)], in stage: URL) throws -> URL {
            let source = stage.appendingPathComponent("\(model.name).\(model.ext)")
            for (relative, bytes) in contents {
                guard relative.isEmpty || CatalogItems.isValidName(relative) else { continue }
                let file = relative.isEmpty ? source : source.appendingPathComponent(relative)
                // Apple: https://developer.apple.com/documentation/foundation/filemanager/createdirectory(at:withintermediatedirectories:attributes:)
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                // Apple: https://developer.apple.com/documentation/foundation/data/write(to:options:)
                try bytes.write(to: file, options: .atomic)
            }
            return source
        }

        /// Moves the compiler's output into place (a concurrent compilation may have put it there
        /// first), then deletes the same model's older compilations.
        private func install(_ output: URL, at destination: URL, replacingOlderOf name: String, in folder: URL) throws {
            let manager = FileManager.default
            do {
                // Apple: https://developer.apple.com/documentation/foundation/filemanager/moveitem(at:to:)
                try manager.moveItem(at: output, to: destination)
            } catch where manager.fileExists(atPath: destination.path) {
                try? manager.removeItem(at: output)
            }
            // Apple: https://developer.apple.com/documentation/foundation/filemanager/contentsofdirectory(atpath:)
            for item in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
            where item != destination.lastPathComponent && ModelCache.isCompilation(item, of: name) {
                // Apple: https://developer.apple.com/documentation/foundation/filemanager/removeitem(at:)
                try? manager.removeItem(at: folder.appendingPathComponent(item))
            }
        }

        /// Whether `item` is a compilation of the model `name`: `<name>-<16 hex digits>.mlmodelc`.
        static func isCompilation(_ item: String, of name: String) -> Bool {
            guard item.hasPrefix(name + "-"), item.hasSuffix(".mlmodelc") else { return false }
            let fingerprint = item.dropFirst(name.count + 1).dropLast(".mlmodelc".count)
            return fingerprint.count == 16 && fingerprint.allSatisfy(\.isHexDigit)
        }
    }

    /// FNV-1a over 64-bit little-endian words (the tail byte by byte): a stable fingerprint of a
    /// model's files, to tell a changed model from the one compiled before.
    struct Fingerprint {
        private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325
        private static let prime: UInt64 = 0x0000_0100_0000_01b3

        mutating func add(_ string: String) {
            add(Data(string.utf8))
            add(Data([0]))
        }

        mutating func add(_ data: Data) {
            var value = self.value
            data.withUnsafeBytes { raw in
                var offset = 0
                while offset + 8 <= raw.count {
                    value = (value ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))) &* Self.prime
                    offset += 8
                }
                while offset < raw.count {
                    value = (value ^ UInt64(raw[offset])) &* Self.prime
                    offset += 1
                }
            }
            self.value = (value ^ UInt64(data.count)) &* Self.prime
        }

        /// The value as 16 lower-case hex digits.
        var hex: String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
    }
}
#endif
