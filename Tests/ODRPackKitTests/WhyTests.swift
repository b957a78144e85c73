import Foundation
import TestSupport
import Testing

@testable import ODRPackKit

/// `odr-pack why`: the explanation of one path. Every expectation is written out from the
/// manifest below (lines, tags, Xcode's names with their MD5 computed apart, by Python's hashlib).
@Suite(.budget(seconds: 1)) struct WhyTests {
    /// The manifest's body; the first line of the body is line 3 of `odr.xml`.
    static let body = """
        <tag name="A"/>
        <tag name="B"/>
        <tag name="Loc"/>
        <resource path="one.bin" tags="A"/>
        <resource path="Maps" tags="A"/>
        <resource path="shared.bin" tags="A, B"/>
        <resource path="other.bin" tags="B,A"/>
        <resource path="fr.lproj/Menu.strings" tags="Loc"/>
        <resource path="UI"/>
        <resource path="gone.bin" tags="B"/>
        """

    /// md5("A"), md5("A:B"), md5("B"), md5("Loc").
    static let hashA = "7fc56270e7a70fa81a5935b72eacbe29"
    static let hashAB = "0a85c030b916b0c44d958c53335acc7a"
    static let hashB = "9d5ed678fe57bcca610140957afab571"
    static let hashLoc = "f90a3cf156bda5cd3f38eaadd1f7bb73"

    let project: TemporaryFolder
    let result: LintResult
    let file: String

    init() throws {
        project = try TemporaryFolder()
        for path in ["one.bin", "Maps/forest/map.json", "shared.bin", "other.bin", "fr.lproj/Menu.strings", "UI/icon.png"] {
            try project.write(path, text: path)
        }
        file = try project.manifest(Self.body)
        result = project.lint()
    }

    func explain(_ path: String) throws -> Explanation {
        try #require(Explanation.explain(path, in: result))
    }

    func at(_ line: Int) -> ODRPackKit.SourceLocation { ODRPackKit.SourceLocation(file: file, line: line, column: 1) }

    func element(_ line: Int, _ tags: [String]) -> TagOrigin { TagOrigin(.resourceElement, tags: tags, at: at(line)) }

    func reason(_ entry: String, index: Int, line: Int, tags: [String]) -> Explanation.Reason {
        Explanation.Reason(entry: entry, index: index, origin: element(line, tags), location: at(line))
    }

    @Test func directlyListedFileNamesItsEntryItsTagOriginsAndItsPack() throws {
        let explanation = try explain("one.bin")
        #expect(explanation.status == .packed)
        #expect(explanation.isFolder == false)
        #expect(explanation.diagnostics.isEmpty)
        #expect(
            explanation.entry
                == Explanation.Entry(
                    index: 0, path: "one.bin", location: at(6), tags: ["A"], reach: .listed,
                    origins: [element(6, ["A"])], compiledBy: nil))
        #expect(
            explanation.pack
                == Explanation.Pack(
                    identifier: "com.company.App.asset-pack-\(Self.hashA)", folderName: "com.company.App.A-\(Self.hashA).assetpack",
                    packPath: "one.bin",
                    tags: [
                        Explanation.PackTag(
                            name: "A",
                            reasons: [
                                reason("one.bin", index: 0, line: 6, tags: ["A"]),
                                reason("Maps", index: 1, line: 7, tags: ["A"]),
                            ])
                    ],
                    tagSets: [["A"]]))
    }

    @Test func fileInsideListedFolderLandsBelowTheFolderName() throws {
        let explanation = try explain("Maps/forest/map.json")
        #expect(explanation.status == .packed)
        #expect(explanation.entry?.path == "Maps")
        #expect(explanation.entry?.location == at(7))
        #expect(explanation.entry?.reach == .insideFolder)
        #expect(explanation.pack?.identifier == "com.company.App.asset-pack-\(Self.hashA)")
        #expect(explanation.pack?.packPath == "Maps/forest/map.json")
    }

    @Test func listedFolderIsExplainedAsAFolder() throws {
        let explanation = try explain("Maps")
        #expect(explanation.status == .packed)
        #expect(explanation.isFolder == true)
        #expect(explanation.entry?.reach == .listed)
        #expect(explanation.pack?.packPath == "Maps")
    }

    @Test func sharedFileListsEveryEntryThatGivesItsMultiTagPackEachTag() throws {
        let explanation = try explain("shared.bin")
        #expect(explanation.status == .packed)
        #expect(explanation.entry?.tags == ["A", "B"])
        #expect(explanation.entry?.origins == [element(8, ["A", "B"])])
        #expect(
            explanation.pack
                == Explanation.Pack(
                    identifier: "com.company.App.asset-pack-\(Self.hashAB)", folderName: "com.company.App.A+B-\(Self.hashAB).assetpack",
                    packPath: "shared.bin",
                    tags: [
                        Explanation.PackTag(
                            name: "A",
                            reasons: [
                                reason("shared.bin", index: 2, line: 8, tags: ["A", "B"]),
                                reason("other.bin", index: 3, line: 9, tags: ["B", "A"]),
                            ]),
                        Explanation.PackTag(
                            name: "B",
                            reasons: [
                                reason("shared.bin", index: 2, line: 8, tags: ["A", "B"]),
                                reason("other.bin", index: 3, line: 9, tags: ["B", "A"]),
                            ]),
                    ],
                    tagSets: [["A", "B"]]))
    }

    @Test func sharedFileTextNamesThePackAndTheReasonsForEachTag() throws {
        let text = TextReport.render(try explain("shared.bin"))
        let folder = "com.company.App.A+B-\(Self.hashAB).assetpack"
        #expect(
            text == """
                'shared.bin': in asset pack '\(folder)'
                entry: \(file):8:1: 'shared.bin' (lists the file itself)
                tags:
                  'A' from <resource> element at \(file):8:1
                  'B' from <resource> element at \(file):8:1
                pack: 'com.company.App.asset-pack-\(Self.hashAB)'
                pack folder: '\(folder)'
                path in pack: 'shared.bin'
                pack tags and the entries that give them:
                  'A':
                    \(file):8:1: 'shared.bin' (<resource> element)
                    \(file):9:1: 'other.bin' (<resource> element)
                  'B':
                    \(file):8:1: 'shared.bin' (<resource> element)
                    \(file):9:1: 'other.bin' (<resource> element)

                """)
    }

    @Test func lprojFileKeepsItsRegionFolderInsideThePack() throws {
        let explanation = try explain("fr.lproj/Menu.strings")
        #expect(explanation.status == .packed)
        #expect(explanation.pack?.identifier == "com.company.App.asset-pack-\(Self.hashLoc)")
        #expect(explanation.pack?.packPath == "fr.lproj/Menu.strings")
    }

    @Test func untaggedFileStaysInTheAppBundle() throws {
        let explanation = try explain("UI/icon.png")
        #expect(explanation.status == .untagged)
        #expect(explanation.entry?.path == "UI")
        #expect(explanation.entry?.tags == [])
        #expect(explanation.entry?.origins == [])
        #expect(explanation.pack == nil)
        #expect(!explanation.failed)
        #expect(TextReport.render(explanation).hasPrefix("'UI/icon.png': untagged: stays in the app bundle\n"))
    }

    @Test func pathNoEntryReachesIsANotListedError() throws {
        for path in ["nowhere.png", "Map/x", "../one.bin"] {
            let explanation = try explain(path)
            #expect(explanation.status == .notListed)
            #expect(explanation.entry == nil)
            #expect(explanation.pack == nil)
            #expect(explanation.failed)
            #expect(explanation.diagnostics.map(\.code) == [.notListed])
            #expect(TextReport.render(explanation) == "\(MessageText.quoted(path)): not listed in the manifest\n")
        }
    }

    @Test func pathsFromTheWorkingFolderAndAbsolutePathsAreFoundBelowTheBase() throws {
        let root = try #require(project.root.split(separator: "/").last.map(String.init))
        let fromAbove = try #require(
            Explanation.explain(
                root + "/Maps/forest/map.json", in: result,
                workingDirectory: project.root + "/.."))
        #expect(fromAbove.status == .packed)
        #expect(fromAbove.entry?.path == "Maps")
        #expect(fromAbove.pack?.packPath == "Maps/forest/map.json")
        let fromInside = try #require(Explanation.explain("forest/map.json", in: result, workingDirectory: project.path("Maps")))
        #expect(fromInside.entry?.path == "Maps")
        let absolute = try #require(Explanation.explain(project.path("fr.lproj/Menu.strings"), in: result))
        #expect(absolute.entry?.path == "fr.lproj/Menu.strings")
        #expect(absolute.pack?.identifier == "com.company.App.asset-pack-\(Self.hashLoc)")
    }

    @Test func aPathNotFoundSaysWhichBasesWereTried() throws {
        let relative = try #require(Explanation.explain("none.json", in: result, workingDirectory: project.path("fr.lproj")))
        #expect(
            relative.diagnostics.map(\.message) == [
                """
                'none.json' is not listed in the manifest '\(file)', nor inside a listed folder (looked for it below \
                the base folder '\(project.root)', and from the working folder as 'fr.lproj/none.json'); add a resource entry \
                for it or for a folder above it
                """
            ])
        let outside = try #require(Explanation.explain("/etc/hosts", in: result))
        #expect(outside.diagnostics.first?.message.contains("(it is not below the base folder '\(project.root)')") == true)
        let elsewhere = try #require(Explanation.explain("x.bin", in: result, workingDirectory: "/"))
        #expect(elsewhere.diagnostics.first?.message.contains("from the working folder it lies outside that folder") == true)
    }

    @Test func unlistedFolderHoldingEntriesNamesThem() throws {
        let explanation = try explain("fr.lproj")
        #expect(explanation.status == .notListed)
        #expect(explanation.listedInside == ["fr.lproj/Menu.strings"])
        #expect(
            TextReport.render(explanation) == """
                'fr.lproj': not listed in the manifest
                listed inside it: 1 entry, such as 'fr.lproj/Menu.strings'; ask about one of them

                """)
    }

    @Test func missingFileSaysSoAndWhereItWouldLand() throws {
        let explanation = try explain("gone.bin")
        #expect(explanation.status == .missing)
        #expect(explanation.isFolder == nil)
        #expect(explanation.entry?.location == at(12))
        #expect(explanation.pack?.identifier == "com.company.App.asset-pack-\(Self.hashB)")
        #expect(explanation.pack?.packPath == "gone.bin")
        #expect(!explanation.failed)
    }

    @Test func controlCharactersInThePathAreEscapedInText() throws {
        let text = TextReport.render(try explain("bad\u{1B}[2Jname"))
        #expect(text == "'bad\\u{1B}[2Jname': not listed in the manifest\n")
    }

    @Test func jsonHasTheDocumentedKeys() throws {
        let json = JSONReport.render(try explain("shared.bin"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["manifest", "path", "status", "kind", "entry", "pack", "diagnostics"])
        #expect(object["status"] as? String == "packed")
        let entry = try #require(object["entry"] as? [String: Any])
        #expect(Set(entry.keys) == ["index", "path", "location", "tags", "reach", "tagOrigins"])
        let pack = try #require(object["pack"] as? [String: Any])
        #expect(Set(pack.keys) == ["id", "folder", "path", "tags", "tagSets"])
        #expect(pack["tagSets"] as? [[String]] == [["A", "B"]])
        #expect(pack["folder"] as? String == "com.company.App.A+B-\(Self.hashAB).assetpack")
    }
}

