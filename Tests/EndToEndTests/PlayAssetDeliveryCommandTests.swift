import Foundation
import TestSupport
import Testing

/// `--delivery play-asset-delivery` through the built binary: every command, the options only
/// it takes, the estimate cache across runs, and one manifest built for all three deliveries.
@Suite(.budget(seconds: 3)) struct PlayAssetDeliveryCommandTests {
    static let greatGame = "Examples/GreatGame/GreatGame.xml"

    @Test func aManifestNamesPlayAsItsDefaultAndEveryCommandRuns() throws {
        let folder = try TemporaryFolder()
        try folder.write("Game/a.bin", bytes: [UInt8](repeating: 1, count: 1000))
        try folder.write("Game/é.bin", bytes: [2])
        try folder.write(
            "game.xml",
            text: """
                <odr-manifest version="1" bundle-id="com.example.game" base="Game" delivery="play-asset-delivery">
                  <tag name="Start" category="initial-install"/>
                  <resource path="a.bin" tags="Start"/>
                  <resource path="é.bin" tags="Extra"/>
                </odr-manifest>
                """)
        let lint = try CommandRunner.run(["lint", "game.xml", "--format", "json"], in: folder.url)
        let json = try lint.json()
        #expect(lint.status == 0 && json["delivery"] as? String == "play-asset-delivery", "\(lint.standardError)")
        // libarchive writes the zip's non-ASCII name under LC_ALL=C too (main sets LC_CTYPE).
        let build = try CommandRunner.run(
            ["build", "game.xml", "-o", "out", "--layout", "bundletool", "--quiet"],
            environment: ["LC_ALL": "C"], in: folder.url)
        #expect(build.status == 0, "\(build.standardError)")
        #expect(try CommandRunner.run(["verify", "out"], in: folder.url).status == 0)
        let listing = try CommandRunner.runShell("unzip -Z1 out/packs/Extra.zip", in: folder.url)
        #expect(listing.standardOutput == "manifest/AndroidManifest.xml\nassets/é.bin\n")
        let why = try CommandRunner.run(["why", "game.xml", "é.bin"], in: folder.url)
        #expect(why.status == 0 && why.standardOutput.contains("'Extra'"))
        try folder.write("Game/é.bin", bytes: [3])
        #expect(try CommandRunner.run(["build", "game.xml", "-o", "next", "--layout", "unity", "--quiet"], in: folder.url).status == 0)
        let diff = try CommandRunner.run(["diff", "out", "next"], in: folder.url)
        #expect(
            diff.status == 0
                && diff.standardOutput.contains(
                    "1 changed (devices download them again with the next app bundle), 0 new, 0 removed, 1 unchanged"),
            "\(diff.standardOutput)")
        let report = try CommandRunner.run(
            ["report", "game.xml", "-o", "report.html", "--baseline", "out", "--build", "next"], in: folder.url)
        #expect(report.status == 0 && FileManager.default.fileExists(atPath: folder.path("report.html")))
    }

    @Test(arguments: [
        ["lint", greatGame, "--layout", "unity"],
        ["build", greatGame, "-o", "OUT", "--layout", "unity"],
        ["build", greatGame, "-o", "OUT", "--delivery", "play-asset-delivery", "--layout", "maven"],
        ["lint", greatGame, "--base-module-size", "big", "--delivery", "play-asset-delivery"],
        ["lint", greatGame, "--portable-names"],
        ["build", greatGame, "-o", "OUT", "--application-id", "com.example.game"],
        ["migrate", greatGame, "--base-module-size", "10MB"],
    ])
    func optionsOnlyPlayTakesAreRefusedElsewhere(arguments: [String]) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 64, "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: "OUT"))
    }

    /// A sparse 2 GB file that compresses to almost nothing: lint reads 256 KiB of it once,
    /// then takes the estimate from the cache; a pack of a compressed format is not read at all.
    @Test func theEstimateIsMadeOnceAndThenReadFromTheCache() throws {
        let folder = try TemporaryFolder()
        let cache = try TemporaryFolder()
        try folder.sparse("Game/world.bin", size: 2_000_000_000)
        try folder.sparse("Game/movie.mp4", size: 1_600_000_000)
        try folder.write(
            "game.xml",
            text: """
                <odr-manifest version="1" bundle-id="com.example.game" base="Game" delivery="play-asset-delivery">
                  <resource path="world.bin" tags="World"/>
                  <resource path="movie.mp4" tags="Movie"/>
                </odr-manifest>
                """)
        let environment = ["ODR_PACK_CACHE_DIR": cache.root]
        let first = try CommandRunner.run(["lint", "game.xml"], environment: environment, in: folder.url)
        #expect(first.status == 1, "the movie is over 1.5 GB: \(first.standardError)")
        #expect(
            first.standardError.contains("asset pack 'Movie' is about 1.6 GB to download")
                && !first.standardError.contains("'World' is about"))
        #expect(first.standardError.contains("1 compressed with deflate (262.1 KB read"), "\(first.standardError)")
        let cached = try FileManager.default.contentsOfDirectory(atPath: cache.root)
        #expect(cached.count == 1 && cached[0].hasPrefix("download-size-"))
        let second = try CommandRunner.run(["lint", "game.xml"], environment: environment, in: folder.url)
        #expect(
            second.standardError.contains("1 from the estimate cache of earlier runs")
                && !second.standardError.contains("compressed with deflate"),
            "\(second.standardError)")
        let none = try CommandRunner.run(["lint", "game.xml"], environment: ["ODR_PACK_CACHE_DIR": ""], in: folder.url)
        #expect(none.standardError.contains("1 compressed with deflate"))
    }

    /// One manifest, three deliveries, in one job: what docs/ci.md shows.
    @Test func oneManifestGivesAllThreeDeliveries() throws {
        let folder = try TemporaryFolder()
        let manifest = CommandRunner.packageDirectory.appendingPathComponent(Self.greatGame).path
        let odr = try CommandRunner.run(["build", manifest, "-o", "odr", "--quiet"], in: folder.url)
        let ba = try CommandRunner.run(
            ["build", manifest, "-o", "ba", "--delivery", "background-assets", "--no-archives", "--portable-names", "--quiet"],
            in: folder.url)
        let play = try CommandRunner.run(
            [
                "build", manifest, "-o", "play", "--delivery", "play-asset-delivery", "--portable-names", "--layout", "gradle-kts",
                "--quiet",
            ],
            in: folder.url)
        #expect([odr.status, ba.status, play.status] == [0, 0, 0], "\(ba.standardError)\(play.standardError)")
        for output in ["odr", "ba", "play"] {
            #expect(try CommandRunner.run(["verify", output], in: folder.url).status == 0)
        }
        // With --portable-names a pack has the same name in both stores.
        let baMap =
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.url.appendingPathComponent("ba/AssetPackMap.json")))
            as? [String: Any]
        let playMap =
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.url.appendingPathComponent("play/PlayAssetPackMap.json")))
            as? [String: Any]
        let baPacks = (baMap?["packs"] as? [String: Any]).map { Set($0.keys) }
        let playPacks = (playMap?["packs"] as? [String: Any]).map { Set($0.keys) }
        #expect(baPacks != nil && baPacks == playPacks && baPacks?.contains("Level01Level02") == true, "\(String(describing: playPacks))")
    }
}
