import FormatGuarantees
import Foundation
import TestSupport
import Testing

@testable import ODRPackKit

/// Names from manifests, the disk and indexes, built to forge workflow commands, drive a
/// terminal, ping people or inject markup, rendered by every renderer of every command: each
/// format's promise holds (docs/reports.md, "What each format guarantees").
@Suite(.budget(seconds: 15)) struct HostileNameTests {
    /// Tags an XML manifest can hold.
    static let hostileTags = [
        "::error file=x,line=1::forged", "##[error]legacy", "  ::add-mask::secret", "@team and @org/all",
        "[link](https://evil.example)", "![img](https://evil.example/x.png)", "<img src=x onerror=alert(1)>",
        "~~struck~~ **bold** _em_", "`tick` ``two``", "a|b|c", "\u{202E}evil\u{2066}", "sep\u{2028}arator\u{85}",
        "e" + String(repeating: "\u{301}", count: 20_000), "www.evil.example #1 :smile:",
    ]
    /// File names only the disk can hold (an index can hold these; `escapeFile` it cannot).
    static let hostileFiles = ["cr\rforged", "lf\n::error::forged", "tab\tname", "del\u{7F}", "nel\u{85}##[x"]
    static let escapeFile = "esc\u{1B}[31mred\u{1B}]0;title\u{7}"

    /// A project with every hostile tag on a folder of empty files with hostile names (each an
    /// `empty-resource` warning), one missing resource named to forge a command, and two
    /// builds (the second with one more file) for `diff`.
    static func outcomes() throws -> (TemporaryFolder, [any Renderable]) {
        // As `main` does: libarchive writes non-ASCII entry names only under a UTF-8 locale.
        setlocale(LC_CTYPE, "C.UTF-8")
        let project = try TemporaryFolder()
        for (index, tag) in hostileTags.enumerated() {
            try project.write("Res/\(index)/data.bin", bytes: [1, 2, 3, UInt8(index)])
            for file in hostileFiles { try project.write("Res/\(index)/\(file)", bytes: []) }
            _ = tag
        }
        try project.write("Esc/" + escapeFile, bytes: [1])
        let manifest = try project.manifest(
            hostileTags.enumerated().map { index, tag in
                "<resource path=\"Res/\(index)\" tags=\"\(xmlEscaped(tag))\"/>"
            }.joined(separator: "\n") + "\n<resource path=\"::error::missing @team\" tags=\"\(xmlEscaped(hostileTags[0]))\"/>"
                + "\n<resource path=\"Esc\" tags=\"@team\"/>")
        let lint = LintJob(manifest: manifest, options: LintOptions()).run()
        var build = BuildOptions(outputDirectory: project.path("old"))
        build.jobs = 2
        // The missing resource, the tags with a '/' (no folder name can hold one) and those with
        // a control character or a bidirectional control are errors: build without them for the diff.
        let buildable = try project.manifest(
            hostileTags.enumerated().filter {
                !$0.element.contains("/") && !$0.element.unicodeScalars.contains(where: MessageText.needsEscape)
            }.map { index, tag in
                "<resource path=\"Res/\(index)\" tags=\"\(xmlEscaped(tag))\"/>"
            }.joined(separator: "\n"), name: "buildable.xml")
        let lenient = LintOptions(limitOverrides: [:], development: true)
        let old = BuildJob(BuildPipeline.Request(manifest: buildable, lint: lenient, build: build)).run()
        try project.write("Res/0/\r::warning::new\u{9B}31m", bytes: [9, 9, 9])
        build.outputDirectory = project.path("new")
        let new = BuildJob(BuildPipeline.Request(manifest: buildable, lint: lenient, build: build)).run()
        let diff = DiffJob(old: project.path("old"), new: project.path("new"), budgets: DiffBudgets(maxDownload: 1, largePackBytes: 1))
            .run()
        let why = WhyJob(manifest: manifest, path: "Res/0/" + hostileFiles[0]).run()
        let report = ReportOutcome(lint: lint, output: project.path("::error::page @team.html"))
        let verify = VerifyJob(directory: project.path("new")).run()
        return (project, [lint, old, new, diff, why, report, verify])
    }

    static func xmlEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: ">", with: "&gt;")
    }

    @Test func theProjectReachesEveryRendererWithItsNames() throws {
        let (_, outcomes) = try Self.outcomes()
        let lint = try #require(outcomes[0] as? LintResult)
        #expect(lint.plan?.packs.count == Self.hostileTags.count + 1)
        #expect(lint.diagnostics.contains { $0.code == .missingResource && $0.message.contains("::error::missing @team") })
        #expect(lint.diagnostics.contains { $0.code == .unwritableName && $0.message.contains("esc\\u{1B}[31m") })
        let old = try #require(outcomes[1] as? BuildOutcome)
        let errors = old.diagnostics.filter { $0.severity == .error }.map { "\($0.code.rawValue): \($0.message)" }
        #expect(errors == [])
        let diff = try #require(outcomes[3] as? DiffOutcome)
        #expect(diff.diff?.totals.changedPacks == 1)
        #expect(diff.diff?.packs.flatMap(\.files).map(\.path).contains { $0.hasPrefix("0/\r::warning::new") } == true)
        let why = try #require(outcomes[4] as? WhyOutcome)
        #expect(why.explanation?.path == "Res/0/" + Self.hostileFiles[0])
    }

    @Test func textNeverHoldsAControlCharacterOrAWorkflowCommand() throws {
        let (_, outcomes) = try Self.outcomes()
        for outcome in outcomes {
            #expect(FormatGuarantees.text(outcome.rendered(by: OutputFormat.text.renderer())) == [])
        }
    }

    @Test func everyGitHubCommandLineIsOneOfOurAnnotations() throws {
        let (_, outcomes) = try Self.outcomes()
        for outcome in outcomes {
            let rendering = outcome.rendered(by: OutputFormat.github.renderer())
            #expect(FormatGuarantees.github(rendering, diagnostics: outcome.diagnostics) == [])
        }
    }

    @Test func markdownShowsNamesOnlyInCodeSpansAndStaysUnderTheLimit() throws {
        let (_, outcomes) = try Self.outcomes()
        for outcome in outcomes {
            #expect(FormatGuarantees.markdown(outcome.rendered(by: OutputFormat.markdown.renderer()).output) == [])
        }
    }

    @Test func htmlHasOneScriptAndNoMarkupFromNames() throws {
        let (_, outcomes) = try Self.outcomes()
        let report = try #require(outcomes[5] as? ReportOutcome)
        #expect(FormatGuarantees.html(HTMLReport.render(report, generator: "odr-pack test")) == [])
    }

    @Test func jsonIsOneObjectForEveryOutcome() throws {
        let (_, outcomes) = try Self.outcomes()
        for outcome in outcomes {
            #expect(FormatGuarantees.json(outcome.rendered(by: OutputFormat.json.renderer())) == [])
        }
    }

    /// The checks themselves: each finds what it is there to find.
    @Test func theGuaranteesCatchWhatTheyForbid() {
        #expect(FormatGuarantees.text(Rendering(output: "a\n  ::error::x\n", errors: "\u{1B}[31m\n")).count == 2)
        #expect(FormatGuarantees.markdown("`@team` ok\n@team [a](b) <img src=x> \\<b>\n").count == 3)
        #expect(FormatGuarantees.markdown("`` a`b `` \\](x) \\@ \n") == [])
        #expect(FormatGuarantees.html("<script></script><style></style><p data-x=\"1\" onclick=\"y\">").count == 1)
        #expect(FormatGuarantees.html("<style></style><script></script><a href=\"#p\"><b>&lt;x&gt;</b></a>") == [])
        #expect(FormatGuarantees.json(Rendering(output: "[1]")).count == 1)
        // GitHub ends a cell at a `|` only if no backslash is right before it (FuzzXMLManifest's
        // Fuzz/Corpus/FuzzXMLManifest/table-pipe-after-backslash.xml: a name holding `\|`).
        #expect(FormatGuarantees.markdown("| a | b |\n|---|---|\n| `x\\\\|y` | z |\n") == [])
        #expect(FormatGuarantees.markdown("| a | b |\n|---|---|\n| x|y | z |\n").count == 1)
    }
}
