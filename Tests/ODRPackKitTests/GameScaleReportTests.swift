import Foundation
import TestSupport
import Testing

@testable import ODRPackKit

/// What people read at a game's scale: a pack shared by every level, one warning per level.
@Suite(.budget(seconds: 2)) struct GameScaleReportTests {
    static let levels = 40

    /// `levels` levels, each with its own file, a file shared with the next level, and one file
    /// every level uses; each level is over a small recommended tag size (a warning apiece).
    static func game() throws -> (TemporaryFolder, LintResult) {
        let project = try TemporaryFolder()
        var body = "<limits tag-recommended=\"1KB\" pack=\"2KB\"/>\n"
        for level in 1...levels {
            try project.write("L/\(level)/a.bin", bytes: Array(repeating: 1, count: level == 1 ? 1_700 : 2_000 + level))
            body += "<resource path=\"L/\(level)\" tags=\"Level \(level)\"/>\n"
            if level < levels {
                try project.write("S/\(level).bin", bytes: [2, 3])
                body += "<resource path=\"S/\(level).bin\" tags=\"Level \(level), Level \(level + 1)\"/>\n"
            }
        }
        try project.write("common.bin", bytes: [9])
        body += "<resource path=\"common.bin\" tags=\"\((1...levels).map { "Level \($0)" }.joined(separator: ", "))\"/>\n"
        _ = try project.manifest(body)
        return (project, project.lint())
    }

    @Test func aPackOfManyTagsIsLabelledByTwoAndACountEverywhereAPersonReads() throws {
        let (_, result) = try Self.game()
        let everyTag = (1...Self.levels).map { "Level \($0)" }.sorted().joined(separator: "+")
        let label = "Level 1+Level 10 +38 tags"
        for format in [OutputFormat.text, .github, .markdown] {
            let rendering = result.rendered(by: format.renderer(markdownDetail: .full))
            #expect(rendering.output.contains(label), "\(format)")
            #expect(!rendering.output.contains(everyTag), "\(format)")
        }
        let page = HTMLReport.render(result, generator: "test")
        #expect(page.contains("<details class=\"tags\"><summary>\(label)</summary>"))
        #expect(page.components(separatedBy: everyTag.replacingOccurrences(of: "+", with: ", ")).count == 2)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(result.rendered(by: OutputFormat.json.renderer()).output.utf8)) as? [String: Any])
        let packs = try #require(json["packs"] as? [[String: Any]])
        #expect(packs.contains { ($0["tags"] as? [String])?.count == Self.levels })
    }

    @Test func labelsStayUniqueWhenTwoPacksReadAlike() {
        let labels = PackLabels([
            ("id.asset-pack-aaaaaa111111", ["A", "B", "C", "D"]), ("id.asset-pack-bbbbbb222222", ["A", "B", "E", "F"]),
            ("id.asset-pack-cccccc333333", ["A"]),
        ])
        #expect(labels["id.asset-pack-aaaaaa111111"] == "A+B +2 tags (#111111)")
        #expect(labels["id.asset-pack-bbbbbb222222"] == "A+B +2 tags (#222222)")
        #expect(labels["id.asset-pack-cccccc333333"] == "A")
    }

    @Test func githubAnnotatesAtMostTenOfACodeAndSaysWhereTheRestAre() throws {
        let (_, result) = try Self.game()
        let output = result.rendered(by: OutputFormat.github.renderer()).output
        let lines = output.split(separator: "\n")
        let warnings = lines.filter { $0.hasPrefix("::warning ") }
        #expect(result.diagnostics.filter { $0.code == .tagOverRecommended }.count == Self.levels)
        #expect(warnings.filter { $0.contains("title=odr-pack tag-over-recommended") }.count == GitHubRenderer.perCode)
        #expect(lines.filter { $0.hasPrefix("::") }.count <= GitHubRenderer.total + 1)
        let notice = try #require(lines.first { $0.hasPrefix("::notice title=odr-pack::") })
        #expect(notice.contains("not annotated (") && notice.contains("tag-over-recommended ×30"))
        // The rest are still in the log, as text.
        #expect(lines.filter { $0.hasSuffix("[tag-over-recommended]") }.count == Self.levels - GitHubRenderer.perCode)
    }

    @Test func markdownShowsTheWorstThreeOfACodeAndFoldsTheRest() throws {
        let (_, result) = try Self.game()
        // The comment counts the rest and says where they are; the full form folds them in.
        let summary = result.rendered(by: OutputFormat.markdown.renderer()).output
        #expect(
            summary.contains("|  | _37 more tag-over-recommended warnings in the whole report_ |  |  |") && !summary.contains("<details>"))
        let text = result.rendered(by: OutputFormat.markdown.renderer(markdownDetail: .full)).output
        #expect(text.hasPrefix("<!-- odr-pack:lint -->\n"))
        #expect(
            text.contains("| | _37 more tag-over-recommended warnings below_ | | |")
                || text.contains("|  | _37 more tag-over-recommended warnings below_ |  |  |"))
        #expect(text.contains("<details><summary>37 more tag-over-recommended warnings</summary>\n\n| "))
        // The worst first: Level 39 (its own 2,039 bytes, two shared files and the common one) leads.
        let first = try #require(text.split(separator: "\n").first { $0.hasPrefix("| warning | `tag 'Level") })
        #expect(first.contains("tag 'Level 39'"))
    }

    @Test func htmlGroupsProblemsAndMarksBarsAt80PercentAndOver() throws {
        let (_, result) = try Self.game()
        let page = HTMLReport.render(result, generator: "test")
        #expect(page.contains("<details class=\"group\"><summary>37 more <code>tag-over-recommended</code> warnings</summary>"))
        // Level 1's own pack is 1.7 KB of a 2 KB pack limit (85%); the others are over it.
        #expect(page.contains("class=\"pack on-demand near\""))
        #expect(page.contains("class=\"pack on-demand over\""))
        #expect(HTMLReport.level(0.79) == "" && HTMLReport.level(0.8) == " near" && HTMLReport.level(1.01) == " over")
    }
}
