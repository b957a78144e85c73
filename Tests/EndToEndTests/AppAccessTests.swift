import Foundation
import TestSupport
import Testing

/// The Swift files a Background Assets build writes for the app, `ODRAssetAccess.swift`,
/// `ODRCatalogItems.swift` and `AssetPackMap.swift`, compile on Linux against stand-ins with
/// Apple's declarations (`Tests/Fixtures/AppSide`), under Swift 6 with complete concurrency
/// checking, as a plain target and as a new Xcode 26 target (main-actor isolation by default),
/// warnings as errors; then their logic runs against the stand-ins, which serve the packs from
/// a folder: requests, progress, availability, the Objective-C surface called from Swift, and
/// the lookups of compiled items. Nothing is downloaded: neither API exists here.
@Suite(.budget(seconds: 20)) struct AppAccessTests {
    static let compileScript = CommandRunner.packageDirectory.appendingPathComponent("Tests/Fixtures/AppSide/compile.sh").path
    static let standInPackager = CommandRunner.packageDirectory.appendingPathComponent("Examples/Tools/ba-package").path

    /// The stand-in modules, built once per run into a folder every test of the suite reads
    /// (`compile.sh --stand-ins`), or why they could not be.
    static let standIns: Result<TemporaryFolder, ToolFailure> = {
        do {
            let folder = try TemporaryFolder.forTheRun()
            let run = try CommandRunner.runShell("'\(compileScript)' --stand-ins stand-ins 2>&1", in: folder.url)
            return run.status == 0 ? .success(folder) : .failure(ToolFailure(description: run.standardOutput))
        } catch {
            return .failure(ToolFailure(description: "\(error)"))
        }
    }()

    /// GreatGame's checks (`Tests/Fixtures/AppSide/Checks.swift`).
    static let greatGameChecks = CommandRunner.packageDirectory.appendingPathComponent("Tests/Fixtures/AppSide/Checks.swift").path

    /// `compile.sh GENERATED BUILD CHECKS` in `folder` with the shared stand-ins, and `environment`
    /// (`NAME=value ` words before the command); CHECKS `-` type-checks only.
    static func compile(
        _ generated: String, checks: String, environment: String = "", in folder: TemporaryFolder
    ) throws -> CommandResult {
        let standIns = try standIns.get().path("stand-ins")
        return try CommandRunner.runShell(
            "\(environment)STAND_INS='\(standIns)' '\(compileScript)' '\(generated)' build '\(checks)' 2>&1", in: folder.url)
    }

    /// The templates of the three files, as they stand in the repository with a sample game's data
    /// and the lines only a template has, type-check against the stand-ins in both profiles.
    @Test func theTemplatesCompileAsTheyStand() throws {
        let folder = try TemporaryFolder()
        let templates = CommandRunner.packageDirectory.appendingPathComponent("Sources/ODRPackKit/Templates").path
        let run = try Self.compile(templates, checks: "-", in: folder)
        #expect(run.status == 0, "\(run.standardOutput)")
        #expect(run.standardOutput.components(separatedBy: "== generated files").count == 3, "\(run.standardOutput)")
    }

    @Test(.slow("compiles and runs the checks in two profiles with swiftc"))
    func theAccessFileAndTheMapCompileAndBehaveAgainstAppleDeclarations() throws {
        let folder = try TemporaryFolder()
        let manifest = CommandRunner.packageDirectory.appendingPathComponent("Examples/GreatGame/GreatGame.xml").path
        let build = try CommandRunner.run(
            ["build", manifest, "--delivery", "background-assets", "--no-archives", "-o", "out", "--quiet"],
            in: folder.url)
        #expect(build.status == 0, "\(build.standardError)")
        let access = try String(contentsOf: folder.url.appendingPathComponent("out/ODRAssetAccess.swift"), encoding: .utf8)
        #expect(
            access.contains("import BackgroundAssets") && access.contains("NSBundleResourceRequest(tags: tags)")
                && access.contains("@objc(ODRTaggedResourceRequest)"))
        let run = try Self.compile("out", checks: Self.greatGameChecks, in: folder)
        #expect(run.status == 0, "\(run.standardOutput)")
        let lines = run.standardOutput.split(separator: "\n").filter { $0.hasSuffix("failed") }
        #expect(lines == ["49 passed, 0 failed", "49 passed, 0 failed"], "\(run.standardOutput)")
    }

    /// `--localized-packs`: the map names each pack's language; a device asks for the packs of
    /// every language and those of the language the system resolved (none before 27), and a
    /// lookup finds the resolved language's file, else the development language's.
    @Test(.slow("compiles and runs the checks in two profiles with swiftc, twice"), arguments: ["fr", ""])
    func aLocalizedFileIsFoundThroughTheResolvedLanguagesPack(resolved: String) throws {
        let folder = try TemporaryFolder()
        let manifest = CommandRunner.packageDirectory.appendingPathComponent("Examples/GreatGame/GreatGame.xml").path
        let build = try CommandRunner.run(
            [
                "build", manifest, "--delivery", "background-assets", "--localized-packs", "--no-archives",
                "-o", "out", "--quiet",
            ], in: folder.url)
        #expect(build.status == 0, "\(build.standardError)")
        let checks = CommandRunner.packageDirectory.appendingPathComponent("Tests/Fixtures/AppSide/LocalizedChecks.swift").path
        let run = try Self.compile("out", checks: checks, environment: "ODR_STANDIN_RESOLVED_LANGUAGE='\(resolved)' ", in: folder)
        #expect(run.status == 0, "\(run.standardOutput)")
        let lines = run.standardOutput.split(separator: "\n").filter { $0.hasSuffix("failed") }
        #expect(lines == ["32 passed, 0 failed", "32 passed, 0 failed"], "\(run.standardOutput)")
    }

    @Test(.slow("compiles and runs the checks in two profiles with swiftc"))
    func catalogItemsArePackedAtTheirBundlePathsAndLookedUpRight() throws {
        let folder = try TemporaryFolder()
        try CatalogGame.write(in: folder)
        let build = try CommandRunner.run(
            [
                "build", "Game.xcodeproj", "--delivery", "background-assets", "--catalog-items", "files",
                "-o", "out", "--quiet",
            ],
            environment: ["ODR_PACK_BA_PACKAGE": Self.standInPackager], in: folder.url)
        #expect(build.status == 0, "\(build.standardError)")
        #expect(!build.standardError.contains("compiled-resource-in-asset-pack"), "\(build.standardError)")
        let map =
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.url.appendingPathComponent("out/AssetPackMap.json")))
            as? [String: Any]
        let files = Set((map?["files"] as? [String: String] ?? [:]).keys)
        let expected = [
            "Assets.xcassets/Forest.imageset/Contents.json", "Assets.xcassets/Forest.imageset/forest@3x.png",
            "Assets.xcassets/Bosses/Golem.imageset/golem@2x.png", "Assets.xcassets/Crate.imageset/crate.png",
            "Assets.xcassets/\(CatalogGame.hostileSet).imageset/cafe.png", "Assets.xcassets/Legacy.dataset/legacy.json",
            "Assets.xcassets/Enemies.spriteatlas/Slime.imageset/Contents.json", "Assets.xcassets/Enemies.spriteatlas/Bat.imageset/bat.png",
            "\(CatalogGame.atlasFolder).atlas/walk_1~ipad.png", "Brain.mlpackage/Data/com.apple.CoreML/model.mlmodel", "Tiny.mlmodel",
        ]
        #expect(Set(expected).subtracting(files).isEmpty, "\(files.sorted())")
        #expect(!files.contains { $0.hasPrefix("Assets.xcassets/Props/") || $0.hasPrefix("Forest.imageset") }, "\(files.sorted())")
        // The packs as a device would hold them: each stand-in archive (a tar) extracted into a folder named by its ID.
        let extract = try CommandRunner.runShell(
            #"for archive in out/packs/*.aar; do id=$(basename "$archive" .aar); mkdir -p "packs/$id" && tar -xf "$archive" -C "packs/$id" || exit 1; done"#,
            in: folder.url)
        #expect(extract.status == 0, "\(extract.standardError)")
        let checks = CommandRunner.packageDirectory.appendingPathComponent("Tests/Fixtures/AppSide/CatalogChecks.swift").path
        let run = try Self.compile("out", checks: checks, environment: "ODR_STANDIN_ASSET_PACKS=\"$PWD/packs\" ", in: folder)
        #expect(run.status == 0, "\(run.standardOutput)")
        let lines = run.standardOutput.split(separator: "\n").filter { $0.hasSuffix("failed") }
        #expect(lines == ["66 passed, 0 failed", "66 passed, 0 failed"], "\(run.standardOutput)")
    }

    @Test func aCatalogItemNoPackServesIsAnErrorNamingItAndItsKind() throws {
        let folder = try TemporaryFolder()
        try CatalogGame.write(in: folder, unservable: true)
        for delivery in ["background-assets", "play-asset-delivery"] {
            let lint = try CommandRunner.run(
                ["lint", "Game.xcodeproj", "--delivery", delivery, "--catalog-items", "files"], in: folder.url)
            #expect(lint.status == 1, "\(lint.standardError)")
            // Play also refuses the '#' of the hostile image set's folder (invalid-targeted-folder).
            let errors = lint.standardError.split(separator: "\n").filter {
                $0.contains("error:") && $0.hasSuffix("[compiled-resource-in-asset-pack]")
            }
            #expect(errors.count == 2, "\(lint.standardError)")
            #expect(errors.contains { $0.contains("'Assets.xcassets/Tint.colorset' is a colour set (.colorset)") }, "\(lint.standardError)")
            #expect(
                errors.contains { $0.contains("'Assets.xcassets/AppIcon.appiconset' is an app icon set (.appiconset)") },
                "\(lint.standardError)")
        }
        let allowed = try CommandRunner.run(
            [
                "lint", "Game.xcodeproj", "--delivery", "background-assets", "--catalog-items", "files",
                "--allow-uncompiled",
            ], in: folder.url)
        #expect(
            allowed.status == 0 && allowed.standardError.contains("warning: 'Assets.xcassets/Tint.colorset'"), "\(allowed.standardError)")
        let compiled = try CommandRunner.run(["lint", "Game.xcodeproj", "--delivery", "background-assets"], in: folder.url)
        #expect(compiled.status == 1 && compiled.standardError.contains("pass --catalog-items files"), "\(compiled.standardError)")
        let onDemand = try CommandRunner.run(["lint", "Game.xcodeproj", "--catalog-items", "files"], in: folder.url)
        #expect(onDemand.status == 64 && onDemand.standardError.contains("[inapplicable-option]"), "\(onDemand.standardError)")
    }

    /// `why` places a catalog item as lint and build do: with `--catalog-items files` the
    /// image's source file lands at its catalog path; without it, actool compiles the set.
    @Test func whyPlacesACatalogItemAsTheBuildPacksIt() throws {
        let folder = try TemporaryFolder()
        try CatalogGame.write(in: folder)
        let path = "Assets.xcassets/Forest.imageset/forest@3x.png"
        let files = try CommandRunner.run(
            ["why", "Game.xcodeproj", path, "--delivery", "background-assets", "--catalog-items", "files", "--format", "json"],
            in: folder.url)
        #expect(files.status == 0, "\(files.standardError)")
        let placed = try files.json()
        #expect((placed["pack"] as? [String: Any])?["path"] as? String == path, "\(files.standardOutput)")
        #expect((placed["entry"] as? [String: Any])?["compiledBy"] == nil, "\(files.standardOutput)")
        let compiled = try CommandRunner.run(
            ["why", "Game.xcodeproj", path, "--delivery", "background-assets", "--format", "json"], in: folder.url)
        #expect((try compiled.json()["entry"] as? [String: Any])?["compiledBy"] as? String == "actool", "\(compiled.standardOutput)")
    }
}
