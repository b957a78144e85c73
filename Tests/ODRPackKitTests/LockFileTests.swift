import FileSystem
import Foundation
import TestSupport
import Testing

@testable import ODRPackKit

/// The lock file of pack IDs: one per app, one sorted line per ID, a size that grows with IDs
/// and not files, strict reading (another app's lock, links, conflict markers, 0.5.0's form and
/// its faults), and what git's line-by-line merge of two branches' locks makes.
@Suite(.budget(seconds: 5)) struct LockFileTests {
    static let app = "com.company.App"

    /// A project of one file tagged `A`, linted for Background Assets with `text` as its lock.
    func lint(lock text: String, name: String = "com.company.App.background-assets.lock") throws -> (TemporaryFolder, LintResult) {
        let folder = try TemporaryFolder()
        try folder.write("a.bin", text: "a")
        try folder.manifest(#"<resource path="a.bin" tags="A"/>"#, attributes: #"delivery="background-assets""#)
        try folder.write(name, text: text)
        return (folder, folder.lint())
    }

    static let header = #"{"app":"com.company.App","delivery":"background-assets","lock":2}"#

    @Test(arguments: [
        ("{", "line 1 is not a lock line"),
        ("# only a comment\n", "no header line"),
        (#"{"app":"com.other.App","delivery":"background-assets","lock":2}"#, "the app 'com.other.App', not of 'com.company.App'"),
        (#"{"app":"com.company.App","delivery":"on-demand-resources","lock":2}"#, "not of background-assets"),
        (#"{"app":"com.company.App","delivery":"background-assets","lock":3}"#, "format version is 3"),
        (#"{"app":"com.company.App","delivery":"background-assets","lock":2,"extra":1}"#, "the key \"extra\""),
        (header + "\n" + #"{"id":"Level_01","tagSets":[["A"]]}"#, "'Level_01', which is not"),
        (header + "\n" + #"{"id":"A","tagSets":[["A"]]}"# + "\n" + #"{"id":"a","tagSets":[["B"]]}"#, "one file on a Mac's disk"),
        (header + "\n" + #"{"id":"A","tagSets":[[]]}"#, "an empty tag set"),
        (header + "\n" + #"{"id":"A","tagSets":[["A"]],"retired":true}"#, "either its tag sets or"),
        (header + "\n" + #"{"id":"A"}"#, "either its tag sets or"),
        // Two branches that bound one ID to other content, merged line by line.
        (
            header + "\n" + #"{"id":"A","platforms":["iOS"],"tagSets":[["A"]]}"# + "\n"
                + #"{"id":"A","platforms":["tvOS"],"tagSets":[["A"]]}"#,
            "line 2 and line 3 bind 'A' to different content (platforms iOS, every language and platforms tvOS, every language)"
        ),
        (
            header + "\n" + #"{"id":"A","tagSets":[["A"]]}"# + "\n" + #"{"id":"A","language":"fr","tagSets":[["A"]]}"#,
            "bind 'A' to different content"
        ),
        (
            header + "\n<<<<<<< HEAD\n" + #"{"id":"A","tagSets":[["A"]]}"# + "\n=======\n>>>>>>> branch\n",
            "line 2 is a merge conflict marker"
        ),
        // 0.5.0's form and its faults.
        (
            #"{"formatVersion": 1, "delivery": "background-assets", "packs": [{"id": "A", "files": ["a.bin"]}, {"id": "a", "files": []}], "retired": []}"#,
            "twice"
        ),
        (#"{"formatVersion": 1, "delivery": "background-assets", "packs": [{"id": "A", "files": []}], "retired": ["A"]}"#, "twice"),
        (
            #"{"formatVersion": 1, "delivery": "background-assets", "packs": [{"id": "A", "files": ["a.bin", "a.bin"]}], "retired": []}"#,
            "twice in"
        ),
        (
            #"{"formatVersion": 1, "delivery": "background-assets", "packs": [{"id": "A", "files": ["x"]}, {"id": "B", "files": ["x"]}], "retired": []}"#,
            "in both"
        ),
        (#"{"formatVersion": 7, "delivery": "background-assets", "packs": [], "retired": []}"#, "format version is 7"),
        (#"{"formatVersion": 1, "delivery": "background-assets", "packs": []}"#, "retired"),
    ])
    func aLockFileThatCannotBeUsedIsACodedErrorAndLintFails(text: String, reason: String) throws {
        let (folder, lint) = try lint(lock: text)
        let error = try #require(lint.diagnostics.first { $0.code == .invalidLockFile }, "\(lint.diagnostics)")
        #expect(lint.failed && error.message.contains(reason), "\(error.message)")
        #expect(error.location?.file == folder.path("com.company.App.background-assets.lock"))
    }

    /// A lock that is a link is refused before anything is built: `--update-lock` replaces the file.
    @Test func aLockFileThatIsALinkIsRefused() throws {
        let (folder, _) = try lint(lock: Self.header + "\n", name: "elsewhere.lock")
        try folder.link("com.company.App.background-assets.lock", to: "elsewhere.lock")
        let error = try #require(folder.lint().diagnostics.first { $0.code == .invalidLockFile })
        #expect(error.message.contains("symbolic link"), "\(error.message)")
    }

    @Test func aLockFileNamedOnTheCommandLineMustExistUnlessThisBuildWritesIt() throws {
        let (folder, plain) = try lint(lock: Self.header + "\n")
        #expect(!plain.failed, "\(plain.diagnostics)")
        var options = LintOptions()
        options.packIDs.lockFile = folder.path("missing.lock")
        #expect(folder.lint(options: options).diagnostics.contains { $0.code == .invalidLockFile })
        options.packIDs.updateLock = true
        #expect(!folder.lint(options: options).diagnostics.contains { $0.code == .invalidLockFile })
    }

    /// Sorted, one line per ID, in use with its tag sets or retired; every ID any release used;
    /// names of every kind escaped so the file shows every character, and read back exactly.
    @Test func theLockIsOneSortedLinePerIDAndReadsBack() throws {
        let hostile = ["Quote \" and \\ back", "zero\u{200B}width", "bidi \u{202E}cba", "new\nline", "é 🎮"]
        let previous = PackHistory(
            packs: ["Old": ["o.bin"], "Kept": ["k.bin"]], retired: ["Older"], source: "lock", delivery: .backgroundAssets)
        let bytes = PackLockFile.encode(
            packs: ["Kept": [["B", "A"], ["A"]], "New": [hostile]], previous: previous,
            delivery: .backgroundAssets, displayName: "Background Assets", app: Self.app)
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(lines.count == 5 && lines[0] == Self.header[...])
        #expect(lines[1] == #"{"id":"Kept","tagSets":[["A","B"],["A"]]}"# && lines[3] == #"{"id":"Old","retired":true}"#, "\(lines)")
        #expect(!String(decoding: bytes, as: UTF8.self).unicodeScalars.contains { $0 != "\n" && InvisibleText.isEscaped($0) })
        let folder = try TemporaryFolder()
        try folder.write("app.lock", bytes: bytes)
        let read = PackLockFile.read(
            folder.path("app.lock"), delivery: .backgroundAssets, rule: BackgroundAssetsPackID.Rule(), app: Self.app, required: true)
        #expect(read.diagnostics.isEmpty, "\(read.diagnostics.map(\.message))")
        #expect(read.history?.everUsed == ["Kept", "New", "Old", "Older"] && read.history?.app == Self.app)
        #expect(
            read.history?.contents["New"]?.tagSets == [hostile.sorted()] && read.history?.contents["Kept"]?.tagSets == [["A"], ["A", "B"]])
    }

    /// A run that planned one platform, or no localized packs, neither uses nor retires the IDs
    /// of the platforms and languages it did not plan: their lines stay as they were.
    @Test func aPartialRunRetiresOnlyWhatItPlanned() throws {
        let previous = PackHistory(
            contents: [
                "Level1-iOS": .init(tagSets: [["Level1"]], platforms: ["iOS"]),
                "Level1-tvOS": .init(tagSets: [["Level1"]], platforms: ["tvOS"]),
                "Both": .init(tagSets: [["Both"]], platforms: ["iOS", "tvOS"]),
                "Intro-fr": .init(tagSets: [["Intro"]], language: "fr"),
                "Gone": .init(tagSets: [["Gone"]]),
                "Gone-iOS": .init(tagSets: [["Gone"]], platforms: ["iOS"]),
            ], source: "lock", delivery: .backgroundAssets)
        let bytes = PackLockFile.encode(
            packs: ["Level1-iOS": [["Level1"]]], platforms: ["Level1-iOS": ["iOS"]], previous: previous,
            scope: .init(platforms: ["iOS"], languages: []), delivery: .backgroundAssets, displayName: "Background Assets", app: Self.app)
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").filter { $0.hasPrefix("{\"id\"") }.map(String.init)
        #expect(
            lines == [
                #"{"id":"Both","platforms":["iOS","tvOS"],"tagSets":[["Both"]]}"#, #"{"id":"Gone","retired":true}"#,
                #"{"id":"Gone-iOS","retired":true}"#, #"{"id":"Intro-fr","language":"fr","tagSets":[["Intro"]]}"#,
                #"{"id":"Level1-iOS","platforms":["iOS"],"tagSets":[["Level1"]]}"#,
                #"{"id":"Level1-tvOS","platforms":["tvOS"],"tagSets":[["Level1"]]}"#,
            ], "\(lines)")
        // The same run planning both platforms and French retires what it no longer uses.
        let whole = PackLockFile.encode(
            packs: ["Level1-iOS": [["Level1"]]], platforms: ["Level1-iOS": ["iOS"]], previous: previous,
            scope: .init(platforms: ["iOS", "tvOS"], languages: ["fr"]), delivery: .backgroundAssets, displayName: "Background Assets",
            app: Self.app)
        #expect(String(decoding: whole, as: UTF8.self).split(separator: "\n").filter { $0.contains("retired") }.count == 5)
    }

    /// A pack renamed in case alone keeps its old spelling among the retired, and reads back.
    @Test func aLockAfterAPackRenamedInCaseAloneReadsBack() throws {
        let previous = PackHistory(contents: ["Level-01": .init(tagSets: [["A"]])], source: "lock", delivery: .backgroundAssets)
        let bytes = PackLockFile.encode(
            packs: ["level-01": [["A"]]], previous: previous, delivery: .backgroundAssets,
            displayName: "Background Assets", app: Self.app)
        let folder = try TemporaryFolder()
        try folder.write("app.lock", bytes: bytes)
        let read = PackLockFile.read(
            folder.path("app.lock"), delivery: .backgroundAssets, rule: BackgroundAssetsPackID.Rule(), app: Self.app, required: true)
        #expect(read.diagnostics.isEmpty, "\(read.diagnostics.map(\.message))")
        #expect(read.history?.retired == ["Level-01"] && read.history?.ids == ["level-01"])
    }

    /// One lock per app, beside the manifest or project, named after the bundle identifier.
    @Test func theLockIsNamedAfterTheApp() {
        for manifest in ["/g/XcodeGame.xcodeproj", "/g/XcodeGame.xcodeproj/", "/g/XcodeGame.xcodeproj/project.pbxproj"] {
            #expect(
                PackLockFile.defaultPath(manifest: manifest, app: "com.example.game", delivery: .backgroundAssets)
                    == "/g/com.example.game.background-assets.lock", "\(manifest)")
            #expect(PackLockFile.legacyPath(manifest: manifest, delivery: .backgroundAssets) == "/g/XcodeGame.background-assets.lock.json")
        }
        #expect(
            PackLockFile.defaultPath(manifest: "/g/odr.xml", app: "com.example.game", delivery: .playAssetDelivery)
                == "/g/com.example.game.play-asset-delivery.lock")
    }

    /// Two branches that each add content write locks git merges line by line (with the
    /// `merge=union` the docs give), and the result reads back with both branches' IDs.
    @Test(.enabled(if: ExternalTool.available("git"))) func twoBranchesLocksMergeAndReadBack() throws {
        let folder = try TemporaryFolder()
        func lock(_ packs: [String: [[String]]], after previous: PackHistory?) -> [UInt8] {
            PackLockFile.encode(
                packs: packs, previous: previous, delivery: .backgroundAssets, displayName: "Background Assets", app: Self.app)
        }
        let base = (1...6).reduce(into: [String: [[String]]]()) { $0["Level-0\($1)"] = [["Level 0\($1)"]] }
        let history = PackHistory(
            contents: base.mapValues { PackHistory.Content(tagSets: $0) }, source: "lock", delivery: .backgroundAssets)
        var ours = base
        var theirs = base
        ours["Level-07"] = [["Level 07"]]
        theirs["Level-08"] = [["Level 08"]]
        theirs["Level-01"] = [["Level 01"], ["Bonus", "Level 01"]]
        let git = { (arguments: [String]) throws in
            try ExternalTool.runChecked(
                "git", ["-c", "user.name=t", "-c", "user.email=t@t", "-c", "init.defaultBranch=main"] + arguments, in: folder.root)
        }
        try git(["init", "-q"])
        try folder.write(".gitattributes", text: "*.lock merge=union\n")
        try folder.write("app.lock", bytes: lock(base, after: nil))
        try git(["add", "."])
        try git(["commit", "-qm", "release 1"])
        try git(["checkout", "-qb", "other"])
        try folder.write("app.lock", bytes: lock(theirs, after: history))
        try git(["commit", "-qam", "level 8"])
        try git(["checkout", "-q", "main"])
        try folder.write("app.lock", bytes: lock(ours, after: history))
        try git(["commit", "-qam", "level 7"])
        try git(["merge", "-q", "--no-edit", "other"])
        let read = PackLockFile.read(
            folder.path("app.lock"), delivery: .backgroundAssets, rule: BackgroundAssetsPackID.Rule(), app: Self.app, required: true)
        #expect(read.diagnostics.isEmpty, "\(read.diagnostics.map(\.message))")
        #expect(read.history?.ids == Set(base.keys).union(["Level-07", "Level-08"]))
        #expect(read.history?.contents["Level-01"]?.tagSets == [["Bonus", "Level 01"], ["Level 01"]], "both lines' tag sets")
    }

    /// The lock grows with IDs, not files: ten times the files under the same tags give the same lock.
    @Test func theLockGrowsWithIDsNotFiles() throws {
        func lockSize(filesPerLevel: Int) throws -> Int {
            let folder = try TemporaryFolder()
            var body = ""
            for level in 1...20 {
                for index in 0..<filesPerLevel { try folder.write("L\(level)/f\(index).bin", text: "\(index)") }
                body += "<resource path=\"L\(level)\" tags=\"Level \(level)\"/>\n"
            }
            try folder.manifest(body, attributes: #"delivery="background-assets""#)
            let plan = try #require(folder.lint().plan)
            return PackLockFile.encode(
                packs: plan.arrangement.partitions, previous: nil, delivery: .backgroundAssets,
                displayName: "Background Assets", app: Self.app
            ).count
        }
        #expect(try lockSize(filesPerLevel: 5) == lockSize(filesPerLevel: 50))
    }

    // MARK: IDs from the lock alone, and IDs that must not come back

    /// With no previous build at hand, IDs follow the lock's tag sets: a tag added to a merged
    /// pack's files keeps its ID, and a new level changes no existing ID.
    @Test func idsFollowTheLocksTagSetsRelease() throws {
        let folder = try TemporaryFolder()
        let levels = Array(1...60)
        try PackIDReleaseTests.game(folder, levels: levels)
        func release(after previous: LintResult?) -> LintResult {
            var options = LintOptions()
            options.merging.maxPacks = 100
            if let plan = previous?.plan {
                let history = PackHistory(
                    contents: plan.arrangement.partitions.mapValues { PackHistory.Content(tagSets: $0) },
                    source: "lock", delivery: .backgroundAssets)
                options.previousRelease = { history }
            }
            return Linter.lint(manifestAt: folder.path("game.xml"), options: options)
        }
        let first = release(after: nil)
        let one = PackIDReleaseTests.content(first)
        try PackIDReleaseTests.game(folder, levels: levels, extraTags: [30: ["Bonus"]])
        let second = release(after: first)
        let two = PackIDReleaseTests.content(second)
        for (id, files) in one where two.values.contains(files) {
            #expect(two[id] == files, "'\(id)' kept its content and must keep its ID")
        }
        try PackIDReleaseTests.game(folder, levels: levels + [61], extraTags: [30: ["Bonus"]])
        let three = PackIDReleaseTests.content(release(after: second))
        for (id, files) in two where three.values.contains(files) { #expect(three[id] == files, "'\(id)' moved") }
        #expect(two.filter { three.values.contains($0.value) }.count >= two.count - 2)
    }

    /// An ID the manifest gives that an earlier release retired is an error, and the pack gets
    /// an ID of its own instead.
    @Test func aRetiredIDGivenInTheManifestIsRefused() throws {
        let (folder, _) = try lint(lock: Self.header + "\n" + #"{"id":"Old-Pack","retired":true}"# + "\n")
        try folder.manifest(
            #"<asset-pack id="Old-Pack" tags="A"/><resource path="a.bin" tags="A"/>"#, attributes: #"delivery="background-assets""#)
        let lint = folder.lint()
        let error = try #require(lint.diagnostics(.retiredPackID).first, "\(lint.diagnostics)")
        #expect(error.severity == .error && error.location?.file == folder.path("odr.xml") && error.message.contains("'Old-Pack'"))
        #expect(lint.plan?.packs.map(\.identity.identifier) == ["A"])
    }

    /// An ID the lock holds for content this release still has is not moved to other content
    /// by the manifest: `pack-id-rebound`, and the pack is named as if no ID were given; an ID
    /// whose tag set is gone (renamed) may follow the manifest.
    @Test func anIDInUseGivenToOtherContentIsRefused() throws {
        let (folder, _) = try lint(lock: Self.header + "\n" + #"{"id":"Level-1","tagSets":[["A"]]}"# + "\n")
        try folder.write("b.bin", text: "b")
        try folder.manifest(
            #"<asset-pack id="Level-1" tags="B"/><resource path="a.bin" tags="A"/><resource path="b.bin" tags="B"/>"#,
            attributes: #"delivery="background-assets""#)
        let lint = folder.lint()
        let error = try #require(lint.diagnostics(.packIDRebound).first, "\(lint.diagnostics)")
        #expect(error.severity == .error && error.location?.file == folder.path("odr.xml"))
        #expect(error.message.contains("'Level-1'") && error.message.contains("still has 'A' in another pack"), "\(error.message)")
        #expect(Set(lint.plan?.packs.map(\.identity.identifier) ?? []) == ["Level-1", "B"])
        // A tag renamed: the ID follows the manifest.
        try folder.manifest(
            #"<asset-pack id="Level-1" tags="B"/><resource path="b.bin" tags="B"/>"#, attributes: #"delivery="background-assets""#)
        let renamed = folder.lint()
        #expect(renamed.diagnostics(.packIDRebound).isEmpty && renamed.plan?.packs.map(\.identity.identifier) == ["Level-1"])
    }

    /// Without a lock file, the index carries the retired IDs, so an ID retired two releases
    /// back never goes to other content.
    @Test func anIDRetiredTwoReleasesBackIsNotGivenToNewContent() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.bin", text: "a")
        try folder.write("s.bin", text: "s")
        func build(_ body: String) throws -> [String] {
            try folder.manifest(body, attributes: #"delivery="background-assets""#)
            var lint = LintOptions()
            lint.settings[BackgroundAssetsSettings.self].writeArchives = false
            let build = BuildJob(
                BuildPipeline.Request(
                    manifest: folder.path("odr.xml"), lint: lint, build: BuildOptions(outputDirectory: folder.path("out")))
            ).run()
            #expect(!build.failed, "\(build.diagnostics.map(\.message))")
            return build.report?.index.assetPacks.map(\.identifier) ?? []
        }
        #expect(try build(#"<resource path="a.bin" tags="A"/><resource path="s.bin" tags="Store"/>"#) == ["A", "Store"])
        #expect(try build(#"<resource path="a.bin" tags="A"/>"#) == ["A"])
        #expect(try build(#"<resource path="a.bin" tags="A"/>"#) == ["A"])
        let third = try build(
            #"<resource path="a.bin" tags="A"/><resource path="b.bin" tags="Store"/>"#.replacingOccurrences(of: "b.bin", with: "s.bin"))
        #expect(third.count == 2 && !third.contains("Store"), "\(third)")
    }

    /// A build killed while it replaced the lock file left a temporary beside it, in the team's
    /// repository: the next build removes it.
    @Test func theNextBuildRemovesWhatAKilledLockWriteLeft() throws {
        let (folder, _) = try lint(lock: Self.header + "\n")
        let exited = Process()
        exited.executableURL = URL(fileURLWithPath: "/bin/true")
        try exited.run()
        exited.waitUntilExit()
        let leftover = "\(FileWriter.temporaryPrefix)\(exited.processIdentifier)-3"
        try folder.write(leftover, text: "{")
        var lint = LintOptions()
        lint.settings[BackgroundAssetsSettings.self].writeArchives = false
        let build = BuildJob(
            BuildPipeline.Request(manifest: folder.path("odr.xml"), lint: lint, build: BuildOptions(outputDirectory: folder.path("out")))
        ).run()
        #expect(!build.failed, "\(build.diagnostics.map(\.message))")
        #expect(!FileManager.default.fileExists(atPath: folder.path(leftover)))
    }

    /// The rules every delivery's rule is wrapped in (names no host can hold, portable names)
    /// give the delivery's own answers: Play's retired names get Play's advice, not the App Store's.
    @Test func wrappedNamingRulesAnswerAsTheDeliverysOwn() {
        let play = PlayPackName.Rule()
        for rule in [HostSafeNamingRule(own: play), PortablePackName.Rule(own: play)] as [any PackNamingRule] {
            #expect(rule.retiredReuseAdvice == play.retiredReuseAdvice && rule.retiredIDAdvice == play.retiredIDAdvice)
            #expect(rule.noun == play.noun && rule.newIDCost == play.newIDCost && rule.countsIDsEverUsed == play.countsIDsEverUsed)
            #expect(rule.store == play.store && rule.citation == play.citation && rule.rule == play.rule)
        }
    }
}
