import Foundation
import TestSupport
import Testing

/// Two real builds of GreatGame (GreatGame.xml, then GreatGame-2.xml: Level 03's map changed,
/// Level 04 added, Golden Sword dropped), built once for every test here.
private final class TwoBuilds: Sendable {
    static let shared = Result { try TwoBuilds() }

    let folder: TemporaryFolder
    var old: String { folder.path("v1") }
    var new: String { folder.path("v2") }

    init() throws {
        folder = try TemporaryFolder()
        for (manifest, output) in [("Examples/GreatGame/GreatGame.xml", "v1"), ("Examples/GreatGame/GreatGame-2.xml", "v2")] {
            let build = try CommandRunner.run(["build", manifest, "-o", folder.path(output), "--quiet"])
            guard build.status == 0 else { throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: build.standardError]) }
        }
    }

    /// An index read with Foundation's property-list reader, not odr-pack's.
    func index(_ build: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: build + "/index.plist"))
        return try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
    }
}

extension TemporaryFolder: @unchecked Sendable {}

private func builds() throws -> TwoBuilds { try TwoBuilds.shared.get() }

/// What the diff must say, worked out here from the two index files alone.
private struct Expected {
    var statuses: [String: String] = [:]
    var archiveBytes: [String: (old: Int64, new: Int64)] = [:]
    var files: [String: [String: String]] = [:]
    var tagDownloads: [String: (old: Int64, new: Int64, download: Int64)] = [:]
    var downloadBytes: Int64 = 0

    init(old: [String: Any], new: [String: Any]) {
        func packs(_ index: [String: Any]) -> [String: [String: Any]] {
            Dictionary(uniqueKeysWithValues: (index["AssetPacks"] as! [[String: Any]]).map { ($0["Identifier"] as! String, $0) })
        }
        let before = packs(old)
        let after = packs(new)
        func bytes(_ pack: [String: Any]?) -> Int64 { (pack?["ArchiveSize"] as? NSNumber)?.int64Value ?? 0 }
        for id in Set(before.keys).union(after.keys) {
            let status: String
            switch (before[id], after[id]) {
            case (nil, _): status = "added"
            case (_, nil): status = "removed"
            case (let b?, let a?): status = (b["ArchiveSHA256"] as! String) == (a["ArchiveSHA256"] as! String) ? "unchanged" : "changed"
            }
            statuses[id] = status
            archiveBytes[id] = (bytes(before[id]), bytes(after[id]))
            if status == "added" || status == "changed" { downloadBytes += bytes(after[id]) }
            if status == "changed" {
                func hashes(_ pack: [String: Any]) -> [String: String] {
                    Dictionary(
                        uniqueKeysWithValues: (pack["Files"] as! [[String: Any]]).map { ($0["Path"] as! String, $0["SHA256"] as! String) })
                }
                let b = hashes(before[id]!)
                let a = hashes(after[id]!)
                var changes: [String: String] = [:]
                for path in Set(b.keys).union(a.keys) {
                    switch (b[path], a[path]) {
                    case (nil, _): changes[path] = "added"
                    case (_, nil): changes[path] = "removed"
                    case (let x?, let y?) where x != y: changes[path] = "changed"
                    default: break
                    }
                }
                files[id] = changes
            }
        }
        func tags(_ index: [String: Any]) -> [String: [String]] {
            (index["Tags"] as! [String: [String: Any]]).mapValues { $0["AssetPacks"] as! [String] }
        }
        let oldTags = tags(old)
        let newTags = tags(new)
        for name in Set(oldTags.keys).union(newTags.keys) {
            let oldBytes = (oldTags[name] ?? []).reduce(Int64(0)) { $0 + bytes(before[$1]) }
            let newBytes = (newTags[name] ?? []).reduce(Int64(0)) { $0 + bytes(after[$1]) }
            let download = (newTags[name] ?? []).filter { statuses[$0] == "added" || statuses[$0] == "changed" }
                .reduce(Int64(0)) { $0 + bytes(after[$1]) }
            tagDownloads[name] = (oldBytes, newBytes, download)
        }
    }
}

