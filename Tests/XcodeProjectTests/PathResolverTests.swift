import FileSystem
import TestSupport
import Testing
import XcodeProject

@Suite(.budget(seconds: 1)) struct PathResolverTests {
    /// Main group -> `Game` (path Game) -> `Art` (name only) -> `Sprites` (path Art/Sprites) -> files.
    static func project(_ files: [String]) -> MiniProject {
        var project = MiniProject()
        project.mainChildren = ["GG", "GP"]
        project.objects =
            [
                #"GG = {isa = PBXGroup; children = (GA, ); path = Game; sourceTree = "<group>"; };"#,
                #"GA = {isa = PBXGroup; children = (GS, VG, ); name = Art; sourceTree = "<group>"; };"#,
                #"GS = {isa = PBXGroup; children = (\#((0..<files.count).map { "F\($0), " }.joined())); path = Art/Sprites; sourceTree = "<group>"; };"#,
                #"VG = {isa = PBXVariantGroup; children = (VE, VF, ); name = Help.strings; sourceTree = "<group>"; };"#,
                #"VE = {isa = PBXFileReference; name = en; path = en.lproj/Help.strings; sourceTree = "<group>"; };"#,
                #"VF = {isa = PBXFileReference; name = fr; path = fr.lproj/Help.strings; sourceTree = "<group>"; };"#,
                #"GP = {isa = PBXGroup; children = (); name = Products; sourceTree = "<group>"; };"#,
            ] + files.enumerated().map { "F\($0.offset) = {isa = PBXFileReference; \($0.element) };" }
        return project
    }

    func resolve(_ file: String) throws -> ElementPath {
        let parsed = try Self.project([file]).file()
        return try PathResolver(parsed).path(of: #require(parsed.object("F0")))
    }

    @Test func groupRelativePathFollowsTheWholeGroupChain() throws {
        #expect(try resolve(#"path = hero.png; sourceTree = "<group>";"#) == .project("Game/Art/Sprites/hero.png"))
    }

    @Test func referenceWithoutSourceTreeIsGroupRelative() throws {
        #expect(try resolve("path = hero.png;") == .project("Game/Art/Sprites/hero.png"))
    }

    @Test func nameOnlyGroupAddsNoFolder() throws {
        let parsed = try Self.project([]).file()
        #expect(try PathResolver(parsed).path(of: #require(parsed.object("GA"))) == .project("Game"))
    }

    @Test func dotDotAndMultiSegmentPathsAreReducedLexically() throws {
        #expect(try resolve(#"path = "../../Shared/./boss.png"; sourceTree = "<group>";"#) == .project("Game/Shared/boss.png"))
        #expect(try resolve(#"path = "../../../../Outside/a.png"; sourceTree = "<group>";"#) == .project("../Outside/a.png"))
    }

    @Test func sourceRootIgnoresTheGroups() throws {
        #expect(try resolve("path = Extras/credits.txt; sourceTree = SOURCE_ROOT;") == .project("Extras/credits.txt"))
    }

    @Test func absolutePathIsKept() throws {
        #expect(try resolve(#"path = /Users/me/big.mov; sourceTree = "<absolute>";"#) == .absolute("/Users/me/big.mov"))
    }

    @Test(arguments: ["BUILT_PRODUCTS_DIR", "DERIVED_FILE_DIR", "SDKROOT", "DEVELOPER_DIR", "MY_CUSTOM_TREE"])
    func otherSourceTreesAreKnownOnlyAtBuildTime(tree: String) throws {
        #expect(try resolve("path = Generated.bundle; sourceTree = \(tree);") == .buildTime(tree: tree, path: "Generated.bundle"))
    }

    @Test func variantGroupChildrenLandInTheirLprojFolders() throws {
        let parsed = try Self.project([]).file()
        let resolver = PathResolver(parsed)
        #expect(try resolver.path(of: #require(parsed.object("VE"))) == .project("Game/en.lproj/Help.strings"))
        #expect(try resolver.path(of: #require(parsed.object("VF"))) == .project("Game/fr.lproj/Help.strings"))
    }

    @Test func referenceInNoGroupIsRelativeToTheProjectFolder() throws {
        var project = Self.project([])
        project.objects.append("LOOSE = {isa = PBXFileReference; path = a.png; sourceTree = \"<group>\"; };")
        let parsed = try project.file()
        #expect(try PathResolver(parsed).path(of: #require(parsed.object("LOOSE"))) == .project("a.png"))
    }

    @Test func groupChildrenOfTheWrongTypeAreReportedWithTheirLocation() throws {
        var project = MiniProject()
        project.mainChildren = ["GX"]
        project.objects = [#"GX = {isa = PBXGroup; children = "oops"; sourceTree = "<group>"; };"#]
        let resolver = PathResolver(try project.file())
        #expect(resolver.errors.map(\.message) == ["'objects.GX.children' is a string, expected an array"])
        #expect(resolver.errors.first?.location.line == MiniProject.line(ofObject: 0))
    }

    @Test func pathStringsReduceAndJoinAsGroupChainsNeed() {
        #expect(PathString.join("a/./b", "../c//d") == "a/c/d")
        #expect(PathString.join("../a", "../../b") == "../../b")
        #expect(PathString.join("/a", "../../b") == "/b")
        #expect(PathString.join("a/b", "/abs") == "/abs")
        #expect(PathString.folder(of: "file") == "." && PathString.folder(of: "/file") == "/")
        #expect(PathString.pathExtension("Levels/Forest.ImageSet") == "imageset")
        #expect(PathString.pathExtension(".hidden") == "")
        #expect(PathString.componentsBelowStart("a/../../b") == nil && PathString.componentsBelowStart("a/./b/..") == ["a"])
    }
}
