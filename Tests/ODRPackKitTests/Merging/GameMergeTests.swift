import Foundation
import TestSupport
import Testing

@testable import ODRPackKit

/// `--max-packs 100` on a level game of about 500 partitions, as a studio has it: 250 levels,
/// each sharing props with the next and a few with a level far away, three store items, a
/// first level at install and three prefetched. The merge keeps policies apart, merges only
/// related levels, leaves the store items out of the levels' packs, and costs no more than the
/// best contiguous merge over the level order.
@Suite(
    .serialized,
    .slow(
        "a 504-partition level game linted and merged in every report; PropertyTests and OracleTests hold the merge's rules in the fast set"
    )) struct GameMergeTests
{
    static let levels = 250

    /// The game's manifest in `folder`, with `hints` inside the root element.
    static func game(in folder: TemporaryFolder, hints: String = "") throws -> String {
        var random = SplitMix64(seed: 2026)
        var lines =
            [#"<tag name="Level 001" category="initial-install"/>"#]
            + (2...4).map { #"<tag name="Level \#(String(format: "%03d", $0))" category="prefetch"/>"# }
        for level in 1...levels {
            let tag = "Level " + String(format: "%03d", level)
            try folder.write("Assets/L\(level)/data.bin", bytes: random.bytes(count: 20_000 + Int(random.next() % 400_000)))
            lines.append(#"<resource path="L\#(level)" tags="\#(tag)"/>"#)
            if level < levels {
                try folder.write("Assets/S\(level)/props.bin", bytes: random.bytes(count: 5_000 + Int(random.next() % 60_000)))
                lines.append(#"<resource path="S\#(level)" tags="\#(tag), Level \#(String(format: "%03d", level + 1))"/>"#)
            }
        }
        for item in 1...3 {
            try folder.write("Assets/Item\(item)/item.bin", bytes: random.bytes(count: 80_000))
            lines.append(#"<resource path="Item\#(item)" tags="Item 0\#(item)"/>"#)
        }
        for (first, second) in [(10, 130), (40, 200), (77, 160)] {
            try folder.write("Assets/Far\(first)/boss.bin", bytes: random.bytes(count: 30_000))
            lines.append(
                #"<resource path="Far\#(first)" tags="Level \#(String(format: "%03d", first)), Level \#(String(format: "%03d", second))"/>"#
            )
        }
        return try folder.write(
            "game.xml",
            text: """
                <odr-manifest version="1" bundle-id="com.example.levels" base="Assets" delivery="background-assets">
                \((lines + [hints]).joined(separator: "\n"))
                </odr-manifest>
                """)
    }

    /// Three chapters A, B, C of three levels each, every chapter's levels sharing props, no
    /// chapter sharing anything with another.
    static func chapters(in folder: TemporaryFolder) throws -> String {
        var lines: [String] = []
        for chapter in ["A", "B", "C"] {
            for level in 1...3 {
                try folder.write("Assets/\(chapter)\(level)/level.bin", bytes: Array(repeating: UInt8(level), count: 10_000 * level))
                lines.append(#"<resource path="\#(chapter)\#(level)" tags="\#(chapter) \#(level)"/>"#)
            }
            try folder.write("Assets/\(chapter)-shared/props.bin", bytes: Array(repeating: 7, count: 3_000))
            lines.append(#"<resource path="\#(chapter)-shared" tags="\#(chapter) 1, \#(chapter) 2, \#(chapter) 3"/>"#)
        }
        return try folder.write(
            "chapters.xml",
            text: """
                <odr-manifest version="1" bundle-id="com.example.chapters" base="Assets" delivery="background-assets">
                \(lines.joined(separator: "\n"))
                </odr-manifest>
                """)
    }

    /// The merge is in every report: the merged packs, each tag's download before and after,
    /// and the pack of unrelated content.
    @Test func everyReportShowsTheMerge() throws {
        let folder = try TemporaryFolder()
        let result = Self.lint(try Self.chapters(in: folder), maximum: 2)
        let merged = try #require(result.plan?.arrangement.partitions.keys.first { $0.hasPrefix("A-1") })
        let text = TextReport.render(result)
        #expect(text.contains("Merged 12 partitions into 2 packs (--max-packs 2)") && text.contains(merged))
        #expect(text.contains("ITS PACKS BEFORE") && text.contains("DOWNLOADS MORE"))
        let markdown = MarkdownReport.render(result)
        #expect(markdown.contains(merged) && markdown.contains("downloads more"), "\(markdown)")
        let page = HTMLReport.render(result, generator: "test")
        #expect(
            page.contains(#"id="merge""#) && page.contains("merged-pack-table") && page.contains("merge-cost-table")
                && page.contains(merged))
        let json = try JSONSerialization.jsonObject(with: Data(JSONReport.render(result).utf8)) as? [String: Any]
        let merge = try #require(json?["merge"] as? [String: Any])
        #expect((merge["packs"] as? Int) == 2 && (merge["maximum"] as? Int) == 2)
        let unrelated = try #require(merge["unrelatedPacks"] as? [String: [[String]]])
        #expect(unrelated[merged] == [["A 1", "A 2", "A 3"], ["B 1", "B 2", "B 3"]], "\(unrelated)")
        #expect((merge["downloadBefore"] as? [String: Int])?["A 1"] == 13_000)
    }

    static func lint(_ manifest: String, maximum: Int?) -> LintResult {
        var options = LintOptions()
        options.merging.maxPacks = maximum
        return Linter.lint(manifestAt: manifest, options: options)
    }

    @Test func aLevelGameMergesOnlyRelatedLevelsWithinItsPoliciesAtNoMoreThanTheBestContiguousMerge() throws {
        let folder = try TemporaryFolder()
        let manifest = try Self.game(in: folder)
        let partitions = Self.lint(manifest, maximum: nil)
        #expect(partitions.diagnostics.contains { $0.code == .packCountOverLimit })
        let count = try #require(partitions.plan?.packs.count)
        #expect(count > 500, "\(count) partitions")
        let merged = Self.lint(manifest, maximum: 100)
        #expect(!merged.failed, "\(merged.diagnostics.filter { $0.severity == .error })")
        let plan = try #require(merged.plan)
        #expect(plan.packs.count <= 100)
        // Every line but the first, which names the manifest by its path, fits 80 columns.
        let text: String = TextReport.render(merged)
        let wide = text.components(separatedBy: "\n").dropFirst().filter { $0.count > TextReport.lineWidth }
        #expect(wide.isEmpty, "the text report fits 80 columns: \(wide)")
        let categories = Dictionary(plan.tags.map { ($0.name, $0.category) }) { a, _ in a }
        for (id, sets) in plan.arrangement.partitions {
            // Policies never mixed.
            let policies = Set(sets.map { DownloadPolicy(categories: $0.compactMap { categories[$0] }) })
            #expect(policies.count == 1, "'\(id)' mixes \(policies)")
            // Store items only with store items.
            let items = sets.filter { $0.contains { $0.hasPrefix("Item") } }
            #expect(items.isEmpty || items.count == sets.count, "'\(id)' puts a store item with levels: \(sets)")
            // Levels only with levels near them: the pack's levels span little more than their count.
            let numbers = Set(sets.joined().compactMap { $0.hasPrefix("Level ") ? Int($0.dropFirst(6)) : nil })
            if let low = numbers.min(), let high = numbers.max(),
                sets.allSatisfy({ !$0.contains("Level 010") && !$0.contains("Level 040") && !$0.contains("Level 077") })
            {
                #expect(high - low < 3 * numbers.count, "'\(id)' joins unrelated levels \(numbers.sorted())")
            }
        }
        // No more than the best contiguous merge over the level order, for the same request.
        let parts = try #require(partitions.plan).packs.filter { !$0.files.isEmpty }
        let input = MergeInput(parts: parts, categories: categories, manifest: try #require(merged.manifest), history: nil)
        let request = input.request(maximum: 100, settings: MergeSettings(MergeOptions(maxPacks: 100)))
        let contiguous = try #require(Merger.baseline(.contiguous, request))
        let contiguousCost = MergeCost.price(contiguous, parts: request.parts, tagCount: request.tagCount).cost
        let cost = try #require(plan.arrangement.merge).cost
        #expect(cost <= contiguousCost, "\(cost) > contiguous \(contiguousCost)")
    }

    @Test func keptApartTagsAndGroupsFromTheManifestAreHonoured() throws {
        let folder = try TemporaryFolder()
        let groups = (0..<5).map { world in
            #"<merge-group name="World \#(world + 1)" tags="\#((world * 50 + 1...world * 50 + 50).map { "Level " + String(format: "%03d", $0) }.joined(separator: ", "))"/>"#
        }
        let manifest = try Self.game(
            in: folder, hints: (groups + [#"<keep-apart tags="Item 01, Item 02, Item 03"/>"#]).joined(separator: "\n"))
        let merged = Self.lint(manifest, maximum: 100)
        #expect(!merged.failed, "\(merged.diagnostics.filter { $0.severity == .error })")
        for sets in try #require(merged.plan).arrangement.partitions.values {
            let items = Set(sets.joined().filter { $0.hasPrefix("Item") })
            #expect(items.count <= 1 && (items.isEmpty || sets.count == 1), "kept-apart items share a pack: \(sets)")
            // A pack holds the levels of one world (a far share belongs to no world and may join any).
            let worlds = Set(
                sets.filter { $0.count == 1 }.joined().compactMap { $0.hasPrefix("Level ") ? (Int($0.dropFirst(6))! - 1) / 50 : nil })
            #expect(worlds.count <= 1, "a pack mixes worlds \(worlds.sorted()): \(sets)")
        }
    }

    /// Three chapters that share nothing, merged into two packs: one pack must join two chapters,
    /// and the merge says which, as a warning; with four packs, each chapter keeps to itself.
    @Test func contentWithNothingInCommonSharesAPackOnlyForWantOfPacksAndIsReported() throws {
        let folder = try TemporaryFolder()
        let manifest = try Self.chapters(in: folder)
        let chapter = { (sets: [[String]]) in Set(sets.joined().map { $0.prefix(1) }) }
        let two = Self.lint(manifest, maximum: 2)
        let warning = try #require(two.diagnostics.first { $0.code == .unrelatedMerge })
        #expect(
            warning.severity == .warning && warning.message.contains("joins 2 groups of tags that share no content"), "\(warning.message)")
        #expect(try #require(two.plan).arrangement.partitions.values.map(chapter).sorted { $0.count < $1.count }.map(\.count) == [1, 2])
        let four = Self.lint(manifest, maximum: 4)
        #expect(!four.diagnostics.contains { $0.code == .unrelatedMerge })
        #expect(try #require(four.plan).arrangement.partitions.values.allSatisfy { chapter($0).count == 1 })
    }

    /// `why` of a file and of a folder in a merged pack names that pack, the path inside it and
    /// the tag sets merged into it, in text and JSON.
    @Test func whyNamesTheMergedPack() throws {
        let folder = try TemporaryFolder()
        let result = Self.lint(try Self.chapters(in: folder), maximum: 2)
        let plan = try #require(result.plan)
        let merged = try #require(plan.arrangement.partitions.first { $0.key.hasPrefix("A-1") })
        for path in ["A1/level.bin", "A1", "B-shared/props.bin"] {
            let explanation = try #require(Explanation.explain(path, in: result, workingDirectory: folder.root))
            #expect(explanation.status == .packed && explanation.pack?.identifier == merged.key, "\(path)")
            #expect(
                explanation.pack?.tagSets == merged.value.sorted { $0.lexicographicallyPrecedes($1) }
                    || explanation.pack?.tagSets == merged.value)
            let text = TextReport.render(explanation)
            #expect(
                text.hasPrefix("'\(path)': in asset pack '\(merged.key)'")
                    && text.contains("merged: --max-packs put its tag set with 7 others"), "\(text)")
        }
        let file = try #require(Explanation.explain("A1/level.bin", in: result, workingDirectory: folder.root))
        #expect(file.pack?.packPath == "A1/level.bin")
        let json = try JSONSerialization.jsonObject(with: Data(JSONReport.render(file).utf8)) as? [String: Any]
        let pack = try #require(json?["pack"] as? [String: Any])
        #expect(pack["id"] as? String == merged.key && (pack["tagSets"] as? [[String]])?.count == 8)
        let reasons = try #require(file.pack?.tags.first { $0.name == "A 1" }?.reasons.map(\.entry))
        #expect(reasons == ["A1", "A-shared"])
    }

    @Test func contradictoryHintsAreCodedErrors() throws {
        let folder = try TemporaryFolder()
        let twoGroups = try Self.game(
            in: folder,
            hints:
                #"<merge-group name="A" tags="Level 005, Level 006"/><merge-group name="B" tags="Level 006, Level 007"/><keep-apart tags="Level 999"/>"#
        )
        let conflict = Self.lint(twoGroups, maximum: 100)
        let error = try #require(conflict.diagnostics.first { $0.code == .mergeHintConflict })
        #expect(error.message.contains("'Level 006' is in two merge groups, 'A' and 'B'"), "\(error.message)")
        #expect(conflict.diagnostics.contains { $0.code == .unknownHintTag && $0.message.contains("'Level 999'") })
        let allApart = (1...Self.levels).map { "Level " + String(format: "%03d", $0) }.joined(separator: ", ")
        let apart = try Self.game(in: folder, hints: #"<keep-apart tags="\#(allApart)"/>"#)
        let impossible = Self.lint(apart, maximum: 100)
        let failure = try #require(impossible.diagnostics.first { $0.code == .mergeImpossible })
        #expect(failure.severity == .error && failure.message.contains("at least") && (failure.count ?? 0) > 100, "\(failure.message)")
        #expect(impossible.failed)
    }
}
