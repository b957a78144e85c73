import Foundation
import TestSupport
import Testing

/// A file has one path for the app, whatever the delivery: the paths inside each Background
/// Assets pack (the stand-in packager's archive, read with `tar`, less the manifest and the note
/// it adds) and inside each Google Play pack (`src/main/assets/` of its Gradle module) are those
/// inside the On-Demand Resources pack of the same tag set (the `.assetpack` folder `--archive
/// folder` writes, less its `Info.plist`), each partition its own pack. For every example, and
/// for the real projects of `Tests/ODRPackKitTests/RealProjects` with the files their
/// repositories left out made in a copy (their paths taken from lint's own report of them).
@Suite(.budget(seconds: 10)) struct BundlePathParityTests {
    static let realProjects = "Tests/ODRPackKitTests/RealProjects/"

    static let projects: [[String]] = [
        ["Examples/GreatGame/GreatGame.xml"],
        ["Examples/GreatGame/GreatGame.plist"],
        ["Examples/XcodeGame/XcodeGame.xcodeproj", "--allow-uncompiled"],
        [realProjects + "hutbe__OnDemandResources/On-Demand Resources.xcodeproj", "--allow-uncompiled"],
        [realProjects + "tutsplus__iOS-OnDemandResources-StarterProject/ODR Introduction.xcodeproj", "--allow-uncompiled"],
        [
            realProjects + "OnDemandResourcesTutorial__tvos-odr-tutorial/On-Demand Resources Example/On-Demand Resources Example.xcodeproj",
            "--allow-uncompiled",
        ],
    ]

    /// In the fast set, GreatGame alone; every example and real project in `make test`.
    @Test(arguments: TestSet.sample(projects, fast: 1))
    func everyDeliveryPacksAFileAtTheBundlePathOfItsOnDemandResourcesPack(_ project: [String]) throws {
        let folder = try TemporaryFolder()
        let manifest = try Self.complete(project[0], in: folder)
        let flags = Array(project.dropFirst())
        let odr = try CommandRunner.run(["build", manifest, "-o", folder.path("odr"), "--archive", "folder", "--quiet"] + flags)
        #expect(odr.status == 0, "\(odr.standardError)")
        let ba = try CommandRunner.run(
            ["build", manifest, "-o", folder.path("ba"), "--delivery", "background-assets", "--quiet"] + flags,
            environment: BackgroundAssets.environment(log: folder.path("ba.log")))
        #expect(ba.status == 0, "\(ba.standardError)")
        let play = try CommandRunner.run(
            ["build", manifest, "-o", folder.path("play"), "--delivery", "play-asset-delivery", "--quiet"] + flags)
        #expect(play.status == 0, "\(play.standardError)")

        var odrPacks: [[String]: Set<String>] = [:]
        for pack in try Self.packs(folder.path("odr")) {
            let root = folder.path("odr/packs/") + (pack["Folder"] as? String ?? "")
            odrPacks[Self.tags(pack)] = Self.files(below: root).subtracting(["Info.plist"])
        }
        var baPacks: [[String]: Set<String>] = [:]
        for pack in try Self.packs(folder.path("ba")) {
            let archive = folder.path("ba/") + (pack["Archive"] as? String ?? "")
            let listing = try CommandRunner.runShell("tar -tf '\(archive)'", in: folder.url)
            #expect(listing.status == 0, "\(listing.standardError)")
            // The stand-in adds its manifest and a note that it is not Apple's archive.
            let entries = listing.standardOutput.split(separator: "\n").map(String.init)
                .filter { !$0.hasSuffix("/") && !["manifest.json", "STAND-IN-NOT-APPLE-ARCHIVE.txt"].contains($0) }
            baPacks[Self.tags(pack)] = Set(entries)
        }
        var playPacks: [[String]: Set<String>] = [:]
        for pack in try Self.packs(folder.path("play")) {
            playPacks[Self.tags(pack)] = Self.files(below: folder.path("play/") + (pack["Archive"] as? String ?? "") + "/src/main/assets")
        }
        #expect(
            !odrPacks.isEmpty && Set(baPacks.keys) == Set(odrPacks.keys) && Set(playPacks.keys) == Set(odrPacks.keys),
            "\(baPacks.keys), \(playPacks.keys) vs \(odrPacks.keys)")
        for (tags, files) in odrPacks {
            #expect(!files.isEmpty, "\(tags)")
            #expect(baPacks[tags] == files, "\(tags): Background Assets \(baPacks[tags]?.sorted() ?? []) vs ODR \(files.sorted())")
            #expect(playPacks[tags] == files, "\(tags): Google Play \(playPacks[tags]?.sorted() ?? []) vs ODR \(files.sorted())")
        }
        if project[0].contains("hutbe__") {
            // File references are copied to the top of the bundle (as DemoBots' levels are), not
            // kept at their folder in the repository ('On-Demand Resources/Resources/burger.png').
            #expect(odrPacks.values.contains { $0.contains("burger.png") }, "\(odrPacks)")
        }
    }

    /// The manifest to build: an example as it is, or a copy of a real project with every file
    /// lint reports missing (`missing-resource`, `missing-catalog-file`) made, holding its path.
    static func complete(_ project: String, in folder: TemporaryFolder) throws -> String {
        let source = CommandRunner.packageDirectory.appendingPathComponent(project)
        guard project.hasPrefix(realProjects) else { return source.path }
        let name = String(project.dropFirst(realProjects.count).prefix { $0 != "/" })
        try FileManager.default.copyItem(
            at: CommandRunner.packageDirectory.appendingPathComponent(realProjects + name),
            to: folder.url.appendingPathComponent(name))
        let copy = folder.path(String(project.dropFirst(realProjects.count)))
        let lint = try CommandRunner.run(["lint", copy, "--allow-uncompiled", "--format", "json"])
        let diagnostics = try #require(try lint.json()["diagnostics"] as? [[String: Any]])
        var made = 0
        for diagnostic in diagnostics {
            let message = diagnostic["message"] as? String ?? ""
            switch diagnostic["code"] as? String {
            case "missing-resource":
                // resource 'A/b.png' does not exist under '<base>'; ...
                let path = try #require(Self.quoted(message, after: "resource '"))
                let base = try #require(Self.quoted(message, after: "does not exist under '"))
                _ = try folder.write(String((base + "/" + path).dropFirst(folder.root.count + 1)), text: path)
                made += 1
            case "missing-catalog-file":
                // the tagged set 'x.imageset' names a file its folder does not hold ('x.png'), ...
                let file = try #require(diagnostic["file"] as? String)
                let name = try #require(Self.quoted(message, after: "does not hold ('"))
                let set = URL(fileURLWithPath: file).deletingLastPathComponent().path
                _ = try folder.write(String((set + "/" + name).dropFirst(folder.root.count + 1)), text: name)
                made += 1
            default:
                break
            }
        }
        #expect(made > 0, "\(project): nothing was missing, so the copy is not needed")
        return copy
    }

    /// The text of `message` from after `marker` to the next `'`.
    static func quoted(_ message: String, after marker: String) -> String? {
        guard let start = message.range(of: marker) else { return nil }
        return String(message[start.upperBound...].prefix { $0 != "'" })
    }

    /// A pack's tags, sorted.
    static func tags(_ pack: [String: Any]) -> [String] {
        (pack["Tags"] as? [String] ?? []).sorted()
    }

    /// The regular files below `root`, by relative path.
    static func files(below root: String) -> Set<String> {
        let paths = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return Set(paths.filter { !BackgroundAssets.isFolder(root + "/" + $0) })
    }

    /// The index's packs.
    static func packs(_ build: String) throws -> [[String: Any]] {
        let data = try Data(contentsOf: URL(fileURLWithPath: build + "/index.plist"))
        let index = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        return index["AssetPacks"] as? [[String: Any]] ?? []
    }
}
