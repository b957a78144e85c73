import Foundation
import TestSupport
import Testing

@testable import ODRPackKit

/// Merge hints doing what manifest.md says: a merge group's content keeps out of packs of
/// content of no group while the limit allows, and says so when it cannot; a tag listed twice
/// in the merge order is reported, in both manifest formats and after `convert`.
@Suite(.budget(seconds: 1)) struct MergeHintTests {
    /// Two worlds of three independent 1 MB levels each, grouped, and a small menu in no group:
    /// without the rule, joining the menu to a world's pack and splitting the other world is
    /// cheaper than keeping the menu to itself.
    static func worlds(in folder: TemporaryFolder, order: String = "") throws -> String {
        var lines: [String] = []
        for level in 1...6 {
            try folder.sparse("Assets/L\(level).bin", size: 1_000_000)
            lines.append(#"<resource path="L\#(level).bin" tags="Level \#(level)"/>"#)
        }
        try folder.sparse("Assets/menu.bin", size: 10_000)
        lines.append(#"<resource path="menu.bin" tags="Menu"/>"#)
        lines.append(#"<merge-group name="World 1" tags="Level 1, Level 2, Level 3"/>"#)
        lines.append(#"<merge-group name="World 2" tags="Level 4, Level 5, Level 6"/>"#)
        if !order.isEmpty { lines.append(#"<merge-order tags="\#(order)"/>"#) }
        return try folder.write(
            "worlds.xml",
            text: """
                <odr-manifest version="1" bundle-id="com.example.worlds" base="Assets" delivery="background-assets">
                \(lines.joined(separator: "\n"))
                </odr-manifest>
                """)
    }

    static func lint(_ manifest: String, maximum: Int?) -> LintResult {
        var options = LintOptions()
        options.merging.maxPacks = maximum
        return Linter.lint(manifestAt: manifest, options: options)
    }

    /// Whether any pack holds the menu and a level.
    static func menuWithLevels(_ result: LintResult) -> Bool {
        (result.plan?.arrangement.partitions.values ?? [:].values).contains { sets in
            sets.contains(["Menu"]) && sets.contains { $0.contains { $0.hasPrefix("Level") } }
        }
    }

    @Test func contentOfNoGroupStaysOutOfTheGroupsPacksWhileTheLimitAllows() throws {
        let folder = try TemporaryFolder()
        let result = Self.lint(try Self.worlds(in: folder), maximum: 3)
        #expect(!result.failed, "\(result.diagnostics)")
        #expect(try #require(result.plan).packs.count == 3)
        #expect(!Self.menuWithLevels(result), "\(result.plan?.arrangement.partitions ?? [:])")
        #expect(!result.diagnostics.contains { $0.code == .mergeGroupMixed })
    }

    @Test func aGroupSharingAPackWithContentOfNoGroupForWantOfPacksIsAWarningNamingBoth() throws {
        let folder = try TemporaryFolder()
        let result = Self.lint(try Self.worlds(in: folder), maximum: 2)
        #expect(Self.menuWithLevels(result))
        let warning = try #require(result.diagnostics.first { $0.code == .mergeGroupMixed })
        let pack = try #require(result.plan?.arrangement.partitions.first { $0.value.contains(["Menu"]) }?.key)
        let world = try #require(result.plan?.arrangement.partitions[pack]?.first { $0 != ["Menu"] }?.first)
        let group = ["Level 1", "Level 2", "Level 3"].contains(world) ? "World 1" : "World 2"
        #expect(warning.severity == .warning && warning.pack == pack && warning.tags == ["Menu"] && warning.limit == 2, "\(warning)")
        #expect(
            warning.message.hasPrefix(
                "--max-packs 2 leaves no room to keep merge group '\(group)' to itself: pack '\(pack)' also holds content of no group ('Menu'); 3 packs would keep them apart"
            ), "\(warning.message)")
        #expect(warning.location?.line == (group == "World 1" ? 9 : 10), "\(String(describing: warning.location))")
    }

    @Test func aTagListedTwiceInTheMergeOrderIsReportedAtTheOrder() throws {
        let folder = try TemporaryFolder()
        let manifest = try Self.worlds(in: folder, order: "Level 1, Level 2, Level 3, Level 2, Level 4, Level 2")
        let result = Self.lint(manifest, maximum: nil)
        let warnings = result.diagnostics.filter { $0.code == .repeatedOrderTag }
        #expect(warnings.count == 1, "\(result.diagnostics)")
        let warning = try #require(warnings.first)
        #expect(warning.severity == .warning && warning.tags == ["Level 2"] && warning.count == 3 && warning.location?.line == 11)
        #expect(
            warning.message
                == "the merge order lists tag 'Level 2' 3 times (at places 2, 4, 6); the merge puts it at its first place; list it once")
        #expect(
            !Self.lint(try Self.worlds(in: folder, order: "Level 1, Level 2"), maximum: nil).diagnostics.contains {
                $0.code == .repeatedOrderTag
            })
    }

    @Test func aTagListedTwiceInAPropertyListMergeOrderIsReportedAfterConvert() throws {
        let folder = try TemporaryFolder()
        let manifest = try Self.worlds(in: folder, order: "Level 3, Level 1, Level 3")
        let converted = ManifestConverter.convert(
            manifest, project: ProjectOptions(), output: folder.path("worlds.plist"), workingDirectory: folder.root)
        #expect(converted.read.diagnostics.isEmpty, "\(converted.read.diagnostics)")
        try folder.write("worlds.plist", bytes: try #require(converted.bytes))
        let warning = try #require(Self.lint(folder.path("worlds.plist"), maximum: 3).diagnostics.first { $0.code == .repeatedOrderTag })
        #expect(
            warning.message.contains("lists tag 'Level 3' twice (at places 1, 3)") && warning.location?.keyPath == "MergeOrder",
            "\(warning)")
    }
}
