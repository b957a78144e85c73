import Foundation
import TestSupport
import Testing

@testable import ODRPackKit

/// One app, several platform targets, one plan (Background Assets): a file tagged alike on
/// every platform is one pack of every platform; content one platform packs, or tags otherwise,
/// has packs of its own platforms, named so; the IDs, the packs' platforms, the map and the
/// lock follow; targets of different apps, or of one platform, are refused.
@Suite(.budget(seconds: 1)) struct PlatformTargetsTests {
    /// `Game (iOS)` and `Game (tvOS)`, one bundle identifier: `props.bin` tagged `Level 1` in
    /// both, `phone.png` in iOS only, `tv.png` in tvOS only, `boss.bin` tagged `Boss` on iOS
    /// and `Boss`, `Level 1` on tvOS.
    static func project(_ folder: TemporaryFolder, tvBundle: String = "com.example.game", tvSDK: String = "appletvos") throws {
        let settings = { (bundle: String, sdk: String) in "PRODUCT_BUNDLE_IDENTIFIER = \(bundle); SDKROOT = \(sdk);" }
        let objects =
            PBXText.target("T1", name: "Game (iOS)", phases: ["R1"], settings: settings("com.example.game", "iphoneos"))
            + PBXText.target("T2", name: "Game (tvOS)", phases: ["R2"], settings: settings(tvBundle, tvSDK))
            + PBXText.resources("R1", [("F1", ["Level 1"]), ("F2", ["Level 1"]), ("F4", ["Boss"])])
            + PBXText.resources("R2", [("F1", ["Level 1"]), ("F3", ["Level 1"]), ("F4", ["Boss", "Level 1"])])
            + [
                PBXText.file("F1", path: "props.bin"), PBXText.file("F2", path: "phone.png"), PBXText.file("F3", path: "tv.png"),
                PBXText.file("F4", path: "boss.bin"),
            ]
        try folder.xcodeproj(PBXText.file(objects, targets: ["T1", "T2"], mainChildren: ["F1", "F2", "F3", "F4"]))
        for (name, size) in [("props.bin", 100), ("phone.png", 20), ("tv.png", 30), ("boss.bin", 40)] {
            try folder.write(name, bytes: [UInt8](repeating: 7, count: size))
        }
    }

    static func lint(_ folder: TemporaryFolder, _ project: ProjectOptions, delivery: DeliveryName = .backgroundAssets) -> LintResult {
        var options = LintOptions(project: project)
        options.delivery = delivery
        return Linter.lint(manifestAt: folder.path("Game.xcodeproj"), options: options)
    }

    /// Builds both targets (or `project`'s) for Background Assets into `out`, without archives,
    /// writing the lock.
    static func buildBoth(_ folder: TemporaryFolder, _ project: ProjectOptions = both) throws {
        let options = BuildOptions(outputDirectory: folder.path("out"))
        var lint = LintOptions(project: project)
        lint.settings[BackgroundAssetsSettings.self].writeArchives = false
        lint.packIDs.updateLock = true
        lint.delivery = .backgroundAssets
        let build = BuildJob(BuildPipeline.Request(manifest: folder.path("Game.xcodeproj"), lint: lint, build: options)).run()
        try #require(!build.failed, "\(build.diagnostics.map(\.message))")
    }

    static var both: ProjectOptions {
        var options = ProjectOptions()
        options.targets = ["Game (iOS)", "Game (tvOS)"]
        return options
    }

    @Test func everyPlatformsContentIsOnePackAndEachPlatformsOwnIsNamedSo() throws {
        let folder = try TemporaryFolder()
        try Self.project(folder)
        let lint = Self.lint(folder, Self.both)
        #expect(!lint.failed, "\(lint.diagnostics.map(\.message))")
        let plan = try #require(lint.plan)
        #expect(plan.platforms == ["iOS", "tvOS"])
        let packs = Dictionary(uniqueKeysWithValues: plan.packs.map { ($0.identity.identifier, ($0.platforms, $0.files.map(\.packPath))) })
        #expect(packs["Level-1"]?.0 == nil && packs["Level-1"]?.1 == ["props.bin"])
        #expect(packs["Level-1-iOS"]?.0 == ["iOS"] && packs["Level-1-iOS"]?.1 == ["phone.png"])
        #expect(packs["Level-1-tvOS"]?.0 == ["tvOS"] && packs["Level-1-tvOS"]?.1 == ["tv.png"])
        #expect(packs["Boss-iOS"]?.0 == ["iOS"] && packs["Boss-iOS"]?.1 == ["boss.bin"])
        #expect(packs["Boss-Level-1-tvOS"]?.0 == ["tvOS"] && packs["Boss-Level-1-tvOS"]?.1 == ["boss.bin"])
        #expect(packs.count == 5)
        // --all-targets reads the same two.
        var all = ProjectOptions()
        all.allTargets = true
        #expect(Self.lint(folder, all).plan?.packs.map(\.identity.identifier) == plan.packs.map(\.identity.identifier))
    }

    /// The build: each manifest names its pack's platforms, the map answers per platform, the
    /// lock records the platforms of the IDs that are not everywhere and reads back.
    @Test func theBuildsManifestsMapAndLockNameEachPacksPlatforms() throws {
        let folder = try TemporaryFolder()
        try Self.project(folder)
        try Self.buildBoth(folder)
        for (id, platforms) in [("Level-1", ["iOS", "tvOS"]), ("Level-1-iOS", ["iOS"]), ("Boss-Level-1-tvOS", ["tvOS"])] {
            let manifest =
                try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder.path("out/packs/\(id).json"))))
                as? [String: Any]
            #expect(manifest?["platforms"] as? [String] == platforms, "\(id)")
        }
        let map = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder.path("out/AssetPackMap.json"))))
                as? [String: Any])
        #expect((map["packs"] as? [String: [String: Any]])?["Boss-iOS"]?["platforms"] as? [String] == ["iOS"])
        let lock = try String(contentsOfFile: folder.path("com.example.game.background-assets.lock"), encoding: .utf8)
        #expect(
            lock.contains(#"{"id":"Level-1-tvOS","platforms":["tvOS"],"tagSets":[["Level 1"]]}"#)
                && lock.contains(#"{"id":"Level-1","platforms":["iOS","tvOS"],"tagSets""#), "\(lock)")
        // The next release keeps every ID from the lock alone.
        try FileManager.default.removeItem(atPath: folder.path("out"))
        #expect(
            Set(Self.lint(folder, Self.both).plan?.packs.map(\.identity.identifier) ?? [])
                == ["Boss-iOS", "Boss-Level-1-tvOS", "Level-1", "Level-1-iOS", "Level-1-tvOS"])
        #expect(!Self.lint(folder, Self.both).diagnostics.contains { $0.code == .packIDNew || $0.code == .packIDRetired })
    }

    @Test func targetsOfTwoAppsOrOnePlatformAreRefused() throws {
        let apps = try TemporaryFolder()
        try Self.project(apps, tvBundle: "com.example.other")
        #expect(Self.lint(apps, Self.both).codes.contains(.invalidTargetSet))
        let phones = try TemporaryFolder()
        try Self.project(phones, tvSDK: "iphoneos")
        let refused = Self.lint(phones, Self.both)
        #expect(refused.diagnostics.first { $0.code == .invalidTargetSet }?.message.contains("are all iOS apps") == true)
    }

    /// On-Demand Resources packs one app bundle, one target's: several are a usage error.
    @Test func severalTargetsAreRefusedOutsideBackgroundAssets() throws {
        let folder = try TemporaryFolder()
        try Self.project(folder)
        let lint = Self.lint(folder, Self.both, delivery: .onDemandResources)
        #expect(lint.codes == [.inapplicableOption] && lint.diagnostics[0].code.isUsageError)
    }

    /// A merge into fewer packs never puts content of different platforms in one pack: the
    /// five partitions (every platform, iOS twice, tvOS twice) fit three packs, one per set of
    /// platforms, and not two.
    @Test func aMergeKeepsEachSetOfPlatformsInPacksOfItsOwn() throws {
        let folder = try TemporaryFolder()
        try Self.project(folder)
        let merged = { (maximum: Int) in
            var options = LintOptions(project: Self.both)
            options.delivery = .backgroundAssets
            options.merging.maxPacks = maximum
            return Linter.lint(manifestAt: folder.path("Game.xcodeproj"), options: options)
        }
        let three = merged(3)
        #expect(!three.failed, "\(three.diagnostics.map(\.message))")
        let packs = try #require(three.plan).packs
        #expect(packs.count == 3)
        let byFiles = Dictionary(uniqueKeysWithValues: packs.map { ($0.files.map(\.packPath).sorted(), $0.platforms) })
        #expect(byFiles == [["props.bin"]: nil, ["boss.bin", "phone.png"]: ["iOS"], ["boss.bin", "tv.png"]: ["tvOS"]])
        let two = merged(2)
        let refusal = try #require(two.diagnostics.first { $0.code == .mergeImpossible })
        #expect(
            refusal.message.contains("each set of platforms (every platform, iOS and tvOS)")
                && refusal.message.contains("at least 3 packs"),
            "\(refusal.message)")
    }

    /// A release planned for both platforms, then linted for one target: lint says the targets
    /// belong together, and reports none of the platforms' IDs as retired.
    @Test func oneTargetAgainstALockOfSeveralPlatformsIsAWarning() throws {
        let folder = try TemporaryFolder()
        try Self.project(folder)
        try Self.buildBoth(folder)
        try FileManager.default.removeItem(atPath: folder.path("out"))
        var phone = ProjectOptions()
        phone.targets = ["Game (iOS)"]
        let one = Self.lint(folder, phone)
        let warning = try #require(one.diagnostics.first { $0.code == .platformsUnplanned })
        #expect(warning.severity == .warning && warning.message.contains("does not plan (tvOS)"), "\(warning.message)")
        // The run neither uses nor retires the IDs of platforms it did not plan.
        let retired = one.diagnostics.filter { $0.code == .packIDRetired }.map(\.message)
        #expect(retired.isEmpty, "\(retired)")
        #expect(!Self.lint(folder, Self.both).codes.contains(.platformsUnplanned))
    }

    /// A target planned alone takes its platform from the target, as when planned with the
    /// others: against a lock of both platforms, the iOS target keeps the IDs that hold its
    /// content (no new ID), retires none, and its lock write changes nothing; planned alone
    /// first, its lock lines name iOS, and the next plan of both keeps every ID, now shared.
    @Test func aTargetAloneKeepsTheIDsItHoldsWithTheOthers() throws {
        var phone = ProjectOptions()
        phone.targets = ["Game (iOS)"]
        let folder = try TemporaryFolder()
        try Self.project(folder)
        try Self.buildBoth(folder)
        let lockPath = folder.path("com.example.game.background-assets.lock")
        let lock = try String(contentsOfFile: lockPath, encoding: .utf8)
        try FileManager.default.removeItem(atPath: folder.path("out"))
        let alone = Self.lint(folder, phone)
        let ids = Set(alone.plan?.packs.map(\.identity.identifier) ?? [])
        #expect(ids == ["Boss-iOS", "Level-1"], "\(ids)")
        #expect(!alone.codes.contains(.packIDNew) && !alone.codes.contains(.packIDRetired), "\(alone.diagnostics.map(\.message))")
        try Self.buildBoth(folder, phone)
        #expect(try String(contentsOfFile: lockPath, encoding: .utf8) == lock)

        let first = try TemporaryFolder()
        try Self.project(first)
        try Self.buildBoth(first, phone)
        let phoneLock = try String(contentsOfFile: first.path("com.example.game.background-assets.lock"), encoding: .utf8)
        #expect(phoneLock.contains(#"{"id":"Level-1","platforms":["iOS"],"tagSets":[["Level 1"]]}"#), "\(phoneLock)")
        try FileManager.default.removeItem(atPath: first.path("out"))
        let together = Self.lint(first, Self.both)
        #expect(!together.codes.contains(.packIDRetired), "\(together.diagnostics.map(\.message))")
        let kept = Set(together.plan?.packs.map(\.identity.identifier) ?? [])
        #expect(kept.isSuperset(of: ["Boss", "Level-1"]), "\(kept)")
    }

    /// A target whose SDKROOT is `auto` builds for what SUPPORTED_PLATFORMS lists: a tvOS
    /// target written so is tvOS, not Xcode's default iOS.
    @Test func aTargetOfAutoSDKTakesItsPlatformFromSupportedPlatforms() throws {
        let folder = try TemporaryFolder()
        try Self.project(folder, tvSDK: #"auto; SUPPORTED_PLATFORMS = "appletvos appletvsimulator""#)
        let lint = Self.lint(folder, Self.both)
        #expect(!lint.failed, "\(lint.diagnostics.map(\.message))")
        #expect(lint.plan?.platforms == ["iOS", "tvOS"])
        var tv = ProjectOptions()
        tv.targets = ["Game (tvOS)"]
        #expect(Self.lint(folder, tv).plan?.plannedPlatforms == ["tvOS"])
    }

    /// `why` on several targets explains each platform by its own target's entries and the
    /// pack of that platform: `boss.bin` (tagged otherwise on tvOS) lands in a pack per
    /// platform, each with the reasons of its own target only; `props.bin` is one pack, the
    /// same on each; `tv.png`, which iOS does not list, is explained by tvOS's target.
    @Test func whyExplainsEachPlatformByItsOwnTargetAndPack() throws {
        let folder = try TemporaryFolder()
        try Self.project(folder)
        var options = LintOptions(project: Self.both)
        options.delivery = .backgroundAssets
        let lint = Linter.lint(manifestAt: folder.path("Game.xcodeproj"), options: options)
        let targets = try #require(lint.plan?.platformTargets)
        #expect(targets.map(\.platform) == ["iOS", "tvOS"] && targets.map(\.name) == ["Game (iOS)", "Game (tvOS)"])

        let boss = try #require(Explanation.explain("boss.bin", in: lint))
        #expect(boss.platforms.map(\.platform) == ["iOS", "tvOS"])
        #expect(boss.platforms.map { $0.pack?.identifier } == ["Boss-iOS", "Boss-Level-1-tvOS"])
        #expect(boss.platforms.map { $0.entry?.tags } == [["Boss"], ["Boss", "Level 1"]])
        for platform in boss.platforms {
            let target = try #require(targets.first { $0.platform == platform.platform })
            let entry = try #require(platform.entry)
            let reasons = platform.pack?.tags.flatMap(\.reasons).map(\.index) ?? []
            #expect(target.entries.contains(entry.index), "\(platform.platform)")
            #expect(!reasons.isEmpty && reasons.allSatisfy(target.entries.contains), "\(platform.platform): \(reasons)")
        }
        #expect(boss.pack?.identifier == "Boss-iOS" && boss.status == .packed)
        let text = TextReport.render(boss)
        #expect(text.hasPrefix("'boss.bin': differs between platforms: iOS packed; tvOS packed\n"), "\(text)")
        #expect(text.contains("on tvOS (target 'Game (tvOS)'): in asset pack") && text.contains("  pack: 'Boss-Level-1-tvOS'"), "\(text)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(JSONReport.render(boss).utf8)) as? [String: Any])
        let platforms = json["platforms"] as? [[String: Any]]
        #expect(platforms?.map { ($0["pack"] as? [String: Any])?["id"] as? String } == ["Boss-iOS", "Boss-Level-1-tvOS"])

        // One pack of both platforms: the reasons are both targets' entries.
        let props = try #require(Explanation.explain("props.bin", in: lint))
        #expect(props.platforms.map { $0.pack?.identifier } == ["Level-1", "Level-1"])
        #expect(Set(props.pack?.tags.flatMap(\.reasons).map(\.index) ?? []).count == 2)
        #expect(TextReport.render(props).contains("platforms: iOS, tvOS, the same on each (targets 'Game (iOS)', 'Game (tvOS)')"))

        // Listed by the second target alone: that target's explanation, and no error.
        let tv = try #require(Explanation.explain("tv.png", in: lint))
        #expect(tv.status == .packed && tv.pack?.identifier == "Level-1-tvOS" && tv.diagnostics.isEmpty)
        #expect(tv.platforms.map(\.status) == [.notListed, .packed])
        #expect(TextReport.render(tv).hasPrefix("'tv.png': differs between platforms: iOS not listed by its target; tvOS packed"))
    }
}
