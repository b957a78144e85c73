import Foundation
import TestSupport
import Testing

@Suite(.budget(seconds: 2)) struct LintCommandTests {
    @Test func greatGameLintsCleanlyAndPrintsItsPlan() throws {
        let result = try CommandRunner.run(["lint", "Examples/GreatGame/GreatGame.xml"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("Asset packs: 7 of 1000 allowed"))
        #expect(result.standardOutput.contains("Level 01+Level 02"))
        #expect(result.standardError.isEmpty)
    }

    @Test func errorsExitOneAndPrintFileLineColumnOnStandardError() throws {
        let folder = try TemporaryFolder()
        try folder.sparse("big.bin", size: 612_400_000)
        try folder.write(
            "game.xml",
            text: """
                <?xml version="1.0"?>
                <odr-manifest version="1" bundle-id="com.example.game">
                  <resource path="big.bin" tags="Level 03"/>
                  <resource path="missing.png" tags="Level 03"/>
                </odr-manifest>
                """)
        let result = try CommandRunner.run(["lint", "game.xml"], in: folder.url)
        #expect(result.status == 1)
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "game.xml:3:3: error: asset pack 'Level 03' is 612.4 MB, 100.4 MB over the 512 MB pack limit; move some of its resources to other tags [pack-over-limit]"
            ))
        #expect(
            lines.contains {
                $0.hasPrefix("game.xml:4:3: error: resource 'missing.png' does not exist") && $0.hasSuffix("[missing-resource]")
            })
        #expect(lines.last == "2 errors, 1 warning")
    }

    @Test func developmentModeAndWarningsAsErrorsChangeTheExitStatus() throws {
        let folder = try TemporaryFolder()
        try folder.sparse("big.bin", size: 600_000_000)
        try folder.write(
            "game.xml",
            text: """
                <odr-manifest version="1" bundle-id="com.example.game"><resource path="big.bin" tags="A"/></odr-manifest>
                """)
        #expect(try CommandRunner.run(["lint", "game.xml"], in: folder.url).status == 1)
        #expect(try CommandRunner.run(["lint", "game.xml", "--development"], in: folder.url).status == 0)
        #expect(try CommandRunner.run(["lint", "game.xml", "--development", "--werror"], in: folder.url).status == 1)
        #expect(
            try CommandRunner.run(["lint", "game.xml", "--limit", "pack=1GB", "--limit", "tag-recommended=none"], in: folder.url).status
                == 0)
        #expect(try CommandRunner.run(["lint", "game.xml", "--profile", "ios18"], in: folder.url).status == 0)
    }

    @Test func unreadableManifestExitsOne() throws {
        let result = try CommandRunner.run(["lint", "no/such/manifest.xml"])
        #expect(result.status == 1)
        #expect(
            result.standardError.contains("cannot read manifest 'no/such/manifest.xml': no such file or directory [unreadable-manifest]"))
    }

    @Test(arguments: [
        ["lint"],
        ["lint", "Examples/GreatGame/GreatGame.xml", "--format", "yaml"],
        ["lint", "Examples/GreatGame/GreatGame.xml", "--limit", "pack=huge"],
        ["lint", "Examples/GreatGame/GreatGame.xml", "--limit", "speed=1GB"],
        ["lint", "Examples/GreatGame/GreatGame.xml", "--profile", "ios99"],
        ["frobnicate"],
    ])
    func badInvocationExitsSixtyFour(arguments: [String]) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 64, "\(result.standardError)")
        #expect(!result.standardError.isEmpty)
    }

    @Test func helpExplainsTheCommandAndExitsZero() throws {
        let result = try CommandRunner.run(["lint", "--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("--development"))
        #expect(result.standardOutput.contains("--limit <name=value>"))
    }

    @Test func githubFormatPrintsWorkflowAnnotations() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "game.xml",
            text: """
                <odr-manifest version="1" bundle-id="com.example.game">
                  <tag name="Unused, really"/>
                </odr-manifest>
                """)
        let result = try CommandRunner.run(["lint", "game.xml", "--format", "github"], in: folder.url)
        #expect(result.status == 0)
        #expect(
            result.standardOutput.contains(
                "::warning file=game.xml,line=2,col=3,title=odr-pack unused-tag::tag 'Unused, really' is declared but no resource carries it; tag a resource or remove it"
            ))
    }

    @Test func nonASCIINamesLintUnderTheCLocale() throws {
        let folder = try TemporaryFolder()
        try folder.write("Niveau é/dragon ü.png", text: "png")
        try folder.write(
            "game.xml",
            text: """
                <odr-manifest version="1" bundle-id="com.example.game"><resource path="Niveau é" tags="Épée, 日本"/></odr-manifest>
                """)
        let result = try CommandRunner.run(["lint", "game.xml", "--format", "json"], environment: ["LC_ALL": "C"], in: folder.url)
        #expect(result.status == 0, "\(result.standardError)")
        let packs = try #require(try result.json()["packs"] as? [[String: Any]])
        let folderName = try #require(packs.first?["folder"] as? String)
        #expect(folderName.hasPrefix("com.example.game.Épée+日本-"))
        #expect(folderName.hasSuffix(".assetpack"))
    }
}