extension WhyTests {
    /// `why` over the Xcode project of Examples/XcodeGame: each kind of tag source.
    @Suite(.budget(seconds: 1)) struct OverXcodeGame {
        static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/XcodeGame").path
        static let pbxproj = folder + "/XcodeGame.xcodeproj/project.pbxproj"

        let result = Linter.lint(manifestAt: OverXcodeGame.folder + "/XcodeGame.xcodeproj")

        func explain(_ path: String) throws -> Explanation {
            try #require(Explanation.explain(path, in: result))
        }

        @Test func buildFileTagsComeFromThePBXBuildFileLine() throws {
            // project.pbxproj line 12: enemy.png's build file, ASSET_TAGS = ("Level 1", "Level 2").
            let explanation = try explain("XcodeGame/Shared/enemy.png")
            let line12 = ODRPackKit.SourceLocation(file: Self.pbxproj, line: 12, column: 3)
            #expect(explanation.status == .packed)
            #expect(explanation.entry?.location == line12)
            #expect(explanation.entry?.origins == [TagOrigin(.buildFile, tags: ["Level 1", "Level 2"], at: line12)])
            #expect(explanation.pack?.identifier == "com.example.xcodegame.asset-pack-78de188e716813120baff0ac7d1ca923")
            #expect(explanation.pack?.folderName == "com.example.xcodegame.Level 1+Level 2-78de188e716813120baff0ac7d1ca923.assetpack")
            #expect(explanation.pack?.packPath == "enemy.png")
        }

        @Test func synchronizedFolderTagsComeFromTheExceptionSetKey() throws {
            // project.pbxproj line 53: `Winter/snow.png = (Winter, );` in assetTagsByRelativePath.
            let explanation = try explain("Seasons/Winter/snow.png")
            let line53 = ODRPackKit.SourceLocation(file: Self.pbxproj, line: 53, column: 5)
            #expect(explanation.status == .packed)
            #expect(explanation.entry?.origins == [TagOrigin(.synchronizedFolder, tags: ["Winter"], at: line53)])
            #expect(explanation.pack?.identifier == "com.example.xcodegame.asset-pack-b18e66b41efd9a3df1a7bc8758da1883")
            #expect(explanation.pack?.packPath == "snow.png")
        }

        @Test func catalogTagsComeFromEachContentsJSON() throws {
            // Bosses/Contents.json tags "Bosses"; Bosses/Dragon.imageset/Contents.json tags "Level 2".
            let explanation = try explain("XcodeGame/Assets.xcassets/Bosses/Dragon.imageset")
            let catalog = Self.folder + "/XcodeGame/Assets.xcassets"
            #expect(explanation.status == .packed)
            #expect(
                explanation.entry?.origins == [
                    TagOrigin(.assetCatalog, tags: ["Bosses"], at: ODRPackKit.SourceLocation(file: catalog + "/Bosses/Contents.json")),
                    TagOrigin(
                        .assetCatalog, tags: ["Level 2"],
                        at: ODRPackKit.SourceLocation(file: catalog + "/Bosses/Dragon.imageset/Contents.json")),
                ])
            #expect(explanation.entry?.compiledBy == "actool")
            #expect(explanation.pack?.identifier == "com.example.xcodegame.asset-pack-ec3e90574285c9b2c9d65b84856daf68")
            #expect(explanation.pack?.packPath == nil)
            #expect(explanation.pack?.tags.map(\.name) == ["Bosses", "Level 2"])
        }

