// Runs on Linux against the stand-ins, with the files that `odr-pack build --delivery
// background-assets --catalog-items files` wrote for the catalog game of AppAccessTests
// (Tests/EndToEndTests/CatalogGame.swift): checks that ODRCatalogItems.swift finds each item
// by the name the app used, chooses the file that suits the device's scale and idiom, makes
// atlases and compiles models once, and refuses hostile names. The stand-in BackgroundAssets
// serves the packs the build made, extracted into ODR_STANDIN_ASSET_PACKS by the test; the
// stand-in UIKit's images keep their bytes, so `label(_:)` tells which file was read.
// Compiled into the same module as the generated files, so it sees their internal helpers.

import BackgroundAssets
import CoreML
import Foundation
import SpriteKit
import UIKit

nonisolated(unsafe) var passed = 0
nonisolated(unsafe) var failed = 0

func check(_ condition: Bool, _ name: String) {
    if condition { passed += 1 } else { failed += 1; print("FAIL: \(name)") }
}

let support = FileManager.default.temporaryDirectory.appendingPathComponent("odr-catalog-\(UUID().uuidString)")
setenv("XDG_DATA_HOME", support.path, 1)
setenv("ODR_STANDIN_COMPILATIONS", "0", 1)
defer { try? FileManager.default.removeItem(at: support) }

/// The label of the image file the lookup read (its bytes after the PNG signature).
func label(_ image: UIImage?) -> String? {
    image?.pngData().map { String(decoding: $0.dropFirst(4), as: UTF8.self) }
}

func traits(_ scale: CGFloat, _ idiom: UIUserInterfaceIdiom) -> UITraitCollection {
    UITraitCollection(traitsFrom: [UITraitCollection(displayScale: scale), UITraitCollection(userInterfaceIdiom: idiom)])
}

func compilations() -> Int {
    Int(String(cString: getenv("ODR_STANDIN_COMPILATIONS"))) ?? -1
}

let access = try await TaggedResources.begin(tags: ["Level 1", "Bosses", "Models"])
let hostile = "Caf\u{e9} \"Q\" 100% #1"

// MARK: Image sets: scale and idiom

check(label(access.image(named: "Forest", compatibleWith: traits(2, .phone))) == "forest@2x", "the 2x image on a 2x iPhone")
check(access.image(named: "Forest", compatibleWith: traits(2, .phone))?.scale == 2, "the image has its file's scale")
check(label(access.image(named: "Forest", compatibleWith: traits(3, .phone))) == "forest@3x", "the 3x image on a 3x iPhone")
check(label(access.image(named: "Forest", compatibleWith: traits(1, .phone))) == "forest",
      "the 1x image on a 1x iPhone, past an entry with no file and one naming a file outside the set")
check(label(access.image(named: "Forest", compatibleWith: traits(4, .phone))) == "forest@3x", "the largest below a scale above all")
check(label(access.image(named: "Forest", compatibleWith: traits(2, .pad))) == "forest-ipad@2x", "the iPad image on an iPad")
check(label(access.image(named: "Forest", compatibleWith: traits(1, .pad))) == "forest-ipad@2x", "the idiom comes before the scale")
check(label(access.image(named: "Forest", compatibleWith: traits(2, .tv))) == "forest@2x", "another idiom gets the universal images")
check(label(access.image(named: "Forest", compatibleWith: traits(0, .unspecified))) == "forest@3x",
      "unknown traits get the largest universal image")
UITraitCollection.current = traits(2, .pad)
check(label(access.image(named: "Forest")) == "forest-ipad@2x", "image(named:) uses the current traits")

// MARK: Image sets: names

check(label(access.image(named: "Bosses/Golem")) == "golem@2x", "a namespace folder is part of the name")
check(access.image(named: "Golem") == nil, "an item of a namespace is not found without it")
check(label(access.image(named: "Crate")) == "crate" && access.image(named: "Crate")?.scale == 1,
      "a folder without a namespace is not part of the name; an image without a scale is 1x")
check(access.image(named: "Props/Crate") == nil, "a folder without a namespace does not name its items")
check(label(access.image(named: hostile)) == "cafe", "a name with quotes, spaces, % and # is found")
for bad in ["", "/Forest", "Forest/", "../Forest", "Bosses/../Forest", "./Forest", "Forest\0", "Enemies/Slime", "Slime", "forest"] {
    check(access.image(named: bad) == nil, "no image for the name '\(bad.debugDescription)'")
}
check(CatalogItems.CatalogList.shared.catalogs == ["Assets.xcassets", "More.xcassets"], "the catalogs are found among the packed files")

// MARK: Data sets

check(access.dataAsset(named: "Legacy") == Data("universal".utf8), "an iPad gets the universal data")
UITraitCollection.current = traits(3, .phone)
check(access.dataAsset(named: "Legacy") == Data("phone".utf8), "an iPhone gets its own data")
check(access.dataAsset(named: "Forest") == nil && access.dataAsset(named: "../Legacy") == nil, "no data set of another kind or a hostile name")

// MARK: Atlases

