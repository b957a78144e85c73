import Foundation
import TestSupport
import Testing

@testable import ODRPackKit

/// Sizes lint cannot trust are warnings with their fix: Git LFS pointers in place of tagged
/// assets, files a tagged asset-catalog set names but lacks, and a tag used but not declared
/// in a manifest that declares its tags.
@Suite(.budget(seconds: 1)) struct UntrustedSizeTests {
    /// A Git LFS pointer as `git lfs` writes it (git-lfs docs/spec.md), standing for `size` bytes.
    static func pointer(size: Int) -> String {
        "version https://git-lfs.github.com/spec/v1\noid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\nsize \(size)\n"
    }

    @Test func gitLFSPointersInPlaceOfTaggedAssetsAreWarnedOncePerEntryWithTheSizeTheyStandFor() throws {
        let project = try TemporaryFolder()
        try project.write("Levels/a.png", text: Self.pointer(size: 2_000_000))
        try project.write("Levels/b.png", text: Self.pointer(size: 500_000))
        try project.write("Levels/c.json", text: "version 2 of the level format, not a pointer")
        try project.write("hero.png", text: Self.pointer(size: 100))
        try project.write("UI/menu.png", text: Self.pointer(size: 7))
        try project.manifest(
            """
            <resource path="Levels" tags="L"/>
            <resource path="hero.png" tags="H"/>
            <resource path="UI"/>
            """)
        let result = project.lint()
        let warnings = result.diagnostics(.gitLFSPointer)
        #expect(warnings.map(\.severity) == [.warning, .warning])
        #expect(
            warnings.first?.message
                == "resource 'Levels' holds 2 Git LFS pointer files (such as 'Levels/a.png'), not the assets they stand for (2.5 MB in all), so the sizes are the pointers' and build would pack them; run 'git lfs pull' in the checkout (or check it out with Git LFS installed)"
        )
        #expect(
            warnings.last?.message.hasPrefix("'hero.png' is a Git LFS pointer file, not the asset it stands for (100 bytes), so") == true)
        #expect(warnings.map { $0.location?.line } == [3, 4])
        #expect(result.plan?.gitLFSPointers == ["Levels/a.png", "Levels/b.png", "hero.png"])
    }

    @Test func aFileOverThePointerSizeIsNeverReadBeyondItsFirstBytes() throws {
        let project = try TemporaryFolder()
        try project.write("big.txt", text: Self.pointer(size: 1) + String(repeating: "x", count: 1024))
        try project.manifest(#"<resource path="big.txt" tags="T"/>"#)
        #expect(project.lint().diagnostics(.gitLFSPointer).isEmpty)
    }

    @Test func aTagMisspeltInOneEntryIsWarnedWithTheDeclaredTagItMeant() throws {
        let project = try TemporaryFolder()
        try project.write("a.bin", text: "a")
        try project.write("b.bin", text: "b")
        try project.manifest(
            """
            <tag name="Level 01" category="initial-install"/>
            <tag name="Level 03"/>
            <resource path="a.bin" tags="Level 3"/>
            <resource path="b.bin" tags="Level 01"/>
            """)
        let result = project.lint()
        #expect(
            result.diagnostics(.undeclaredTag).map(\.message) == [
                "tag 'Level 3' is not declared, though the manifest declares its tags, so it makes packs of its own; fix the spelling (did you mean 'Level 03'?) or declare it"
            ])
        #expect(result.diagnostics(.undeclaredTag).first?.location?.line == 5)
        #expect(result.diagnostics(.undeclaredTag).first?.severity == .warning)
        #expect(result.codes.contains(.unusedTag))
    }

    @Test func manifestsThatDeclareOnlyEarlyTagsOrNoneAreNotHeldToTheirDeclarations() throws {
        let project = try TemporaryFolder()
        try project.write("a.bin", text: "a")
        try project.manifest(
            """
            <tag name="Intro" category="prefetch"/>
            <resource path="a.bin" tags="Level 3, Intro"/>
            """)
        #expect(project.lint().diagnostics(.undeclaredTag).isEmpty)
        try project.manifest(#"<resource path="a.bin" tags="Level 3"/>"#)
        #expect(project.lint().diagnostics(.undeclaredTag).isEmpty)
    }

    @Test func filesATaggedCatalogSetNamesButLacksAreAWarningAtItsContentsJSON() throws {
        let project = try TemporaryFolder()
        let set = "Assets.xcassets/Forest.imageset"
        try project.write(
            set + "/Contents.json",
            text: """
                {"images": [{"filename": "forest.png", "scale": "1x"}, {"filename": "forest@2x.png", "scale": "2x"}, {"scale": "3x"}],
                 "properties": {"on-demand-resource-tags": ["Forest"]}}
                """)
        try project.write(set + "/forest.png", bytes: [1, 2, 3])
        try project.write("Assets.xcassets/Plain.imageset/Contents.json", text: #"{"images": [{"filename": "gone.png"}]}"#)
        try project.write(
            "Assets.xcassets/Odd.dataset/Contents.json",
            text: """
                {"data": [{"filename": 3}, "text", {"filename": "blob.bin"}], "properties": {"on-demand-resource-tags": ["Odd"]}}
                """)
        try project.xcodeproj(
            XcodeProjectDiagnosticsTests.app(
                [("F1", [])], references: [PBXText.file("F1", path: "Assets.xcassets")],
                mainChildren: ["F1"]))
        let result = project.lintProject()
        let warnings = result.diagnostics(.missingCatalogFile)
        #expect(
            warnings.map(\.message)
                == [
                    "the tagged set 'Forest.imageset' names a file its folder does not hold ('forest@2x.png'), so its pack's size leaves it out; add it to the set (a checkout without Git LFS or submodules lacks files too) or remove it from its Contents.json",
                    "the tagged set 'Odd.dataset' names a file its folder does not hold ('blob.bin'), so its pack's size leaves it out; add it to the set (a checkout without Git LFS or submodules lacks files too) or remove it from its Contents.json",
                ].sorted())
        #expect(warnings.allSatisfy { $0.severity == .warning && $0.location?.file.hasSuffix("/Contents.json") == true })
        #expect(!result.codes.contains(.invalidAssetCatalog))
    }
}
