import TestSupport
import Testing

@testable import ODRPackKit

@Suite(.budget(seconds: 1)) struct XcodeProjectDiagnosticsTests {
    /// One app whose Resources phase holds `files` (reference, tags); `references` are written after the build files.
    static func app(
        _ files: [(reference: String, tags: [String])], references: [String], fields: String = "",
        mainChildren: [String], projectFields: String = ""
    ) -> String {
        let objects = PBXText.target("T1", name: "App", phases: ["R1"], fields: fields) + PBXText.resources("R1", files) + references
        let text = PBXText.file(objects, targets: ["T1"], mainChildren: mainChildren)
        return projectFields.isEmpty ? text : text.replacingOccurrences(of: "mainGroup = G0;", with: "mainGroup = G0; \(projectFields)")
    }

    @Test func taggedBuildProductIsAnUnresolvedReference() throws {
        let project = try TemporaryFolder()
        try project.xcodeproj(
            Self.app(
                [("F1", ["Late"])], references: [PBXText.file("F1", path: "Gen.bundle", tree: "DERIVED_FILE_DIR")],
                mainChildren: ["F1"]))
        let result = project.lintProject()
        #expect(result.codes == [.unresolvedReference])
        #expect(
            result.diagnostics.first?.message
                == "'Gen.bundle' is tagged but lies under 'DERIVED_FILE_DIR', which is known only when Xcode builds, so it cannot be packed before the build; tag a file in the project folder instead"
        )
        #expect(result.diagnostics.first?.location?.line == PBXText.firstLine + 4)
        #expect(result.diagnostics.first?.tags == ["Late"])
    }

    @Test func unreadableCatalogFileIsReportedAtItsPath() throws {
        let project = try TemporaryFolder()
        try project.write("Assets.xcassets/Bad.imageset/Contents.json", text: "{ nope")
        try project.xcodeproj(
            Self.app(
                [("F1", [])], references: [PBXText.file("F1", path: "Assets.xcassets", type: "folder.assetcatalog")],
                mainChildren: ["F1"]))
        let result = project.lintProject()
        #expect(result.codes == [.invalidAssetCatalog])
        #expect(result.diagnostics.first?.location == SourceLocation(file: project.path("Assets.xcassets/Bad.imageset/Contents.json")))
        #expect(
            result.diagnostics.first?.message
                == "the asset catalog file cannot be read: it is not valid JSON; fix it in Xcode or restore it")
    }

    @Test func catalogSetsAreUnitsWhoseSizeIsTheirFilesAndGroupTagsAreInherited() throws {
        let project = try TemporaryFolder()
        try project.write("Assets.xcassets/Bosses/Contents.json", text: #"{"properties": {"on-demand-resource-tags": ["Bosses"]}}"#)
        try project.write("Assets.xcassets/Bosses/Golem.imageset/Contents.json", text: #"{"images": []}"#)
        try project.write("Assets.xcassets/Bosses/Golem.imageset/golem.png", bytes: Array(repeating: 7, count: 986))
        try project.write("Assets.xcassets/Icon.appiconset/icon.png", bytes: [1, 2])
        try project.xcodeproj(Self.app([("F1", [])], references: [PBXText.file("F1", path: "Assets.xcassets")], mainChildren: ["F1"]))
        let result = project.lintProject()
        #expect(result.problems.isEmpty)
        let pack = try #require(result.plan?.packs.first)
        #expect(pack.tags == ["Bosses"])
        #expect(pack.bytes == 1000)
        #expect(pack.files.map(\.packPath) == ["Golem.imageset/Contents.json", "Golem.imageset/golem.png"])
        #expect(
            result.manifest?.resources.first { !$0.tags.isEmpty }?.location
                == SourceLocation(file: project.path("Assets.xcassets/Bosses/Contents.json")))
        #expect(result.plan?.appBundleFiles == 2)
    }

    @Test func unknownReferenceKindIsAnUnsupportedFeatureWarning() throws {
        let project = try TemporaryFolder()
        try project.xcodeproj(Self.app([("X1", ["A"])], references: ["X1 = {isa = PBXFutureReference; path = a; };"], mainChildren: []))
        let result = project.lintProject()
        #expect(result.codes == [.unsupportedProjectFeature])
        #expect(result.diagnostics.first?.severity == .warning)
        #expect(
            result.diagnostics.first?.message
                == "a build file refers to a 'PBXFutureReference' object, which odr-pack does not read; it is left out")
    }

    @Test func pathsAboveTheProjectFolderRaiseTheBase() throws {
        let project = try TemporaryFolder()
        try project.write("Shared/boss.png", bytes: [1])
        try project.write("Game/level.json", text: "{}")
        let text = Self.app(
            [("F1", ["Boss"]), ("F2", ["Level"])],
            references: [
                PBXText.file("F1", path: "../Shared/boss.png"), PBXText.file("F2", path: "level.json"),
            ], mainChildren: ["F1", "F2"])
        try project.write("Game/Game.xcodeproj/project.pbxproj", text: text)
        let result = Linter.lint(manifestAt: project.path("Game/Game.xcodeproj"))
        #expect(result.problems.isEmpty)
        #expect(result.manifest?.baseDirectory == project.root)
        #expect(result.manifest?.resources.map(\.path) == ["Game/level.json", "Shared/boss.png"])
    }

    @Test func projectDirPathMovesTheProjectFolder() throws {
        let project = try TemporaryFolder()
        try project.write("Sources/level.json", text: "{}")
        try project.xcodeproj(
            Self.app(
                [("F1", ["Level"])], references: [PBXText.file("F1", path: "level.json")], mainChildren: ["F1"],
                projectFields: "projectDirPath = Sources;"))
        let result = project.lintProject()
        #expect(result.problems.isEmpty)
        #expect(result.manifest?.baseDirectory == project.path("Sources"))
    }

    @Test func synchronizedFolderTagsReachTheirFiles() throws {
        let project = try TemporaryFolder()
        try project.write("Content/Audio/one.mp3", bytes: [1, 2, 3])
        try project.write("Content/notes.txt", text: "n")
        let objects =
            PBXText.target("T1", name: "App", fields: "fileSystemSynchronizedGroups = (S1, );") + [
                #"S1 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1, ); path = Content; sourceTree = "<group>"; };"#,
                #"E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; assetTagsByRelativePath = { "Audio/one.mp3" = ("Chapter 1", ); }; target = T1; };"#,
            ]
        try project.xcodeproj(PBXText.file(objects, targets: ["T1"], mainChildren: ["S1"]))
        let result = project.lintProject()
        #expect(result.problems.isEmpty)
        #expect(result.manifest?.resources.map(\.path) == ["Content/Audio/one.mp3", "Content/notes.txt"])
        #expect(result.plan?.packs.map(\.tags) == [["Chapter 1"]])
        #expect(result.manifest?.resources.first?.location?.line == PBXText.firstLine + 4)
    }
}
