import Foundation
import TestSupport
import Testing

@testable import ODRPackKit

/// Sizes from the disk and from index files anyone can edit: arithmetic never traps, an
/// impossible index is unreadable with its code, and percentages print right both ways.
@Suite(.budget(seconds: 1)) struct OutsideNumberTests {
    @Test(arguments: [
        (-9.1, "-9.1"), (-19.2, "-19.2"), (-0.04, "0"), (12.5, "12.5"), (3, "3"), (-3, "-3"),
        (1e30, ">100000000000000000"), (-1e30, "->100000000000000000"),
    ])
    func oneDecimalPrintsShrinkingAndHugeValues(value: Double, expected: String) {
        #expect(ByteSize.oneDecimal(value) == expected)
    }

    @Test func sharesAndGrowthOfExtremeSizesDoNotTrap() {
        #expect(ByteSize.percent(.max, of: 1) == ">100000000000000000%")
        #expect(ByteSize.percent(Int64.max / 2, of: .max) == "50%")
        #expect(DiffReport.growth(.max, .min).hasPrefix("-"))
        #expect(DiffReport.growth(100, 91) == "-9%")
        #expect(DiffReport.growth(1000, 909) == "-9.1%")
        #expect(ByteSize.format(.min) == "-9223372 TB")
        #expect([Int64.max, 1, .max].sizeSum { $0 } == .max)
        #expect([Int64.min, -1].sizeSum { $0 } == .min)
    }

    /// A valid index from a real build, then edited as anyone could.
    static func index() throws -> (TemporaryFolder, String) {
        let project = try TemporaryFolder()
        try project.write("a/1.bin", bytes: [1, 2, 3])
        try project.write("b/2.bin", bytes: [4, 5])
        _ = try project.manifest(#"<resource path="a" tags="A"/><resource path="b" tags="B"/>"#)
        let outcome = BuildJob(
            BuildPipeline.Request(
                manifest: project.path("odr.xml"), lint: LintOptions(),
                build: BuildOptions(outputDirectory: project.path("out")))
        ).run()
        #expect(!outcome.failed)
        var options = BuildOptions(outputDirectory: project.path("json"))
        options.indexFormat = .json
        _ = BuildJob(BuildPipeline.Request(manifest: project.path("odr.xml"), lint: LintOptions(), build: options)).run()
        return (project, project.path("json/index.json"))
    }

    static func edited(_ path: String, _ edit: (inout [String: Any]) -> Void) throws -> String {
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        edit(&object)
        let out = path + ".edited.json"
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: out))
        return out
    }

    static func packs(_ object: inout [String: Any], _ change: (inout [String: Any]) -> Void) {
        var packs = object["AssetPacks"] as! [[String: Any]]
        change(&packs[0])
        object["AssetPacks"] = packs
    }

    @Test func impossibleIndexesAreUnreadableAndDiffDoesNotTrap() throws {
        let (project, path) = try Self.index()
        let edits: [(String, (inout [String: Any]) -> Void)] = [
            ("negative size", { Self.packs(&$0) { $0["ArchiveSize"] = -5 } }),
            (
                "negative file size",
                {
                    Self.packs(&$0) { pack in
                        var files = pack["Files"] as! [[String: Any]]
                        files[0]["Size"] = -1
                        pack["Files"] = files
                    }
                }
            ),
            (
                "overflowing sum",
                { object in
                    var packs = object["AssetPacks"] as! [[String: Any]]
                    for index in packs.indices { packs[index]["ArchiveSize"] = Int64.max }
                    object["AssetPacks"] = packs
                }
            ),
            (
                "pack twice",
                { object in
                    let packs = object["AssetPacks"] as! [[String: Any]]
                    object["AssetPacks"] = packs + [packs[0]]
                }
            ),
        ]
        for (name, edit) in edits {
            let edited = try Self.edited(path, edit)
            let outcome = DiffJob(old: project.path("out"), new: edited, budgets: DiffBudgets(maxDownload: 1)).run()
            #expect(outcome.diff == nil, "\(name)")
            #expect(outcome.diagnostics.map(\.code) == [.unreadableIndex], "\(name)")
        }
        // Sizes near the largest possible still compare without a trap.
        let largest = try Self.edited(path) { Self.packs(&$0) { $0["ArchiveSize"] = Int64.max / 4 } }
        let outcome = DiffJob(
            old: project.path("out"), new: largest, budgets: DiffBudgets(maxDownload: 1, maxGrowth: [GrowthBudget(scope: .all, percent: 5)])
        ).run()
        #expect(outcome.diagnostics.contains { $0.code == .budgetExceeded })
        for format in OutputFormat.allCases { _ = outcome.rendered(by: format.renderer()) }
    }
}
