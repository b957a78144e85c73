import Foundation
import TestSupport
import Testing

private let xcodeGame = "Examples/XcodeGame/XcodeGame.xcodeproj"

@Suite(.budget(seconds: 3)) struct XcodeProjectCommandTests {
    @Test func xcodeProjectLintsCleanlyAndPrintsItsPlan() throws {
        let result = try CommandRunner.run(["lint", xcodeGame, "--allow-uncompiled"], environment: ["PATH": "/usr/bin:/bin"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("\(xcodeGame): com.example.xcodegame, limit profile 'ios'"))
        #expect(result.standardOutput.contains("Asset packs: 8 of 1000 allowed"))
        #expect(result.standardOutput.contains("Bosses+Level 2"))
        // Only notes: what Xcode compiles or rewrites, which lint cannot measure.
        let lines = result.standardError.split(separator: "\n").dropLast()
        #expect(
            !lines.isEmpty && lines.allSatisfy { $0.contains(": note: ") && $0.hasSuffix("[compiled-by-xcode]") }, "\(result.standardError)"
        )
    }

    @Test func compiledResourcesNeedXcodesToolsOrAnExplicitOptIn() throws {
        let folder = try TemporaryFolder()
        // No xcrun here: the catalog and the Core ML model cannot be compiled, and nothing is written.
        let refused = try CommandRunner.run(["build", xcodeGame, "-o", folder.path("out")], environment: ["PATH": "/usr/bin:/bin"])
        #expect(refused.status == 1)
        #expect(
            refused.standardError.contains(
                "'XcodeGame/Assets.xcassets' has 6 tagged items that Xcode compiles with actool into Assets.car"),
            "\(refused.standardError)")
        #expect(refused.standardError.contains("'XcodeGame/Models/Golem.mlpackage' is tagged, and Xcode compiles with coremlc"))
        #expect(
            refused.standardError.contains("'XcodeGame/Hero.atlas' is tagged, and Xcode compiles with TextureAtlas"),
            "\(refused.standardError)")
        #expect(refused.standardError.components(separatedBy: "[needs-xcode-compiler]").count == 4)
        #expect(!FileManager.default.fileExists(atPath: folder.path("out")))
    }

    @Test func lintGivesBuildsVerdictOnCompiledResources() throws {
        let folder = try TemporaryFolder()
        let noXcode = ["PATH": "/usr/bin:/bin"]
        for flags in [[], ["--allow-uncompiled"]] {
            let lint = try CommandRunner.run(["lint", xcodeGame] + flags, environment: noXcode)
            let build = try CommandRunner.run(["build", xcodeGame, "-o", folder.path("out"), "--quiet"] + flags, environment: noXcode)
            #expect(lint.status == build.status, "lint \(flags): \(lint.standardError)\nbuild: \(build.standardError)")
            let errors = { (text: String) in text.split(separator: "\n").filter { $0.contains(": error: ") }.sorted() }
            #expect(errors(lint.standardError) == errors(build.standardError))
        }
        let refused = try CommandRunner.run(["lint", xcodeGame], environment: noXcode)
        #expect(refused.status == 1)
        #expect(refused.standardError.components(separatedBy: "error: ").count == 4, "\(refused.standardError)")
        #expect(refused.standardError.components(separatedBy: "[needs-xcode-compiler]").count == 4)
    }

    @Test func xcodeProjectBuildsWithTheProjectsURLPrefixAndVerifies() throws {
        let folder = try TemporaryFolder()
        let build = try CommandRunner.run(
            ["build", xcodeGame, "-o", folder.path("out"), "--quiet", "--allow-uncompiled"],
            environment: ["PATH": "/usr/bin:/bin"])
        #expect(build.status == 0, "\(build.standardError)")
        let index = try #require(
            try PropertyListSerialization.propertyList(
                from: Data(contentsOf: folder.url.appendingPathComponent("out/index.plist")), format: nil) as? [String: Any])
        let packs = try #require(index["AssetPacks"] as? [[String: Any]])
        // Packs holding catalog sets, the model or the texture atlas are marked; the others are not.
        #expect(
            Set(packs.filter { $0["Uncompiled"] as? Bool == true }.compactMap { ($0["Tags"] as? [String])?.joined(separator: "+") })
                == ["Bosses", "Bosses+Level 2", "Level 1", "Level 2", "Tutorial"])
        let manifest = try #require(
            try PropertyListSerialization.propertyList(
                from: Data(contentsOf: folder.url.appendingPathComponent("out/AssetPackManifest.plist")), format: nil) as? [String: Any])
        let resources = try #require(manifest["resources"] as? [[String: Any]])
        #expect(resources.count == 8)
        #expect(
            resources.allSatisfy { ($0["URL"] as? String)?.hasPrefix("https://cdn.example.com/xcodegame/com.example.xcodegame.") == true })
        let verify = try CommandRunner.run(["verify", folder.path("out")])
        #expect(verify.status == 0, "\(verify.standardError)")
    }

    @Test(arguments: ["game.xml", "game.plist"])
    func convertedManifestLintsToTheSameReport(output: String) throws {
        let folder = try TemporaryFolder()
        let convert = try CommandRunner.run(["convert", xcodeGame, "-o", folder.path(output)])
        #expect(convert.status == 0, "\(convert.standardError)")
        #expect(convert.standardError.contains("wrote \(folder.path(output)): 22 resources, 3 declared tags"))
        // The written manifest names the sources of what Xcode compiles; one note says so.
        #expect(
            convert.standardError.contains("note: 8 tagged resources are compiled by Xcode (1 by TextureAtlas, 6 by actool, 1 by coremlc)"))
        let direct = try CommandRunner.run(["lint", xcodeGame, "--format", "json"]).json()
        let converted = try CommandRunner.run(["lint", folder.path(output), "--format", "json"]).json()
        for key in ["packs", "tags", "totals"] {
            #expect(NSDictionary(dictionary: [key: direct[key] as Any]) == NSDictionary(dictionary: [key: converted[key] as Any]), "\(key)")
        }
    }

    @Test func projectOptionsReachTheReaderAndReportProblemsWithExitOne() throws {
        let unknown = try CommandRunner.run(["lint", xcodeGame, "--target", "XcodeGam"])
        #expect(unknown.status == 1)
        #expect(
            unknown.standardError.contains("project.pbxproj:")
                && unknown.standardError.contains("the project has no target 'XcodeGam'; did you mean 'XcodeGame'? [unknown-target]"))
        let tests = try CommandRunner.run(["lint", xcodeGame, "--target", "XcodeGameTests", "--configuration", "Debug", "--format", "json"])
        #expect(tests.status == 0, "\(tests.standardError)")
        #expect((try tests.json()["packs"] as? [Any])?.isEmpty == true)
        let renamed = try CommandRunner.run(["lint", xcodeGame, "--bundle-id", "com.studio.other", "--format", "json"])
        let packs = try #require(try renamed.json()["packs"] as? [[String: Any]])
        #expect(packs.allSatisfy { ($0["id"] as? String)?.hasPrefix("com.studio.other.asset-pack-") == true })
        let convert = try CommandRunner.run(["convert", xcodeGame, "--configuration", "Staging", "-o", "/tmp/never-written.xml"])
        #expect(convert.status == 1)
        #expect(convert.standardError.contains("[unknown-configuration]"))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never-written.xml"))
    }

    @Test(arguments: [
        ["lint", xcodeGame, "--bundle-id", "not valid"],
        ["convert", xcodeGame],
        ["convert"],
    ])
    func badProjectInvocationExitsSixtyFour(arguments: [String]) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 64, "\(result.standardError)")
    }
}
