import Foundation
import TestSupport
import Testing

@Suite(.budget(seconds: 1)) struct JSONShapeTests {
    @Test func jsonReportHasThePinnedKeysForPacksTagsAndTotals() throws {
        let result = try CommandRunner.run(["lint", "Examples/GreatGame/GreatGame.xml", "--format", "json"])
        #expect(result.status == 0)
        let report = try result.json()
        #expect(report["manifest"] as? String == "Examples/GreatGame/GreatGame.xml")
        #expect(report["profile"] as? String == "ios")
        #expect((report["diagnostics"] as? [Any])?.isEmpty == true)
        let packs = try #require(report["packs"] as? [[String: Any]])
        #expect(packs.count == 7)
        for pack in packs {
            #expect(Set(pack.keys).isSuperset(of: ["id", "folder", "tags", "bytes", "files"]))
            #expect((pack["id"] as? String)?.hasPrefix("com.example.greatgame.asset-pack-") == true)
            #expect((pack["folder"] as? String)?.hasSuffix(".assetpack") == true)
        }
        #expect(packs.compactMap { $0["id"] as? String } == packs.compactMap { $0["id"] as? String }.sorted())
        let tags = try #require(report["tags"] as? [[String: Any]])
        #expect(tags.compactMap { $0["name"] as? String } == ["Golden Sword", "Level 01", "Level 02", "Level 03", "Tutorial"])
        #expect(tags.compactMap { $0["category"] as? String } == ["on-demand", "initial-install", "prefetch", "on-demand", "prefetch"])
        for tag in tags { #expect(Set(tag.keys).isSuperset(of: ["name", "category", "bytes", "packs"])) }
        let totals = try #require(report["totals"] as? [String: Any])
        #expect(Set(totals.keys).isSuperset(of: ["packs", "packBytes", "initialAndPrefetchBytes", "appBundleBytes", "files"]))
        #expect(totals["packs"] as? Int == 7)
        #expect(totals["files"] as? Int == 17)
    }

    @Test func jsonDiagnosticsCarryCodeLocationSizeAndLimit() throws {
        let folder = try TemporaryFolder()
        try folder.sparse("big.bin", size: 600_000_000)
        try folder.write(
            "game.xml",
            text: """
                <odr-manifest version="1" bundle-id="com.example.game">
                  <resource path="big.bin" tags="A"/>
                </odr-manifest>
                """)
        let result = try CommandRunner.run(["lint", "game.xml", "--format", "json"], in: folder.url)
        #expect(result.status == 1)
        let diagnostics = try #require(try result.json()["diagnostics"] as? [[String: Any]])
        let pack = try #require(diagnostics.first { $0["code"] as? String == "pack-over-limit" })
        #expect(pack["severity"] as? String == "error")
        #expect(pack["file"] as? String == "game.xml")
        #expect(pack["line"] as? Int == 2)
        #expect(pack["column"] as? Int == 3)
        #expect(pack["tags"] as? [String] == ["A"])
        #expect((pack["pack"] as? String)?.hasPrefix("com.example.game.asset-pack-") == true)
        #expect(pack["bytes"] as? Int == 600_000_000)
        #expect(pack["limit"] as? Int == 512_000_000)
    }

    @Test func jsonIsStillPrintedWhenTheManifestCannotBeRead() throws {
        let result = try CommandRunner.run(["lint", "missing.xml", "--format", "json"])
        #expect(result.status == 1)
        let diagnostics = try #require(try result.json()["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.first?["code"] as? String == "unreadable-manifest")
    }
}
