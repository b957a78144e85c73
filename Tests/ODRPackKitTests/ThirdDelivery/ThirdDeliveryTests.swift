import Foundation
import TestSupport
import Testing

@testable import ODRPackKit

/// A third delivery, written in the tests' own folder and registered with one line, goes
/// through every command and every format with nothing of odr-pack changed: the seam is closed.
/// Its two options of its own (`FolderCopyFlags`, `FolderCopySettings`) go through the command
/// line's parser beside every delivery's group.
@Suite(.serialized, .budget(seconds: 1)) struct ThirdDeliveryTests {
    init() {
        DeliveryRegistry.register(FolderCopyDelivery())
    }

    /// A game of six partitions, over the delivery's limit of four packs.
    func project() throws -> TemporaryFolder {
        let project = try TemporaryFolder()
        try project.gameProject()
        try project.write("Levels/03/map.json", text: #"{"level": 3}"#)
        try project.write("Store/sword.png", bytes: [UInt8](repeating: 3, count: 700))
        try project.manifest(
            """
            <tag name="Level 01" category="initial-install"/>
            <tag name="Level 02" category="prefetch"/>
            <resource path="Levels/01" tags="Level 01"/>
            <resource path="Levels/02" tags="Level 02"/>
            <resource path="Levels/03" tags="Level 03"/>
            <resource path="Shared/enemy.png" tags="Level 01, Level 02"/>
            <resource path="fr.lproj/Intro.strings" tags="Level 02, Level 03"/>
            <resource path="Store/sword.png" tags="Sword"/>
            """, attributes: #"delivery="folder-copy""#)
        return project
    }

    @Test func aDeliveryOfItsOwnFolderIsListedAndNamedByManifests() throws {
        #expect(DeliveryRegistry.names.contains(.folderCopy))
        let project = try project()
        let lint = project.lint()
        #expect(lint.delivery.id == .folderCopy && lint.profile.name.rawValue == "folder-copy")
        let error = try #require(lint.diagnostics.first { $0.code == .packCountOverLimit })
        #expect(error.message.contains("limit of 4"))
        var options = LintOptions()
        options.merging.maxPacks = 4
        let merged = project.lint(options: options)
        #expect(!merged.failed, "\(merged.diagnostics)")
        #expect(merged.plan?.packs.count == 4 && merged.plan?.packs.allSatisfy { $0.identity.identifier.hasPrefix("Pack") } == true)
        options.settings[BackgroundAssetsSettings.self].writeArchives = false
        #expect(project.lint(options: options).diagnostics.map(\.code) == [.inapplicableOption])
    }

    @Test func itBuildsVerifiesDiffsAndRendersInEveryFormat() throws {
        let project = try project()
        var lint = LintOptions()
        lint.merging.maxPacks = 4
        let output = project.path("out")
        let build = BuildJob(
            BuildPipeline.Request(manifest: project.path("odr.xml"), lint: lint, build: BuildOptions(outputDirectory: output))
        ).run()
        #expect(!build.failed, "\(build.diagnostics)")
        let index = try #require(build.report?.index)
        #expect(
            index.delivery == .folderCopy && index.archiveFormat == "folder"
                && index.deliveryKeys["CopiedBy"] == .string("FolderCopyProducer"))
        let first = try #require(index.assetPacks.first?.identifier)
        #expect(try String(contentsOfFile: project.path("out/Packs.txt"), encoding: .utf8).hasPrefix("\(first): "))
        #expect(FileManager.default.fileExists(atPath: project.path("out/packs/\(first)")))
        let verify = VerifyJob(directory: output).run()
        #expect(verify.diagnostics.isEmpty, "\(verify.diagnostics)")
        try project.write("Levels/03/map.json", text: #"{"level": 33}"#)
        let next = BuildJob(
            BuildPipeline.Request(manifest: project.path("odr.xml"), lint: lint, build: BuildOptions(outputDirectory: project.path("next")))
        ).run()
        #expect(!next.failed)
        let diff = DiffJob(old: output, new: project.path("next")).run()
        #expect(diff.diff?.totals.changedPacks == 1)
        for format in OutputFormat.allCases {
            let renderer = format.renderer()
            for rendering in [
                build.rendered(by: renderer), verify.rendered(by: renderer), diff.rendered(by: renderer),
                LintJob(manifest: project.path("odr.xml"), options: lint).run().rendered(by: renderer),
            ] {
                #expect(!(rendering.output + rendering.errors).isEmpty)
            }
        }
        #expect(
            TextRenderer().render(verify).output.contains("folders and")
                && TextRenderer().render(diff).output.contains("1 folders copied again"))
        let table = TextRenderer().render(LintJob(manifest: project.path("odr.xml"), options: lint).run()).output
        #expect(table.contains("FOLDER") && table.contains("copy-essential"), "\(table)")
        let page = HTMLReport.render(LintJob(manifest: project.path("odr.xml"), options: lint).run(), generator: "test")
        #expect(page.contains("Folder Copy · ") && page.contains("copy-prefetch"))
    }

    /// Its two options of its own go through the command line's parser beside every
    /// delivery's group, reach its build as its settings, and are refused as any delivery's
    /// are: its options with another delivery in force, another delivery's options with it.
    @Test func itsOwnOptionsGoThroughTheCommandLineToItsBuildAndAreRefusedElsewhere() throws {
        let project = try project()
        let manifest = project.path("odr.xml")
        let output = project.path("out")
        let parsed = try FolderCopyBuild.parse([
            manifest, "-o", output, "--max-packs", "4", "--copied-by", "a test", "--file-time", "1700000000",
        ])
        let build = BuildJob(try parsed.request()).run()
        #expect(!build.failed, "\(build.diagnostics)")
        let index = try #require(build.report?.index)
        #expect(index.deliveryKeys["CopiedBy"] == .string("a test"))
        let first = try #require(index.assetPacks.first?.files.first)
        let copied = try FileManager.default.attributesOfItem(
            atPath: project.path("out/packs/\(index.assetPacks[0].identifier)/\(first.path)"))
        #expect((copied[.modificationDate] as? Date)?.timeIntervalSince1970 == 1_700_000_000)
        #expect(FolderCopyBuild.helpMessage().contains("FOLDER COPY:"))
        #expect(throws: (any Error).self) { try FolderCopyBuild.parse([manifest, "-o", output, "--file-time", "-1"]) }

        let elsewhere = try FolderCopyBuild.parse([
            manifest, "-o", output, "--delivery", "background-assets", "--copied-by", "a test", "--file-time", "0",
        ])
        let refused = LintJob(manifest: manifest, options: try elsewhere.request().lint).run()
        #expect(
            refused.diagnostics.filter { $0.code == .inapplicableOption }.map(\.message) == [
                "--copied-by does not apply to Background Assets (it applies to Folder Copy); remove it, or choose the delivery it applies to with --delivery",
                "--file-time does not apply to Background Assets (it applies to Folder Copy); remove it, or choose the delivery it applies to with --delivery",
            ])
        let others = try FolderCopyBuild.parse([manifest, "-o", output, "--layout", "unity", "--archive", "tar"])
        #expect(
            LintJob(manifest: manifest, options: try others.request().lint).run().diagnostics.filter { $0.code == .inapplicableOption }.map(
                \.message) == [
                    "--archive does not apply to Folder Copy (it applies to On-Demand Resources); remove it, or choose the delivery it applies to with --delivery",
                    "--layout does not apply to Folder Copy (it applies to Play Asset Delivery); remove it, or choose the delivery it applies to with --delivery",
                ])
    }
}
