import FormatGuarantees
import Foundation
import TestSupport
import Testing

@testable import ODRPackKit

/// The same hostile names through the Background Assets outcomes: lint with a merge (its
/// cost table lists tags), a build without archives (its map and Swift map hold every tag),
/// a diff of two such builds, and the HTML report; every format keeps its promise.
extension HostileNameTests {
    static func assetPackOutcomes() throws -> (TemporaryFolder, [any Renderable], ReportOutcome) {
        setlocale(LC_CTYPE, "C.UTF-8")
        let project = try TemporaryFolder()
        let buildable = hostileTags.filter { !$0.unicodeScalars.contains(where: MessageText.needsEscape) }
        for index in buildable.indices { try project.write("Res/\(index)/data.bin", bytes: [UInt8](repeating: 1, count: 10 * (index + 1))) }
        let manifest = try project.manifest(
            buildable.enumerated().map { index, tag in
                "<resource path=\"Res/\(index)\" tags=\"\(xmlEscaped(tag)), \(xmlEscaped(buildable[(index + 1) % buildable.count]))\"/>"
            }.joined(separator: "\n"), attributes: "delivery=\"background-assets\"")
        var options = LintOptions()
        options.merging.maxPacks = 3
        let lint = LintJob(manifest: manifest, options: options).run()
        options.settings[BackgroundAssetsSettings.self].writeArchives = false
        var build = BuildOptions(outputDirectory: project.path("old"))
        let old = BuildJob(BuildPipeline.Request(manifest: manifest, lint: options, build: build)).run()
        try project.write("Res/0/data.bin", bytes: [9, 9, 9])
        build.outputDirectory = project.path("new")
        let new = BuildJob(BuildPipeline.Request(manifest: manifest, lint: options, build: build)).run()
        let diff = DiffJob(old: project.path("old"), new: project.path("new"), budgets: DiffBudgets(maxDownload: 1, largePackBytes: 1))
            .run()
        let report = ReportOutcome(lint: lint, output: project.path("page.html"))
        return (project, [lint, old, new, diff, VerifyJob(directory: project.path("new")).run()], report)
    }

    @Test func backgroundAssetsOutcomesKeepEveryFormatsPromise() throws {
        let (project, outcomes, report) = try Self.assetPackOutcomes()
        let lint = try #require(outcomes[0] as? LintResult)
        #expect(lint.plan?.arrangement.merge?.addedBytesByTag.isEmpty == false, "the merge lists hostile tags")
        let old = try #require(outcomes[1] as? BuildOutcome)
        #expect(!old.diagnostics.containsErrors, "\(old.diagnostics)")
        let diff = try #require((outcomes[3] as? DiffOutcome)?.diff)
        #expect(diff.totals.changedPacks == 1)
        // Builds without archives are sized by their files' bytes.
        #expect(
            diff.totals.downloadBytes > 0 && diff.totals.newArchiveBytes == (outcomes[2] as? BuildOutcome)?.report?.index.uncompressedSize)
        for outcome in outcomes {
            #expect(FormatGuarantees.text(outcome.rendered(by: OutputFormat.text.renderer())) == [])
            #expect(FormatGuarantees.github(outcome.rendered(by: OutputFormat.github.renderer()), diagnostics: outcome.diagnostics) == [])
            #expect(FormatGuarantees.markdown(outcome.rendered(by: OutputFormat.markdown.renderer()).output) == [])
            #expect(FormatGuarantees.json(outcome.rendered(by: OutputFormat.json.renderer())) == [])
        }
        #expect(FormatGuarantees.html(HTMLReport.render(report, generator: "odr-pack test")) == [])
        // The map holds every tag exactly, as JSON reads it back.
        let map = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: project.url.appendingPathComponent("new/AssetPackMap.json")))
                as? [String: Any])
        let tags = try #require(map["tags"] as? [String: [String]])
        #expect(Set(tags.keys) == Set(lint.plan?.tags.map(\.name) ?? []))
    }
}
