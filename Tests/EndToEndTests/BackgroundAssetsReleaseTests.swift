import Foundation
import TestSupport
import Testing

/// Background Assets release after release, end to end: the packager's command line chosen
/// from its version (the stand-in plays 1.2, 2.0 and versions odr-pack does not know), and
/// pack IDs kept by a second build into the same folder and by a committed lock file on a
/// clean checkout.
@Suite(.budget(seconds: 10)) struct BackgroundAssetsReleaseTests {
    static let greatGame = CommandRunner.packageDirectory.appendingPathComponent("Examples/GreatGame").path

    /// A copy of GreatGame in `folder`.
    static func copyGreatGame(into folder: TemporaryFolder) throws {
        try FileManager.default.copyItem(atPath: "\(greatGame)/Resources", toPath: folder.path("Resources"))
        try FileManager.default.copyItem(atPath: "\(greatGame)/GreatGame.xml", toPath: folder.path("GreatGame.xml"))
    }

    static func build(_ arguments: [String], in folder: TemporaryFolder, environment: [String: String] = [:]) throws -> CommandResult {
        let log = folder.path("ba.log")
        return try CommandRunner.run(
            ["build", "GreatGame.xml", "--delivery", "background-assets"] + arguments,
            environment: BackgroundAssets.environment(log: log).merging(environment) { _, new in new }, in: folder.url)
    }

    /// The IDs of the build in `output`, by the bundle paths of their files.
    static func ids(_ output: String, in folder: TemporaryFolder) throws -> [[String]: String] {
        let map = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.url.appendingPathComponent("\(output)/AssetPackMap.json")))
                as? [String: Any])
        let packs = try #require(map["packs"] as? [String: [String: Any]])
        return Dictionary(
            packs.map { id, pack in ((pack["files"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }.sorted(), id) }
        ) { a, _ in a }
    }

    @Test func aVersionTwoPackagerIsGivenItsOwnCommandLineAndRecordedInTheIndex() throws {
        let folder = try TemporaryFolder()
        try Self.copyGreatGame(into: folder)
        let built = try Self.build(["-o", "out"], in: folder, environment: ["BA_PACKAGE_VERSION": "2.0"])
        #expect(built.status == 0, "\(built.standardError)")
        #expect(
            built.standardError.contains(
                "(ba-package 2.0 (odr-pack's stand-in, not Apple's packager)); it says it is not Apple's packager, so these archives cannot be uploaded"
            ), "\(built.standardError)")
        let runs = try BackgroundAssets.runs(folder.path("ba.log"))
        #expect(!runs.isEmpty && runs.allSatisfy { $0.arguments.count == 3 && $0.arguments[1] == "-o" }, "\(runs.map(\.arguments))")
        let index = try #require(
            try PropertyListSerialization.propertyList(
                from: Data(contentsOf: folder.url.appendingPathComponent("out/index.plist")), format: nil) as? [String: Any])
        #expect(index["PackagerVersion"] as? String == "ba-package 2.0 (odr-pack's stand-in, not Apple's packager)")
        // A new packager version makes every pack again.
        let again = try Self.build(["-o", "out"], in: folder, environment: ["BA_PACKAGE_VERSION": "1.2"])
        let all = try BackgroundAssets.runs(folder.path("ba.log"))
        #expect(again.status == 0 && all.count == runs.count * 2)
        #expect(try BackgroundAssets.runs(folder.path("ba.log")).dropFirst(runs.count).allSatisfy { $0.arguments.first == "package" })
    }

    @Test(arguments: ["9.1", "nonsense"])
    func aPackagerOfAVersionWithoutAKnownCommandLineIsAnErrorAndNothingIsWritten(version: String) throws {
        let folder = try TemporaryFolder()
        try Self.copyGreatGame(into: folder)
        let refused = try Self.build(["-o", "out"], in: folder, environment: ["BA_PACKAGE_VERSION": version])
        #expect(refused.status == 1 && refused.standardError.contains("[packager-version-unknown]"), "\(refused.standardError)")
        #expect(refused.standardError.contains("ODR_PACK_BA_PACKAGE_COMMAND"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("out")))
    }

    @Test func aCommandLineGivenInTheEnvironmentReplacesTheVersionsOwn() throws {
        let folder = try TemporaryFolder()
        try Self.copyGreatGame(into: folder)
        let built = try Self.build(
            ["-o", "out"], in: folder, environment: ["ODR_PACK_BA_PACKAGE_COMMAND": "package {manifest} --output-path {output} --quiet"])
        #expect(built.status == 0, "\(built.standardError)")
        #expect(try BackgroundAssets.runs(folder.path("ba.log")).allSatisfy { $0.arguments.last == "--quiet" })
        let bad = try Self.build(["-o", "bad"], in: folder, environment: ["ODR_PACK_BA_PACKAGE_COMMAND": "package {manifest}"])
        #expect(bad.status == 1 && bad.standardError.contains("[packager-version-unknown]") && bad.standardError.contains("no {output}"))
    }

    @Test func aSecondBuildIntoTheSameFolderAndALockFileOnACleanCheckoutKeepTheIDs() throws {
        let folder = try TemporaryFolder()
        try Self.copyGreatGame(into: folder)
        let first = try Self.build(["-o", "out", "--update-lock"], in: folder)
        #expect(first.status == 0, "\(first.standardError)")
        let lock = folder.path("com.example.greatgame.background-assets.lock")
        #expect(FileManager.default.fileExists(atPath: lock))
        let before = try Self.ids("out", in: folder)
        #expect(before[["enemy-slime.png"]] == "Level-01-Level-02")
        // A tag added to the shared enemy: its tag set changes, its content does not.
        let manifest = try String(contentsOfFile: folder.path("GreatGame.xml"), encoding: .utf8)
        try folder.write(
            "GreatGame.xml",
            text: manifest.replacingOccurrences(
                of: #"<resource path="Shared/enemy-slime.png" tags="Level 01, Level 02"/>"#,
                with: #"<resource path="Shared/enemy-slime.png" tags="Level 01, Level 02, Level 03"/>"#))
        try FileManager.default.moveItem(atPath: lock, toPath: folder.path("lock.saved"))
        let second = try Self.build(["-o", "out"], in: folder)
        #expect(second.status == 0, "\(second.standardError)")
        #expect(try Self.ids("out", in: folder) == before, "a second build into the folder keeps every ID")
        // On a clean checkout the committed lock file keeps them.
        try FileManager.default.moveItem(atPath: folder.path("lock.saved"), toPath: lock)
        let clean = try Self.build(["-o", "clean"], in: folder)
        #expect(clean.status == 0, "\(clean.standardError)")
        #expect(try Self.ids("clean", in: folder) == before)
        // Without either, the ID follows the new tag set.
        try FileManager.default.removeItem(atPath: lock)
        #expect(try Self.build(["-o", "fresh"], in: folder).status == 0)
        #expect(try Self.ids("fresh", in: folder)[["enemy-slime.png"]] == "Level-01-Level-02-Level-03")
    }

    @Test func lintReportsTheChurnAgainstTheLockFile() throws {
        let folder = try TemporaryFolder()
        try Self.copyGreatGame(into: folder)
        #expect(try Self.build(["-o", "out", "--update-lock"], in: folder).status == 0)
        let manifest = try String(contentsOfFile: folder.path("GreatGame.xml"), encoding: .utf8)
        try folder.write(
            "GreatGame.xml",
            text: manifest.replacingOccurrences(
                of: #"  <resource path="Store/golden-sword.png" tags="Golden Sword"/>"#, with: ""
            )
            .replacingOccurrences(
                of: #"  <resource path="Store/golden-sword.json" tags="Golden Sword"/>"#, with: #"  <resource path="Store" tags="Store"/>"#)
        )
        let lint = try CommandRunner.run(["lint", "GreatGame.xml", "--delivery", "background-assets", "--format", "json"], in: folder.url)
        #expect(lint.status == 0, "\(lint.standardError)")
        let churn = (try lint.json()["diagnostics"] as? [[String: Any]] ?? []).filter {
            ($0["code"] as? String ?? "").hasPrefix("pack-id-")
        }
        #expect(
            churn.map { "\($0["code"]!) \($0["pack"]!)" }.sorted() == ["pack-id-new Store", "pack-id-retired Golden-Sword"], "\(churn)")
    }

    @Test func aDiffOfAPackedBuildAndOneWithoutArchivesComparesContentWithContent() throws {
        let folder = try TemporaryFolder()
        try Self.copyGreatGame(into: folder)
        #expect(try Self.build(["-o", "packed"], in: folder).status == 0)
        // Level 03 grows by 125% of its content.
        let level = folder.path("Resources/Levels/03/background.png")
        let size = try #require(try FileManager.default.attributesOfItem(atPath: level)[.size] as? Int)
        try folder.write("Resources/Levels/03/background.png", bytes: [UInt8](repeating: 1, count: size + 30_124 * 5 / 4))
        #expect(try Self.build(["-o", "manifests", "--no-archives"], in: folder).status == 0)
        let diff = try CommandRunner.run(
            ["diff", "packed", "manifests", "--format", "json", "--max-growth", "tag=Level 03:50%"], in: folder.url)
        #expect(diff.status == 1, "a growth of content over 50% fails the budget: \(diff.standardOutput)")
        let json = try diff.json()
        #expect(json["measure"] as? String == "content-bytes")
        let tags = try #require(json["tags"] as? [[String: Any]])
        let level03 = try #require(tags.first { $0["name"] as? String == "Level 03" })
        let (old, new) = (level03["oldBytes"] as? Int ?? 0, level03["newBytes"] as? Int ?? 0)
        #expect(Double(new - old) / Double(old) > 0.9, "content grew: \(old) -> \(new)")
        let upload = try #require(json["upload"] as? [String: [String]])
        #expect(upload["newVersions"] == ["Level-03"] && upload["newIDs"] == [] && upload["archive"] == [])
        let text = try CommandRunner.run(["diff", "packed", "manifests"], in: folder.url)
        #expect(text.standardOutput.contains("sizes are the packs' content bytes"))
    }
}