check(access.textureAtlas(named: "Enemies")?.textureNames == ["Bat", "Slime"], "a sprite atlas has a texture per image set")
check(access.textureAtlas(named: "Hero \u{d1}")?.textureNames == ["walk_1", "walk_2"], "an .atlas folder has a texture per image name")
let padFrames = CatalogItems.atlasFrames(named: "Hero \u{d1}", for: CatalogItems.Device(scale: 1, idiom: "ipad"), reading: access)
check(padFrames["walk_1"]?.path == "Hero \u{d1}.atlas/walk_1~ipad.png" && padFrames["walk_2"]?.scale == 2,
      "an iPad gets the ~ipad frame, and the only one where there is one")
let phoneFrames = CatalogItems.atlasFrames(named: "Hero \u{d1}", for: CatalogItems.Device(scale: 2, idiom: "iphone"), reading: access)
check(phoneFrames["walk_1"]?.path == "Hero \u{d1}.atlas/walk_1@2x.png" && phoneFrames.count == 2, "a 2x iPhone gets the @2x frame")
let slime = CatalogItems.atlasFrames(named: "Enemies", for: CatalogItems.Device(scale: 1, idiom: "ipad"), reading: access)["Slime"]
check(slime?.path == "Assets.xcassets/Enemies.spriteatlas/Slime.imageset/slime-ipad.png", "a sprite atlas frame is chosen as an image set's image")
check(access.textureAtlas(named: "Nope") == nil && access.textureAtlas(named: "../Enemies") == nil
      && access.textureAtlas(named: "Assets.xcassets/Enemies") == nil, "no atlas for an unknown or hostile name")
check(try await access.preloadTextureAtlases(named: ["Enemies", "Hero \u{d1}"]).map(\.textureNames.count) == [2, 2],
      "preloading gives the atlases in order")
do {
    _ = try await access.preloadTextureAtlases(named: ["Enemies", "Nope"])
    check(false, "preloading an unknown atlas throws")
} catch let error as TaggedResourceError {
    check(error == .itemNotFound(kind: "texture atlas", name: "Nope"), "preloading an unknown atlas throws")
}
check(CatalogItems.atlasImage("a@2x~ipad.png", path: "p")?.candidate == CatalogItems.Candidate(path: "p", idiom: "ipad", scale: 2)
      && CatalogItems.atlasImage("b.PNG", path: "q")?.frame == "b" && CatalogItems.atlasImage("c@x.png", path: "r")?.frame == "c@x"
      && CatalogItems.atlasImage("notes.txt", path: "s") == nil && CatalogItems.atlasImage(".png", path: "t") == nil,
      "atlas file names: scale and idiom suffixes, any case of extension, no frame for other files")

// MARK: Models