@Suite(.budget(seconds: 2)) struct DiffCommandTests {
    @Test func diffJSONMatchesWhatTheTwoIndexesSay() throws {
        let builds = try builds()
        let expected = Expected(old: try builds.index(builds.old), new: try builds.index(builds.new))
        // The example's changes, as a person reads them off the manifests.
        #expect(
            expected.statuses.values.sorted() == [
                "added", "changed", "removed", "unchanged", "unchanged", "unchanged", "unchanged", "unchanged",
            ])
        #expect(expected.files.values.map { $0 } == [["03/map.json": "changed"]])

        let result = try CommandRunner.run(["diff", builds.old, builds.new, "--format", "json"])
        #expect(result.status == 0, "\(result.standardError)")
        let json = try result.json()
        let packs = try #require(json["packs"] as? [[String: Any]])
        #expect(packs.map { $0["id"] as! String } == expected.statuses.keys.sorted())
        for pack in packs {
            let id = pack["id"] as! String
            #expect(pack["status"] as? String == expected.statuses[id])
            #expect((pack["oldArchiveBytes"] as? NSNumber)?.int64Value == expected.archiveBytes[id]?.old)
            #expect((pack["newArchiveBytes"] as? NSNumber)?.int64Value == expected.archiveBytes[id]?.new)
            let files = (pack["files"] as! [[String: Any]]).map { ($0["path"] as! String, $0["status"] as! String) }
            #expect(Dictionary(uniqueKeysWithValues: files) == (expected.files[id] ?? [:]))
            #expect((pack["tags"] as? [String])?.isEmpty == false)
        }
        let tags = try #require(json["tags"] as? [[String: Any]])
        #expect(tags.map { $0["name"] as! String } == ["Golden Sword", "Level 01", "Level 02", "Level 03", "Level 04", "Tutorial"])
        for tag in tags {
            let want = try #require(expected.tagDownloads[tag["name"] as! String])
            #expect((tag["oldBytes"] as? NSNumber)?.int64Value == want.old)
            #expect((tag["newBytes"] as? NSNumber)?.int64Value == want.new)
            #expect((tag["downloadBytes"] as? NSNumber)?.int64Value == want.download)
        }
        let totals = try #require(json["totals"] as? [String: Any])
        #expect((totals["downloadBytes"] as? NSNumber)?.int64Value == expected.downloadBytes)
        #expect(totals["addedPacks"] as? Int == 1 && totals["removedPacks"] as? Int == 1 && totals["changedPacks"] as? Int == 1)
        #expect(totals["unchangedPacks"] as? Int == 5)
        let oldTotal = (try builds.index(builds.old)["Totals"] as! [String: Any])["ArchiveSize"] as! NSNumber
        #expect((totals["oldArchiveBytes"] as? NSNumber) == oldTotal)
        #expect((json["diagnostics"] as? [Any])?.isEmpty == true)
    }

    @Test func diffOfABuildWithItselfChangesNothing() throws {
        let builds = try builds()
        let result = try CommandRunner.run(["diff", builds.new, builds.new + "/index.plist", "--format", "json"])
        #expect(result.status == 0)
        let totals = try #require(try result.json()["totals"] as? [String: Any])
        #expect(totals["downloadBytes"] as? Int == 0 && totals["changedPacks"] as? Int == 0 && totals["unchangedPacks"] as? Int == 7)
    }

    @Test func budgetsFailTheRunAndNameWhatWasExceeded() throws {
        let builds = try builds()
        let over = try CommandRunner.run(["diff", builds.old, builds.new, "--max-download", "1KB"])
        #expect(over.status == 1)
        #expect(
            over.standardError.contains(
                "error: the update downloads 56.1 KB to a device that holds every pack, over the --max-download budget of 1 KB;"))
        #expect(over.standardError.hasSuffix("[budget-exceeded]\n1 error, 0 warnings\n"))
        // Level 04 is new: growth from nothing exceeds any budget.
        let fromNothing = try CommandRunner.run(["diff", builds.old, builds.new, "--max-growth", "tag=Level 04:50%", "--format", "json"])
        #expect(fromNothing.status == 1)
        let diagnostics = try #require(try fromNothing.json()["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["code"] as? String } == ["budget-exceeded"])
        #expect((diagnostics.first?["message"] as? String)?.hasPrefix("tag 'Level 04' grew from nothing") == true)
        let unknown = try CommandRunner.run(["diff", builds.old, builds.new, "--max-growth", "tag=Level 4:5%"])
        #expect(unknown.status == 1)
        #expect(unknown.standardError.contains("[unknown-budget-tag]"))
        // All packs grew 23.8% (Level 04 added, Golden Sword removed); initial-install and
        // prefetch packs did not change.
        let within = try CommandRunner.run([
            "diff", builds.old, builds.new, "--max-growth", "24%", "--max-growth", "initial-and-prefetch:0%", "--max-download", "1MB",
        ])
        #expect(within.status == 0, "\(within.standardError)")
        let grown = try CommandRunner.run(["diff", builds.old, builds.new, "--max-growth", "23%"])
        #expect(grown.standardError.contains("error: all packs grew by 23.8% (88.8 KB to 109.9 KB), over the --max-growth budget of 23%"))
        let malformed = try CommandRunner.run(["diff", builds.old, builds.new, "--max-growth", "five"])
        #expect(malformed.status == 64)
    }

    @Test func aSmallChangeInALargePackIsNamed() throws {
        let builds = try builds()
        // Level 03's pack is about 30 KB and only its 80-byte map changed.
        let result = try CommandRunner.run(["diff", builds.old, builds.new, "--large-pack", "10KB"])
        #expect(result.status == 0)
        #expect(result.standardError.contains("warning: pack 'Level 03'"))
        #expect(result.standardError.contains("is downloaded again for 80 bytes of changed files: 'Update/Levels/03/map.json'"))
        #expect(result.standardError.hasSuffix("[large-pack-redownload]\n0 errors, 1 warning\n"))
        let quiet = try CommandRunner.run(["diff", builds.old, builds.new])
        #expect(!quiet.standardError.contains("large-pack-redownload"))
    }

    @Test func diffTextAndMarkdownShowTheChangedPacksFirst() throws {
        let builds = try builds()
        let text = try CommandRunner.run(["diff", builds.old, builds.new])
        #expect(text.standardOutput.contains("Asset packs: 1 changed, 1 added, 1 removed, 5 unchanged"))
        #expect(text.standardOutput.contains("    changed  Update/Levels/03/map.json (80 bytes -> 80 bytes)"))
        let markdown = try CommandRunner.run(["diff", builds.old, builds.new, "--format", "markdown"])
        let lines = markdown.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.prefix(2) == ["<!-- odr-pack:diff -->", "### odr-pack diff: `\(builds.old)` → `\(builds.new)`"])
        // The verdict and the download lead.
        #expect(lines[2].hasPrefix("**✅ passes: no problems** · **download after the update: 56.1 KB**"), "\(lines[2])")
        // Names are code spans in Markdown.
        let rows = lines.filter { $0.hasPrefix("| `Level") || $0.hasPrefix("| `Golden") }.map { $0.replacingOccurrences(of: "`", with: "") }
        // Added and changed first, biggest download first (Level 03 is 31.6 KB, Level 04 24.6 KB); then removed.
        #expect(
            rows.prefix(3).map { $0.split(separator: "|").prefix(2).map { $0.trimmingCharacters(in: .whitespaces) } }
                == [["Level 03", "changed"], ["Level 04", "added"], ["Golden Sword", "removed"]])
        #expect(rows.first?.hasSuffix("| changed Update/Levels/03/map.json |") == true)
        #expect(markdown.standardOutput.count < 65_536)
        let unreadable = try CommandRunner.run(["diff", builds.old, "/nonexistent"])
        #expect(unreadable.status == 1)
        #expect(
            unreadable.standardError.hasPrefix("/nonexistent: error: cannot read the index: no such file or directory [unreadable-index]\n")
        )
        let json = try CommandRunner.run(["diff", builds.old, "/nonexistent", "--format", "json"])
        #expect(json.status == 1)
        let object = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
        #expect((object?["diagnostics"] as? [[String: Any]])?.map { $0["code"] as? String } == ["unreadable-index"])
    }
}
