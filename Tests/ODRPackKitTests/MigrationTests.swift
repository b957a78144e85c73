import FormatGuarantees
import Foundation
import SourceScan
import TestSupport
import Testing

@testable import ODRPackKit

/// `odr-pack migrate` on Examples/XcodeGame, whose LevelLoader.swift and LegacyLoader.m use On-Demand
/// Resources in every form, with a computed tag, a misspelt tag, and calls inside comments and
/// strings; and on hostile names.
@Suite(.budget(seconds: 2)) struct MigrationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let project = root.appendingPathComponent("Examples/XcodeGame/XcodeGame.xcodeproj").path

    /// migrate plans as lint and build do with the same options: `--catalog-items files`
    /// makes it see the catalog items as build packs them, and its packs are lint's.
    @Test func catalogItemsChangeMigratesPlanAsTheyChangeLints() {
        func lint(_ items: CatalogItemsOption?) -> LintResult {
            var options = LintOptions(project: ProjectOptions(), allowUncompiled: true)
            options.delivery = .backgroundAssets
            options.catalogItems = items
            return Linter.lint(manifestAt: Self.project, options: options)
        }
        func migrate(_ items: CatalogItemsOption?) -> MigrateOutcome {
            var job = MigrateJob(manifest: Self.project)
            job.catalogItems = items
            return job.run()
        }
        for items in [CatalogItemsOption?.none, .files] {
            let (migrated, linted) = (migrate(items).lint, lint(items))
            #expect(migrated.diagnostics.map(\.code) == linted.diagnostics.map(\.code), "\(String(describing: items))")
            #expect(migrated.plan?.packs.map(\.identity.identifier) == linted.plan?.packs.map(\.identity.identifier))
        }
        #expect(migrate(.files).lint.diagnostics.map(\.code) != migrate(nil).lint.diagnostics.map(\.code))
    }

    static func migrate(_ manifest: String = project, sources: [String] = []) -> MigrateOutcome {
        var job = MigrateJob(manifest: manifest)
        job.sources = sources
        return job.run()
    }

    /// Every call site of the example app, by file, line and kind: nothing in comments or strings.
    @Test func everyCallSiteOfTheExampleAppIsListedAndNothingElse() throws {
        let outcome = Self.migrate()
        #expect(!outcome.failed, "\(outcome.diagnostics)")
        let migration = try #require(outcome.migration)
        // The target's sources: its Sources phase and its synchronized folder (Seasons).
        #expect(
            Set(migration.sources.map { ($0 as NSString).lastPathComponent }) == [
                "SeasonView.swift", "AppDelegate.swift", "LegacyLoader.m", "LevelLoader.swift",
            ])
        let found = migration.sites.map { "\(($0.file as NSString).lastPathComponent):\($0.line) \($0.kind.rawValue)" }
        #expect(
            found == [
                "LegacyLoader.m:6 requestType", "LegacyLoader.m:12 requestInit", "LegacyLoader.m:13 loadingPriority",
                "LegacyLoader.m:14 beginAccessing", "LegacyLoader.m:15 bundleLookup", "LegacyLoader.m:22 endAccessing",
                "LegacyLoader.m:23 compiledLookup",
                "LevelLoader.swift:7 requestType", "LevelLoader.swift:12 requestInit", "LevelLoader.swift:13 loadingPriority",
                "LevelLoader.swift:14 beginAccessing", "LevelLoader.swift:16 bundleLookup", "LevelLoader.swift:21 requestStore",
                "LevelLoader.swift:22 progress", "LevelLoader.swift:28 requestInit", "LevelLoader.swift:29 conditionallyBeginAccessing",
                "LevelLoader.swift:31 compiledLookup", "LevelLoader.swift:32 compiledLookup", "LevelLoader.swift:39 requestInit",
                "LevelLoader.swift:40 beginAccessing", "LevelLoader.swift:41 bundleLookup", "LevelLoader.swift:42 compiledLookup",
                "LevelLoader.swift:47 preservationPriority", "LevelLoader.swift:48 endAccessing", "LevelLoader.swift:49 requestInit",
                "LevelLoader.swift:58 compiledLookup", "LevelLoader.swift:59 compiledLookup", "LevelLoader.swift:60 bundleLookup",
                "LevelLoader.swift:61 compiledLookup", "LevelLoader.swift:63 requestRelease",
            ], "\(found)")
        func site(_ file: String, _ line: Int) throws -> MigrationSite {
            try #require(migration.sites.first { $0.file.hasSuffix(file) && $0.line == line })
        }
        let first = try site("LevelLoader.swift", 12)
        #expect(
            first.tags
                == .literal([
                    MigrationTag(
                        name: "Level 1", member: "level1",
                        packs: [
                            MigrationPack(id: "Level-1", policy: .essential), MigrationPack(id: "Level-1-Level-2", policy: .essential),
                        ])
                ]))
        #expect(first.replacement == "`TaggedResourceRequest([AssetPackMap.Tag.level1])`")
        let computed = try site("LevelLoader.swift", 28)
        #expect(
            computed.tags == .unresolved("tags")
                && computed.replacement.hasPrefix("`TaggedResourceRequest(tags: tags)`; the tags are not literals"))
        let lookup = try site("LevelLoader.swift", 16)
        #expect(
            lookup.resource?.files == [MigrationFile(bundlePath: "Level1/map.json", pack: MigrationPack(id: "Level-1", policy: .essential))]
        )
        #expect(lookup.replacement == #"`access.url(atBundlePath: "Level1/map.json")` (pack 'Level-1')"#)
        let strings = try site("LevelLoader.swift", 41)
        #expect(strings.resource?.files.map(\.bundlePath) == ["en.lproj/Tutorial.strings", "fr.lproj/Tutorial.strings"])
        let golem = try site("LevelLoader.swift", 42)
        #expect(golem.resource?.items == ["XcodeGame/Assets.xcassets/Bosses/Golem.imageset"], "an image API names no model")
        #expect(golem.replacement.hasPrefix(#"`access.image(named: "Golem")`"#) && golem.replacement.contains("--catalog-items files"))
        let preload = try site("LevelLoader.swift", 58)
        #expect(preload.resource?.items == ["XcodeGame/Hero.atlas"] && preload.item == "XcodeGame/Hero.atlas")
        #expect(preload.replacement.hasPrefix(#"`let atlases = try await access.preloadTextureAtlases(named: ["Hero"])`"#))
        #expect(try site("LevelLoader.swift", 59).resource?.items == ["XcodeGame/Boss.sks"], "a scene type's init(fileNamed:) reads scenes")
        #expect(try site("LevelLoader.swift", 60).replacement.hasPrefix(#"`try await access.compiledModelURL(named: "Golem")`"#))
        #expect(try site("LevelLoader.swift", 61).replacement.hasPrefix(#"`access.dataAsset(named: "Legacy")`"#))
        #expect(try site("LevelLoader.swift", 63).replacement.contains("`access.end()`"))
        let objc = try site("LegacyLoader.m", 12)
        #expect(objc.replacement == #"`[[ODRTaggedResourceRequest alloc] initWithTags:[NSSet setWithObject:@"Summer"]]`"#)
        #expect(
            try site("LegacyLoader.m", 14).replacement.hasPrefix(
                "`[self.request beginAccessingWithCompletionHandler:^(ODRTaggedResourceAccess *access, NSError *error)"))
        #expect(try site("LegacyLoader.m", 15).replacement == #"`[access URLAtBundlePath:@"Summer/beach.png"]` (pack 'Summer')"#)
        let unknown = try #require(outcome.diagnostics.first { $0.code == .unknownSourceTag })
        #expect(unknown.location?.line == 49 && unknown.message.contains("'Levl 1'") && unknown.message.contains("did you mean 'Level 1'?"))
        #expect(FormatGuarantees.violations(of: outcome).isEmpty, "\(FormatGuarantees.violations(of: outcome))")
    }

    /// Each tagged item a pack cannot serve, one per item: catalog items on their own, the
    /// sprite atlases (a catalog's, with its image sets as frames, and an `.atlas` folder), the
    /// SpriteKit scene, the model.
    @Test func everyItemThatCannotStayInAPackIsListedOnItsOwn() throws {
        let migration = try #require(Self.migrate().migration)
        #expect(
            migration.items.map { "\($0.path) \($0.kind) \($0.pack.id)" } == [
                "XcodeGame/Assets.xcassets/Bosses/Dragon.imageset image set Bosses-Level-2",
                "XcodeGame/Assets.xcassets/Bosses/Golem.imageset image set Bosses",
                "XcodeGame/Assets.xcassets/Forest.imageset image set Level-1",
                "XcodeGame/Assets.xcassets/Legacy.dataset data set Tutorial",
                "XcodeGame/Assets.xcassets/Sparks.spriteatlas sprite atlas Level-2",
                "XcodeGame/Boss.sks SpriteKit scene Bosses",
                "XcodeGame/Hero.atlas sprite atlas Level-2",
                "XcodeGame/Models/Golem.mlpackage Core ML model Bosses",
            ])
        let atlas = try #require(migration.items.first { $0.path == "XcodeGame/Hero.atlas" })
        #expect(atlas.reader == "SKTextureAtlas(named:)" && atlas.servedWithCatalogItems)
        #expect(atlas.frames == ["XcodeGame/Hero.atlas/hero_idle.png", "XcodeGame/Hero.atlas/hero_run.png"])
        let catalogAtlas = try #require(migration.items.first { $0.path == "XcodeGame/Assets.xcassets/Sparks.spriteatlas" })
        #expect(
            catalogAtlas.servedWithCatalogItems
                && catalogAtlas.frames == [
                    "XcodeGame/Assets.xcassets/Sparks.spriteatlas/spark_1.imageset",
                    "XcodeGame/Assets.xcassets/Sparks.spriteatlas/spark_2.imageset",
                ])
        #expect(migration.items.filter { !$0.servedWithCatalogItems }.map(\.path) == ["XcodeGame/Boss.sks"])
        #expect(
            migration.items.first { $0.kind == "SpriteKit scene" }?.replacement.hasPrefix(#"`try access.scene(fileNamed: "Boss")`"#) == true
        )
    }

    /// The members the replacements use are the generated map's.
    @Test func typedTagsAreTheMembersOfTheGeneratedMap() throws {
        let migration = try #require(Self.migrate().migration)
        let tags = migration.sites.compactMap { site -> [MigrationTag]? in if case .literal(let list) = site.tags { list } else { nil } }
            .joined()
        var options = LintOptions(allowUncompiled: true)
        options.delivery = .backgroundAssets
        let lint = Linter.lint(manifestAt: Self.project, options: options)
        let generated = SwiftSource.members(try #require(lint.plan).tags.filter { !$0.packs.isEmpty }.map(\.name))
        for tag in tags where tag.member != nil { #expect(generated[tag.name] == tag.member, "\(tag.name)") }
    }

    /// Tags and paths with quotes, backslashes, interpolations, controls and bidirectional
    /// controls keep every format's guarantees, and the replacement's literals are Swift that
    /// reads back as the tag.
    @Test func hostileNamesKeepEveryFormatsGuarantees() throws {
        let folder = try TemporaryFolder()
        let tags = ["Quote \" mark", "Back\\slash", "Interp \\(x)", "Bidi \u{202E}gnp.exe", "Tab\tin", "Dollar ${x}"]
        var resources = ""
        var calls = ""
        for (index, tag) in tags.enumerated() {
            try folder.write("Assets/f\(index).bin", text: "\(index)")
            let xml = tag.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(
                of: "\t", with: "&#9;")
            resources += "<resource path=\"f\(index).bin\" tags=\"\(xml)\"/>\n"
            calls += "let r\(index) = NSBundleResourceRequest(tags: [\(SwiftSource.literal(tag))])\n"
        }
        // The same tags misspelt: no pack has them, so the replacement spells them as literals.
        for tag in tags { calls += "let m = NSBundleResourceRequest(tags: [\(SwiftSource.literal(tag + "!"))])\n" }
        let manifest = try folder.write(
            "game.xml",
            text: """
                <odr-manifest version="1" bundle-id="com.example.hostile" base="Assets">
                \(resources)</odr-manifest>
                """)
        try folder.write(
            "App/Loader \u{202E}.swift",
            text: "import Foundation\n" + calls + "let u = Bundle.main.url(forResource: \"f0\", withExtension: \"bin\")\n")
        let outcome = Self.migrate(manifest, sources: [folder.root + "/App"])
        let migration = try #require(outcome.migration)
        let requests = migration.sites.filter { $0.kind == .requestInit }.prefix(tags.count)
        #expect(migration.sites.filter { $0.kind == .requestInit }.count == 2 * tags.count)
        for (site, tag) in zip(requests, tags) {
            guard case .literal(let list) = site.tags else {
                Issue.record("not resolved: \(site.code)")
                continue
            }
            #expect(list.map(\.name) == [tag] && list.first?.packs.isEmpty == false)
        }
        #expect(FormatGuarantees.violations(of: outcome).isEmpty, "\(FormatGuarantees.violations(of: outcome))")
        // The misspelt tags' replacements are Swift whose literals read back as the tags.
        let arrays = migration.sites.filter { $0.kind == .requestInit }.dropFirst(tags.count).map { site in
            site.replacement.components(separatedBy: "TaggedResourceRequest(tags: ").last.map { String($0.dropLast(2)) } ?? ""
        }
        try folder.write(
            "check/main.swift",
            text: arrays.map { "for tag in \($0) { print(tag.unicodeScalars.map { String($0.value) }.joined(separator: \",\")) }" }.joined(
                separator: "\n") + "\n")
        let run = try Self.shell("swiftc -o check/run check/main.swift && ./check/run", in: folder.root)
        #expect(run.status == 0, "\(run.output)")
        let expected = tags.map { ($0 + "!").unicodeScalars.map { String($0.value) }.joined(separator: ",") }
        #expect(run.output.split(separator: "\n").map(String.init) == expected, "\(run.output)")
        #expect(arrays.count == tags.count)
    }

    /// Runs `command` with `sh -c` in `folder`: its status and its output (both streams).
    static func shell(_ command: String, in folder: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command + " 2>&1"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// A source path that does not exist is an error; no source at all is one too.
    @Test func missingSourcesAreErrors() throws {
        let folder = try TemporaryFolder()
        try folder.write("Assets/a.bin", text: "a")
        let manifest = try folder.write(
            "game.xml",
            text: #"<odr-manifest version="1" bundle-id="com.example.a" base="Assets"><resource path="a.bin" tags="A"/></odr-manifest>"#)
        let missing = Self.migrate(manifest, sources: [folder.root + "/Nowhere"])
        #expect(missing.failed && missing.diagnostics.contains { $0.code == .noSources && $0.message.contains("does not exist") })
        let none = Self.migrate(manifest)
        #expect(none.failed && none.diagnostics.contains { $0.code == .noSources })
        // Below the manifest's folder, build products are not read.
        try folder.write(".build/checkouts/Other.swift", text: #"let r = NSBundleResourceRequest(tags: ["A"])"#)
        try folder.write("Sources/App.swift", text: #"let r = NSBundleResourceRequest(tags: ["A"])"#)
        let found = Self.migrate(manifest)
        #expect(found.migration?.sources.map { ($0 as NSString).lastPathComponent } == ["App.swift"])
        #expect(found.migration?.sites.count == 1 && !found.failed)
    }
}

extension MigrationTests {
    /// By-name APIs that read the app bundle only, naming plain packed files: a shader, a sound,
    /// a loose image; a name no pack holds is no change.
    @Test func plainFilesNamedByBundleOnlyAPIsAreListed() throws {
        let folder = try TemporaryFolder()
        for name in ["glow.fsh", "boom.caf", "enemy@2x.png", "hud.png"] { try folder.write("Assets/" + name, bytes: [1]) }
        let manifest = try folder.write(
            "game.xml",
            text: """
                <odr-manifest version="1" bundle-id="com.example.a" base="Assets">
                <resource path="glow.fsh" tags="A"/><resource path="boom.caf" tags="A"/><resource path="enemy@2x.png" tags="A"/><resource path="hud.png"/>
                </odr-manifest>
                """)
        try folder.write(
            "App/Effects.swift",
            text: """
                let shader = SKShader(fileNamed: "glow.fsh")
                let sound = SKAction.playSoundFileNamed("boom.caf", waitForCompletion: false)
                let enemy = UIImage(named: "enemy")
                let hud = UIImage(named: "hud")
                """)
        let migration = try #require(Self.migrate(manifest).migration)
        #expect(
            migration.sites.map { "\($0.line) \($0.resource?.files.map(\.bundlePath) ?? [])" } == [
                "1 [\"glow.fsh\"]", "2 [\"boom.caf\"]", "3 [\"enemy@2x.png\"]",
            ])
        #expect(migration.sites.map { $0.replacement.prefix(while: { $0 != "(" }) } == ["`SKShader", "`access.url", "`access.url"])
        #expect(
            migration.sites[1].replacement.contains("SKAudioNode.init(url:)")
                && migration.sites[2].replacement.contains("UIImage(contentsOfFile:"))
    }

    /// Files in other languages behind a link back up, with bytes that are not UTF-8, or over
    /// 8 MiB: the walk ends, the bad bytes are read around, the huge file is counted unread.
    @Test func unreadSourcesSurviveLinkLoopsBadBytesAndSize() throws {
        let folder = try TemporaryFolder()
        try folder.write("Assets/map.json", text: "{}")
        let manifest = try folder.write(
            "game.xml",
            text: #"<odr-manifest version="1" bundle-id="com.example.a" base="Assets"><resource path="map.json" tags="A"/></odr-manifest>"#)
        try folder.write("App/Main.swift", text: #"let u = Bundle.main.url(forResource: "map", withExtension: "json")"#)
        try folder.link("App/Loop", to: "..")
        try folder.write(
            "App/bad.kt",
            bytes: [0xFF, 0xFE, 0x20] + Array("NSBundleResourceRequest ".utf8) + [0xC0, 0x0A] + Array("val m = \"map.json\"".utf8))
        try folder.sparse("App/huge.kt", size: 9 << 20)
        let outcome = Self.migrate(manifest)
        let migration = try #require(outcome.migration)
        #expect(migration.sites.count == 1 && migration.unscanned.languages == ["Kotlin": 2])
        #expect(
            migration.unscanned.mentioning.map { "\(($0.file as NSString).lastPathComponent):\($0.line) \($0.mentions)" }
                == [#"bad.kt:1 ["NSBundleResourceRequest", "map.json"]"#])
        #expect(FormatGuarantees.violations(of: outcome).isEmpty, "\(FormatGuarantees.violations(of: outcome))")
    }
}

extension MigrationTests {
    /// Suggestions never cross numbers.
    @Test func aNumberedNameIsSuggestedOnlyForTheSameNumber() {
        let tags = (1...250).map { "Level " + String(format: "%02d", $0) }
        #expect(Suggestion.closest(to: "Level 87", in: Array(tags.prefix(9)), sameNumbers: true) == nil)
        #expect(Suggestion.closest(to: "Levl 01", in: tags, sameNumbers: true) == "Level 01")
        #expect(Suggestion.closest(to: "Level 7", in: tags, sameNumbers: true) == "Level 07")
        #expect(Suggestion.closest(to: "Leve", in: ["Level"], sameNumbers: true) == "Level")
        // Names that are not tags keep the plain rule: 'ios18' for 'ios17'.
        #expect(Suggestion.closest(to: "ios17", in: ["ios", "ios18", "tvos"]) == "ios18")
    }

    /// A project may reference sources anywhere; migrate reads only those inside its repository
    /// (the nearest folder holding `.git`, else the project's folder) unless `--sources` names
    /// them, and says which it left out.
    @Test func aProjectsSourcesOutsideItsRepositoryAreNotRead() throws {
        let repository = try TemporaryFolder()
        let elsewhere = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: repository.path(".git"), withIntermediateDirectories: true)
        let inside = try repository.write("App/Shared/Game.swift", text: "let a = 1\n")
        let outside = try elsewhere.write("secrets.swift", text: "let b = 2\n")
        var manifest = Manifest(
            file: repository.path("App/Game.xcodeproj/project.pbxproj"), bundleIdentifier: "com.example.game",
            baseDirectory: repository.path("App"))
        manifest.sourceFiles = [inside, outside]
        var walk = SourceWalk()
        var diagnostics: [Diagnostic] = []
        let read = Migrator(sources: []).sourceFiles(manifest: manifest, walk: &walk, diagnostics: &diagnostics)
        #expect(read == [inside])
        #expect(diagnostics.map(\.code) == [.unreadableSource] && diagnostics.first?.location?.file == outside)
        #expect(diagnostics.first?.message.contains("outside the project's repository") == true, "\(diagnostics)")
        // Named with --sources, it is read.
        #expect(Migrator(sources: [outside]).sourceFiles(manifest: manifest, walk: &walk, diagnostics: &diagnostics) == [outside])
    }
}
