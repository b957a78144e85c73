import TestSupport
import Testing

@testable import ODRPackKit

@Suite(.budget(seconds: 1)) struct XcodeProjectReaderTests {
    /// `App` (tagged file, tagged folder, untagged file) and `AppTests` (untagged): objects from line 5.
    static func gameProject(appSettings: String = "PRODUCT_BUNDLE_IDENTIFIER = com.example.app;", testTags: [String] = []) -> String {
        let objects =
            PBXText.target("T1", name: "App", phases: ["R1"], settings: appSettings)
            + PBXText.target(
                "T2", name: "AppTests", phases: ["R2"], settings: "PRODUCT_BUNDLE_IDENTIFIER = com.example.tests;",
                type: "com.apple.product-type.bundle.unit-test")
            + PBXText.resources("R1", [("F1", ["Level 1"]), ("F2", ["Level 2", "Shared"]), ("F3", [])])
            + PBXText.resources("R2", [("F3", testTags)])
            + [
                PBXText.file("F1", path: "Levels/one.bin"), PBXText.file("F2", path: "Levels/Two", type: "folder"),
                PBXText.file("F3", path: "ui.png"),
            ]
        return PBXText.file(objects, targets: ["T1", "T2"], mainChildren: ["F1", "F2", "F3"])
    }

    static func gameFiles(_ project: TemporaryFolder) throws {
        try project.write("Levels/one.bin", bytes: [1, 2, 3])
        try project.write("Levels/Two/a.json", text: "{}")
        try project.write("ui.png", bytes: [9, 9])
    }

    @Test func onlyTaggedTargetIsChosenAndItsBuildFilesBecomeEntries() throws {
        let project = try TemporaryFolder()
        try Self.gameFiles(project)
        try project.xcodeproj(Self.gameProject())
        let result = project.lintProject()
        #expect(result.diagnostics.isEmpty)
        let manifest = try #require(result.manifest)
        #expect(manifest.bundleIdentifier == "com.example.app")
        #expect(manifest.file == project.path("Game.xcodeproj/project.pbxproj"))
        #expect(manifest.resources.map(\.path) == ["Levels/Two", "Levels/one.bin", "ui.png"])
        #expect(manifest.resources.map(\.tags) == [["Level 2", "Shared"], ["Level 1"], []])
        #expect(manifest.resources[1].location?.line == PBXText.firstLine + 7)
        #expect(Set(result.plan?.packs.map(\.tags) ?? []) == [["Level 2", "Shared"], ["Level 1"]])
        #expect(result.plan?.appBundleFiles == 1)
    }

    @Test func twoTaggedTargetsAreAnErrorListingBoth() throws {
        let project = try TemporaryFolder()
        try project.xcodeproj(Self.gameProject(testTags: ["Fixture"]))
        let result = project.lintProject()
        #expect(result.codes == [.ambiguousTarget])
        #expect(
            result.diagnostics.first?.message
                == "2 targets have tagged resources, 'App' and 'AppTests'; choose one with --target, or, for the platform targets of one app (Background Assets), give --target for each or --all-targets"
        )
        #expect(result.diagnostics.first?.location?.line == PBXText.firstLine + 15)
        #expect(result.manifest == nil)
        // A test bundle cannot have On-Demand Resources: its tags are ignored, as in Xcode.
        let tests = project.lintProject(ProjectOptions(target: "AppTests"))
        #expect(tests.manifest?.resources.map(\.tags) == [[]])
        #expect(tests.codes.first == .onDemandResourcesDisabled)
    }

    @Test func noTaggedTargetAndSeveralAppsIsAnErrorListingTheApps() throws {
        let project = try TemporaryFolder()
        let objects = PBXText.target("T1", name: "Phone") + PBXText.target("T2", name: "Watch")
        try project.xcodeproj(PBXText.file(objects, targets: ["T1", "T2"], mainChildren: []))
        let result = project.lintProject()
        #expect(result.codes == [.ambiguousTarget])
        #expect(
            result.diagnostics.first?.message
                == "no target has tagged resources, and there are 2 candidates, 'Phone' and 'Watch'; choose one with --target")
    }

    @Test func unknownTargetSuggestsTheClosestName() throws {
        let project = try TemporaryFolder()
        try project.xcodeproj(Self.gameProject())
        let result = project.lintProject(ProjectOptions(target: "Ap"))
        #expect(result.codes == [.unknownTarget])
        #expect(result.diagnostics.first?.message == "the project has no target 'Ap'; did you mean 'App'?")
        let far = project.lintProject(ProjectOptions(target: "Something Else"))
        #expect(far.diagnostics.first?.message == "the project has no target 'Something Else'; expected one of 'App', 'AppTests'")
    }

    @Test func unknownConfigurationIsAnErrorAtTheTarget() throws {
        let project = try TemporaryFolder()
        try Self.gameFiles(project)
        try project.xcodeproj(Self.gameProject())
        let result = project.lintProject(ProjectOptions(configuration: "Relase"))
        #expect(result.codes == [.unknownConfiguration])
        #expect(result.diagnostics.first?.message == "target 'App' has no configuration 'Relase'; did you mean 'Release'?")
        #expect(result.diagnostics.first?.location?.line == PBXText.firstLine)
        #expect(result.plan?.packs.count == 2)
    }

    @Test func settingsGiveTheBundleIdentifierTagCategoriesAndURLPrefix() throws {
        let project = try TemporaryFolder()
        try Self.gameFiles(project)
        let settings =
            #"PRODUCT_BUNDLE_IDENTIFIER = "com.example.$(PRODUCT_NAME:rfc1034identifier)"; PRODUCT_NAME = "$(TARGET_NAME) Game"; "#
            + #"ON_DEMAND_RESOURCES_INITIAL_INSTALL_TAGS = "Level\\ 1"; ON_DEMAND_RESOURCES_PREFETCH_ORDER = (Shared, "Level\\ 2", ); "#
            + #"ASSET_PACK_MANIFEST_URL_PREFIX = "https://cdn.example.com/odr/";"#
        try project.xcodeproj(Self.gameProject(appSettings: settings))
        let result = project.lintProject()
        #expect(result.diagnostics.isEmpty)
        let manifest = try #require(result.manifest)
        #expect(manifest.bundleIdentifier == "com.example.App-Game")
        #expect(manifest.tags.map(\.name) == ["Level 1", "Shared", "Level 2"])
        #expect(manifest.tags.map(\.category) == [.initialInstall, .prefetch, .prefetch])
        #expect(manifest.prefetchOrder == ["Shared", "Level 2"])
        #expect(manifest.urlPrefix == "https://cdn.example.com/odr/")
        #expect(manifest.tags.first?.location?.line == PBXText.firstLine + 2)
    }

    @Test func unresolvedBundleIdentifierIsAnErrorThatStillPlansWithAPlaceholder() throws {
        let project = try TemporaryFolder()
        try Self.gameFiles(project)
        try project.xcodeproj(Self.gameProject(appSettings: #"PRODUCT_BUNDLE_IDENTIFIER = "$(ORG).game";"#))
        let result = project.lintProject()
        #expect(result.codes == [.unresolvedBundleID])
        #expect(result.diagnostics.first?.severity == .error)
        #expect(
            result.diagnostics.first?.message
                == "the bundle identifier '$(ORG).game' refers to 'ORG', which neither the project nor its .xcconfig files set, so no pack can be named (here they are named after 'com.example.unresolved'); set them, or pass --bundle-id"
        )
        #expect(result.diagnostics.first?.location?.line == PBXText.firstLine + 2)
        #expect(result.plan?.bundleIdentifier == "com.example.unresolved")
        let given = project.lintProject(ProjectOptions(bundleIdentifier: "com.studio.game"))
        #expect(given.diagnostics.isEmpty)
        #expect(given.plan?.bundleIdentifier == "com.studio.game")
    }

    @Test func missingBundleIdentifierIsXcodesErrorAndAnInvalidOneAnError() throws {
        let project = try TemporaryFolder()
        try Self.gameFiles(project)
        try project.xcodeproj(Self.gameProject(appSettings: ""))
        let missing = project.lintProject()
        #expect(missing.codes == [.unresolvedBundleID])
        #expect(missing.diagnostics.first?.severity == .error)
        #expect(
            missing.diagnostics.first?.message.hasPrefix(
                "On-Demand Resources is enabled (ENABLE_ON_DEMAND_RESOURCES = YES), but the PRODUCT_BUNDLE_IDENTIFIER build setting is empty for target 'App' in 'Release'"
            ) == true)
        try project.xcodeproj(Self.gameProject(appSettings: "PRODUCT_BUNDLE_IDENTIFIER = com.example.my_game;"))
        #expect(project.lintProject().codes == [.invalidManifest])
    }

    @Test func unreadableProjectFileIsInvalidProjectAtTheLine() throws {
        let project = try TemporaryFolder()
        try project.xcodeproj(
            Self.gameProject().replacingOccurrences(of: "name = Release; };\n\t\tT2 =", with: "name = Release };\n\t\tT2 ="))
        let result = project.lintProject()
        #expect(result.codes == [.invalidProject])
        #expect(
            result.diagnostics.first?.message.hasPrefix(
                "the project file is not a readable property list: expected ';' after the value of key") == true)
        #expect(
            result.diagnostics.first?.location == SourceLocation(file: project.path("Game.xcodeproj/project.pbxproj"), line: 7, column: 117)
        )
    }

    @Test func missingObjectIsInvalidProjectAndTheRestIsRead() throws {
        let project = try TemporaryFolder()
        try Self.gameFiles(project)
        try project.xcodeproj(Self.gameProject().replacingOccurrences(of: "fileRef = F3;", with: "fileRef = F9;"))
        let result = project.lintProject(ProjectOptions(target: "App"))
        #expect(result.codes == [.invalidProject])
        #expect(
            result.diagnostics.first?.message
                == "the project is not valid: 'objects.R13.fileRef' refers to object 'F9', which is not in 'objects'; fix it in Xcode or restore the file"
        )
        #expect(result.plan?.packs.count == 2)
    }

    @Test func projectFileInsideTheBundleReadsTheSame() throws {
        let project = try TemporaryFolder()
        try Self.gameFiles(project)
        try project.xcodeproj(Self.gameProject())
        let direct = Linter.lint(manifestAt: project.path("Game.xcodeproj/project.pbxproj"))
        #expect(direct.diagnostics.isEmpty)
        #expect(direct.plan?.packs.count == 2)
        #expect(ManifestLoader.isXcodeProject(project.path("Game.xcodeproj/")))
        #expect(!ManifestLoader.isXcodeProject(project.path("Game.xml")))
    }
}
