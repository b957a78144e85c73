import Foundation
import TestSupport
import Testing

@testable import ODRPackKit

/// Background Assets planning: IDs derived from tag sets, the manifest's own IDs, the
/// policy of each pack, the map of tags to packs, and the profile the delivery takes.
@Suite(.budget(seconds: 1)) struct AssetPackPlanTests {
    static func options(maximumPacks: Int? = nil) -> LintOptions {
        var options = LintOptions()
        options.delivery = .backgroundAssets
        options.merging.maxPacks = maximumPacks
        return options
    }

    /// The IDs new packs holding `packs` (each a list of tag sets) get, with no history.
    static func derive(_ packs: [[[String]]]) -> [String] { BackgroundAssetsPackID.derive(packs) }

    @Test func idsAreTheSortedTagsMadeSafeAndJoinedWhenTheyAreUnique() {
        #expect(
            Self.derive([[["Level 01", "Level 02"]], [["Tutorial"]], [["level_5"]]])
                == ["Level-01-Level-02", "Tutorial", "level-5"])
    }

    @Test func tagSetsThatReadAlikeEachGetAHashOfTheirTagSets() {
        // Hashes computed with Python's hashlib over the sets joined by U+001F and U+001E.
        #expect(Self.derive([[["A!"]], [["A?"]]]) == ["A-8982b44a", "A-2d003dcd"])
        #expect(Self.derive([[["日本"]]]) == ["pack-cf2abf0c"])
    }

    @Test func tagSetsThatDifferOnlyInCaseGetHashesSinceAMacsDiskIgnoresCase() {
        let ids = Self.derive([[["Level 01"]], [["level 01"]]])
        #expect(
            ids.count == 2 && ids[0].hasPrefix("Level-01-") && ids[1].hasPrefix("level-01-") && ids[0].lowercased() != ids[1].lowercased())
    }

    @Test func longIDsAreCutToSixtyFourCharactersWithAHash() {
        let tags = (1...30).map { "Level \($0)" }
        let id = Self.derive([[tags]])[0]
        #expect(id.utf8.count <= 64 && BackgroundAssetsPackID.isValid(id))
        #expect(id.hasPrefix("Level-1-plus-29-") && id.count == "Level-1-plus-29-".count + 8, "\(id)")
        #expect(Self.derive([[tags]]) == [id], "the same tags give the same ID")
    }

    @Test func onlyLettersDigitsAndInnerHyphensUpToSixtyFourMakeAnIDAppStoreConnectTakes() {
        #expect(BackgroundAssetsPackID.isValid("Level-01-b") && BackgroundAssetsPackID.isValid("A") && BackgroundAssetsPackID.isValid("9"))
        for refused in ["Level-01_b", "com.example.pack", "", "a b", "-a", "a-", "-", "é"] {
            #expect(!BackgroundAssetsPackID.isValid(refused), "'\(refused)' is refused (ITMS-91133)")
        }
        #expect(
            BackgroundAssetsPackID.isValid(String(repeating: "a", count: 64))
                && !BackgroundAssetsPackID.isValid(String(repeating: "a", count: 65)))
    }

    @Test func aPackTakesTheStrongestCategoryOfItsTags() {
        #expect(DownloadPolicy(categories: [.onDemand, .prefetch]) == .prefetch)
        #expect(DownloadPolicy(categories: [.prefetch, .initialInstall, .onDemand]) == .essential)
        #expect(DownloadPolicy(categories: [TagCategory]()) == .onDemand)
    }

    @Test func theManifestsIDsNameTheirTagSetsAndEachTagMapsToThePacksOfItsFiles() throws {
        let folder = try TemporaryFolder()
        for name in ["a", "ab", "b"] { try folder.write("\(name).bin", text: name) }
        try folder.manifest(
            """
            <tag name="A" category="initial-install"/>
            <asset-pack id="Both" tags="B, A"/>
            <resource path="a.bin" tags="A"/>
            <resource path="ab.bin" tags="A, B"/>
            <resource path="b.bin" tags="B"/>
            """)
        let result = folder.lint(options: Self.options())
        let plan = try #require(result.plan)
        #expect(result.delivery.id == .backgroundAssets && result.profile.name == .backgroundAssets)
        #expect(plan.packs.map(\.identity.identifier) == ["A", "B", "Both"])
        #expect(plan.arrangement.policies == ["A": .essential, "B": .onDemand, "Both": .essential])
        #expect(plan.packs.first { $0.identity.identifier == "Both" }?.files.map(\.packPath) == ["ab.bin"])
        #expect(plan.tags.map(\.packs) == [["A", "Both"], ["B", "Both"]])
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
    }

    @Test func aMergeKeepsEveryFileInOnePackAndReportsWhatItCosts() throws {
        let folder = try TemporaryFolder()
        var body = ""
        for index in 0..<12 {
            try folder.write("f\(index).bin", bytes: [UInt8](repeating: 7, count: 100 * (index + 1)))
            body += "<resource path=\"f\(index).bin\" tags=\"T\(index % 6)\(index >= 6 ? ", Extra" : "")\"/>\n"
        }
        try folder.manifest(body)
        let result = folder.lint(options: Self.options(maximumPacks: 4))
        let plan = try #require(result.plan)
        #expect(plan.packs.count == 4)
        let files = plan.packs.flatMap { $0.files.map(\.source) }
        #expect(files.sorted() == (0..<12).map { "f\($0).bin" }.sorted())
        let merge = try #require(plan.arrangement.merge)
        #expect(merge.partitions == 12 && merge.packs == 4 && merge.cost > 0)
        #expect(merge.cost == merge.addedBytesByTag.values.reduce(0, +))
        #expect(!result.diagnostics.containsErrors)
    }

    @Test func overThePackLimitLintProposesTheMergeThatFits() throws {
        let folder = try TemporaryFolder()
        var body = ""
        for index in 0..<6 {
            try folder.write("f\(index).bin", text: "\(index)")
            body += "<resource path=\"f\(index).bin\" tags=\"T\(index)\"/>\n"
        }
        try folder.manifest("<limits pack-count=\"3\"/>\n" + body)
        let result = folder.lint(options: Self.options())
        #expect(result.codes.contains(.packCountOverLimit))
        let proposal = try #require(result.plan?.arrangement.proposal)
        #expect(proposal.packs == 3 && proposal.partitions == 6 && result.plan?.packs.count == 6)
        let message = result.diagnostics.first { $0.code == .packCountOverLimit }?.message ?? ""
        #expect(message.contains("--max-packs 3 merges them into 3"), "\(message)")
    }

    @Test func aManifestProfileStandsForTheDeliverysMatchingProfile() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.bin", text: "a")
        try folder.manifest("<resource path=\"a.bin\" tags=\"A\"/>", attributes: "profile=\"tvos\"")
        let result = folder.lint(options: Self.options())
        #expect(result.profile.name == .backgroundAssetsTVOS && result.profile.platforms == ["tvOS"])
        #expect(folder.lint().profile.name == .tvos)
    }

    @Test func aManifestNamesItsDeliveryAndTheCommandLineWins() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.bin", text: "a")
        try folder.manifest("<resource path=\"a.bin\" tags=\"A\"/>", attributes: "delivery=\"background-assets\"")
        #expect(folder.lint().delivery.id == .backgroundAssets)
        var options = LintOptions()
        options.delivery = .onDemandResources
        #expect(folder.lint(options: options).delivery.id == .onDemandResources)
        try folder.manifest("<resource path=\"a.bin\" tags=\"A\"/>", attributes: "delivery=\"background-asset\"")
        let misspelt = folder.lint()
        #expect(misspelt.diagnostics.contains { $0.message == "unknown delivery 'background-asset'; did you mean 'background-assets'?" })
    }

    @Test func aPropertyListManifestNamesItsDeliveryAndIDs() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.bin", text: "a")
        try folder.write(
            "game.plist",
            text: """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict>
                <key>BundleIdentifier</key><string>com.example.game</string>
                <key>Delivery</key><string>background-assets</string>
                <key>AssetPackIDs</key><dict><key>Alpha</key><array><string>A</string></array></dict>
                <key>Resources</key><dict><key>a.bin</key><array><string>A</string></array></dict>
                </dict></plist>
                """)
        let result = folder.lint("game.plist")
        #expect(result.delivery.id == .backgroundAssets)
        #expect(result.plan?.packs.map(\.identity.identifier) == ["Alpha"])
    }
}

