import TestSupport
import Testing

@testable import ODRPackKit

@Suite(.budget(seconds: 1)) struct PartitionerTests {
    @Test func fileSharedByTwoTagsIsStoredOnceInThePackOfBothTags() throws {
        let project = try TemporaryFolder()
        try project.write("L1/a.bin", bytes: [UInt8](repeating: 1, count: 100))
        try project.write("L2/b.bin", bytes: [UInt8](repeating: 2, count: 200))
        try project.write("shared.bin", bytes: [UInt8](repeating: 3, count: 50))
        try project.manifest(
            """
            <tag name="Level 1" category="initial-install"/>
            <tag name="Level 2" category="prefetch"/>
            <resource path="L1" tags="Level 1"/>
            <resource path="L2" tags="Level 2"/>
            <resource path="shared.bin" tags="Level 2, Level 1"/>
            """)
        let result = project.lint()
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let plan = try #require(result.plan)
        let tagSets: Set<[String]> = Set(plan.packs.map(\.tags))
        #expect(tagSets == [["Level 1"], ["Level 2"], ["Level 1", "Level 2"]])
        #expect(plan.packBytes == 350)
        #expect(plan.packedFiles == 3)
        let level1 = try #require(plan.tags.first { $0.name == "Level 1" })
        #expect(level1.bytes == 150)
        #expect(level1.packs.count == 2)
        // The shared pack is needed by both early tags but counted once.
        #expect(plan.initialAndPrefetchBytes == 350)
        #expect(plan.packs.map(\.identity.identifier) == plan.packs.map(\.identity.identifier).sorted())
    }

    @Test func packFilesFollowXcodesCopyRule() throws {
        let project = try TemporaryFolder()
        try project.write("Art/Level/tiles/a.png", text: "a")
        try project.write("Art/Level/b.png", text: "b")
        try project.write("Text/fr.lproj/Intro.strings", text: "c")
        try project.write("Text/single.json", text: "d")
        try project.manifest(
            """
            <resource path="Art/Level" tags="T"/>
            <resource path="Text/fr.lproj/Intro.strings" tags="T"/>
            <resource path="Text/single.json" tags="T"/>
            """)
        let pack = try #require(project.lint().plan?.packs.first)
        #expect(pack.files.map(\.packPath) == ["Level/b.png", "Level/tiles/a.png", "fr.lproj/Intro.strings", "single.json"])
        #expect(
            pack.files.map(\.source) == ["Art/Level/b.png", "Art/Level/tiles/a.png", "Text/fr.lproj/Intro.strings", "Text/single.json"])
    }

    @Test func priorityFollowsXcodesFormula() throws {
        let project = try TemporaryFolder()
        for name in ["i", "p1", "p2", "p3", "o"] { try project.write("\(name).txt", text: name) }
        try project.manifest(
            """
            <tag name="I" category="initial-install"/>
            <tag name="P1" category="prefetch"/><tag name="P2" category="prefetch"/><tag name="P3" category="prefetch"/>
            <resource path="i.txt" tags="I, P3"/>
            <resource path="p1.txt" tags="P1"/>
            <resource path="p2.txt" tags="P2, O"/>
            <resource path="p3.txt" tags="P3"/>
            <resource path="o.txt" tags="O"/>
            """)
        let plan = try #require(project.lint().plan)
        func priority(_ tags: [String]) -> Double? { plan.packs.first { $0.tags == tags }?.priority }
        #expect(priority(["I", "P3"]) == 1.0)
        // Xcode computes (2/2) * 0.9 + 0.05, which is 0.9500000000000001 in binary floating point.
        #expect(priority(["P1"]) == 1.0 * 0.9 + 0.05)
        #expect(priority(["O", "P2"]) == 0.5)
        #expect(priority(["P3"]) == 0.05)
        #expect(priority(["O"]) == nil)
        #expect(PackPriority.prefetchPriority(index: 0, count: 1) == 0.5)
    }

    @Test func untaggedResourcesCountAsAppBundleAndAreNeverPacked() throws {
        let project = try TemporaryFolder()
        try project.write("UI/icon.png", bytes: [UInt8](repeating: 0, count: 1_234))
        try project.write("a.txt", text: "a")
        try project.manifest(#"<resource path="UI"/><resource path="a.txt" tags="A"/>"#)
        let plan = try #require(project.lint().plan)
        #expect(plan.appBundleBytes == 1_234)
        #expect(plan.appBundleFiles == 1)
        #expect(plan.packs.count == 1)
    }
}