        @Test func catalogFolderIsListedByItsUnits() throws {
            // The catalog holds four sets, a folder, Bosses (tagged), with two sets, and a sprite atlas,
            // Sparks (tagged), with two; each set is a unit, and so is each loose Contents.json of a
            // folder with tagged content.
            let explanation = try explain("XcodeGame/Assets.xcassets")
            #expect(explanation.status == .notListed)
            #expect(
                explanation.listedInside
                    == [
                        "AppIcon.appiconset", "Bosses/Contents.json", "Bosses/Dragon.imageset", "Bosses/Golem.imageset",
                        "Contents.json", "Forest.imageset", "Legacy.dataset",
                        "Sparks.spriteatlas/Contents.json", "Sparks.spriteatlas/spark_1.imageset", "Sparks.spriteatlas/spark_2.imageset",
                    ].map { "XcodeGame/Assets.xcassets/" + $0 })
        }

        @Test func variantGroupFilesNameTheirGroupsBuildFile() throws {
            // project.pbxproj line 14: Tutorial.strings' build file, ASSET_TAGS = (Tutorial, ).
            let explanation = try explain("XcodeGame/fr.lproj/Tutorial.strings")
            #expect(
                explanation.entry?.origins == [
                    TagOrigin(.variantGroup, tags: ["Tutorial"], at: ODRPackKit.SourceLocation(file: Self.pbxproj, line: 14, column: 3))
                ])
            #expect(explanation.pack?.packPath == "fr.lproj/Tutorial.strings")
        }
    }
}
