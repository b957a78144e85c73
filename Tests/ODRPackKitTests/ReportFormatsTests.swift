import Foundation
import TestSupport
import Testing

@testable import ODRPackKit

/// The Markdown and HTML reports: limits that hold at any size, and text that cannot
/// break out of its cell or element.
@Suite(.budget(seconds: 15)) struct ReportFormatsTests {
    /// A manifest with `count` one-file packs, one tag each; file sizes grow with the index.
    static func manyPacks(_ count: Int) throws -> (TemporaryFolder, LintResult) {
        let project = try TemporaryFolder()
        var body = ""
        for index in 0..<count {
            try project.write("r/\(index).bin", bytes: Array(repeating: 7, count: 10 + index % 97))
            body += "<resource path=\"r/\(index).bin\" tags=\"Tag \(index)\"/>\n"
        }
        _ = try project.manifest(body)
        return (project, project.lint())
    }

    /// 1,200 packs: tables of more rows than a comment holds (600 still fit, whole; the HTML
    /// report takes 5,000 below).
    @Test func markdownTablesAreCutToStayUnderGitHubsCommentLimit() throws {
        let (_, result) = try Self.manyPacks(1_200)
        #expect(result.plan?.packs.count == 1_200)
        let text = MarkdownReport.render(result, detail: .full)
        #expect(text.count < MarkdownDocument.githubCommentLimit)
        #expect(text.contains(" more rows left out to stay within GitHub's comment limit._"))
        // Both tables got rows, and the totals after them are whole.
        #expect(text.contains("#### Tags\n\n| tag | category |"))
        #expect(text.contains("\n| app bundle (untagged) | 0 bytes | "))
    }

    @Test func markdownCellsCannotBreakTheTable() {
        #expect(MarkdownDocument.cell("a|b\nc<script>*x*`y`") == #"a\|b\\nc&lt;script&gt;\*x\*\`y\`"#)
        var document = MarkdownDocument(limit: 200)
        document.table(["name"], rows: (0..<50).map { ["row \($0)"] })
        #expect(document.text.count <= 200)
        #expect(document.text.hasSuffix(" more rows left out to stay within GitHub's comment limit._\n"))
    }

    @Test(.slow("renders the report of a game of hundreds of packs in Chromium"))
    func htmlReportHoldsEveryPackAndLoadsNothing() throws {
        let (_, result) = try Self.manyPacks(5_000)
        let page = HTMLReport.render(result, generator: "odr-pack test")
        // One column in the chart and one row in the table for every pack.
        #expect(page.components(separatedBy: "<rect class=\"pack ").count - 1 == 5_000)
        #expect(page.components(separatedBy: "<tr id=\"pack-").count - 1 == 5_000)
        for pack in result.plan?.packs ?? [] where pack.identity.identifier.hasSuffix("0") {
            #expect(page.contains("data-pack=\"\(pack.identity.identifier)\""))
        }
        // Self-contained: no external resource of any kind.
        for forbidden in ["http://", "https://", "<link", " src=", "@import", "url("] {
            #expect(!page.contains(forbidden), "\(forbidden)")
        }
        // About 1 KB a pack (chart column, pack row, tag row).
        #expect(page.utf8.count < 7_000_000)
    }

    @Test func htmlEscapesNamesAndShowsControlCharactersAsEscapes() throws {
        let project = try TemporaryFolder()
        try project.write("a.bin", bytes: [1, 2, 3])
        _ = try project.manifest(#"<resource path="a.bin" tags="&lt;b&gt;&amp;&quot;x'"/>"#)
        let page = HTMLReport.render(project.lint(), generator: "odr-pack test")
        #expect(page.contains("&lt;b&gt;&amp;&quot;x&#39;"))
        #expect(!page.contains("<b>&"))
        #expect(HTMLReport.escape("a\u{1B}[31mb") == "a\\u{1B}[31mb")
    }

    @Test func htmlReportIsTheSameBytesForTheSameInput() throws {
        let (_, result) = try Self.manyPacks(40)
        #expect(HTMLReport.render(result, generator: "g") == HTMLReport.render(result, generator: "g"))
    }
}
