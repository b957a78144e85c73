import Foundation
import TestSupport
import Testing

/// `odr-pack why` on Examples/GreatGame/GreatGame.xml; pack names computed apart (md5 of the
/// sorted tags joined by ':', by Python's hashlib).
@Suite(.budget(seconds: 1)) struct WhyCommandTests {
    static let manifest = "Examples/GreatGame/GreatGame.xml"
    static let slimeHash = "1fefb009f9a35460502a9c7549a2219f"

    @Test func sharedFileTextNamesEntryTagsPackAndReasons() throws {
        let result = try CommandRunner.run(["why", Self.manifest, "Shared/enemy-slime.png"])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        let line17 = "\(Self.manifest):17:3"
        let folder = "com.example.greatgame.Level 01+Level 02-\(Self.slimeHash).assetpack"
        #expect(
            result.standardOutput == """
                'Shared/enemy-slime.png': in asset pack '\(folder)'
                entry: \(line17): 'Shared/enemy-slime.png' (lists the file itself)
                tags:
                  'Level 01' from <resource> element at \(line17)
                  'Level 02' from <resource> element at \(line17)
                pack: 'com.example.greatgame.asset-pack-\(Self.slimeHash)'
                pack folder: '\(folder)'
                path in pack: 'enemy-slime.png'
                pack tags and the entries that give them:
                  'Level 01':
                    \(line17): 'Shared/enemy-slime.png' (<resource> element)
                  'Level 02':
                    \(line17): 'Shared/enemy-slime.png' (<resource> element)

                """)
    }

    @Test func jsonReportsTheLprojLandingPathAndEveryEntryOfThePack() throws {
        let result = try CommandRunner.run(["why", Self.manifest, "fr.lproj/Tutorial.strings", "--format", "json"])
        #expect(result.status == 0)
        let object = try result.json()
        #expect(object["status"] as? String == "packed")
        #expect(object["kind"] as? String == "file")
        let entry = try #require(object["entry"] as? [String: Any])
        #expect(entry["path"] as? String == "fr.lproj/Tutorial.strings")
        #expect((entry["location"] as? [String: Any])?["line"] as? Int == 21)
        let origins = try #require(entry["tagOrigins"] as? [[String: Any]])
        #expect(origins.map { $0["kind"] as? String } == ["resource-element"])
        let pack = try #require(object["pack"] as? [String: Any])
        #expect(pack["id"] as? String == "com.example.greatgame.asset-pack-368fe771261fcb18f7988833c9294a20")
        #expect(pack["path"] as? String == "fr.lproj/Tutorial.strings")
        let tags = try #require(pack["tags"] as? [[String: Any]])
        #expect(tags.map { $0["name"] as? String } == ["Tutorial"])
        let reasons = try #require(tags.first?["reasons"] as? [[String: Any]])
        #expect(reasons.map { $0["entry"] as? String } == ["Tutorial", "en.lproj/Tutorial.strings", "fr.lproj/Tutorial.strings"])
        // Keys are sorted, so the output is stable.
        #expect(result.standardOutput.hasPrefix("{\n  \"diagnostics\" : [\n\n  ],\n  \"entry\" : {"))
    }

    @Test func untaggedFileStaysInTheAppBundle() throws {
        let result = try CommandRunner.run(["why", Self.manifest, "UI/menu.png"])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("'UI/menu.png': untagged: stays in the app bundle\n"))
    }

    @Test func pathNotListedExitsOneWithADiagnostic() throws {
        let text = try CommandRunner.run(["why", Self.manifest, "Levels/04/map.json"])
        #expect(text.status == 1)
        #expect(text.standardOutput == "'Levels/04/map.json': not listed in the manifest\n")
        #expect(text.standardError.hasPrefix("\(Self.manifest):4:1: error: 'Levels/04/map.json' is not listed in the manifest"))
        #expect(text.standardError.contains("[not-listed]"))
        let json = try CommandRunner.run(["why", Self.manifest, "Levels/04/map.json", "--format", "json"])
        #expect(json.status == 1)
        let object = try json.json()
        #expect(object["status"] as? String == "not-listed")
        #expect((object["diagnostics"] as? [[String: Any]])?.map { $0["code"] as? String } == ["not-listed"])
    }

    @Test func pathsRelativeToTheWorkingFolderOrAbsoluteAreExplained() throws {
        let fromRoot = try CommandRunner.run(["why", Self.manifest, "Examples/GreatGame/Resources/Shared/enemy-slime.png"])
        #expect(fromRoot.status == 0, "\(fromRoot.standardError)")
        #expect(fromRoot.standardOutput.contains("path in pack: 'enemy-slime.png'"))
        let absolute = CommandRunner.packageDirectory.appendingPathComponent("Examples/GreatGame/Resources/UI/icon.png").path
        let untagged = try CommandRunner.run(["why", Self.manifest, absolute])
        #expect(untagged.status == 0, "\(untagged.standardError)")
        #expect(untagged.standardOutput.contains("entry: \(Self.manifest):24:3: 'UI' (a listed folder that holds it)"))
        let missing = try CommandRunner.run(["why", Self.manifest, "Levels/04/map.json"])
        #expect(
            missing.standardError.contains(
                "(looked for it below the base folder 'Examples/GreatGame/Resources'; "
                    + "from the working folder it lies outside that folder)"), "\(missing.standardError)")
    }

    @Test func githubIsNotAFormatOfWhy() throws {
        #expect(try CommandRunner.run(["why", Self.manifest, "UI", "--format", "github"]).status == 64)
    }
}