/// Names in the generated Swift map read as what they hold.
@Suite(.budget(seconds: 1)) struct AssetPackSwiftMapTests {
    @Test func literalsEscapeControlsSeparatorsAndBidirectionalControls() {
        #expect(
            SwiftSource.literal("\u{202E}evil\u{2066}\u{FEFF}\u{85}\u{2028}\"\\") == #""\u{202e}evil\u{2066}\u{feff}\u{85}\u{2028}\"\\""#)
        #expect(SwiftSource.comment("a\u{202E}b\nc") == "a?b?c")
        // Zero-width, no-break and variation characters too; visible letters stay as they are.
        #expect(
            SwiftSource.literal("a\u{200B}b\u{200D}\u{2060}\u{A0}\u{FE0F}\u{E0001}é🎮")
                == #""a\u{200b}b\u{200d}\u{2060}\u{a0}\u{fe0f}\u{e0001}é🎮""#)
    }

    @Test func tagsBecomeMemberNamesOfLettersAndDigitsOnly() {
        let tags = ["Level 01", "01", "", "default", "Épée d'or", "init", "allCases", "\u{202E}x"]
        #expect(
            tags.map(SwiftSource.memberName)
                == ["level01", "tag01", "tag", "tagDefault", "pEDOr", "tagInit", "tagAllCases", "x"])
    }

    /// A member is a function of its tag alone: tags that make one name have no member (each
    /// is reached by `Tag(rawValue:)`), and adding a tag never gives an existing member to
    /// another tag.
    @Test func membersNeverMoveToAnotherTag() {
        let first = SwiftSource.members(["Level 1", "Level 2", "Boss"])
        #expect(first == ["Level 1": "level1", "Level 2": "level2", "Boss": "boss"])
        let second = SwiftSource.members(["Level 1", "Level 2", "Boss", "level-1", "Level 12"])
        #expect(second == ["Level 2": "level2", "Boss": "boss", "Level 12": "level12"])
        #expect(SwiftSource.ambiguousMembers(["Level 1", "Level 2", "level-1"]) == ["level1": ["Level 1", "level-1"]])
        for (tag, member) in second { #expect(first[tag] == nil || first[tag] == member) }
    }

    /// Lint says which tags get no member, at the first one the manifest declares.
    @Test func tagsThatMakeOneMemberAreAWarning() throws {
        let folder = try TemporaryFolder()
        for name in ["a", "b", "c"] { try folder.write("\(name).bin", text: name) }
        try folder.manifest(
            """
            <tag name="level-1"/>
            <resource path="a.bin" tags="Level 1"/><resource path="b.bin" tags="level-1"/><resource path="c.bin" tags="Level 2"/>
            """, attributes: #"delivery="background-assets""#)
        let warning = try #require(folder.lint().diagnostics(.tagMemberAmbiguous).first)
        #expect(
            warning.severity == .warning && warning.message.contains("'AssetPackMap.Tag.level1'") && warning.location?.line == 3,
            "\(warning.message) \(String(describing: warning.location))")
    }
}
