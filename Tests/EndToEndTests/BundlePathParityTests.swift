import Foundation
import TestSupport
import Testing

/// A file has one path for the app, whatever the delivery: the paths inside each Background
/// Assets pack (the stand-in packager's archive, read with `tar`, less the manifest and the note
/// it adds) are those inside the On-Demand
/// Resources pack of the same tag set (the `.assetpack` folder `--archive folder` writes, less
/// its `Info.plist`), for every example, each partition its own pack.
@Suite struct BundlePathParityTests {
    static let projects = [
        ["Examples/GreatGame/GreatGame.xml"],
        ["Examples/GreatGame/GreatGame.plist"],
        ["Examples/XcodeGame/XcodeGame.xcodeproj", "--allow-uncompiled"],
    ]

    @Test(arguments: projects)
    func backgroundAssetsPacksHoldTheBundlePathsOfTheOnDemandResourcesPacks(_ project: [String]) throws {
        let folder = try TemporaryFolder()
        let manifest = CommandRunner.packageDirectory.appendingPathComponent(project[0]).path
        let flags = Array(project.dropFirst())
        let odr = try CommandRunner.run(["build", manifest, "-o", folder.path("odr"), "--archive", "folder", "--quiet"] + flags)
        #expect(odr.status == 0, "\(odr.standardError)")
        let ba = try CommandRunner.run(["build", manifest, "-o", folder.path("ba"), "--delivery", "background-assets", "--quiet"] + flags,
                                       environment: BackgroundAssets.environment(log: folder.path("ba.log")))
        #expect(ba.status == 0, "\(ba.standardError)")
        var odrPacks: [[String]: Set<String>] = [:]
        for pack in try Self.packs(folder.path("odr")) {
            let root = folder.path("odr/packs/") + (pack["Folder"] as? String ?? "")
            let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String }
                .filter { !BackgroundAssets.isFolder(root + "/" + $0) && $0 != "Info.plist" } ?? []
            odrPacks[(pack["Tags"] as? [String] ?? []).sorted()] = Set(files)
        }
        var baPacks: [[String]: Set<String>] = [:]
        for pack in try Self.packs(folder.path("ba")) {
            let archive = folder.path("ba/") + (pack["Archive"] as? String ?? "")
            let listing = try CommandRunner.runShell("tar -tf '\(archive)'", in: folder.url)
            #expect(listing.status == 0, "\(listing.standardError)")
            // The stand-in adds its manifest and a note that it is not Apple's archive.
            let entries = listing.standardOutput.split(separator: "\n").map(String.init)
                .filter { !$0.hasSuffix("/") && !["manifest.json", "STAND-IN-NOT-APPLE-ARCHIVE.txt"].contains($0) }
            baPacks[(pack["Tags"] as? [String] ?? []).sorted()] = Set(entries)
        }
        #expect(!odrPacks.isEmpty && Set(baPacks.keys) == Set(odrPacks.keys), "\(baPacks.keys) vs \(odrPacks.keys)")
        for (tags, files) in odrPacks {
            #expect(baPacks[tags] == files, "\(tags): Background Assets \(baPacks[tags]?.sorted() ?? []) vs ODR \(files.sorted())")
        }
    }

    /// The index's packs.
    static func packs(_ build: String) throws -> [[String: Any]] {
        let data = try Data(contentsOf: URL(fileURLWithPath: build + "/index.plist"))
        let index = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        return index["AssetPacks"] as? [[String: Any]] ?? []
    }
}