let stale = try FileManager.default.url(for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
    .appendingPathComponent("ODRCompiledModels/Brain-0000000000000000.mlmodelc")
try FileManager.default.createDirectory(at: stale, withIntermediateDirectories: true)
let brain = try await access.compiledModelURL(named: "Brain")
check(brain.lastPathComponent.hasPrefix("Brain-") && brain.pathExtension == "mlmodelc"
      && FileManager.default.fileExists(atPath: brain.appendingPathComponent("source.mlpackage/Data/com.apple.CoreML/model.mlmodel").path),
      "a model package is compiled whole")
check(compilations() == 1 && !FileManager.default.fileExists(atPath: stale.path), "compiling once removes the older compilation")
check(try await access.compiledModelURL(named: "Brain") == brain && compilations() == 1, "the process remembers the compiled model")
check(try await CatalogItems.ModelCache().compiledURL(of: CatalogItems.ModelSource(named: "Brain")!, reading: access) { _ in
          throw CocoaError(.featureUnsupported)
      } == brain, "a compiled model on disk is used again without compiling")
let tiny = try await access.compiledModelURL(named: "Tiny")
check(tiny != brain && compilations() == 2 && FileManager.default.fileExists(atPath: tiny.appendingPathComponent("source.mlmodel").path),
      "a model file is compiled too")
for name in ["Nope", "../Brain", "Brain.mlpackage", ""] {
    do {
        _ = try await access.compiledModelURL(named: name)
        check(false, "no model named '\(name)'")
    } catch let error as TaggedResourceError {
        check(error == .itemNotFound(kind: "model", name: name), "no model named '\(name)'")
    }
}
check(CatalogItems.ModelCache.isCompilation("Brain-0123456789abcdef.mlmodelc", of: "Brain")
      && !CatalogItems.ModelCache.isCompilation("Brain-extra-0123456789abcdef.mlmodelc", of: "Brain")
      && !CatalogItems.ModelCache.isCompilation("Brain-0123.mlmodelc", of: "Brain"), "only a model's own compilations are old ones")
var first = CatalogItems.Fingerprint()
first.add("a")
first.add(Data("bc".utf8))
var second = CatalogItems.Fingerprint()
second.add("ab")
second.add(Data("c".utf8))
check(first.hex.count == 16 && first.hex != second.hex && CatalogItems.Fingerprint().hex == "cbf29ce484222325",
      "fingerprints keep file boundaries")

// MARK: Textures

UITraitCollection.current = traits(2, .pad)
check(label(access.texture(named: "Forest")?.image) == "forest-ipad@2x", "texture(named:) finds an image set, for the current traits")
check(label(access.texture(named: "Slime")?.image) == "slime-ipad", "texture(named:) finds a sprite atlas's frame")
check(label(access.texture(named: "walk_1")?.image) == "walk_1~ipad", "texture(named:) finds an .atlas folder's frame")
check(access.texture(named: "Nope") == nil && access.texture(named: "../Forest") == nil, "no texture for a name the tags lack")

// MARK: An item in the packs the access holds

let bosses = try await TaggedResources.begin(tags: ["Bosses"])
check(label(bosses.image(named: "Forest")) == "more-forest",
      "an image set named as another catalog's is found in the pack the access holds, past the first catalog's")
check(bosses.texture(named: "Slime") == nil, "an atlas frame of a pack the access does not hold is not found")
bosses.end()

// MARK: Scenes

/// Writes `root`, archived with SpriteKit's class names, over the extracted pack's `Level.sks`.
func writeScene(_ root: NSObject, names: [(AnyClass, String)] = []) throws {
    SpriteKitArchiveNames.registerForUnarchiving()
    let archiver = NSKeyedArchiver(requiringSecureCoding: true)
    archiver.encode(root, forKey: NSKeyedArchiveRootObjectKey)
    archiver.finishEncoding()
    let packs = URL(fileURLWithPath: String(cString: getenv("ODR_STANDIN_ASSET_PACKS")))
    let pack = AssetPackMap.packID(forFile: "Level.sks") ?? "?"
    try SpriteKitArchiveNames.renamingClasses(in: archiver.encodedData, SpriteKitArchiveNames.names + names).write(to: packs.appendingPathComponent(pack).appendingPathComponent("Level.sks"))
}

nonisolated final class LevelScene: SKScene {}
let level = LevelScene()
for texture in [SKTexture(imageNamed: "Forest"), SKAtlasFrameTextureStandIn(atlas: "Enemies", frame: "Bat"),
                SKTexture(imageNamed: "walk_2"), SKTexture(imageNamed: "Untagged")] {
    level.addChild(SKSpriteNode(texture: texture))
}
try writeScene(level, names: [(LevelScene.self, "SKScene")])
let scene = try access.scene(fileNamed: "Level", as: LevelScene.self)
let textures = scene?.children.map { ($0 as? SKSpriteNode)?.texture } ?? []
check(scene != nil && textures.count == 4, "a scene is unarchived from its pack as the app's scene class")
check(label(textures.first??.image) == "forest-ipad@2x", "a scene's image set texture is rebound to the pack's image")
check(label(textures.dropFirst().first??.image) == "bat", "a scene's atlas frame is rebound to the pack's atlas")
check(label(textures.dropFirst(2).first??.image) == "walk_2@2x", "a scene's .atlas folder frame is rebound")
check(textures.last??.image == nil && textures.last??.standInImageName == "Untagged", "a texture the tags lack stays the app bundle's")
check(try access.scene(fileNamed: "Level.sks") != nil, "a scene's name may carry its extension")
check(try access.scene(fileNamed: "Nope") == nil, "no scene the tags lack")

/// A class a scene file must not make: its decoding would run the app's code.
nonisolated final class AppSecrets: SKNode {
    nonisolated(unsafe) static var made = 0
    required init?(coder: NSCoder) {
        AppSecrets.made += 1
        super.init(coder: coder)
    }
    override init() { super.init() }
}
let hostileScene = SKScene()
hostileScene.addChild(AppSecrets())
try writeScene(hostileScene, names: [(AppSecrets.self, "AppSecrets")])
do {
    _ = try access.scene(fileNamed: "Level")
    check(false, "a scene naming a class it may not make is refused")
} catch let error as TaggedResourceError {
    check(error == .sceneRefused(name: "Level", className: "AppSecrets") && AppSecrets.made == 0,
          "a scene naming a class it may not make is refused before any is made")
}
check(CatalogItems.SceneArchive.refusedClass(in: Data("not an archive".utf8), allowing: []) == "$archiver",
      "bytes that are no keyed archive are refused")
check(CatalogItems.SceneArchive.isFrameworkClass("PKPhysicsBody") && !CatalogItems.SceneArchive.isFrameworkClass("SKetchy")
      && !CatalogItems.SceneArchive.isFrameworkClass("SK"), "framework classes are told by prefix and capital")

// MARK: After the end

access.end()
check(access.image(named: "Crate", compatibleWith: traits(1, .phone)) == nil && access.dataAsset(named: "Legacy") == nil
      && access.textureAtlas(named: "Enemies") == nil && access.texture(named: "Forest") == nil
      && (try? access.scene(fileNamed: "Level")) == nil, "an ended access finds no item")

print("\(passed) passed, \(failed) failed")
exit(failed == 0 ? 0 : 1)
