import Foundation
import TestSupport
import Testing

/// `--delivery background-assets` end to end, with the recording stand-in `ba-package`:
/// what the packager is given (argv, working folder, manifests checked against the schema
/// here), which files each pack holds (computed from the manifest and the disk), the map,
/// incremental builds, verify, diff, and every way the packager can fail.
@Suite(.budget(seconds: 15)) struct BackgroundAssetsCommandTests {
    static let greatGame = CommandRunner.packageDirectory.appendingPathComponent("Examples/GreatGame").path

    static func build(
        _ arguments: [String], folder: TemporaryFolder, log: String, mode: String? = nil,
        modeID: String? = nil
    ) throws -> CommandResult {
        try CommandRunner.run(
            ["build"] + arguments + ["--delivery", "background-assets", "--quiet"],
            environment: BackgroundAssets.environment(log: log, mode: mode, modeID: modeID), in: folder.url)
    }

    @Test func greatGameGivesThePackagerOneSchemaCheckedManifestPerTagSetAtItsBundlePaths() throws {
        let folder = try TemporaryFolder()
        let log = folder.path("ba.log")
        let result = try Self.build(["\(Self.greatGame)/GreatGame.xml", "-o", "out"], folder: folder, log: log)
        #expect(result.status == 0, "\(result.standardError)")
        let runs = try BackgroundAssets.runs(log)
        let base = "\(Self.greatGame)/Resources"
        let expected = try BackgroundAssets.filesByTagSet(manifest: "\(Self.greatGame)/GreatGame.xml", base: base)
        #expect(runs.count == expected.count)
        var selected: [Set<String>] = []
        for run in runs {
            // The 1.x form (the stand-in plays 1.2), in a stage laid out at the bundle paths, never onto an existing path.
            #expect(run.arguments.count == 4 && run.arguments[0] == "package" && run.arguments[2] == "--output-path", "\(run.arguments)")
            #expect(run.arguments[1].hasSuffix(".json") && run.arguments[3].hasSuffix(".aar") && run.arguments[3].contains("/out/packs/"))
            // Packs whose files' bundle paths are their paths in the base folder are packed there.
            let staged = run.workingFolder.contains("/out/packs/.odr-pack-tmp-") && run.workingFolder.hasSuffix("-stage")
            #expect(staged || run.workingFolder == URL(fileURLWithPath: base).resolvingSymlinksInPath().path, "\(run.workingFolder)")
            #expect(BackgroundAssets.schemaProblems(run.manifest) == [], "\(run.manifest)")
            selected.append(BackgroundAssets.selectedFiles(run.manifest, in: base))
        }
        // What the packager stored is the bundle paths, and the stage is gone.
        let tutorial = try CommandRunner.runShell("tar tf out/packs/Tutorial.aar", in: folder.url)
        #expect(
            Set(tutorial.standardOutput.split(separator: "\n").map(String.init).filter { !$0.hasSuffix("/") })
                == [
                    "STAND-IN-NOT-APPLE-ARCHIVE.txt", "manifest.json", "Tutorial/hand.png", "Tutorial/steps.json",
                    "en.lproj/Tutorial.strings", "fr.lproj/Tutorial.strings",
                ], "\(tutorial.standardOutput)")
        #expect(BackgroundAssets.leftovers(folder.path("out")) == [])
        #expect(Set(selected) == Set(expected.values), "packs: \(selected) expected: \(expected)")
        // The policy comes from the strongest category of the pack's tags.
        let policies = Dictionary(
            runs.map { ($0.manifest["assetPackID"] as? String ?? "", ($0.manifest["downloadPolicy"] as? [String: Any])?.keys.first ?? "") }
        ) { a, _ in a }
        #expect(policies["Level-01"] == "essential" && policies["Level-01-Level-02"] == "essential")
        #expect(policies["Tutorial"] == "prefetch" && policies["Level-02-Level-03"] == "prefetch" && policies["Golden-Sword"] == "onDemand")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path("out/packs")).sorted()
        #expect(names.filter { $0.hasSuffix(".aar") }.count == runs.count && names.filter { $0.hasSuffix(".json") }.count == runs.count)
        // The map covers every tag's files with the packs it names.
        let map = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.url.appendingPathComponent("out/AssetPackMap.json")))
                as? [String: Any])
        let tags = try #require(map["tags"] as? [String: [String]])
        let packFiles = Dictionary(
            runs.map { ($0.manifest["assetPackID"] as? String ?? "", BackgroundAssets.selectedFiles($0.manifest, in: base)) }
        ) { a, _ in a }
        for (tagSet, files) in expected {
            for tag in tagSet {
                let covered = Set((tags[tag] ?? []).flatMap { packFiles[$0] ?? [] })
                #expect(files.isSubset(of: covered), "tag \(tag)")
            }
        }
        let swift = try String(contentsOfFile: folder.path("out/AssetPackMap.swift"), encoding: .utf8)
        #expect(swift.contains("public static let level03: Tag = Tag(known: \"Level 03\")") && swift.contains("\nLevel 03|"))
        let verify = try CommandRunner.run(["verify", "out", "--quiet"], in: folder.url)
        #expect(verify.status == 0, "\(verify.standardError)")
    }

    @Test func aPackWhoseInputsDidNotChangeIsNotPackedAgain() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(atPath: "\(Self.greatGame)/Resources", toPath: folder.path("Resources"))
        try FileManager.default.copyItem(atPath: "\(Self.greatGame)/GreatGame.xml", toPath: folder.path("GreatGame.xml"))
        let log = folder.path("ba.log")
        #expect(try Self.build(["GreatGame.xml", "-o", "out"], folder: folder, log: log).status == 0)
        let first = try BackgroundAssets.runs(log).count
        let again = try Self.build(["GreatGame.xml", "-o", "out"], folder: folder, log: log)
        #expect(again.status == 0, "\(again.standardError)")
        #expect(try BackgroundAssets.runs(log).count == first, "an unchanged build ran the packager")
        // A changed file packs again exactly the pack that holds it.
        try folder.write("Resources/Levels/03/map.json", text: "{\"level\": 3, \"changed\": true}\n")
        #expect(try Self.build(["GreatGame.xml", "-o", "out"], folder: folder, log: log).status == 0)
        let runs = try BackgroundAssets.runs(log)
        #expect(runs.dropFirst(first).map { $0.manifest["assetPackID"] as? String } == ["Level-03"])
        #expect(try CommandRunner.run(["verify", "out"], in: folder.url).status == 0)
        // A tag's category is no file's, but it is the pack's policy: the pack is made again.
        let manifest = try String(contentsOfFile: folder.path("GreatGame.xml"), encoding: .utf8)
        try folder.write(
            "GreatGame.xml",
            text: manifest.replacingOccurrences(
                of: #"<tag name="Golden Sword" preservation-priority="0.25"/>"#,
                with: #"<tag name="Golden Sword" category="prefetch" preservation-priority="0.25"/>"#))
        #expect(try Self.build(["GreatGame.xml", "-o", "out"], folder: folder, log: log).status == 0)
        let again2 = try BackgroundAssets.runs(log).dropFirst(runs.count)
        #expect(again2.map { $0.manifest["assetPackID"] as? String } == ["Golden-Sword"])
        #expect((again2.first?.manifest["downloadPolicy"] as? [String: Any])?.keys.first == "prefetch")
        #expect(try CommandRunner.run(["verify", "out"], in: folder.url).status == 0)
    }

    @Test(.slow("four builds, each with a packager failing another way"), arguments: ["fail", "nothing", "empty", "directory"])
    func aFailingPackagerCommitsNothingAndKeepsThePreviousBuild(mode: String) throws {
        let folder = try TemporaryFolder()
        let log = folder.path("ba.log")
        let manifest = "\(Self.greatGame)/GreatGame.xml"
        #expect(try Self.build([manifest, "-o", "out"], folder: folder, log: log).status == 0)
        let index = try Data(contentsOf: folder.url.appendingPathComponent("out/index.plist"))
        let failed = try Self.build([manifest, "-o", "out", "--rebuild"], folder: folder, log: log, mode: mode, modeID: "Level-03")
        #expect(failed.status == 1)
        #expect(
            failed.standardError.contains("[packager-failed]") && failed.standardError.contains("'Level-03'"), "\(failed.standardError)")
        if mode == "fail" { #expect(failed.standardError.contains("status 3") && failed.standardError.contains("injected failure")) }
        #expect(try Data(contentsOf: folder.url.appendingPathComponent("out/index.plist")) == index)
        #expect(BackgroundAssets.leftovers(folder.path("out")) == [])
        #expect(try CommandRunner.run(["verify", "out"], in: folder.url).status == 0)
    }

    @Test(.slow("waits for a hanging packager's time to run out"))
    func aHangingPackagerIsStoppedAfterItsTimeOrBySIGTERMAndNothingIsCommitted() throws {
        let folder = try TemporaryFolder()
        let log = folder.path("ba.log")
        let manifest = "\(Self.greatGame)/GreatGame.xml"
        let timedOut = try Self.build(
            [manifest, "-o", "out", "--packager-timeout", "1"], folder: folder, log: log, mode: "hang", modeID: "Tutorial")
        #expect(timedOut.status == 1)
        #expect(timedOut.standardError.contains("did not finish in time"), "\(timedOut.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("out/index.plist")))
        #expect(BackgroundAssets.leftovers(folder.path("out")) == [])
        #expect(try Self.build([manifest, "-o", "out"], folder: folder, log: log).status == 0)
        let index = try Data(contentsOf: folder.url.appendingPathComponent("out/index.plist"))
        let running = try RunningCommand(
            ["build", manifest, "-o", "out", "--rebuild", "--quiet", "--delivery", "background-assets"],
            environment: BackgroundAssets.environment(log: log, mode: "hang"), in: folder.url, errorFile: "err")
        let started = try BackgroundAssets.runs(log).count
        while try BackgroundAssets.runs(log).count == started && running.process.isRunning { usleep(20_000) }
        kill(running.process.processIdentifier, SIGTERM)
        #expect(running.wait() == 143, "\(running.standardError)")
        #expect(try Data(contentsOf: folder.url.appendingPathComponent("out/index.plist")) == index)
        #expect(BackgroundAssets.leftovers(folder.path("out")) == [])
    }

    @Test func withoutAPackagerBuildFailsWithACodeAndNoArchivesWritesTheRest() throws {
        let folder = try TemporaryFolder()
        let manifest = "\(Self.greatGame)/GreatGame.xml"
        let missing = try CommandRunner.run(
            ["build", manifest, "-o", "out", "--delivery", "background-assets", "--quiet"],
            environment: ["ODR_PACK_BA_PACKAGE": "", "PATH": "/usr/bin:/bin"], in: folder.url)
        #expect(missing.status == 1)
        #expect(missing.standardError.contains("[packager-not-found]") && missing.standardError.contains("ODR_PACK_BA_PACKAGE"))
        // Lint's findings are reported too: the note lint gives GreatGame in this delivery.
        #expect(missing.standardError.contains("[prefetch-order-ignored]") && missing.standardError.contains("1 error, 0 warnings, 1 note"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("out")))
        let manifestsOnly = try CommandRunner.run(
            ["build", manifest, "-o", "out", "--delivery", "background-assets", "--no-archives", "--quiet"],
            environment: ["ODR_PACK_BA_PACKAGE": "", "PATH": "/usr/bin:/bin"], in: folder.url)
        #expect(manifestsOnly.status == 0, "\(manifestsOnly.standardError)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path("out/packs"))
        #expect(names.count == 7 && names.allSatisfy { $0.hasSuffix(".json") })
        let index = try #require(
            try PropertyListSerialization.propertyList(
                from: Data(contentsOf: folder.url.appendingPathComponent("out/index.plist")), format: nil) as? [String: Any])
        #expect(index["ArchiveFormat"] as? String == "none" && index["Delivery"] as? String == "background-assets")
        #expect(try CommandRunner.run(["verify", "out"], in: folder.url).status == 0)
    }

    @Test(.slow("lints and builds a game of more than a hundred partitions through the stand-in packager"))
    func moreThanAHundredPartitionsFailWithAProposedMergeAndBuildWithMaxPacks() throws {
        let folder = try TemporaryFolder()
        let manifest = try BackgroundAssets.generatedGame(in: folder, partitions: 130)
        let lint = try CommandRunner.run(["lint", manifest, "--format", "json"], in: folder.url)
        #expect(lint.status == 1)
        let json = try lint.json()
        let diagnostics = json["diagnostics"] as? [[String: Any]] ?? []
        #expect(
            diagnostics.contains {
                $0["code"] as? String == "pack-count-over-limit" && ($0["message"] as? String ?? "").contains("--max-packs 100")
            })
        let proposal = try #require(json["proposedMerge"] as? [String: Any])
        #expect(proposal["packs"] as? Int ?? 0 <= 100 && proposal["partitions"] as? Int == 130)
        let log = folder.path("ba.log")
        let refused = try CommandRunner.run(
            ["build", manifest, "-o", "out", "--quiet"], environment: BackgroundAssets.environment(log: log), in: folder.url)
        #expect(refused.status == 1 && !FileManager.default.fileExists(atPath: folder.path("out")))
        let built = try CommandRunner.run(
            ["build", manifest, "-o", "out", "--quiet", "--max-packs", "100"],
            environment: BackgroundAssets.environment(log: log), in: folder.url)
        #expect(built.status == 0, "\(built.standardError)")
        let runs = try BackgroundAssets.runs(log)
        #expect(runs.count <= 100 && runs.count >= 90)
        let selected = runs.map { BackgroundAssets.selectedFiles($0.manifest, in: folder.path("Assets")) }
        let expected = try BackgroundAssets.filesByTagSet(manifest: manifest, base: folder.path("Assets"))
        // Every file in exactly one pack, and each tag's files in the packs the map names for it.
        #expect(selected.reduce(0) { $0 + $1.count } == Set(selected.flatMap { $0 }).count)
        #expect(Set(selected.flatMap { $0 }) == Set(expected.values.flatMap { $0 }))
        let map = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.url.appendingPathComponent("out/AssetPackMap.json")))
                as? [String: Any])
        let tags = try #require(map["tags"] as? [String: [String]])
        let byID = Dictionary(zip(runs.map { $0.manifest["assetPackID"] as? String ?? "" }, selected)) { a, _ in a }
        for (tagSet, files) in expected {
            for tag in tagSet { #expect(files.isSubset(of: Set((tags[tag] ?? []).flatMap { byID[$0] ?? [] })), "tag \(tag)") }
        }
    }

    @Test func packIDsTheManifestGivesAreCheckedForCharactersAndCollisions() throws {
        let folder = try TemporaryFolder()
        try folder.write("Assets/a.bin", text: "a")
        try folder.write("Assets/b.bin", text: "b")
        try folder.write("Assets/c.bin", text: "c")
        try folder.write(
            "game.xml",
            text: """
                <odr-manifest version="1" bundle-id="com.example.game" base="Assets" delivery="background-assets">
                <asset-pack id="com.example.a" tags="A"/>
                <asset-pack id="Same" tags="B"/>
                <asset-pack id="Same" tags="C"/>
                <asset-pack id="Nothing" tags="D"/>
                <resource path="a.bin" tags="A"/>
                <resource path="b.bin" tags="B"/>
                <resource path="c.bin" tags="C"/>
                </odr-manifest>
                """)
        let lint = try CommandRunner.run(["lint", "game.xml"], in: folder.url)
        #expect(lint.status == 1)
        #expect(
            lint.standardError.contains(
                "game.xml:2:1: error: asset pack ID 'com.example.a' is not 1 to 64 characters of letters, digits and '-'"),
            "\(lint.standardError)")
        #expect(
            lint.standardError.contains("ITMS-91133") && lint.standardError.contains("such as 'com-example-a'"), "\(lint.standardError)")
        #expect(lint.standardError.contains("both get the asset pack ID 'Same'") && lint.standardError.contains("[pack-id-collision]"))
        #expect(lint.standardError.contains("game.xml:5:1: warning: asset pack ID 'Nothing' names the tag set 'D'"))
    }

    @Test func compiledResourcesOfAnXcodeProjectAreErrorsPerItem() throws {
        let lint = try CommandRunner.run(["lint", "Examples/XcodeGame/XcodeGame.xcodeproj", "--delivery", "background-assets"])
        #expect(lint.status == 1)
        let items = lint.standardError.split(separator: "\n").filter { $0.contains("[compiled-resource-in-asset-pack]") }
        #expect(items.count == 3, "\(lint.standardError)")
        #expect(
            items.contains { $0.contains("'XcodeGame/Hero.atlas' is compiled by TextureAtlas") && $0.contains("SKTextureAtlas(named:)") })
        #expect(
            lint.standardError.contains(
                "warning: 'XcodeGame/Boss.sks' is a SpriteKit scene, and SKScene(fileNamed:) reads scenes from the app bundle only"))
        #expect(items.contains { $0.contains("'XcodeGame/Assets.xcassets' is compiled by actool") && $0.contains("UIImage(named:)") })
        #expect(
            items.contains {
                $0.contains("'XcodeGame/Models/Golem.mlpackage' is compiled by coremlc") && $0.contains("MLModel.compileModel(at:)")
            })
        // Each names the way out: the option that packs them as files the generated lookups read.
        #expect(items.allSatisfy { $0.contains("pass --catalog-items files") && $0.contains(": error: ") })
        #expect(!lint.standardError.contains("[needs-xcode-compiler]"))
        let allowed = try CommandRunner.run([
            "lint", "Examples/XcodeGame/XcodeGame.xcodeproj", "--delivery", "background-assets", "--allow-uncompiled",
        ])
        #expect(allowed.status == 0, "\(allowed.standardError)")
    }

    @Test func whyNamesTheBackgroundAssetsPackAfterTheMerge() throws {
        let why = try CommandRunner.run([
            "why", "Examples/GreatGame/GreatGame.xml", "Shared/enemy-slime.png",
            "--delivery", "background-assets", "--max-packs", "4",
        ])
        #expect(why.status == 0, "\(why.standardError)")
        #expect(why.standardOutput.hasPrefix("'Shared/enemy-slime.png': in asset pack 'Level-01-Level-02'"), "\(why.standardOutput)")
        #expect(why.standardOutput.contains("path in pack: 'enemy-slime.png'"))
        let refused = try CommandRunner.run([
            "lint", "Examples/GreatGame/GreatGame.xml", "--delivery", "on-demand-resources", "--max-packs", "4",
        ])
        #expect(
            refused.status == 64
                && refused.standardError.contains(
                    "--max-packs does not apply to On-Demand Resources (it applies to Background Assets and Play Asset Delivery)"),
            "\(refused.standardError)")
    }

    @Test func diffOfTwoBuildsNamesThePacksThatNeedANewVersion() throws {
        let folder = try TemporaryFolder()
        let log = folder.path("ba.log")
        let manifest = try BackgroundAssets.generatedGame(in: folder, partitions: 6)
        #expect(try Self.build([manifest, "-o", "one"], folder: folder, log: log).status == 0)
        // One file changed, one tag gone, one tag new.
        try folder.write("Assets/t1/data.bin", text: "changed")
        var text = try String(contentsOfFile: manifest, encoding: .utf8)
        text = text.replacingOccurrences(of: "<resource path=\"t2\" tags=\"T2\"/>", with: "<resource path=\"t2\" tags=\"New\"/>")
        try folder.write("game.xml", text: text)
        #expect(try Self.build([manifest, "-o", "two"], folder: folder, log: log).status == 0)
        let diff = try CommandRunner.run(["diff", "one", "two", "--format", "json"], in: folder.url)
        #expect(diff.status == 0, "\(diff.standardError)")
        let packs = try diff.json()["packs"] as? [[String: Any]] ?? []
        let status = Dictionary(packs.map { ($0["id"] as? String ?? "", $0["status"] as? String ?? "") }) { a, _ in a }
        #expect(status["T1"] == "changed" && status["T2"] == "removed" && status["New"] == "added", "\(status)")
        #expect(status.filter { $0.value != "unchanged" }.count == 3, "\(status)")
        let odr = try CommandRunner.run(["build", manifest, "-o", "odr", "--quiet", "--delivery", "on-demand-resources"], in: folder.url)
        #expect(odr.status == 0, "\(odr.standardError)")
        let mixed = try CommandRunner.run(["diff", "odr", "one"], in: folder.url)
        #expect(mixed.status == 1 && mixed.standardError.contains("[delivery-mismatch]"), "\(mixed.standardError)")
    }

    static let commitPoints = ["locked", "written", "cached", "committed", "renamed-one", "finished"]

    @Test(.slow("a build killed at each of six steps, then repaired"), arguments: commitPoints)
    func aBuildKilledAtAnyStepIsRepairedByTheNextBuild(point: String) throws {
        let folder = try TemporaryFolder()
        let log = folder.path("ba.log")
        let manifest = try BackgroundAssets.generatedGame(in: folder, partitions: 5)
        #expect(try Self.build([manifest, "-o", "out"], folder: folder, log: log).status == 0)
        try folder.write("Assets/t1/data.bin", text: "changed")
        try folder.write("Assets/t2/data.bin", text: "changed too")
        var environment = BackgroundAssets.environment(log: log)
        environment["ODR_PACK_TEST_STOP"] = "\(point):kill"
        let killed = try CommandRunner.run(["build", manifest, "-o", "out", "--quiet"], environment: environment, in: folder.url)
        #expect(killed.status != 0)
        let verify = try CommandRunner.run(["verify", "out"], in: folder.url)
        if Self.commitPoints.firstIndex(of: point)! <= Self.commitPoints.firstIndex(of: "cached")! {
            #expect(verify.status == 0, "the previous build is whole before the commit point: \(verify.standardError)")
        }
        let repaired = try Self.build([manifest, "-o", "out"], folder: folder, log: log)
        #expect(repaired.status == 0, "\(repaired.standardError)")
        #expect(try CommandRunner.run(["verify", "out"], in: folder.url).status == 0)
        #expect(BackgroundAssets.leftovers(folder.path("out")) == [])
    }

    @Test(.slow("eight builds interrupted at a step"), arguments: ["locked", "written", "committed", "finished"], ["int", "term"])
    func aBuildInterruptedAtAStepExitsWithTheSignalAndLeavesAWholeBuild(point: String, signal: String) throws {
        let folder = try TemporaryFolder()
        let log = folder.path("ba.log")
        let manifest = try BackgroundAssets.generatedGame(in: folder, partitions: 4)
        #expect(try Self.build([manifest, "-o", "out"], folder: folder, log: log).status == 0)
        try folder.write("Assets/t1/data.bin", text: "changed")
        var environment = BackgroundAssets.environment(log: log)
        environment["ODR_PACK_TEST_STOP"] = "\(point):\(signal)"
        let interrupted = try CommandRunner.run(["build", manifest, "-o", "out", "--quiet"], environment: environment, in: folder.url)
        #expect(interrupted.status == (signal == "int" ? 130 : 143), "\(interrupted.standardError)")
        #expect(BackgroundAssets.leftovers(folder.path("out")) == [])
        let verify = try CommandRunner.run(["verify", "out"], in: folder.url)
        #expect(verify.status == 0, "\(verify.standardError)")
        #expect(try Self.build([manifest, "-o", "out"], folder: folder, log: log).status == 0)
        #expect(try CommandRunner.run(["verify", "out"], in: folder.url).status == 0)
    }

    @Test func theSwiftMapCompilesAndFindsEveryTagWhateverItsName() throws {
        let folder = try TemporaryFolder()
        let tags = ["Quote \" mark", "Back\\slash", "Interpolation \\(x)", "Triple \"\"\" end", "#raw\"#", "Émoji 🐉", "*/ comment"]
        var resources = ""
        for (index, _) in tags.enumerated() {
            try folder.write("Assets/f\(index).bin", text: "\(index)")
            resources += "<key>f\(index).bin</key><array><string>T\(index)</string></array>\n"
        }
        var plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>BundleIdentifier</key><string>com.example.game</string>
            <key>Base</key><string>Assets</string>
            <key>Resources</key><dict>
            \(resources)</dict></dict></plist>
            """
        for (index, tag) in tags.enumerated() {
            let escaped = tag.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            plist = plist.replacingOccurrences(of: "<string>T\(index)</string>", with: "<string>\(escaped)</string>")
        }
        try folder.write("game.plist", text: plist)
        let build = try CommandRunner.run(
            ["build", "game.plist", "-o", "out", "--delivery", "background-assets", "--no-archives", "--quiet"],
            in: folder.url)
        #expect(build.status == 0, "\(build.standardError)")
        // The program prints, for every tag read back from JSON, the packs the Swift map gives.
        try folder.write(
            "main.swift",
            text: """
                import Foundation
                let data = FileManager.default.contents(atPath: CommandLine.arguments[1])!
                let tags = try! JSONSerialization.jsonObject(with: data) as! [String]
                for tag in tags { print(AssetPackMap.packIDs(forTag: tag).joined(separator: ",")) }
                """)
        try JSONSerialization.data(withJSONObject: tags).write(to: folder.url.appendingPathComponent("tags.json"))
        let compile = try CommandRunner.runShell(
            "swiftc -module-name MapCheck out/AssetPackMap.swift main.swift -o mapcheck 2>&1", in: folder.url)
        #expect(compile.status == 0, "\(compile.standardOutput)")
        let run = try CommandRunner.runShell("./mapcheck tags.json", in: folder.url)
        let map = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.url.appendingPathComponent("out/AssetPackMap.json")))
                as? [String: Any])
        let expected = tags.map { ((map["tags"] as? [String: [String]])?[$0] ?? ["missing"]).joined(separator: ",") }
        #expect(run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) == expected)
        #expect(expected.allSatisfy { !$0.isEmpty && $0 != "missing" })
    }
}
