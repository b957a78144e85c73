import TestSupport
import Testing
import XcodeProject

@Suite(.budget(seconds: 1)) struct ProjectGraphTests {
    /// App with Sources (S1), Resources (R1) and Copy Files (C1) phases over files in the main group.
    static func phased(sources: String, resources: String, copies: String, extra: [String] = []) -> MiniProject {
        var project = MiniProject()
        project.mainChildren = ["FA", "FB", "FC", "FD", "VG"]
        project.phases = ["S1", "R1", "C1"]
        project.objects =
            [
                "S1 = {isa = PBXSourcesBuildPhase; files = (\(sources)); };",
                "R1 = {isa = PBXResourcesBuildPhase; files = (\(resources)); };",
                "C1 = {isa = PBXCopyFilesBuildPhase; dstSubfolderSpec = 7; files = (\(copies)); };",
                #"FA = {isa = PBXFileReference; path = main.swift; sourceTree = "<group>"; };"#,
                #"FB = {isa = PBXFileReference; path = music.m4a; sourceTree = "<group>"; };"#,
                #"FC = {isa = PBXFileReference; lastKnownFileType = folder; path = Levels; sourceTree = "<group>"; };"#,
                #"FD = {isa = PBXFileReference; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };"#,
                #"VG = {isa = PBXVariantGroup; children = (VE, ); name = Help.strings; sourceTree = "<group>"; };"#,
                #"VE = {isa = PBXFileReference; name = en; path = en.lproj/Help.strings; sourceTree = "<group>"; };"#,
            ] + extra
        return project
    }

    func read(_ project: MiniProject, directory: String = "/project") throws -> TargetResources {
        let graph = try project.graph(directory: directory)
        return graph.resources(of: try #require(graph.targets().targets.first))
    }

    static func tagged(_ resources: TargetResources) -> [String: [String]] {
        var found: [String: [String]] = [:]
        for resource in resources.resources where !resource.tags.isEmpty {
            if case .project(let path) = resource.path { found[path] = resource.tags }
        }
        return found
    }

    @Test func tagsAreReadOnlyInTheResourcesPhaseAndIgnoredTagsAreReported() throws {
        let project = Self.phased(
            sources: "BA, ", resources: "BB, ", copies: "BC, ",
            extra: [
                #"BA = {isa = PBXBuildFile; fileRef = FA; settings = {ASSET_TAGS = (Code, ); }; };"#,
                #"BB = {isa = PBXBuildFile; fileRef = FB; settings = {ASSET_TAGS = ("Level 1", 42, ); }; };"#,
                #"BC = {isa = PBXBuildFile; fileRef = FC; settings = {ASSET_TAGS = (Levels, ); }; };"#,
            ])
        let resources = try read(project)
        // swift-build reads tags only through the Resources phase (TaskProducer.swift:1015-1020).
        #expect(
            resources.issues.map(\.kind) == [
                .ignoredTags(name: "main.swift", tags: ["Code"], phase: "Compile Sources"),
                .ignoredTags(name: "Levels", tags: ["Levels"], phase: "Copy Files"),
            ])
        #expect(resources.issues.first?.location == .pbxproj(OpenStepLocation(line: MiniProject.line(ofObject: 9), column: 3)))
        #expect(Self.tagged(resources) == ["music.m4a": ["Level 1", "42"]])
    }

    @Test func emptyOrMissingTagsOutsideResourcesMeanNothing() throws {
        let project = Self.phased(
            sources: "BA, ", resources: "BB, ", copies: "",
            extra: [
                #"BA = {isa = PBXBuildFile; fileRef = FA; settings = {ASSET_TAGS = (); }; };"#,
                #"BB = {isa = PBXBuildFile; fileRef = FB; };"#,
            ])
        let resources = try read(project)
        #expect(
            resources.resources == [
                ProjectResource(
                    path: .project("music.m4a"), tags: [],
                    origin: .pbxproj(OpenStepLocation(line: MiniProject.line(ofObject: 10), column: 3)))
            ])
        #expect(!resources.hasTags)
    }

    @Test func variantGroupStandsForItsLocalizedFiles() throws {
        let project = Self.phased(
            sources: "", resources: "BV, ", copies: "",
            extra: [
                #"BV = {isa = PBXBuildFile; fileRef = VG; settings = {ASSET_TAGS = (Help, ); }; };"#
            ])
        #expect(Self.tagged(try read(project)) == ["en.lproj/Help.strings": ["Help"]])
    }

    @Test func taggedBuildTimeReferenceIsAnIssueAndUntaggedOneIsSkipped() throws {
        let project = Self.phased(
            sources: "", resources: "BD, BE, ", copies: "",
            extra: [
                #"BD = {isa = PBXBuildFile; fileRef = FD; settings = {ASSET_TAGS = (Late, ); }; };"#,
                #"BE = {isa = PBXBuildFile; fileRef = FD; };"#,
            ])
        let resources = try read(project)
        #expect(resources.resources.isEmpty)
        #expect(resources.issues.map(\.kind) == [.buildTimePath(name: "App.app", tree: "BUILT_PRODUCTS_DIR", tags: ["Late"])])
    }

    @Test func missingFileReferenceIsReportedAndTheRestIsRead() throws {
        let project = Self.phased(
            sources: "", resources: "BX, BB, ", copies: "",
            extra: [
                #"BX = {isa = PBXBuildFile; fileRef = NOPE; settings = {ASSET_TAGS = (A, ); }; };"#,
                #"BB = {isa = PBXBuildFile; fileRef = FB; settings = {ASSET_TAGS = (B, ); }; };"#,
            ])
        let resources = try read(project)
        #expect(
            resources.issues.map(\.kind).compactMap { if case .malformed(let error) = $0 { error.message } else { nil } } == [
                "'objects.BX.fileRef' refers to object 'NOPE', which is not in 'objects'"
            ])
        #expect(Self.tagged(resources) == ["music.m4a": ["B"]])
    }

    @Test func synchronizedFolderTagsComeFromTheTargetsExceptionSet() throws {
        let folder = try TemporaryFolder()
        for file in ["Content/Audio/a.mp3", "Content/Audio/b.mp3", "Content/notes.txt", "Content/View.swift", "Content/Info.plist"] {
            try folder.write(file, text: "x")
        }
        var project = MiniProject()
        project.mainChildren = ["SG"]
        project.targetFields = "fileSystemSynchronizedGroups = (SG, );"
        project.objects = [
            #"SG = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1, E2, E3, ); path = Content; sourceTree = "<group>"; };"#,
            #"E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; assetTagsByRelativePath = { "Audio/a.mp3" = (Narration, ); }; membershipExceptions = (Info.plist, ); target = T1; };"#,
            #"E2 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; assetTagsByRelativePath = { "Audio/b.mp3" = (Other, ); }; target = T9; };"#,
            #"E3 = {isa = PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet; buildPhase = R9; membershipExceptions = (x, ); };"#,
        ]
        let resources = try read(project, directory: folder.root)
        #expect(resources.issues.isEmpty)
        #expect(Self.tagged(resources) == ["Content/Audio/a.mp3": ["Narration"]])
        #expect(
            resources.resources.filter { $0.tags.isEmpty }.map(\.path) == [.project("Content/Audio/b.mp3"), .project("Content/notes.txt")])
        #expect(resources.resources.first?.origin == .pbxproj(OpenStepLocation(line: MiniProject.line(ofObject: 1), column: 91)))
    }

    @Test func unknownExceptionSetIsReportedAsUnsupported() throws {
        var project = MiniProject()
        project.mainChildren = ["SG"]
        project.targetFields = "fileSystemSynchronizedGroups = (SG, );"
        project.objects = [
            #"SG = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1, ); path = Content; sourceTree = "<group>"; };"#,
            #"E1 = {isa = PBXFileSystemSynchronizedFutureExceptionSet; target = T1; };"#,
        ]
        let resources = try read(project)
        #expect(resources.issues.map(\.kind) == [.unsupportedExceptionSet(isa: "PBXFileSystemSynchronizedFutureExceptionSet")])
    }

    @Test func catalogInTheResourcesPhaseIsReadSetBySet() throws {
        let folder = try TemporaryFolder()
        try folder.contents("Assets.xcassets/Forest.imageset", tags: ["Level 1"])
        try folder.contents("Assets.xcassets/Icon.appiconset")
        var project = MiniProject()
        project.mainChildren = ["FK"]
        project.phases = ["R1"]
        project.objects = [
            "R1 = {isa = PBXResourcesBuildPhase; files = (BK, ); };",
            "BK = {isa = PBXBuildFile; fileRef = FK; };",
            #"FK = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };"#,
        ]
        let resources = try read(project, directory: folder.root)
        #expect(
            resources.resources.map(\.path) == [.project("Assets.xcassets/Forest.imageset"), .project("Assets.xcassets/Icon.appiconset")])
        #expect(resources.resources.first?.origin == .file(folder.root + "/Assets.xcassets/Forest.imageset/Contents.json"))
    }
}
