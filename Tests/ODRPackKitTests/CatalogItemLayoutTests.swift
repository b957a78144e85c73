import TestSupport
import Testing
import XcodeProject

@testable import ODRPackKit

/// `--catalog-items files`: where a catalog's units land (`CatalogItemLayout`) and which
/// compiled items the lookups serve (`ServedItem`), with hostile `Contents.json` files.
@Suite(.budget(seconds: 1)) struct CatalogItemLayoutTests {
    /// A catalog unit at `path` of the catalog `catalog`, compiled by actool.
    static func unit(_ path: String, catalog: String = "Art/Assets.xcassets") -> ResourceEntry {
        var entry = ResourceEntry(path: path, tags: ["Level 1"])
        entry.processing = .compiled(.actool)
        entry.catalog = catalog
        return entry
    }

    static func compiled(_ path: String, _ tool: XcodeTool) -> ResourceEntry {
        var entry = ResourceEntry(path: path, tags: ["Level 1"])
        entry.processing = .compiled(tool)
        return entry
    }

    @Test func onlyFolderGroupsThatProvideANamespaceAndSpriteAtlasesStayInTheBundlePath() throws {
        let folder = try TemporaryFolder()
        try folder.write("Art/Assets.xcassets/Bosses/Contents.json", text: #"{"properties": {"provides-namespace": true}}"#)
        try folder.write("Art/Assets.xcassets/Props/Contents.json", text: #"{"properties": {"provides-namespace": "true"}}"#)
        try folder.write("Art/Assets.xcassets/Broken/Contents.json", text: #"{"properties": "#)
        try folder.write("Art/Assets.xcassets/Bosses/Inner/Contents.json", text: #"{"properties": {"provides-namespace": true}}"#)
        try folder.write("Art/Assets.xcassets/Enemies.spriteatlas/Contents.json", text: #"{"info": {}}"#)
        var given = Self.unit("Art/Assets.xcassets/Given.imageset")
        given.bundlePath = "Elsewhere/Given.imageset"
        let manifest = Manifest(
            file: "Game.xcodeproj", bundleIdentifier: "com.example.game", baseDirectory: folder.root,
            resources: [
                Self.unit("Art/Assets.xcassets/Forest.imageset"), Self.unit("Art/Assets.xcassets/Bosses/Golem.imageset"),
                Self.unit("Art/Assets.xcassets/Props/Crate.imageset"), Self.unit("Art/Assets.xcassets/Broken/Rock.imageset"),
                Self.unit("Art/Assets.xcassets/Missing/Tree.imageset"), Self.unit("Art/Assets.xcassets/Bosses/Inner/Imp.imageset"),
                Self.unit("Art/Assets.xcassets/Enemies.spriteatlas/Slime.imageset"), Self.unit("Art/Assets.xcassets/Tint.colorset"),
                given, Self.unit("Stickers.xcstickers/Wave.sticker", catalog: "Stickers.xcstickers"),
            ])
        let placed = CatalogItemLayout.place(manifest).resources
        #expect(
            placed.map(\.bundlePath) == [
                "Assets.xcassets/Forest.imageset", "Assets.xcassets/Bosses/Golem.imageset", "Assets.xcassets/Crate.imageset",
                "Assets.xcassets/Rock.imageset", "Assets.xcassets/Tree.imageset", "Assets.xcassets/Bosses/Inner/Imp.imageset",
                "Assets.xcassets/Enemies.spriteatlas/Slime.imageset", "Assets.xcassets/Tint.colorset", "Elsewhere/Given.imageset", nil,
            ])
        #expect(
            placed.map(\.processing) == [.copy, .copy, .copy, .copy, .copy, .copy, .copy, .compiled(.actool), .copy, .compiled(.actool)])
    }

    @Test func theLookupsServeImageSetsDataSetsAtlasesAndModelsAndNameEveryOtherKind() {
        #expect(ServedItem.of(Self.unit("Art/Assets.xcassets/Forest.imageset")) == .served)
        #expect(ServedItem.of(Self.unit("Art/Assets.xcassets/Legacy.dataset")) == .served)
        #expect(ServedItem.of(Self.unit("Art/Assets.xcassets/Enemies.spriteatlas/Slime.imageset")) == .served)
        #expect(ServedItem.of(Self.unit("Art/Assets.xcassets/AppIcon.appiconset")) == .notServed(kind: "app icon set (.appiconset)"))
        #expect(ServedItem.of(Self.unit("Art/Assets.xcassets/Odd.newkindset")) == .notServed(kind: "catalog item (.newkindset)"))
        #expect(ServedItem.of(Self.unit("Art/Assets.xcassets/readme.txt")) == .notServed(kind: "file of an asset catalog, outside any set"))
        #expect(
            ServedItem.of(Self.unit("Stickers.xcstickers/Wave.imageset", catalog: "Stickers.xcstickers"))
                == .notServed(kind: "image set (.imageset) of a .xcstickers catalog"))
        #expect(ServedItem.of(Self.compiled("Hero.atlas", XcodeTool(name: "TextureAtlas", output: ".atlasc"))) == .served)
        #expect(ServedItem.of(Self.compiled("Models/Golem.mlpackage", .coremlc)) == .served)
        #expect(ServedItem.of(Self.compiled("Menu.xib", XcodeTool(name: "ibtool", output: ".nib"))) == .other)
        #expect(ServedItem.of(ResourceEntry(path: "map.json", tags: ["Level 1"])) == .other)
    }
}
