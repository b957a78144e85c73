/// `ODRCatalogItems.swift`: the lookups of the tags' compiled items through a
/// `TaggedResourceAccess` -- `image(named:)`, `dataAsset(named:)`, `textureAtlas(named:)`,
/// `preloadTextureAtlases(named:)`, `compiledModelURL(named:)` -- as UIKit, SpriteKit and Core ML
/// did in the app bundle: through those frameworks before 26 (Xcode compiled the items), from
/// the items' source files in the asset packs from 26 (`build --catalog-items files`, where
/// `CatalogItemLayout` puts them). Each framework's part compiles only where it exists. A fixed
/// text like `ODRAssetAccess.swift`, in parts (this file and `BackgroundAssetsFiles+CatalogItems*.swift`).
extension BackgroundAssetsFiles {
    /// The file's name in the build folder.
    public static let catalogItemsName = "ODRCatalogItems.swift"

    /// The file's text.
    public static var catalogItemsSource: String {
        catalogItemsHead + catalogItemsFinding + catalogItemsModels
    }

    /// The header, the imports and the public lookups.
    static let catalogItemsHead = #"""
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
        guard let folder = CatalogItems.itemFolder(named: name, kind: "imageset"),
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
        guard let folder = CatalogItems.itemFolder(named: name, kind: "dataset"),
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

nonisolated extension CatalogItems {
    /// Carries the atlases SpriteKit hands its completion handler back to the caller.
    final class AtlasBox: @unchecked Sendable {
        var atlases: [SKTextureAtlas] = []
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

"""#
}
