import Foundation
import TestSupport

/// A small Xcode project whose tagged resources are compiled items of every kind
/// `--catalog-items files` serves, with names that are hard to get right: an asset catalog
/// (image sets at 1x/2x/3x, for iPad, for dark mode and with entries naming no file or a file
/// outside the set; a folder group with a namespace and one without; a data set per idiom; a
/// sprite atlas; an image set named with quotes, spaces, `%`, `#` and an accent), a SpriteKit
/// `.atlas` folder with scale and idiom suffixes and a file that is no image, a Core ML model
/// package and a model file; a second catalog with an image set named as one of the first's,
/// in another pack; a SpriteKit scene file (its bytes a placeholder the checks replace with a
/// keyed archive). Each image's bytes are a PNG signature and its own label, so a
/// lookup shows which file it chose. `unservable` adds a colour set and an app icon set,
/// items no pack serves.
enum CatalogGame {
    /// The image set name with quotes, spaces, `%`, `#` and an accent.
    static let hostileSet = "Caf\u{e9} \"Q\" 100% #1"
    /// The `.atlas` folder's name, with a space and an accent.
    static let atlasFolder = "Hero \u{d1}"

    /// Writes the project into `folder` (`Game.xcodeproj` and its resources beside it).
    static func write(in folder: TemporaryFolder, unservable: Bool = false) throws {
        let objects =
            PBXText.target("T1", name: "Game", phases: ["R"], settings: "PRODUCT_BUNDLE_IDENTIFIER = com.example.catalog;")
            + PBXText.resources(
                "R", [("F1", []), ("F2", ["Level 1"]), ("F3", ["Models"]), ("F4", ["Models"]), ("F5", ["Level 1"]), ("F6", [])])
            + [
                PBXText.file("F1", path: "Assets.xcassets", type: "folder.assetcatalog"), PBXText.file("F2", path: "\(atlasFolder).atlas"),
                PBXText.file("F3", path: "Brain.mlpackage"), PBXText.file("F4", path: "Tiny.mlmodel"),
                PBXText.file("F5", path: "Level.sks"), PBXText.file("F6", path: "More.xcassets", type: "folder.assetcatalog"),
            ]
        let children = ["F1", "F2", "F3", "F4", "F5", "F6"]
        try folder.write("Game.xcodeproj/project.pbxproj", text: PBXText.file(objects, targets: ["T1"], mainChildren: children))
        try writeCatalog(in: folder, unservable: unservable)
        for name in ["walk_1", "walk_1@2x", "walk_1~ipad", "walk_2@2x"] {
            try folder.write("\(atlasFolder).atlas/\(name).png", bytes: png(name))
        }
        try folder.write("\(atlasFolder).atlas/notes.txt", text: "not a frame")
        try folder.write("Brain.mlpackage/Manifest.json", text: #"{"fileFormatVersion": "1.0.0"}"#)
        try folder.write("Brain.mlpackage/Data/com.apple.CoreML/model.mlmodel", text: "brain")
        try folder.write("Tiny.mlmodel", text: "tiny")
        try folder.write("Level.sks", text: "a scene archive")
        try folder.write("More.xcassets/Contents.json", text: #"{"info": {"author": "xcode", "version": 1}}"#)
        try imageSet(in: folder, "More.xcassets/Forest.imageset", tags: ["Bosses"], images: [("more-forest", "universal", nil)])
    }

    /// The PNG signature followed by `label`.
    static func png(_ label: String) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47] + Array(label.utf8)
    }

