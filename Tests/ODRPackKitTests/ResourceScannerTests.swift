import FileSystem
import TestSupport
import Testing

@testable import ODRPackKit

@Suite(.budget(seconds: 1)) struct ResourceScannerTests {
    @Test func missingResourceIsReportedAtItsEntry() throws {
        let project = try TemporaryFolder()
        try project.manifest(#"<resource path="Levels/09" tags="Level 09"/>"#)
        let result = project.lint()
        #expect(result.codes == [.missingResource])
        #expect(result.diagnostics.first?.location?.line == 3)
        #expect(result.diagnostics.first?.message.hasPrefix("resource 'Levels/09' does not exist under") == true)
    }

    @Test(arguments: ["../secret.txt", "/etc/hostname", "a/../../secret.txt"])
    func pathLeavingTheBaseIsRejected(path: String) throws {
        let project = try TemporaryFolder()
        try project.write("base/a/x.txt", text: "x")
        try project.write("secret.txt", text: "s")
        try project.manifest(#"<resource path="\#(path)" tags="A"/>"#, attributes: #"base="base""#)
        let result = project.lint()
        #expect(result.codes == [.pathOutsideBase])
        #expect(result.plan?.packs.isEmpty == true)
    }

    @Test func dotDotThatStaysInsideTheBaseIsAllowed() throws {
        let project = try TemporaryFolder()
        try project.write("a/x.txt", text: "x")
        try project.manifest(#"<resource path="b/../a/x.txt" tags="A"/>"#)
        #expect(project.lint().diagnostics.isEmpty)
    }

    @Test func symbolicLinkLeadingOutIsRejectedAtTopLevelAndInsideFolders() throws {
        let project = try TemporaryFolder()
        try project.write("outside/secret.txt", text: "s")
        try project.write("base/Level/ok.txt", text: "ok")
        try project.link("base/Level/escape.txt", to: project.path("outside/secret.txt"))
        try project.link("base/linked", to: project.path("outside"))
        try project.manifest(
            """
            <resource path="Level" tags="A"/>
            <resource path="linked/secret.txt" tags="B"/>
            """, attributes: #"base="base""#)
        let result = project.lint()
        #expect(result.codes == [.pathOutsideBase, .pathOutsideBase])
        #expect(result.diagnostics.map(\.location?.line) == [3, 4])
        #expect(result.plan?.packs.flatMap(\.files).map(\.packPath) == ["Level/ok.txt"])
    }

    @Test func symbolicLinkInsideTheBaseIsFollowed() throws {
        let project = try TemporaryFolder()
        try project.write("real/data.bin", bytes: [1, 2, 3])
        try project.link("Level/data.bin", to: "../real/data.bin")
        try project.manifest(#"<resource path="Level" tags="A"/>"#)
        let result = project.lint()
        #expect(result.diagnostics.isEmpty)
        #expect(result.plan?.packs.first?.files.map(\.packPath) == ["Level/data.bin"])
        #expect(result.plan?.packs.first?.bytes == 3)
    }

    @Test func linkCycleInsideAFolderIsReportedNotFollowedForever() throws {
        let project = try TemporaryFolder()
        try project.write("Level/a.txt", text: "a")
        try project.link("Level/again", to: ".")
        try project.manifest(#"<resource path="Level" tags="A"/>"#)
        let result = project.lint()
        #expect(result.codes == [.unreadableResource])
        #expect(result.plan?.packedFiles == 1)
    }

    @Test func fileReachedByTwoEntriesIsADuplicateCountedOnce() throws {
        let project = try TemporaryFolder()
        try project.write("Levels/01/a.png", text: "aaaa")
        try project.write("Levels/01/b.png", text: "bb")
        try project.manifest(
            """
            <resource path="Levels" tags="All"/>
            <resource path="Levels/01/a.png" tags="One"/>
            <resource path="Levels/01/../01/a.png" tags="All"/>
            """)
        let result = project.lint()
        #expect(result.codes == [.duplicateResource, .duplicateResource])
        #expect(result.diagnostics[0].location?.line == 4)
        #expect(
            result.diagnostics[0].message
                == "resource 'Levels/01/a.png' reaches file 'Levels/01/a.png' already reached by 'Levels' at line 3; list each file once")
        #expect(result.plan?.packBytes == 6)
    }

    @Test(
        arguments: [
            ([0xCF, 0xFA, 0xED, 0xFE, 7, 0, 0, 1], "Mach-O"),
            ([0xFE, 0xED, 0xFA, 0xCE, 0, 0, 0, 12], "Mach-O"),
            ([0xCA, 0xFE, 0xBA, 0xBE, 0, 0, 0, 2], "universal Mach-O"),
            ([0x7F, 0x45, 0x4C, 0x46, 2, 1, 1, 0], "ELF"),
        ] as [([UInt8], String)])
    func executableCodeInATaggedResourceIsAnError(bytes: [UInt8], kind: String) throws {
        let project = try TemporaryFolder()
        try project.write("Plugins/libgame.dylib", bytes: bytes + [UInt8](repeating: 0, count: 64))
        try project.write("Plugins/readme.txt", text: "plain text")
        try project.manifest(#"<resource path="Plugins" tags="A"/>"#)
        let result = project.lint()
        #expect(result.codes == [.executableInPack])
        #expect(result.diagnostics.first?.message.contains("'Plugins/libgame.dylib' is \(kind) executable code") == true)
    }

    @Test func javaClassFileIsNotMistakenForAUniversalBinary() {
        #expect(ExecutableDetector.kind(of: [0xCA, 0xFE, 0xBA, 0xBE, 0, 0, 0, 52]) == nil)
        #expect(ExecutableDetector.kind(of: [0x7F, 0x45]) == nil)
    }

    @Test func executableCodeInTheAppBundleIsFine() throws {
        let project = try TemporaryFolder()
        try project.write("bin/tool", bytes: [0x7F, 0x45, 0x4C, 0x46, 2, 1, 1, 0])
        try project.manifest(#"<resource path="bin/tool"/>"#)
        #expect(project.lint().diagnostics.isEmpty)
    }

    @Test func twoFilesLandingOnOnePackPathCollide() throws {
        let project = try TemporaryFolder()
        try project.write("Level1/icon.png", text: "1")
        try project.write("Level2/icon.png", text: "2")
        try project.manifest(
            """
            <resource path="Level1/icon.png" tags="A"/>
            <resource path="Level2/icon.png" tags="A"/>
            """)
        let result = project.lint()
        #expect(result.codes == [.packPathCollision])
        #expect(result.diagnostics.first?.location?.line == 4)
        #expect(
            result.diagnostics.first?.message
                == "'Level1/icon.png' and 'Level2/icon.png' both land at 'icon.png' in asset pack 'A'; rename one or put them in a folder resource"
        )
    }

    @Test func versionControlAndFinderFilesAreLeftOutOfFolders() throws {
        let project = try TemporaryFolder()
        try project.write("Level/a.txt", text: "a")
        try project.write("Level/.DS_Store", text: "junk")
        try project.write("Level/.git/HEAD", text: "ref")
        try project.manifest(#"<resource path="Level" tags="A"/>"#)
        #expect(project.lint().plan?.packs.first?.files.map(\.packPath) == ["Level/a.txt"])
    }

    @Test func missingBaseFolderIsOneProblemNotOnePerResource() throws {
        let project = try TemporaryFolder()
        try project.manifest(#"<resource path="a" tags="A"/><resource path="b" tags="B"/>"#, attributes: #"base="nowhere""#)
        let result = project.lint()
        #expect(result.codes == [.missingResource])
        #expect(result.diagnostics.first?.message.contains("base folder") == true)
    }

    @Test func emptyFolderResourceIsAWarning() throws {
        let project = try TemporaryFolder()
        try project.folder("Levels/empty")
        try project.manifest(#"<resource path="Levels/empty" tags="A"/>"#)
        let result = project.lint()
        #expect(result.codes == [.emptyResource])
        #expect(!result.failed)
    }

    @Test func baseThatIsAFileIsOneProblem() throws {
        let project = try TemporaryFolder()
        try project.write("file.txt", text: "x")
        try project.manifest(#"<resource path="a" tags="A"/>"#, attributes: #"base="file.txt""#)
        let result = project.lint()
        #expect(result.codes == [.missingResource])
        #expect(result.diagnostics.first?.message.contains("not a directory") == true)
    }

    @Test func linkToTheBaseItselfIsACycle() throws {
        let project = try TemporaryFolder()
        try project.write("base/Level/a.txt", text: "a")
        try project.link("base/Level/root", to: project.path("base"))
        try project.manifest(#"<resource path="Level" tags="A"/>"#, attributes: #"base="base""#)
        let result = project.lint()
        #expect(result.codes == [.unreadableResource])
        #expect(result.diagnostics.first?.message.contains("links back to a folder") == true)
    }

    @Test func folderInsideALocalizationFolderKeepsItsRegionAsXcodeDoes() throws {
        let project = try TemporaryFolder()
        try project.write("fr.lproj/Help/a.html", text: "a")
        try project.write("fr.lproj/Intro.strings", text: "b")
        try project.manifest(#"<resource path="fr.lproj/Help" tags="A"/><resource path="fr.lproj/Intro.strings" tags="A"/>"#)
        // swift-build: the region is the immediate parent's `xx.lproj`, for files and folders alike.
        #expect(project.lint().plan?.packs.first?.files.map(\.packPath) == ["fr.lproj/Help/a.html", "fr.lproj/Intro.strings"])
        #expect(project.lint().plan?.packs.first?.items == ["fr.lproj/Help", "fr.lproj/Intro.strings"])
    }

    @Test func fileCheckedByAnEarlierBuildIsNotReadAgainUnlessItChanged() throws {
        let project = try TemporaryFolder()
        try project.write("Plugins/tool", bytes: [0x7F, 0x45, 0x4C, 0x46, 2, 1, 1, 0])
        try project.manifest(#"<resource path="Plugins" tags="A"/>"#)
        let status = try FileStatus.of(project.path("Plugins/tool"))
        let stamp = FileStamp(status)
        // The stamp matches: the earlier result stands and the file is not opened.
        #expect(project.lint(options: LintOptions(checkedFiles: ["Plugins/tool": stamp])).codes.isEmpty)
        // A different stamp means the file may have changed: it is read and reported. A write
        // that puts size and modification time back still moves the change time; a copy or a
        // restore is another inode.
        var changed = stamp
        changed.changeTime += 1
        var copied = stamp
        copied.inode += 1
        for stale in [changed, copied] {
            #expect(project.lint(options: LintOptions(checkedFiles: ["Plugins/tool": stale])).codes == [.executableInPack])
        }
    }
}
