// Stand-in for the parts of SpriteKit that ODRCatalogItems.swift calls: SKTextureAtlas and
// SKTexture. Declarations and availability from their developer.apple.com pages (address
// beside each). Not marked Sendable, as the pages do not say so. An atlas made from a
// dictionary keeps its texture names, so that Checks.swift can see which frames it got;
// SKTextureAtlas(named:) finds nothing (the real one raises an exception then).

import Foundation
import UIKit

/// A texture.
/// https://developer.apple.com/documentation/spritekit/sktexture
open class SKTexture: NSObject {
    let image: UIImage?

    init(image: UIImage?) {
        self.image = image
        super.init()
    }
}

/// A collection of textures.
/// https://developer.apple.com/documentation/spritekit/sktextureatlas
open class SKTextureAtlas: NSObject {
    private let textures: [String: SKTexture]

    init(textures: [String: SKTexture]) {
        self.textures = textures
        super.init()
    }

    /// The atlas `name` of the app bundle (the compiled `.atlasc`).
    /// https://developer.apple.com/documentation/spritekit/sktextureatlas/init(named:)
    public convenience init(named name: String) {
        self.init(textures: [:])
    }

    /// An atlas made at run time from a dictionary of texture names and images.
    /// https://developer.apple.com/documentation/spritekit/sktextureatlas/init(dictionary:)
    @available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
    public convenience init(dictionary properties: [String: Any]) {
        self.init(textures: properties.mapValues { SKTexture(image: $0 as? UIImage) })
    }

    /// The texture named `name`.
    /// https://developer.apple.com/documentation/spritekit/sktextureatlas/texturenamed(_:)
    open func textureNamed(_ name: String) -> SKTexture {
        textures[name] ?? SKTexture(image: nil)
    }

    /// The names of the atlas's textures.
    /// https://developer.apple.com/documentation/spritekit/sktextureatlas/texturenames
    open var textureNames: [String] { textures.keys.sorted() }

    /// Loads several atlases' textures into memory, then calls the handler.
    /// https://developer.apple.com/documentation/spritekit/sktextureatlas/preloadtextureatlases(_:withcompletionhandler:)
    open class func preloadTextureAtlases(_ textureAtlases: [SKTextureAtlas], withCompletionHandler completionHandler: @escaping @Sendable () -> Void) {
        completionHandler()
    }

    /// Loads the named atlases into memory, then calls the handler with them or an error.
    /// https://developer.apple.com/documentation/spritekit/sktextureatlas/preloadtextureatlasesnamed(_:withcompletionhandler:)
    @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
    open class func preloadTextureAtlasesNamed(_ atlasNames: [String], withCompletionHandler completionHandler: @escaping @Sendable ((any Error)?, [SKTextureAtlas]) -> Void) {
        completionHandler(CocoaError(.fileNoSuchFile), [])
    }
}
