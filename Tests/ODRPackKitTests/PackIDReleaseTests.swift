import Foundation
import TestSupport
import Testing

@testable import ODRPackKit

/// Background Assets IDs are what App Store Connect accepts, whatever the tags, and last
/// from release to release: a pack keeps its ID while it holds its content, and the churn
/// (IDs no longer used, new IDs) is reported exactly.
@Suite(.budget(seconds: 2)) struct PackIDReleaseTests {
    /// `^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?$`, checked here without odr-pack's code.
    static func acceptable(_ id: String) -> Bool {
        id.wholeMatch(of: /[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?/) != nil
    }

    // MARK: the charset

    @Test func derivedIDsAreWhatTheStoreAcceptsWhateverTheTags() {
        let hostile = [
            "", " ", "-", "_", "--a--", "_a_", ".a.", "a.b", "a_b", "a b", "Level 01", "level 01", "LEVEL 01",
            "日本", "É", "tab\there", "new\nline", "\u{202E}rtl", "emoji 🐉", "a/b", "a\\b", "\"quoted\"", "a--b",
            String(repeating: "x", count: 64), String(repeating: "x", count: 65), String(repeating: "é", count: 40),
            String(repeating: "a", count: 63) + "_", "9", "-9-",
        ]
        let ids = AssetPackPlanTests.derive(hostile.map { [[$0]] })
        #expect(ids.count == hostile.count)
        for (tag, id) in zip(hostile, ids) {
            #expect(Self.acceptable(id) && id.utf8.count <= 64, "'\(tag)' gave '\(id)'")
        }
        #expect(Set(ids.map { $0.lowercased() }).count == ids.count, "IDs are unique without regard to case: \(ids)")
        #expect(ids[hostile.firstIndex(of: String(repeating: "x", count: 64))!] == String(repeating: "x", count: 64))
        #expect(ids[hostile.firstIndex(of: "a--b")!].hasPrefix("a-b-"), "'a b', 'a_b', 'a.b' and 'a--b' read alike: each gets a hash")
        #expect(
            ids[hostile.firstIndex(of: "Level 01")!].hasPrefix("Level-01-") && ids[hostile.firstIndex(of: "9")!].hasPrefix("9-"),
            "'9' and '-9-' read alike")
    }

    @Test func aManifestsIDOutsideTheCharsetIsAnErrorNamingITMS91133AndTheFix() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.bin", text: "a")
        try folder.manifest(
            """
            <asset-pack id="Level_01" tags="A"/>
            <resource path="a.bin" tags="A"/>
            """, attributes: #"delivery="background-assets""#)
        let lint = folder.lint()
        let error = try #require(lint.diagnostics.first { $0.code == .invalidPackID })
        #expect(
            error.severity == .error && error.message.contains("ITMS-91133") && error.message.contains("such as 'Level-01'"),
            "\(error.message)")
    }

    // MARK: releases in sequence

    /// A level game: level `i` has a folder of its own, every level shares a folder with the
    /// next, and `extraTags` adds tags to the shared folder of a level.
    static func game(_ folder: TemporaryFolder, levels: [Int], extraTags: [Int: [String]] = [:], bytes: Int = 3_000) throws {
        var resources = ""
        for level in levels {
            try folder.write("Assets/L\(level)/data.bin", bytes: [UInt8](repeating: UInt8(level % 251), count: bytes + level))
            resources += "<resource path=\"L\(level)\" tags=\"Level \(level)\"/>\n"
            if levels.contains(level + 1) {
                try folder.write("Assets/S\(level)/shared.bin", bytes: [UInt8](repeating: 7, count: bytes / 3 + level))
                let tags = ["Level \(level)", "Level \(level + 1)"] + (extraTags[level] ?? [])
                resources += "<resource path=\"S\(level)\" tags=\"\(tags.joined(separator: ", "))\"/>\n"
            }
        }
        try folder.write(
            "game.xml",
            text: """
                <odr-manifest version="1" bundle-id="com.example.game" base="Assets" delivery="background-assets">
                \(resources)</odr-manifest>
                """)
    }

    /// A lint of the game after `previous` (a lint of the release before), merged to `maximum` packs.
    static func release(_ folder: TemporaryFolder, after previous: LintResult?, maximum: Int?) -> LintResult {
        var options = LintOptions()
        options.merging.maxPacks = maximum
        if let plan = previous?.plan {
            let history = PackHistory(
                packs: Dictionary(plan.packs.map { ($0.identity.identifier, $0.files.map(\.packPath)) }) { a, _ in a },
                source: "previous", delivery: .backgroundAssets)
            options.previousRelease = { history }
        }
        return Linter.lint(manifestAt: folder.path("game.xml"), options: options)
    }

    /// ID -> the sorted bundle paths of its files.
    static func content(_ result: LintResult) -> [String: [String]] {
        Dictionary(result.plan!.packs.map { ($0.identity.identifier, $0.files.map(\.packPath).sorted()) }) { a, _ in a }
    }

    /// The churn diagnostics, as (code, pack).
    static func churn(_ result: LintResult) -> Set<String> {
        Set(result.diagnostics.filter { $0.code == .packIDRetired || $0.code == .packIDNew }.map { "\($0.code.rawValue) \($0.pack ?? "")" })
    }

    /// The churn computed here: IDs of `before` not in `after` are retired, the others new.
    static func expectedChurn(_ before: [String: [String]], _ after: [String: [String]]) -> Set<String> {
        Set(Set(before.keys).subtracting(after.keys).map { "pack-id-retired \($0)" })
            .union(Set(after.keys).subtracting(before.keys).map { "pack-id-new \($0)" })
    }

    @Test func releasesInSequenceKeepTheIDsOfPacksWhoseContentStayed() throws {
        let folder = try TemporaryFolder()
        let levels = Array(1...60)  // 60 own partitions and 59 shared: 119 partitions.
        try Self.game(folder, levels: levels)
        let first = Self.release(folder, after: nil, maximum: 100)
        #expect(!first.failed, "\(first.diagnostics)")
        #expect(Self.churn(first).isEmpty, "the first release has nothing to compare with")
        let one = Self.content(first)
        #expect(one.count == 100 && one.keys.allSatisfy { Self.acceptable($0) })

        // A tag added to the files of a merged pack: the pack holds what it held, and keeps its ID.
        try Self.game(folder, levels: levels, extraTags: [30: ["Bonus"]])
        let second = Self.release(folder, after: first, maximum: 100)
        let two = Self.content(second)
        let stayed = one.filter { id, files in two.values.contains(files) }
        #expect(stayed.count == one.count, "\(one.count - stayed.count) packs changed content")
        for (id, files) in stayed { #expect(two[id] == files, "'\(id)' kept its content and must keep its ID") }
        #expect(Self.churn(second) == Self.expectedChurn(one, two))

        // A new level: no existing ID changes.
        try Self.game(folder, levels: levels + [61], extraTags: [30: ["Bonus"]])
        let third = Self.release(folder, after: second, maximum: 100)
        let three = Self.content(third)
        for (id, files) in two where three.values.contains(files) { #expect(three[id] == files, "'\(id)' moved") }
        // Its two new partitions (its own, and the one shared with level 60) join at most two packs.
        #expect(two.filter { three.values.contains($0.value) }.count >= two.count - 2, "a new level reshuffled the packs")
        #expect(Self.churn(third) == Self.expectedChurn(two, three))

        // A level removed: its pack's ID is retired, the others keep theirs.
        try Self.game(folder, levels: levels.filter { $0 != 45 } + [61], extraTags: [30: ["Bonus"]])
        let fourth = Self.release(folder, after: third, maximum: 100)
        let four = Self.content(fourth)
        for (id, files) in three where four.values.contains(files) { #expect(four[id] == files, "'\(id)' moved") }
        #expect(Self.churn(fourth) == Self.expectedChurn(three, four))
        #expect(!Self.churn(fourth).filter { $0.hasPrefix("pack-id-retired") }.isEmpty)

        // Fewer packs allowed: every pack still made of one old pack's content keeps its ID.
        let fifth = Self.release(folder, after: fourth, maximum: 90)
        let five = Self.content(fifth)
        #expect(five.count <= 90)
        for (id, files) in four where five.values.contains(files) { #expect(five[id] == files, "'\(id)' moved") }
        for (id, files) in five where four[id] == nil {
            // A new ID only for a pack that holds no old pack's content in the main.
            let best = four.values.map { Set($0).intersection(files).count }.max() ?? 0
            #expect(best * 2 <= files.count || four.values.contains { Set($0).isSubset(of: Set(files)) }, "'\(id)' could have kept an ID")
        }
        #expect(Self.churn(fifth) == Self.expectedChurn(four, five))
    }
}
