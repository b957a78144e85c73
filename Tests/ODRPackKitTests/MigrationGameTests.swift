import FormatGuarantees
import Foundation
import SourceScan
import TestSupport
import Testing
import XcodeProject

@testable import ODRPackKit

/// `migrate` on a game shaped like Apple's DemoBots, written here: a scene loader whose state
/// machine stores its request, raises its priority and lets it go; bots that preload their
/// tagged sprite atlases (names in a constant) and a player whose atlas stays in the app;
/// scenes loaded through a scene type; frames looked up by name; a level configuration read
/// from a computed name; and a Kotlin file beside the app that mentions a packed file.
@Suite(.budget(seconds: 10)) struct MigrationGameTests {
    /// The game: its project, catalog, scenes and sources.
    static func game() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Bots.xcassets/Contents.json", text: "{}")
        for (atlas, frames, tags) in [("BotWalk", 3, ["Bot"]), ("BotAttack", 2, ["Bot"]), ("Player", 1, [])] {
            let tagged = tags.isEmpty ? "" : #", "properties": {"on-demand-resource-tags": ["\#(tags.joined(separator: "\", \""))"]}"#
            try folder.write("Bots.xcassets/\(atlas).spriteatlas/Contents.json", text: #"{"info": {"version": 1}\#(tagged)}"#)
            for frame in 0..<frames {
                let set = "Bots.xcassets/\(atlas).spriteatlas/\(atlas)_\(frame).imageset"
                try folder.write(set + "/Contents.json", text: #"{"images": [{"filename": "f.png", "scale": "1x"}]}"#)
                try folder.write(set + "/f.png", bytes: [0x89, 0x50, UInt8(frame)])
            }
        }
        try folder.write(
            "Bots.xcassets/Level1.imageset/Contents.json",
            text: #"{"images": [{"filename": "l.png"}], "properties": {"on-demand-resource-tags": ["Level1"]}}"#)
        try folder.write("Bots.xcassets/Level1.imageset/l.png", bytes: [1])
        for name in ["Level1.sks", "Level2.sks", "Level1.plist", "Menu.sks"] { try folder.write("Scenes/" + name, bytes: [2, 3]) }
        let resources: [(reference: String, tags: [String])] = [
            ("F1", []), ("F2", ["Level1"]), ("F3", ["Level2"]), ("F4", ["Level1"]), ("F5", []),
        ]
        let references = [
            PBXText.file("F1", path: "Bots.xcassets"), PBXText.file("F2", path: "Scenes/Level1.sks"),
            PBXText.file("F3", path: "Scenes/Level2.sks"), PBXText.file("F4", path: "Scenes/Level1.plist"),
            PBXText.file("F5", path: "Scenes/Menu.sks"),
        ]
        try folder.xcodeproj(
            XcodeProjectDiagnosticsTests.app(resources, references: references, mainChildren: ["F1", "F2", "F3", "F4", "F5"]))
        for (name, text) in sources { try folder.write("DemoBots/" + name, text: text) }
        try folder.write("Shared/src/Loader.kt", text: "// Loads the first level\nval scene = load(\"Level1.sks\")\n")
        try folder.write("Tools/gen.py", text: "print('nothing on demand here')\n")
        return folder
    }

    /// The game's sources, by file name.
    static let sources: [(String, String)] = [
        (
            "SceneLoader.swift",
            """
            import GameplayKit

            final class SceneLoader {
                var progress: Progress?
                var bundleResourceRequest: NSBundleResourceRequest?

                var requestedForPresentation = false {
                    didSet {
                        guard requestedForPresentation else { return }
                        bundleResourceRequest?.loadingPriority = NSBundleResourceRequestLoadingPriorityUrgent
                    }
                }

                func asynchronouslyLoadSceneForPresentation() -> Progress {
                    progress = Progress(totalUnitCount: 2)
                    guard let bundleResourceRequest = bundleResourceRequest else { fatalError("no request") }
                    progress!.addChild(bundleResourceRequest.progress, withPendingUnitCount: 1)
                    bundleResourceRequest.loadingPriority = 0.8
                    return progress!
                }

                func purgeResources() {
                    progress?.cancel()
                    bundleResourceRequest = nil
                }
            }
            """
        ),
        (
            "SceneLoaderDownloadingResourcesState.swift",
            """
            import GameplayKit

            final class SceneLoaderDownloadingResourcesState: GKState {
                unowned let sceneLoader: SceneLoader

                private func beginDownloadingScene() {
                    let bundleResourceRequest = NSBundleResourceRequest(tags: sceneLoader.sceneMetadata.onDemandResourcesTags)
                    sceneLoader.bundleResourceRequest = bundleResourceRequest
                    bundleResourceRequest.beginAccessingResources { error in
                        DispatchQueue.main.async {
                            if let error = error {
                                bundleResourceRequest.endAccessingResources()
                                self.sceneLoader.error = error
                            }
                        }
                    }
                }
            }
            """
        ),
        (
            "GroundBot.swift",
            """
            import SpriteKit

            final class GroundBot {
                static func loadResources(withCompletionHandler completionHandler: @escaping () -> ()) {
                    let botAtlasNames = [
                        "BotWalk",
                        "BotAttack"
                    ]
                    SKTextureAtlas.preloadTextureAtlasesNamed(botAtlasNames) { error, botAtlases in
                        completionHandler()
                    }
                }
            }
            """
        ),
        (
            "PlayerBot.swift",
            """
            import SpriteKit

            enum PlayerBot {
                static func loadResources() { SKTextureAtlas.preloadTextureAtlasesNamed(["Player"]) { _, _ in } }
            }
            """
        ),
        (
            "LoadSceneOperation.swift",
            """
            import SpriteKit

            final class LoadSceneOperation: Operation {
                let sceneMetadata: SceneMetadata
                override func start() {
                    let scene = sceneMetadata.sceneType.init(fileNamed: sceneMetadata.fileName)!
                    self.scene = scene
                }
            }
            """
        ),
        (
            "Frames.swift",
            """
            import SpriteKit

            enum Frames {
                static let first = SKTexture(imageNamed: "BotWalk_0")
                static let second = SKTexture(imageNamed: "BotWalk_1")
                static let again = SKTexture(imageNamed: "BotWalk_0")
                static let level = LevelScene(fileNamed: "Level1")
                static let menu = SKScene(fileNamed: "Menu")
                static let badge = SKTexture(imageNamed: "Level1")
                static let sprite = SKSpriteNode(imageNamed: textureName)
            }
            """
        ),
        (
            "LevelConfiguration.swift",
            """
            import Foundation

            struct LevelConfiguration {
                init(fileName: String) {
                    let url = Bundle.main.url(forResource: fileName, withExtension: "plist")!
                    let notes = Bundle.main.url(forResource: fileName, withExtension: "json")
                    print(url, notes as Any)
                }
            }
            """
        ),
    ]

    static func migrate(_ folder: TemporaryFolder) throws -> (MigrateOutcome, Migration) {
        let outcome = MigrateJob(manifest: folder.path("Game.xcodeproj")).run()
        return (outcome, try #require(outcome.migration))
    }

    /// Every place of the loader, by file, line and kind; nothing of the player's untagged atlas,
    /// of the untagged menu scene or of a `.json` no pack holds.
    @Test func theLoaderTheBotsAndTheScenesAreListed() throws {
        let folder = try Self.game()
        let (outcome, migration) = try Self.migrate(folder)
        #expect(!outcome.failed, "\(outcome.diagnostics)")
        let found = migration.sites.map { "\(($0.file as NSString).lastPathComponent):\($0.line) \($0.kind.rawValue)" }
        #expect(
            found == [
                "Frames.swift:4 compiledLookup", "Frames.swift:5 compiledLookup", "Frames.swift:6 compiledLookup",
                "Frames.swift:7 compiledLookup", "Frames.swift:9 compiledLookup", "Frames.swift:10 compiledLookup",
                "GroundBot.swift:9 compiledLookup", "LevelConfiguration.swift:5 bundleLookup", "LoadSceneOperation.swift:6 compiledLookup",
                "SceneLoader.swift:5 requestType", "SceneLoader.swift:10 loadingPriority", "SceneLoader.swift:17 progress",
                "SceneLoader.swift:18 loadingPriority", "SceneLoader.swift:24 requestRelease",
                "SceneLoaderDownloadingResourcesState.swift:7 requestInit", "SceneLoaderDownloadingResourcesState.swift:8 requestStore",
                "SceneLoaderDownloadingResourcesState.swift:9 beginAccessing", "SceneLoaderDownloadingResourcesState.swift:12 endAccessing",
            ], "\(found)")
        #expect(FormatGuarantees.violations(of: outcome).isEmpty, "\(FormatGuarantees.violations(of: outcome))")
    }

    /// Advice by kind: an urgent priority becomes an urgent begin, 0.8 is not made urgent; a
    /// frame is a texture of its atlas; the preload names the tagged atlases through the constant;
    /// the scene type's load says which tagged scenes its name may be; `= nil` ends access.
    @Test func eachPlaceGetsTheAdviceOfItsKind() throws {
        let (_, migration) = try Self.migrate(try Self.game())
        func site(_ file: String, _ line: Int) throws -> MigrationSite {
            try #require(migration.sites.first { $0.file.hasSuffix("/" + file) && $0.line == line })
        }
        #expect(
            try site("SceneLoader.swift", 10).replacement.hasPrefix(
                "`bundleResourceRequest.begin(urgent: true)` when set before the request begins"))
        let later = try site("SceneLoader.swift", 18).replacement
        #expect(later.hasPrefix("drop it: 0.8 is not urgent") && !later.contains("urgent: true"))
        #expect(try site("SceneLoader.swift", 5).replacement.hasPrefix("`var bundleResourceRequest: TaggedResourceRequest?`"))
        #expect(try site("SceneLoader.swift", 17).replacement.hasPrefix("`bundleResourceRequest.progress` as it is"))
        #expect(try site("SceneLoader.swift", 24).replacement.contains("call `access.end()`"))
        #expect(
            try site("SceneLoaderDownloadingResourcesState.swift", 9).replacement.hasPrefix(
                "`let access = try await bundleResourceRequest.begin()`"))
        let frame = try site("Frames.swift", 4)
        #expect(
            frame.replacement.hasPrefix(#"`access.textureAtlas(named: "BotWalk")?.textureNamed("BotWalk_0")`"#)
                && !frame.replacement.contains("UIImage(data:"))
        #expect(frame.item == "Bots.xcassets/BotWalk.spriteatlas")
        let preload = try site("GroundBot.swift", 9)
        #expect(preload.constants == ["botAtlasNames"] && preload.resource?.names == ["BotWalk", "BotAttack"])
        #expect(
            preload.replacement.hasPrefix(
                #"`let atlases = try await access.preloadTextureAtlases(named: ["BotWalk", "BotAttack"])`: 2 tagged sprite atlases"#))
        let scene = try site("LoadSceneOperation.swift", 6)
        #expect(scene.resource?.unresolved == "sceneMetadata.fileName" && scene.resource?.candidates == ["Level1", "Level2"])
        #expect(
            try site("Frames.swift", 7).replacement.hasPrefix(#"`try access.scene(fileNamed: "Level1", as: LevelScene.self)`: the scene"#))
        #expect(scene.replacement.contains("`try access.scene(fileNamed: sceneMetadata.fileName, as: <its scene class>.self)`"))
        // A texture lookup gets a texture, whatever the name names: an image set or an atlas frame.
        #expect(try site("Frames.swift", 9).replacement.hasPrefix(#"`access.texture(named: "Level1")`: the image set"#))
        let sprite = try site("Frames.swift", 10)
        #expect(sprite.replacement.contains("`SKSpriteNode(texture: access.texture(named: textureName))`"))
        #expect(sprite.resource?.candidates.prefix(6) == ["BotAttack_0", "BotAttack_1", "BotWalk_0", "BotWalk_1", "BotWalk_2", "Level1"])
        // The end of access in the completion handler's failure branch: nothing was begun there.
        let end = try site("SceneLoaderDownloadingResourcesState.swift", 12)
        #expect(end.afterFailedBegin && end.replacement.hasPrefix("drop it: this branch runs when the begin failed"))
        #expect(try site("LevelConfiguration.swift", 5).resource?.candidates == ["Level1.plist"])
    }

    /// The frames of an atlas are one item with their count, and the places that name them one
    /// group; the verdict counts what `--catalog-items files` serves and what blocks the move.
    @Test func framesAndPlacesAreGroupedByTheirAtlas() throws {
        let (_, migration) = try Self.migrate(try Self.game())
        #expect(
            migration.items.map { "\($0.path) \($0.frames.count)" } == [
                "Bots.xcassets/BotAttack.spriteatlas 2", "Bots.xcassets/BotWalk.spriteatlas 3", "Bots.xcassets/Level1.imageset 0",
                "Scenes/Level1.sks 0", "Scenes/Level2.sks 0",
            ])
        let grouped = migration.siteGroups.filter { $0.sites.count > 1 }
        #expect(grouped.map { "\($0.item ?? "") \($0.sites.map(\.line))" } == ["Bots.xcassets/BotWalk.spriteatlas [4, 5, 6]"])
        let summary = migration.summary
        #expect(summary.servedByKind == ["sprite atlas": 2, "image set": 1] && summary.catalogItems == 8)
        #expect(summary.unserved.isEmpty && summary.scenes.map(\.path) == ["Scenes/Level1.sks", "Scenes/Level2.sks"])
        #expect(summary.unresolved == 4)
        let text = TextReport.render(migration)
        #expect(
            text.contains(
                "'Bots.xcassets/BotWalk.spriteatlas': sprite atlas of 3 frames, read with SKTextureAtlas(named:), in pack 'Bot' (onDemand; tags 'Bot'); named in 3 places"
            ))
        #expect(text.contains("  needs --catalog-items files: 2 sprite atlases, 1 image set, served from their packs with it"))
    }

    /// Files in other languages are counted, and one that names a packed file is listed with
    /// the line of its first mention and warned about.
    @Test func sourcesInOtherLanguagesAreNamed() throws {
        let folder = try Self.game()
        let (outcome, migration) = try Self.migrate(folder)
        #expect(migration.unscanned.languages == ["Kotlin": 1, "Python": 1])
        #expect(
            migration.unscanned.mentioning == [
                MigrationUnscannedFile(file: folder.path("Shared/src/Loader.kt"), language: "Kotlin", line: 2, mentions: ["Level1.sks"])
            ])
        let warning = try #require(outcome.diagnostics.first { $0.code == .unscannedSource })
        #expect(
            warning.location?.line == 2 && warning.message.hasPrefix("this Kotlin file, which migrate does not read, mentions 'Level1.sks'")
        )
        #expect(
            TextReport.render(migration).contains(
                "not read: 2 files in other languages (1 Kotlin, 1 Python), 1 of which mentions On-Demand Resources or a packed file: change it by hand"
            ))
    }

    /// A game of 40 tagged atlases of 30 frames, with 300 places, fits a reviewer's comment: the
    /// verdict first, under 16,000 characters, saying what it left out and where the whole list
    /// is; GitHub's renderer (cmark-gfm, where installed) reads its tables as tables.
    @Test func aGameOfAThousandFramesFitsAReviewersComment() throws {
        let folder = try TemporaryFolder()
        try folder.write("Art.xcassets/Contents.json", text: "{}")
        for atlas in 0..<40 {
            try folder.write(
                "Art.xcassets/A\(atlas).spriteatlas/Contents.json",
                text: #"{"properties": {"on-demand-resource-tags": ["World\#(atlas % 8)"]}}"#)
            for frame in 0..<30 {
                let set = "Art.xcassets/A\(atlas).spriteatlas/A\(atlas)_\(frame).imageset"
                try folder.write(set + "/Contents.json", text: #"{"images": [{"filename": "f.png"}]}"#)
                try folder.write(set + "/f.png", bytes: [UInt8(frame)])
            }
        }
        try folder.xcodeproj(
            XcodeProjectDiagnosticsTests.app([("F1", [])], references: [PBXText.file("F1", path: "Art.xcassets")], mainChildren: ["F1"]))
        for file in 0..<30 {
            var lines = ["import SpriteKit", "func load\(file)(names: [String]) {"]
            for place in 0..<10 {
                lines.append("    _ = SKTexture(imageNamed: \"A\(file)_\(place)\")")
                lines.append("    _ = SKTexture(imageNamed: names[\(place)])")
            }
            lines.append("    SKTextureAtlas.preloadTextureAtlasesNamed([\"A\(file)\", \"A\(file + 10)\"]) { _, _ in }")
            try folder.write("Sources/Level\(file).swift", text: (lines + ["}"]).joined(separator: "\n"))
        }
        let outcome = MigrateJob(manifest: folder.path("Game.xcodeproj")).run()
        let migration = try #require(outcome.migration)
        #expect(migration.sites.count == 630 && migration.items.count == 40 && migration.summary.catalogItems == 1_200)
        let markdown = outcome.rendered(by: OutputFormat.markdown.renderer()).output
        #expect(markdown.utf16.count <= 16_000, "\(markdown.utf16.count)")
        let lines = markdown.split(separator: "\n").map(String.init)
        #expect(
            lines.count > 3
                && lines[2]
                    == "**630 places to change in 30 of 30 source files; 40 items cannot stay in a pack as they are (1200 counting each atlas frame)**"
        )
        #expect(
            lines.last?.hasPrefix("_Left out to keep this comment short: ") == true && lines.last?.contains("`--json-out FILE`") == true)
        #expect(lines.contains("Places are below `\(folder.path("Sources"))`."))
        #expect(FormatGuarantees.markdown(markdown).isEmpty, "\(FormatGuarantees.markdown(markdown))")
        guard ExternalTool.available("cmark-gfm") else { return }
        let html = try ExternalTool.runChecked("cmark-gfm", ["-e", "table"], input: Array(markdown.utf8)).text
        #expect(html.components(separatedBy: "<table>").count - 1 >= 2 && html.contains("<h3>odr-pack migrate: <code>"))
    }
}