    private static func writeCatalog(in folder: TemporaryFolder, unservable: Bool) throws {
        let catalog = "Assets.xcassets"
        try folder.write("\(catalog)/Contents.json", text: #"{"info": {"author": "xcode", "version": 1}}"#)
        try imageSet(
            in: folder, "\(catalog)/Forest.imageset", tags: ["Level 1"],
            images: [
                ("forest", "universal", "1x"), ("forest@2x", "universal", "2x"), ("forest@3x", "universal", "3x"),
                ("forest-ipad@2x", "ipad", "2x"),
            ],
            extra: [
                #"{"filename": "forest-dark@2x.png", "idiom": "universal", "scale": "2x", "appearances": [{"appearance": "luminosity", "value": "dark"}]}"#,
                #"{"idiom": "iphone", "scale": "1x"}"#,
                #"{"filename": "../Legacy.dataset/legacy.json", "idiom": "iphone", "scale": "1x"}"#,
            ])
        try folder.write("\(catalog)/Forest.imageset/forest-dark@2x.png", bytes: png("forest-dark@2x"))
        try folder.write(
            "\(catalog)/Bosses/Contents.json", text: #"{"properties": {"provides-namespace": true, "on-demand-resource-tags": ["Bosses"]}}"#
        )
        try imageSet(in: folder, "\(catalog)/Bosses/Golem.imageset", images: [("golem@2x", "universal", "2x")])
        try folder.write("\(catalog)/Props/Contents.json", text: #"{"properties": {"on-demand-resource-tags": ["Level 1"]}}"#)
        try imageSet(in: folder, "\(catalog)/Props/Crate.imageset", images: [("crate", "universal", nil)])
        try imageSet(in: folder, "\(catalog)/\(hostileSet).imageset", tags: ["Level 1"], images: [("cafe", "universal", nil)])
        try folder.write(
            "\(catalog)/Legacy.dataset/Contents.json",
            text: #"""
                {"data": [{"filename": "legacy-phone.json", "idiom": "iphone"}, {"filename": "legacy.json", "idiom": "universal"}],
                 "info": {"author": "xcode", "on-demand-resource-tags": ["Level 1"], "version": 1}}
                """#)
        try folder.write("\(catalog)/Legacy.dataset/legacy-phone.json", text: "phone")
        try folder.write("\(catalog)/Legacy.dataset/legacy.json", text: "universal")
        try folder.write("\(catalog)/Enemies.spriteatlas/Contents.json", text: #"{"info": {"on-demand-resource-tags": ["Level 1"]}}"#)
        try imageSet(
            in: folder, "\(catalog)/Enemies.spriteatlas/Slime.imageset",
            images: [("slime@2x", "universal", "2x"), ("slime-ipad", "ipad", "1x")])
        try imageSet(in: folder, "\(catalog)/Enemies.spriteatlas/Bat.imageset", images: [("bat", "universal", "1x")])
        if unservable {
            try folder.write(
                "\(catalog)/Tint.colorset/Contents.json",
                text: #"{"colors": [{"idiom": "universal"}], "properties": {"on-demand-resource-tags": ["Level 1"]}}"#)
            try imageSet(in: folder, "\(catalog)/AppIcon.appiconset", tags: ["Level 1"], images: [("icon", "universal", nil)])
        }
    }

    /// An image set with one PNG per image (`label.png`), tagged `tags` in its own Contents.json.
    private static func imageSet(
        in folder: TemporaryFolder, _ path: String, tags: [String] = [],
        images: [(label: String, idiom: String, scale: String?)], extra: [String] = []
    ) throws {
        var entries = images.map { image in
            #"{"filename": "\#(image.label).png", "idiom": "\#(image.idiom)"\#(image.scale.map { #", "scale": "\#($0)""# } ?? "")}"#
        }
        entries += extra
        let properties =
            tags.isEmpty ? "" : #", "properties": {"on-demand-resource-tags": [\#(tags.map { "\"\($0)\"" }.joined(separator: ", "))]}"#
        try folder.write("\(path)/Contents.json", text: #"{"images": [\#(entries.joined(separator: ", "))]\#(properties)}"#)
        for image in images {
            try folder.write("\(path)/\(image.label).png", bytes: png(image.label))
        }
    }
}
