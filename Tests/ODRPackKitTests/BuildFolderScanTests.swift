import Foundation
import TestSupport
import Testing

@testable import ODRPackKit

/// A folder odr-pack build wrote, met by a scan, is never counted or packed, whichever output
/// folder the run was given.
@Suite(.budget(seconds: 1)) struct BuildFolderScanTests {
    @Test func aFolderAnEarlierBuildWroteIsLeftOutOfLintAndOfBuildsElsewhere() throws {
        let project = try TemporaryFolder()
        try project.write("Levels/1/map.json", bytes: Array(repeating: 1, count: 100))
        _ = try project.manifest(#"<resource path="Levels" tags="Level"/>"#)
        // A build into a folder inside the tagged folder, then a lint and a build elsewhere.
        let first = BuildJob(
            BuildPipeline.Request(
                manifest: project.path("odr.xml"), lint: LintOptions(),
                build: BuildOptions(outputDirectory: project.path("Levels/out")))
        ).run()
        #expect(!first.failed)
        let lint = LintJob(manifest: project.path("odr.xml"), options: LintOptions()).run()
        #expect(lint.diagnostics.map(\.code) == [.outputInsideResources])
        #expect(lint.diagnostics.first?.message.contains("'Levels/out' is a folder odr-pack build wrote") == true)
        #expect(lint.plan?.packs.first?.files.map(\.source) == ["Levels/1/map.json"])
        let second = BuildJob(
            BuildPipeline.Request(
                manifest: project.path("odr.xml"), lint: LintOptions(),
                build: BuildOptions(outputDirectory: project.path("elsewhere")))
        ).run()
        #expect(!second.failed)
        #expect(second.report?.index.assetPacks.first?.files.map(\.source) == ["Levels/1/map.json"])
    }
}
