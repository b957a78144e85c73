import Foundation
import TestSupport
import Testing
import XcodeProject

@Suite(.budget(seconds: 1)) struct AssetCatalogTests {
    @Test func taggedSetIsOneUnitWithItsOwnContentsFile() throws {
        let folder = try TemporaryFolder()
        try folder.contents("A.xcassets")
        try folder.contents("A.xcassets/Forest.imageset", tags: ["Level 1"])
        try folder.write("A.xcassets/Forest.imageset/forest.png", text: "x")
        try folder.contents("A.xcassets/Icon.appiconset")
        let read = AssetCatalog.read(folder.root + "/A.xcassets")
        #expect(read.problems.isEmpty)
        #expect(read.units.map(\.path) == ["Contents.json", "Forest.imageset", "Icon.appiconset"])
        #expect(read.units.map(\.tags) == [[], ["Level 1"], []])
        #expect(read.units[1].tagSource == folder.root + "/A.xcassets/Forest.imageset/Contents.json")
    }

    @Test func olderCatalogsCarryTagsUnderInfo() throws {
        let folder = try TemporaryFolder()
        try folder.contents("A.xcassets/Old.dataset", tags: ["Legacy"], section: "info")
        #expect(AssetCatalog.read(folder.root + "/A.xcassets").units.map(\.tags) == [["Legacy"]])
    }

    @Test func taggedFolderGroupPassesItsTagsToEverySetBelow() throws {
        let folder = try TemporaryFolder()
        try folder.contents("A.xcassets/Bosses", tags: ["Bosses"])
        try folder.contents("A.xcassets/Bosses/Dragon.imageset", tags: ["Level 2", "Bosses"])
        try folder.contents("A.xcassets/Bosses/Deep/Golem.dataset")
        let read = AssetCatalog.read(folder.root + "/A.xcassets", inheritedTags: ["Game"])
        let tagged = read.units.filter { !$0.tags.isEmpty }
        #expect(tagged.map(\.path) == ["Bosses/Deep/Golem.dataset", "Bosses/Dragon.imageset"])
        #expect(tagged.map(\.tags) == [["Game", "Bosses"], ["Game", "Bosses", "Level 2"]])
        #expect(tagged[0].tagSource == folder.root + "/A.xcassets/Bosses/Contents.json")
    }

    @Test func untaggedCatalogIsASingleUnit() throws {
        let folder = try TemporaryFolder()
        try folder.contents("A.xcassets/Group/Tree.imageset")
        try folder.write("A.xcassets/Group/Tree.imageset/tree.png", text: "x")
        let units = AssetCatalog.read(folder.root + "/A.xcassets").units
        #expect(units.map(\.path) == [""])
        #expect(units.map(\.tags) == [[]])
    }

    @Test func missingCatalogIsASingleUntaggedUnit() {
        #expect(AssetCatalog.read("/no/such/A.xcassets").units.map(\.path) == [""])
    }

    @Test func unreadableContentsFileIsAProblemAndAddsNoTags() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.xcassets/Broken.imageset/Contents.json", text: "{ not json")
        try folder.write("A.xcassets/Wrong.imageset/Contents.json", text: #"{ "properties": { "on-demand-resource-tags": "Level 1" } }"#)
        let read = AssetCatalog.read(folder.root + "/A.xcassets")
        #expect(read.problems.map(\.reason) == [.notJSON, .tagsNotStrings(section: "properties")])
        #expect(read.problems.first?.file == folder.root + "/A.xcassets/Broken.imageset/Contents.json")
        #expect(read.units.allSatisfy { $0.tags.isEmpty })
    }

    @Test func aLinkBackUpInsideACatalogIsNotWalkedForever() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.xcassets/Tagged/Contents.json", text: #"{ "properties": { "on-demand-resource-tags": ["T"] } }"#)
        try folder.write("A.xcassets/Tagged/Hero.imageset/Contents.json", text: "{}")
        try FileManager.default.createSymbolicLink(atPath: folder.root + "/A.xcassets/Tagged/Loop", withDestinationPath: "..")
        let read = AssetCatalog.read(folder.root + "/A.xcassets")
        #expect(read.units.map(\.path) == ["Tagged/Contents.json", "Tagged/Hero.imageset", "Tagged/Loop"])
    }

    @Test func aContentsFileThatIsAFIFOIsAProblemNotAHang() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.xcassets/Hero.imageset/x.png", text: "png")
        #expect(mkfifo(folder.root + "/A.xcassets/Hero.imageset/Contents.json", 0o644) == 0)
        let read = AssetCatalog.read(folder.root + "/A.xcassets")
        #expect(read.problems.count == 1)
        if case .unreadable(let detail) = read.problems.first?.reason {
            #expect(detail.contains("not a regular file"))
        } else {
            Issue.record("\(read.problems)")
        }
    }

    @Test(arguments: [
        ("Forest.imageset", true), ("Data.dataset", true), ("Red.colorset", true), ("Icon.appiconset", true),
        ("Stone.textureset", true), ("Wave.stickersequence", true), ("Smile.sticker", true),
        ("Bosses", false), ("Atlas.spriteatlas", false), ("Odd.set", false),
    ])
    func setFoldersAreRecognisedByTheirExtension(name: String, isSet: Bool) {
        #expect(AssetCatalog.isSet(name) == isSet)
    }
}
