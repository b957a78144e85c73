import TestSupport
import Testing

@testable import ODRPackKit

@Suite(.budget(seconds: 1)) struct ReportingTests {
    @Test func textDiagnosticUsesCompilerStyleLocation() {
        let diagnostic = Diagnostic(
            .missingResource, "resource 'a' does not exist", at: SourceLocation(file: "Game.xml", line: 14, column: 3))
        #expect(DiagnosticTextFormatter.format(diagnostic) == "Game.xml:14:3: error: resource 'a' does not exist [missing-resource]")
    }

    @Test func propertyListDiagnosticNamesTheKeyPath() {
        let diagnostic = Diagnostic(
            .invalidManifest, "expected string, found a number", at: SourceLocation(file: "Game.plist", keyPath: "Profile"))
        #expect(
            DiagnosticTextFormatter.format(diagnostic)
                == "Game.plist: error: expected string, found a number (at Profile) [invalid-manifest]")
    }

    @Test func summaryCountsErrorsAndWarnings() {
        let error = Diagnostic(.totalOverLimit, "x", at: nil)
        let warning = Diagnostic(.unusedTag, "y", at: nil)
        #expect(DiagnosticTextFormatter.summary([error, warning, warning]) == "1 error, 2 warnings")
        #expect(DiagnosticTextFormatter.summary([]) == "no problems")
    }

    @Test func githubAnnotationEscapesPropertiesAndMessage() {
        let diagnostic = Diagnostic(
            .unusedTag, "tag 'a, b' is 100%\nunused", at: SourceLocation(file: "dir,x/Game:1.xml", line: 2, column: 5))
        #expect(
            GitHubAnnotationFormatter.format(diagnostic)
                == "::warning file=dir%2Cx/Game%3A1.xml,line=2,col=5,title=odr-pack unused-tag::tag 'a, b' is 100%25%0Aunused")
    }

    @Test func diagnosticsSortByLocationThenSeverity() {
        let late = Diagnostic(.unusedTag, "a", at: SourceLocation(file: "m.xml", line: 9, column: 1))
        let early = Diagnostic(.unusedTag, "b", at: SourceLocation(file: "m.xml", line: 2, column: 7))
        let unlocated = Diagnostic(.totalOverLimit, "c", at: nil)
        let sameLineError = Diagnostic(.packOverLimit, "d", at: SourceLocation(file: "m.xml", line: 2, column: 7))
        #expect([unlocated, late, early, sameLineError].sorted().map(\.message) == ["d", "b", "a", "c"])
    }

    @Test func textReportShowsEachPackTagAndTotalWithItsShareOfTheLimit() throws {
        let project = try TemporaryFolder()
        try project.sparse("a.bin", size: 256_000_000)
        try project.sparse("UI/b.bin", size: 1_000_000)
        try project.manifest(
            """
            <tag name="Intro" category="prefetch"/>
            <resource path="a.bin" tags="Intro"/>
            <resource path="UI"/>
            """)
        let text = TextReport.render(project.lint(options: LintOptions(limitOverrides: [.tagRecommended: .unlimited])))
        #expect(text.contains("Asset packs: 1 of 1000 allowed"))
        #expect(text.contains("\n  Intro            1  256 MB                   50%      0.50\n"))
        #expect(text.contains("\n  Intro  prefetch #1      1    256 MB                 12.8%\n"))
        #expect(text.contains("\n  initial install + prefetch      1  256 MB   2 GB  12.8%\n"))
        #expect(text.contains("\n  app bundle (untagged)           1    1 MB   2 GB  <0.1%\n"))
        #expect(!text.split(separator: "\n").contains { $0.hasSuffix(" ") })
    }
}

// U+0600 is a prepended mark and U+0301 a combining one: each makes a colon, a comma, a
// percent sign or a pipe part of a larger Character, but the Actions runner and GitHub's
// Markdown parser read the bytes, so each is escaped all the same.
extension ReportingTests {
    @Test func githubAnnotationEscapesInsideGraphemeClusters() {
        let diagnostic = Diagnostic(.unusedTag, "\u{600}%0A::error::forged", at: SourceLocation(file: "a\u{600}::\u{301}b,\u{600},x"))
        let expected = "::warning file=a\u{600}%3A%3A\u{301}b%2C\u{600}%2Cx,title=odr-pack unused-tag::\u{600}%250A::error::forged"
        #expect(Array(GitHubAnnotationFormatter.format(diagnostic).unicodeScalars) == Array(expected.unicodeScalars))
    }

    @Test func markdownTableCellEscapesAPipeInsideAGraphemeCluster() {
        #expect(Array(MarkdownDocument.code("a\u{600}|\u{301}b").unicodeScalars) == Array("`a\u{600}\\|\u{301}b`".unicodeScalars))
    }

    /// Hundreds of one warning cannot bury an error in the text output: past ten, a warning code
    /// folds into one line, while every error is shown.
    @Test func manyWarningsOfOneCodeFoldAndErrorsStay() {
        var diagnostics = (1...249).map { (number: Int) in
            Diagnostic(.undeclaredTag, "tag 'Level \(number)' is not declared", at: SourceLocation(file: "m.xml", line: number))
        }
        diagnostics.append(Diagnostic(.missingResource, "'gone.bin' does not exist", at: SourceLocation(file: "m.xml", line: 300)))
        let text = TextRenderer.problems(diagnostics.sorted())
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.contains("[undeclared-tag]") && !$0.hasPrefix("...") }.count == 10)
        #expect(lines.contains("... and 239 more warnings [undeclared-tag] like these (every one in --format json)"))
        #expect(lines.contains { $0.contains("error: 'gone.bin' does not exist [missing-resource]") })
        #expect(lines.last == "1 error, 249 warnings")
    }
}
