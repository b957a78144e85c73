import Foundation
import TestSupport
import Testing

/// The classes of ways a build, verify or diff could say "good" about something wrong, each
/// against the mechanism that now prevents it (docs/output.md, "What each command trusts and
/// checks").
@Suite(.budget(seconds: 5)) struct HostileRoundTests {
    /// A folder `Assets/L1` with a file and two symbolic links to it, tagged `A`.
    static func linkedProject(in folder: TemporaryFolder) throws -> String {
        try folder.write("Assets/L1/real.bin", text: "real")
        try FileManager.default.createSymbolicLink(atPath: folder.path("Assets/L1/alias.bin"), withDestinationPath: "real.bin")
        try FileManager.default.createSymbolicLink(atPath: folder.path("Assets/L1/alias2.bin"), withDestinationPath: "real.bin")
        return try folder.write(
            "m.xml",
            text: """
                <odr-manifest version="1" bundle-id="com.example.links" base="Assets">
                <resource path="L1" tags="A"/>
                </odr-manifest>
                """)
    }

    /// Class 1, paths through links: a file reached through a link is packed under the link's
    /// path by both deliveries, and `why` names that path; two links to one file are two paths.
    @Test func linksArePackedUnderTheLinksPathsByBothDeliveries() throws {
        let folder = try TemporaryFolder()
        let manifest = try Self.linkedProject(in: folder)
        let odr = try CommandRunner.run(["build", manifest, "-o", folder.path("odr"), "--archive", "folder", "--quiet"])
        #expect(odr.status == 0, "\(odr.standardError)")
        let packFolder = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path("odr/packs")).first)
        let odrFiles = try FileManager.default.contentsOfDirectory(atPath: folder.path("odr/packs/\(packFolder)/L1")).sorted()
        #expect(odrFiles == ["alias.bin", "alias2.bin", "real.bin"])
        let plain = try CommandRunner.run([
            "build", manifest, "-o", folder.path("ba"), "--delivery", "background-assets", "--no-archives", "--quiet",
        ])
        #expect(plain.status == 0, "\(plain.standardError)")
        let packManifest = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.url.appendingPathComponent("ba/packs/A.json"))) as? [String: Any]
        )
        let selected = (packManifest["fileSelectors"] as? [[String: String]] ?? []).compactMap { $0["file"] }
        #expect(selected == ["L1/alias.bin", "L1/alias2.bin", "L1/real.bin"], "\(selected)")
        let packed = try CommandRunner.run(
            ["build", manifest, "-o", folder.path("ba2"), "--delivery", "background-assets", "--quiet"],
            environment: BackgroundAssets.environment(log: folder.path("log")))
        #expect(packed.status == 0, "\(packed.standardError)")
        #expect(try CommandRunner.run(["verify", folder.path("ba2")]).status == 0)
        let why = try CommandRunner.run(["why", manifest, "L1/alias.bin", "--delivery", "background-assets"])
        #expect(why.standardOutput.contains("path in pack: 'L1/alias.bin'"), "\(why.standardOutput)")
    }

    /// Class 2, the commit after the commit point: a packager that writes the same bytes for
    /// every pack (a placeholder) still leaves every archive in place, the index committed
    /// last, and the build verifies; a build again changes nothing.
    @Test func identicalPackagerOutputsAreEachCommitted() throws {
        let folder = try TemporaryFolder()
        let manifest = CommandRunner.packageDirectory.appendingPathComponent("Examples/GreatGame/GreatGame.xml").path
        let environment = BackgroundAssets.environment(log: folder.path("log"), mode: "same")
        let built = try CommandRunner.run(
            ["build", manifest, "-o", folder.path("out"), "--delivery", "background-assets", "--quiet"],
            environment: environment)
        #expect(built.status == 0, "\(built.standardError)")
        let archives = try FileManager.default.contentsOfDirectory(atPath: folder.path("out/packs")).filter { $0.hasSuffix(".aar") }
        #expect(archives.count == 7, "\(archives)")
        let bytes = try Set(archives.map { try Data(contentsOf: folder.url.appendingPathComponent("out/packs/\($0)")) })
        #expect(bytes.count == 1, "the placeholder packager writes one content for all")
        #expect(try CommandRunner.run(["verify", folder.path("out")]).status == 0)
        let again = try CommandRunner.run(
            ["build", manifest, "-o", folder.path("out"), "--delivery", "background-assets", "--quiet"],
            environment: environment)
        #expect(again.status == 0 && BackgroundAssets.leftovers(folder.path("out")).isEmpty, "\(again.standardError)")
    }

    /// Class 5, trusting the index: an index whose `ArchiveFormat` was set to `none` (so that
    /// verify would skip every archive) fails verify, for both deliveries.
    @Test(arguments: ["on-demand-resources", "background-assets"])
    func anIndexToldThereAreNoArchivesFailsVerify(_ delivery: String) throws {
        let folder = try TemporaryFolder()
        let manifest = try Self.linkedProject(in: folder)
        let built = try CommandRunner.run(
            ["build", manifest, "-o", folder.path("out"), "--delivery", delivery, "--quiet"],
            environment: BackgroundAssets.environment(log: folder.path("log")))
        #expect(built.status == 0, "\(built.standardError)")
        let path = folder.url.appendingPathComponent("out/index.plist")
        var format = PropertyListSerialization.PropertyListFormat.binary
        var index = try #require(
            try PropertyListSerialization.propertyList(from: Data(contentsOf: path), format: &format) as? [String: Any])
        #expect(index["ArchiveFormat"] as? String != "none")
        index["ArchiveFormat"] = "none"
        try PropertyListSerialization.data(fromPropertyList: index, format: format, options: 0).write(to: path)
        let verify = try CommandRunner.run(["verify", folder.path("out")])
        #expect(verify.status == 1 && verify.standardError.contains("[altered-index]"), "\(verify.standardError)")
        #expect(verify.standardError.contains("the index was altered, so build again"))
    }

    /// Names in the files the deliveries add: a lock file written for files whose names carry
    /// quotes, backslashes, `$`, bidirectional controls and non-ASCII letters reads back as
    /// the same IDs (the lock holds each ID once), and the map and the access file keep verifying.
    @Test func hostileFileNamesRoundTripThroughTheLockFile() throws {
        let folder = try TemporaryFolder()
        let names = ["quote\"d.bin", "back\\slash.bin", "dollar ${x}.bin", "bidi \u{202E}gnp.exe", "épée.bin"]
        var resources = ""
        for (index, name) in names.enumerated() {
            try folder.write("Assets/P\(index)/\(name)", text: name)
            resources += "<resource path=\"P\(index)\" tags=\"Level \(index)\"/>\n"
        }
        let manifest = try folder.write(
            "game.xml",
            text: """
                <odr-manifest version="1" bundle-id="com.example.names" base="Assets">
                \(resources)</odr-manifest>
                """)
        let first = try CommandRunner.run([
            "build", manifest, "-o", folder.path("out"), "--delivery", "background-assets", "--no-archives", "--update-lock", "--quiet",
        ])
        #expect(first.status == 0, "\(first.standardError)")
        let lock = try String(contentsOfFile: folder.path("com.example.names.background-assets.lock"), encoding: .utf8)
        #expect(lock.split(separator: "\n").filter { $0.hasPrefix("{\"id\"") }.count == names.count, "\(lock)")
        let again = try CommandRunner.run(["lint", manifest, "--delivery", "background-assets", "--format", "json"])
        #expect(again.status == 0 && !again.standardOutput.contains("invalid-lock-file"), "\(again.standardError)")
        #expect(try CommandRunner.run(["verify", folder.path("out")]).status == 0)
    }

    /// Class 8, options that mean nothing: every option either applies or is refused (exit 64),
    /// whichever delivery is in force; a platform given twice is refused.
    @Test func optionsThatMeanNothingAreRefused() throws {
        let folder = try TemporaryFolder()
        let manifest = try Self.linkedProject(in: folder)
        let refused: [[String]] = [
            ["build", manifest, "-o", folder.path("a"), "--no-archives"],
            ["build", manifest, "-o", folder.path("b"), "--platform", "iOS"],
            ["build", manifest, "-o", folder.path("c"), "--packager-timeout", "5"],
            ["build", manifest, "-o", folder.path("d"), "--delivery", "background-assets", "--archive", "zip"],
            ["build", manifest, "-o", folder.path("e"), "--delivery", "background-assets", "--url-prefix", "https://cdn.example.com/"],
            ["lint", manifest, "--max-packs", "3"],
            ["lint", manifest, "--allow-policy-crossing"],
            ["lint", manifest, "--max-extra-download", "5MB"],
            [
                "build", manifest, "-o", folder.path("f"), "--delivery", "background-assets", "--no-archives", "--platform", "iOS",
                "--platform", "iOS",
            ],
            ["build", manifest, "-o", folder.path("g"), "--delivery", "background-assets", "--packager-timeout", "inf"],
            ["build", manifest, "-o", folder.path("g"), "--delivery", "background-assets", "--packager-timeout", "nan"],
        ]
        for arguments in refused {
            let run = try CommandRunner.run(arguments)
            #expect(run.status == 64, "\(arguments): \(run.standardError)")
        }
        for name in ["a", "b", "c", "d", "e", "f", "g"] {
            #expect(!FileManager.default.fileExists(atPath: folder.path(name)), "\(name) was written")
        }
    }
}
