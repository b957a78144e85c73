// Stand-in for the parts of SpriteKit that ODRCatalogItems.swift calls: SKTextureAtlas,
// SKTexture, SKNode, SKSpriteNode and SKScene. Declarations and availability from their
// developer.apple.com pages (address beside each). Not marked Sendable, as the pages do not say
// so. An atlas made from a dictionary keeps its texture names, so that Checks.swift can see which
// frames it got; SKTextureAtlas(named:) and the bundle lookups find nothing (the real
// SKTextureAtlas(named:) raises an exception then).
//
// Archiving: the nodes and textures encode and decode with the keys SpriteKit's own scene files
// use for what the checks need (`_children`, `_name`, `_texture`; a texture's `_imgName`,
// `_originalAtlasName`, `_subTextureName`, read off Xcode's .sks files), and
// `SpriteKitArchiveNames` gives them SpriteKit's class names in archives (what the Objective-C
// runtime does on Apple's systems; Linux names classes by module).

import Foundation
import UIKit

/// A texture.
/// https://developer.apple.com/documentation/spritekit/sktexture
open class SKTexture: NSObject, NSSecureCoding {
    /// The image it was made from (the stand-in's, so checks can tell which file).
    public let image: UIImage?
    /// The image name a scene file records.
    public let standInImageName: String?

    init(image: UIImage?, standInImageName: String? = nil) {
        self.image = image
        self.standInImageName = standInImageName
        super.init()
    }

    /// A texture from an image.
    /// https://developer.apple.com/documentation/spritekit/sktexture/init(image:)
    public convenience init(image: UIImage) {
        self.init(image: image, standInImageName: nil)
    }

    /// A texture from the app bundle's image `name` (the stand-in finds none: no image).
    /// https://developer.apple.com/documentation/spritekit/sktexture/init(imagenamed:)
    public convenience init(imageNamed name: String) {
        self.init(image: nil, standInImageName: name)
    }

    open class var supportsSecureCoding: Bool { true }

    public required init?(coder: NSCoder) {
        image = nil
        standInImageName = coder.containsValue(forKey: "_imgName") ? coder.decodeObject(of: NSString.self, forKey: "_imgName") as String? : nil
        super.init()
    }

    open func encode(with coder: NSCoder) {
        coder.encode(standInImageName.map { $0 as NSString }, forKey: "_imgName")
    }
}

/// A texture of an atlas, as a scene file records it: its atlas and frame names too.
public final class SKAtlasFrameTextureStandIn: SKTexture {
    let atlas: String
    let frame: String

    public init(atlas: String, frame: String) {
        self.atlas = atlas
        self.frame = frame
        super.init(image: nil, standInImageName: frame)
    }

    public required init?(coder: NSCoder) {
        atlas = ""
        frame = ""
        super.init(coder: coder)
    }

    public override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(atlas as NSString, forKey: "_originalAtlasName")
        coder.encode(frame as NSString, forKey: "_subTextureName")
    }
}

/// A node of a scene.
/// https://developer.apple.com/documentation/spritekit/sknode
open class SKNode: NSObject, NSSecureCoding {
    open var name: String?
    open private(set) var children: [SKNode] = []

    public override init() {
        super.init()
    }

    /// A node read from the app bundle's `<filename>.sks` (the stand-in's bundle has none).
    /// https://developer.apple.com/documentation/spritekit/sknode/init(filenamed:)
    public required convenience init?(fileNamed filename: String) {
        return nil
    }

    /// https://developer.apple.com/documentation/spritekit/sknode/addchild(_:)
    open func addChild(_ node: SKNode) {
        children.append(node)
    }

    open class var supportsSecureCoding: Bool { true }

    public required init?(coder: NSCoder) {
        name = coder.containsValue(forKey: "_name") ? coder.decodeObject(of: NSString.self, forKey: "_name") as String? : nil
        children = coder.decodeObject(of: [NSArray.self, SKNode.self], forKey: "_children") as? [SKNode] ?? []
        super.init()
    }

    open func encode(with coder: NSCoder) {
        coder.encode(name.map { $0 as NSString }, forKey: "_name")
        coder.encode(children as NSArray, forKey: "_children")
    }
}

/// A node that draws a texture.
/// https://developer.apple.com/documentation/spritekit/skspritenode
open class SKSpriteNode: SKNode {
    open var texture: SKTexture?

    public override init() {
        texture = nil
        super.init()
    }

    /// https://developer.apple.com/documentation/spritekit/skspritenode/init(texture:)
    public init(texture: SKTexture?) {
        self.texture = texture
        super.init()
    }

    public required init?(coder: NSCoder) {
        texture = coder.containsValue(forKey: "_texture") ? coder.decodeObject(of: SKTexture.self, forKey: "_texture") : nil
        super.init(coder: coder)
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(texture, forKey: "_texture")
    }
}

/// The root node of a scene.
/// https://developer.apple.com/documentation/spritekit/skscene
open class SKScene: SKNode {
    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// SpriteKit's names for the stand-in classes in keyed archives (Linux names classes by module).
public enum SpriteKitArchiveNames {
    /// Each stand-in class and SpriteKit's name for it.
    public static let names: [(AnyClass, String)] = [
        (SKNode.self, "SKNode"), (SKSpriteNode.self, "SKSpriteNode"), (SKScene.self, "SKScene"), (SKTexture.self, "SKTexture"),
        (SKAtlasFrameTextureStandIn.self, "SKTexture"),
    ]

    /// Unarchivers make the stand-ins for SpriteKit's names.
    public static func registerForUnarchiving() {
        for (type, name): (AnyClass, String) in names where type != SKAtlasFrameTextureStandIn.self {
            NSKeyedUnarchiver.setClass(type, forClassName: name)
        }
    }

    /// `archive` with each class name of `renames` (`NSStringFromClass` of a class to the name
    /// an archive gives it) replaced: what setClassName(_:for:) does on Apple's systems.
    public static func renamingClasses(in archive: Data, _ renames: [(AnyClass, String)] = names) throws -> Data {
        var table: [String: String] = [:]
        for (type, name): (AnyClass, String) in renames { table[NSStringFromClass(type)] = name }
        guard var root = try PropertyListSerialization.propertyList(from: archive, format: nil) as? [String: Any],
              var objects = root["$objects"] as? [Any] else { throw CocoaError(.coderReadCorrupt) }
        for (index, object) in objects.enumerated() {
            guard var entry = object as? [String: Any], let name = entry["$classname"] as? String else { continue }
            entry["$classname"] = table[name] ?? name
            entry["$classes"] = (entry["$classes"] as? [String])?.map { table[$0] ?? $0 }
            objects[index] = entry
        }
        root["$objects"] = objects
        return try PropertyListSerialization.data(fromPropertyList: root, format: .binary, options: 0)
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
        self.init(textures: properties.mapValues { SKTexture(image: $0 as? UIImage, standInImageName: nil) })
    }

    /// The texture named `name`.
    /// https://developer.apple.com/documentation/spritekit/sktextureatlas/texturenamed(_:)
    open func textureNamed(_ name: String) -> SKTexture {
        textures[name] ?? SKTexture(image: nil, standInImageName: nil)
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
