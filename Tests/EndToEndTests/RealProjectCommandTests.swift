import Foundation
import TestSupport
import Testing

/// The commands on real public projects (Tests/ODRPackKitTests/RealProjects, see its README),
/// with expectations taken from the project files and Xcode's naming rule, not from odr-pack.
@Suite(.budget(seconds: 2)) struct RealProjectCommandTests {
    static let root = "Tests/ODRPackKitTests/RealProjects/"

    /// Xcode's pack identifiers: the bundle id, `.asset-pack-` and the MD5 of the sorted tags
    /// joined by ":" (docs/manifest.md), computed here with md5sum, one line per tag set.
    func packIdentifiers(_ bundle: String, _ tagSets: [[String]]) throws -> [String] {
        let script = tagSets.map { tags in
            "printf '%s' '\(tags.sorted().joined(separator: ":").replacingOccurrences(of: "'", with: #"'\''"#))' | md5sum"
        }.joined(separator: "\n")
        let md5 = try CommandRunner.runShell(script, in: CommandRunner.packageDirectory)
        return md5.standardOutput.split(separator: "\n").map { bundle + ".asset-pack-" + $0.prefix(32) }
    }

    @Test func catalogTagsOfARealProjectNeedActoolOrTheOptInAndMakeXcodesPacks() throws {
        let folder = try TemporaryFolder()
        let copy = folder.url.appendingPathComponent("project")
        try FileManager.default.copyItem(
            at: CommandRunner.packageDirectory.appendingPathComponent(Self.root + "tutsplus__iOS-OnDemandResources-StarterProject"),
            to: copy)
        // The storyboards are untagged app content the fixture leaves out.
        for name in ["Main", "LaunchScreen"] {
            try folder.write("project/ODR Introduction/Base.lproj/\(name).storyboard", text: "<document/>")
        }
        let project = folder.path("project/ODR Introduction.xcodeproj")
        let noXcode = ["PATH": "/usr/bin:/bin"]

        let refused = try CommandRunner.run(["build", project, "-o", folder.path("out")], environment: noXcode)
        #expect(refused.status == 1)
        #expect(
            refused.standardError.contains(
                "'ODR Introduction/Assets.xcassets' has 9 tagged items that Xcode compiles with actool into Assets.car"),
            "\(refused.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("out")))

        let built = try CommandRunner.run(
            ["build", project, "-o", folder.path("out"), "--quiet", "--allow-uncompiled"], environment: noXcode)
        #expect(built.status == 0, "\(built.standardError)")
        let index = try #require(
            try PropertyListSerialization.propertyList(
                from: Data(contentsOf: folder.url.appendingPathComponent("out/index.plist")), format: nil) as? [String: Any])
        let packs = try #require(index["AssetPacks"] as? [[String: Any]])
        // The tagged sets of the catalog, as their Contents.json files list them (RealProjects/README.md).
        let tagSets = [
            ["Blue", "Circle"], ["Blue", "Hexagon"], ["Blue", "Star"], ["Circle", "Green"], ["Green", "Square"],
            ["Green", "Star"], ["Hexagon", "Red"], ["Red", "Square"], ["Red", "Star"],
        ]
        #expect(Set(packs.compactMap { $0["Tags"] as? [String] }) == Set(tagSets))
        let expected = try packIdentifiers("com.tutsplus.ODR-Introduction", tagSets)
        #expect(expected.count == tagSets.count)
        #expect(Set(packs.compactMap { $0["Identifier"] as? String }) == Set(expected))
        #expect(packs.allSatisfy { $0["Uncompiled"] as? Bool == true })
        let verify = try CommandRunner.run(["verify", folder.path("out")])
        #expect(verify.status == 0, "\(verify.standardError)")
    }

    @Test func aRealCatalogWhoseImagesAreMissingWarnsOncePerTaggedSet() throws {
        let project =
            Self.root + "OnDemandResourcesTutorial__tvos-odr-tutorial/On-Demand Resources Example/On-Demand Resources Example.xcodeproj"
        let result = try CommandRunner.run(
            ["lint", project, "--allow-uncompiled", "--format", "json"], environment: ["PATH": "/usr/bin:/bin"])
        let diagnostics = try #require(result.json()["diagnostics"] as? [[String: Any]])
        let missing = diagnostics.filter { $0["code"] as? String == "missing-catalog-file" }
        // The fixture keeps the 11 tagged sets' Contents.json files and none of their images (RealProjects/README.md).
        #expect(missing.count == 11)
        #expect(
            missing.allSatisfy {
                $0["severity"] as? String == "warning" && ($0["file"] as? String)?.hasSuffix(".imageset/Contents.json") == true
            })
        #expect(
            missing.contains {
                ($0["message"] as? String)?.contains(
                    "'Jennifer Aniston.imageset' names a file its folder does not hold ('Jeniffer Aniston.jpg')") == true
            })
    }

    @Test func aRealSynchronizedFolderProjectWithoutItsFilesStillLintsItsWholePlan() throws {
        let project = Self.root + "ItsJuniorDias__Magic_World/Magic World.xcodeproj"
        // What the project file says: one `"path" = ("tag", );` line per tagged file of the
        // synchronized folder, and the initial-install tags in one space-separated string.
        let text = try String(
            contentsOf: CommandRunner.packageDirectory.appendingPathComponent(project + "/project.pbxproj"), encoding: .utf8)
        let tagged = text.split(separator: "\n").compactMap { line -> (String, String)? in
            let parts = line.trimmingCharacters(in: .whitespaces).split(separator: "\"")
            guard parts.count >= 4, parts[1] == " = (" else { return nil }
            return (String(parts[0]), String(parts[2]))
        }
        let tags = Set(tagged.map(\.1))
        let initial = try #require(text.split(separator: "\n").first { $0.contains("ON_DEMAND_RESOURCES_INITIAL_INSTALL_TAGS") })
            .split(separator: "\"")[1].split(separator: " ").map(String.init)
        #expect(tagged.count == 249 && tags.count == 99 && initial.count == 6)

        let result = try CommandRunner.run(["lint", project, "--format", "json"])
        #expect(result.status == 1)
        let json = try result.json()
        let packs = try #require(json["packs"] as? [[String: Any]])
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        // Every file is missing, yet every pack is planned, each with its count of missing files.
        #expect(diagnostics.count == tagged.count && diagnostics.allSatisfy { $0["code"] as? String == "missing-resource" })
        #expect(Set(packs.compactMap { ($0["tags"] as? [String])?.first }) == tags)
        let filesPerTag = Dictionary(grouping: tagged, by: \.1).mapValues(\.count)
        let ordered = tags.sorted()
        let identifiers = Dictionary(
            uniqueKeysWithValues: zip(ordered, try packIdentifiers("com.alexandre.juniort10.magicworld", ordered.map { [$0] })))
        for pack in packs {
            let tag = try #require((pack["tags"] as? [String])?.first)
            #expect(pack["missingEntries"] as? Int == filesPerTag[tag], "\(tag)")
            #expect(pack["id"] as? String == identifiers[tag])
        }
        let categories = try #require(json["tags"] as? [[String: Any]])
        #expect(
            Set(categories.filter { $0["category"] as? String == "initial-install" }.compactMap { $0["name"] as? String }) == Set(initial))
    }
}
