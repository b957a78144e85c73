import Foundation
import TestSupport
import Testing

/// Runs a tool (bsdtar, unzip, python3) and returns its standard output.
private func tool(_ executable: String, _ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [executable] + arguments
    if let directory { process.currentDirectoryURL = directory }
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

private let greatGame = "Examples/GreatGame/GreatGame.xml"
private let resources = CommandRunner.packageDirectory.appendingPathComponent("Examples/GreatGame/Resources")

@Suite(.budget(seconds: 10)) struct BuildCommandTests {
    @Test(arguments: ["zip", "tar.gz"])
    func independentReadersFindEveryFileOfEveryPackWithItsSourceBytes(archive: String) throws {
        let folder = try TemporaryFolder()
        let build = try CommandRunner.run(["build", greatGame, "-o", folder.path("out"), "--archive", archive, "--quiet"])
        #expect(build.status == 0, "\(build.standardError)")
        let index = try #require(
            try PropertyListSerialization.propertyList(
                from: Data(contentsOf: folder.url.appendingPathComponent("out/index.plist")), format: nil) as? [String: Any])
        let packs = try #require(index["AssetPacks"] as? [[String: Any]])
        #expect(packs.count == 7)
        var compared = 0
        for pack in packs {
            let extracted = folder.url.appendingPathComponent("x-\(compared)")
            try FileManager.default.createDirectory(at: extracted, withIntermediateDirectories: true)
            let archivePath = folder.path("out/" + (pack["Archive"] as! String))
            let result =
                archive == "zip"
                ? try tool("unzip", ["-q", archivePath, "-d", extracted.path])
                : try tool("bsdtar", ["-xf", archivePath, "-C", extracted.path])
            #expect(result.status == 0)
            for file in pack["Files"] as! [[String: Any]] {
                let packed = try Data(contentsOf: extracted.appendingPathComponent(file["Path"] as! String))
                let source = try Data(contentsOf: resources.appendingPathComponent(file["Source"] as! String))
                #expect(packed == source)
                compared += 1
            }
            let info = try tool(
                "python3",
                [
                    "-c", "import plistlib,sys,json; print(json.dumps(plistlib.load(open(sys.argv[1],'rb')), sort_keys=True))",
                    extracted.appendingPathComponent("Info.plist").path,
                ])
            #expect(info.output.contains("\"CFBundleIdentifier\": \"\(pack["Identifier"] as! String)\""))
        }
        #expect(compared == 17)
    }

    @Test func applePlistsReadWithPythonsPlistlib() throws {
        let folder = try TemporaryFolder()
        #expect(
            try CommandRunner.run(["build", greatGame, "-o", folder.path("out"), "--quiet", "--url-prefix", "https://cdn.example.com/"])
                .status == 0)
        let script = """
            import plistlib, sys
            odr = plistlib.load(open(sys.argv[1] + '/OnDemandResources.plist', 'rb'))
            manifest = plistlib.load(open(sys.argv[1] + '/AssetPackManifest.plist', 'rb'))
            assert sorted(odr) == ['NSBundleResourceRequestAssetPacks', 'NSBundleResourceRequestTags'], odr.keys()
            keys = [r['bundleKey'] for r in manifest['resources']]
            assert keys == sorted(keys)
            for r in manifest['resources']:
                assert r['URL'].startswith('https://cdn.example.com/com.example.greatgame.'), r['URL']
                assert r['isStreamable'] is True and r['primaryContentHash']['strategy'] == 'modtime'
            print(len(odr['NSBundleResourceRequestTags']), len(manifest['resources']))
            """
        let result = try tool("python3", ["-c", script, folder.path("out")])
        #expect(result.status == 0)
        #expect(result.output == "5 7\n")
    }

    @Test(arguments: ["zip", "tar", "tar.gz", "tar.zst", "folder"])
    func nonASCIINamesPackInEveryFormatUnderTheCLocale(archive: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("Niveau é/dragon ü.png", text: "png bytes")
        try folder.write(
            "game.xml",
            text: """
                <odr-manifest version="1" bundle-id="com.example.game"><resource path="Niveau é" tags="Épée"/></odr-manifest>
                """)
        let build = try CommandRunner.run(
            ["build", "game.xml", "-o", "out", "--archive", archive], environment: ["LC_ALL": "C"], in: folder.url)
        #expect(build.status == 0, "\(build.standardError)")
        let verify = try CommandRunner.run(["verify", "out"], environment: ["LC_ALL": "C"], in: folder.url)
        #expect(verify.status == 0, "\(verify.standardError)")
        #expect(verify.standardOutput.contains("1 asset packs and"))
    }

    @Test func buildWithLintErrorsWritesNothingAndExitsOne() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "game.xml",
            text: """
                <odr-manifest version="1" bundle-id="com.example.game"><resource path="missing.png" tags="A"/></odr-manifest>
                """)
        let result = try CommandRunner.run(["build", "game.xml", "-o", "out"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.standardError.contains("[missing-resource]"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("out")))
    }

    @Test func verifyExitsOneWithAMessagePerMismatch() throws {
        let folder = try TemporaryFolder()
        #expect(try CommandRunner.run(["build", greatGame, "-o", folder.path("out"), "--quiet"]).status == 0)
        #expect(try CommandRunner.run(["verify", folder.path("out")]).status == 0)
        let packs = try FileManager.default.contentsOfDirectory(atPath: folder.path("out/packs")).sorted()
        let target = URL(fileURLWithPath: folder.path("out/packs/" + packs[0]))
        var bytes = try Data(contentsOf: target)
        bytes[bytes.count - 30] ^= 0x01
        try bytes.write(to: target)
        let result = try CommandRunner.run(["verify", folder.path("out")])
        #expect(result.status == 1)
        #expect(result.standardError.contains("packs/\(packs[0]): error: has SHA-256"))
    }

    @Test func interruptedBuildLeavesNoPartialOrTemporaryFile() throws {
        let folder = try TemporaryFolder()
        try folder.sparse("big/world.bin", size: 3_000_000_000)
        try folder.write(
            "game.xml",
            text: """
                <odr-manifest version="1" bundle-id="com.example.game">
                  <limits pack="none" in-use="none" tag-recommended="none" initial-and-prefetch="none"/>
                  <resource path="big" tags="World"/>
                </odr-manifest>
                """)
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = ["build", "game.xml", "-o", "out", "--quiet"]
        process.currentDirectoryURL = folder.url
        try process.run()
        // Wait until the build has written its first file (3 GB take seconds more), then interrupt it.
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline, ((try? FileManager.default.contentsOfDirectory(atPath: folder.path("out/packs"))) ?? []).isEmpty {
            usleep(20_000)
        }
        process.terminate()
        process.waitUntilExit()
        #expect(process.terminationStatus == 143)
        let left = (try? FileManager.default.contentsOfDirectory(atPath: folder.path("out/packs"))) ?? []
        #expect(left.isEmpty, "\(left)")
        let top = (try? FileManager.default.contentsOfDirectory(atPath: folder.path("out"))) ?? []
        #expect(top.sorted() == [".odr-pack.lock", "packs"], "\(top)")
    }
}
