import Foundation
import TestSupport
import Testing

/// The pull-request comment at a game's size: a 500-partition Background Assets game (250
/// levels, each with its own files and files shared with the next, and a store item), made
/// here. The comment (`--markdown-detail summary`, the default) opens with the verdict and
/// stays under 16,000 characters; the full form keeps every table; a diff of one changed
/// level is far smaller; and each renders as GitHub renders it (`cmark-gfm`).
@Suite(.serialized, .slow("comments of games of 500 partitions and 1,000 atlas frames, which only that size cuts")) struct CommentSizeTests
{
    static let levels = 250

    /// The game's manifest; `changed` gives one level's file other bytes.
    static func game(in folder: TemporaryFolder, changed: Int? = nil) throws -> String {
        var lines: [String] = [#"<tag name="Level 001 The Long Approach" category="initial-install"/>"#]
        let name = { (level: Int) in "Level \(String(format: "%03d", level)) The Long Approach" }
        for level in 1...levels {
            try folder.write(
                "Assets/L\(level)/map.bin", bytes: Array(repeating: UInt8(level % 251), count: 200 + level + (level == changed ? 1 : 0)))
            lines.append(#"<resource path="L\#(level)" tags="\#(name(level))"/>"#)
            if level < levels {
                try folder.write("Assets/S\(level)/props.bin", bytes: [UInt8(level % 7)])
                lines.append(#"<resource path="S\#(level)" tags="\#(name(level)), \#(name(level + 1))"/>"#)
            }
        }
        try folder.write("Assets/Item/sword.bin", bytes: [1, 2, 3])
        lines.append(#"<resource path="Item" tags="Golden Sword"/>"#)
        return try folder.write(
            "game.xml",
            text: """
                <odr-manifest version="1" bundle-id="com.example.levels" base="Assets" delivery="background-assets">
                \(lines.joined(separator: "\n"))
                </odr-manifest>
                """)
    }

    /// The comment as GitHub renders it: GitHub-flavoured Markdown with its extensions, raw
    /// HTML kept (GitHub keeps the marker comment and `<details>`, and filters the rest).
    static func rendered(_ markdown: String) throws -> String? {
        guard ExternalTool.available("cmark-gfm") else { return nil }
        return try ExternalTool.runChecked(
            "cmark-gfm", ["--unsafe", "-e", "table", "-e", "autolink", "-e", "strikethrough", "-e", "tagfilter"],
            input: Array(markdown.utf8)
        ).text
    }

    /// The HTML tags of a rendered comment: only those of Markdown itself and the marker.
    static func tags(_ html: String) -> Set<String> {
        let pattern = try! NSRegularExpression(pattern: "<([a-z0-9!]+)")
        return Set(
            pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)).map { String(html[Range($0.range(at: 1), in: html)!]) })
    }

    static let markdownTags: Set<String> = ["!", "h3", "h4", "p", "strong", "em", "code", "table", "thead", "tbody", "tr", "th", "td"]

    @Test func lintsCommentOf500PartitionsOpensWithTheVerdictUnder16000Characters() throws {
        let folder = try TemporaryFolder()
        let manifest = try Self.game(in: folder)
        // 500 partitions over Background Assets' 100-pack limit: an error, and every table long.
        let summary = try CommandRunner.run(["lint", manifest, "--max-packs", "1000", "--format", "markdown"])
        #expect(summary.status == 1)
        let text = summary.standardOutput
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count > 3 && lines[0] == "<!-- odr-pack:lint -->" && lines[1].hasPrefix("### odr-pack lint: "))
        #expect(lines[3].hasPrefix("**❌ fails: 1 error") && lines[3].contains("500 asset packs"), "\(lines.prefix(5))")
        #expect(text.utf16.count <= 16_000, "\(text.utf16.count)")
        #expect(text.contains("#### The 10 biggest of 500 asset packs") && text.contains("_490 more packs in the whole report._"))
        #expect(text.hasSuffix("`odr-pack report` (HTML)._\n"))

        let full = try CommandRunner.run(["lint", manifest, "--max-packs", "1000", "--format", "markdown", "--markdown-detail", "full"])
        #expect(full.standardOutput.utf16.count < 65_536 && full.standardOutput.utf16.count > 3 * text.utf16.count)
        #expect(full.standardOutput.contains("| `Level 250 The Long Approach` |") && full.standardOutput.contains("#### Tags\n"))

        if let html = try Self.rendered(text) {
            #expect(html.contains("<strong>❌ fails: 1 error"))
            #expect(html.components(separatedBy: "<table>").count - 1 == 3, "problems, totals, packs")
            #expect(Self.tags(html).isSubset(of: Self.markdownTags), "\(Self.tags(html))")
        }
    }

    @Test func aDiffOfOneChangedLevelIsFarSmaller() throws {
        let folder = try TemporaryFolder()
        for (name, changed) in [("old", nil), ("new", 120)] as [(String, Int?)] {
            let game = try TemporaryFolder()
            let manifest = try Self.game(in: game, changed: changed)
            let built = try CommandRunner.run([
                "build", manifest, "-o", folder.path(name), "--max-packs", "1000", "--no-archives",
                "--development", "--limit", "pack-count=none", "--quiet",
            ])
            #expect(built.status == 0, "\(built.standardError)")
        }
        let diff = try CommandRunner.run(["diff", folder.path("old"), folder.path("new"), "--format", "markdown"])
        #expect(diff.status == 0, "\(diff.standardError)")
        let text = diff.standardOutput
        #expect(text.utf16.count < 2_000, "\(text.utf16.count): \(text)")
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false)[3].hasPrefix("**✅ passes: "), "\(text)")
        #expect(text.contains("`Level-120-The-Long-Approach`") && !text.contains("whole report"), "\(text)")
        if let html = try Self.rendered(text) {
            #expect(html.contains("<strong>✅ passes: ") && html.contains("<table>"))
            #expect(Self.tags(html).isSubset(of: Self.markdownTags), "\(Self.tags(html))")
        }
    }
}
