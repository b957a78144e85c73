import Foundation
import TestSupport
import Testing

@testable import ODRPackKit

/// Texture-compression-format folders (`tex#tcf_astc`): kept for Play and checked as bundletool
/// checks them (folder names, format parity across packs, fallbacks); for On-Demand Resources
/// and Background Assets an error unless the manifest names the format to keep.
@Suite(.budget(seconds: 1)) struct TextureFolderTests {
    @Test(
        arguments: [
            ("tex", nil), ("tex#tcf_astc", nil), ("tex#tcf_3dc#tier_1", nil), ("tex#countries_latam", nil),
            ("#tex", TargetedFolder.Problem.untokenizable), ("tex#", .untokenizable), ("tex#tcf", .notKeyValue("tcf")),
            ("tex#TCF_astc", .notKeyValue("TCF_astc")), ("tex#size_big", .unknownKey("size")), ("tex#tcf_ASTC", .unknownFormat("ASTC")),
            ("tex#lang_fr", .language), ("tex#tcf_astc#tcf_etc2", .repeatedKey("tcf")), ("t#tier_1#group_a#countries_b", .tooManyKeys),
            // TargetedDirectorySegmentTest's cases, and Guava's Ints.tryParse at its edges.
            ("test#tier_invalid", .invalidTier("invalid")), ("test#tier_-1", .invalidTier("-1")), ("test#tier_1.5", .invalidTier("1.5")),
            ("test#tier_01", nil), ("test#tier_-0", nil), ("test#tier_+1", .invalidTier("+1")), ("test#tier_2147483647", nil),
            ("test#tier_2147483648", .invalidTier("2147483648")), ("test#group_s7", nil), ("test#group_1", .invalidGroup("1")),
            ("test#group_xyz$%@", .invalidGroup("xyz$%@")), ("test#countries_latam$%@", .invalidCountrySet("latam$%@")),
            ("test#countries_1234", .invalidCountrySet("1234")), ("bad#_2.0", .notKeyValue("_2.0")), ("bad#opengl", .notKeyValue("opengl")),
            ("bad###opengl#", .untokenizable), ("bad##tcf_astc", .notKeyValue("")), ("test#lang_fil", .language),
            ("test#tcf_astc#lang_fr", .language),
            ("test#size_x#tcf_astc", .unknownKey("size")), ("test#tcf_astc\u{2028}", .notKeyValue("tcf_astc\u{2028}")),
            ("test#countries_latam#tcf_astc#tier_2", .tooManyKeys), ("test#tcf_astc#countries_latam", nil),
        ] as [(String, TargetedFolder.Problem?)])
    func folderNamesAreReadAsBundletoolReadsThem(name: String, problem: TargetedFolder.Problem?) {
        switch TargetedFolder.parse(Substring(name)) {
        case .success: #expect(problem == nil, "\(name)")
        case .failure(let found): #expect(found == problem, "\(name)")
        }
    }

    @Test func oneDimensionTwiceOnAPathIsRefused() {
        #expect(TargetedFolder.problem(inFolderOf: "a#tcf_astc/b#tcf_etc2/x.ktx")?.problem == .repeatedDimension("tcf"))
        #expect(TargetedFolder.problem(inFolderOf: "a#tcf_astc/b/x#y.ktx") == nil, "file names are not parsed")
    }

    @Test func parityComparesFormatsAndFallbacks() {
        let full = PackTargeting(paths: ["t#tcf_astc/a.ktx", "t#tcf_etc2/a.ktx", "t/a.png"]).support(.textureFormat)
        #expect(full == PackTargeting(paths: ["u#tcf_etc2/b.ktx", "u#tcf_astc/b.ktx", "u/b.png", "other.txt"]).support(.textureFormat))
        #expect(full?.description == "[ASTC, ETC2] (with fallback directories)")
        #expect(PackTargeting(paths: ["t#tcf_astc/a.ktx"]).support(.textureFormat)?.hasFallback == false)
        #expect(PackTargeting(paths: ["plain/a.png"]).support(.textureFormat) == nil)
        // bundletool finds a fallback's files anywhere below it (findEntriesUnderPath).
        #expect(PackTargeting(paths: ["t#tcf_astc/a.ktx", "t/deeper/a.png"]).hasFallback(.textureFormat))
    }

    @Test func aPathIsTargetedByItsFirstTargetedFolderAsBundletoolReadsIt() throws {
        let directory = try TargetedDirectory.parse(folderOf: "a#tcf_astc/b#tier_01/x.ktx").get()
        #expect(directory.value(of: .textureFormat) == "astc" && directory.value(of: .deviceTier) == nil)
        #expect(directory.subPathBaseName(.deviceTier) == "assets/a#tcf_astc/b")
        #expect(directory.path(removing: .textureFormat) == "assets/a/b#tier_1")
    }

    /// Two packs with texture folders, the second without ETC2 and without a fallback.
    func texturedProject(attributes: String = "") throws -> TemporaryFolder {
        let project = try TemporaryFolder()
        for path in ["Hero/tex#tcf_astc/hero.ktx", "Hero/tex#tcf_etc2/hero.ktx", "Hero/tex/hero.png", "Boss/tex#tcf_astc/boss.ktx"] {
            try project.write("Assets/" + path, text: path)
        }
        try project.manifest(
            #"<resource path="Hero" tags="Hero"/><resource path="Boss" tags="Boss"/>"#, attributes: #"base="Assets" \#(attributes)"#)
        return project
    }

    @Test func playKeepsTheFoldersAndChecksParityAndFallbacks() throws {
        let project = try texturedProject()
        let lint = project.lint(options: LintOptions(delivery: .playAssetDelivery))
        let parity = lint.diagnostics(.textureFormatParity)
        #expect(parity.count == 1 && parity[0].pack == "Hero", "\(lint.diagnostics.map(\.message))")
        #expect(parity[0].message.contains("[ASTC, ETC2] (with fallback directories)") && parity[0].message.contains("[ASTC]"))
        #expect(lint.diagnostics(.textureFallbackMissing).map(\.pack) == ["Boss"])
        #expect(lint.plan?.packs.flatMap(\.files).map(\.packPath).contains("Hero/tex#tcf_astc/hero.ktx") == true)
    }

    @Test func playRefusesFolderNamesBundletoolRefuses() throws {
        let project = try TemporaryFolder()
        try project.write("Assets/Text/strings#lang_fr/a.txt", text: "x")
        try project.write("Assets/Text/odd#name/b.txt", text: "x")
        try project.write("Assets/Text/file#name.txt", text: "x")
        try project.manifest(#"<resource path="Text" tags="Text"/>"#, attributes: #"base="Assets""#)
        let lint = project.lint(options: LintOptions(delivery: .playAssetDelivery))
        let refused = lint.diagnostics(.invalidTargetedFolder)
        #expect(refused.count == 2 && refused.allSatisfy { $0.severity == .error }, "\(refused.map(\.message))")
        #expect(refused.contains { $0.message.contains("'assets/Text/strings#lang_fr'") && $0.message.contains("language targeting") })
        // The same folders are plain names to the Apple deliveries.
        #expect(project.lint(options: LintOptions(delivery: .backgroundAssets)).diagnostics(.invalidTargetedFolder).isEmpty)
    }

    @Test(arguments: [DeliveryName.onDemandResources, .backgroundAssets])
    func appleDeliveriesNeedTheManifestToNameAFormat(delivery: DeliveryName) throws {
        let lint = try texturedProject().lint(options: LintOptions(delivery: delivery))
        let refused = lint.diagnostics(.textureFormatFolder)
        #expect(refused.map(\.severity) == [.error, .error] && lint.failed)
        #expect(
            refused.contains { $0.message.contains("'Hero/tex'") && $0.message.contains("'astc' and 'etc2'") }, "\(refused.map(\.message))")
    }

    @Test(arguments: [DeliveryName.onDemandResources, .backgroundAssets])
    func appleDeliveriesKeepTheNamedFormatAtTheFallbacksPath(delivery: DeliveryName) throws {
        let lint = try texturedProject(attributes: #"texture-format="astc""#).lint(options: LintOptions(delivery: delivery))
        #expect(lint.diagnostics(.textureFormatFolder).isEmpty, "\(lint.diagnostics.map(\.message))")
        let files = lint.plan?.packs.flatMap(\.files).map { "\($0.source) -> \($0.packPath)" }.sorted()
        #expect(files == ["Boss/tex#tcf_astc/boss.ktx -> Boss/tex/boss.ktx", "Hero/tex#tcf_astc/hero.ktx -> Hero/tex/hero.ktx"])
    }

    @Test func theFallbackCanBeKeptInsteadAndAGroupWithNeitherIsAnError() throws {
        let lint = try texturedProject(attributes: #"texture-format="fallback""#).lint(options: LintOptions(delivery: .onDemandResources))
        #expect(lint.plan?.packs.flatMap(\.files).map(\.packPath) == ["Hero/tex/hero.png"])
        let missing = lint.diagnostics(.textureFormatFolder)
        #expect(
            missing.count == 2 && missing[0].message.contains("'Boss/tex'") && missing[0].message.contains("no fallback"),
            "\(missing.map(\.message))")
        #expect(!missing[0].message.contains("#tcf_fallback") && missing[1].message.contains("every file of tag 'Boss'"))
        let etc2 = try texturedProject(attributes: #"texture-format="etc2""#).lint(options: LintOptions(delivery: .backgroundAssets))
        // Boss has no ETC2 and no fallback: nothing of it would be packed, so its tag has no pack.
        #expect(etc2.diagnostics(.textureFormatFolder).count == 2)
        #expect(etc2.diagnostics(.textureFormatFolder).contains { $0.message.contains("every file of tag 'Boss'") })
        #expect(etc2.plan?.packs.flatMap(\.files).map(\.packPath) == ["Hero/tex/hero.ktx"])
    }

    @Test(arguments: [DeliveryName.onDemandResources, .backgroundAssets])
    func aTagTheChosenFormatLeavesWithoutFilesIsAnErrorNamingItsFormats(delivery: DeliveryName) throws {
        let project = try TemporaryFolder()
        // HD has ASTC textures only, Low the fallback only, SD the other formats of the same folder.
        for path in ["hero#tcf_astc/hd.ktx", "hero#tcf_pvrtc/hd.ktx", "hero#tcf_etc2/sd.ktx", "hero/low.png", "other/any.bin"] {
            try project.write("Assets/" + path, text: path)
        }
        try project.manifest(
            """
            <tag name="HD" category="on-demand"/><tag name="SD" category="on-demand"/><tag name="Low" category="on-demand"/>
            <resource path="hero#tcf_astc" tags="HD"/><resource path="hero#tcf_pvrtc" tags="HD"/>
            <resource path="hero#tcf_etc2" tags="SD"/><resource path="hero" tags="Low"/><resource path="other" tags="SD"/>
            """, attributes: #"base="Assets" texture-format="etc2""#)
        let lint = project.lint(options: LintOptions(delivery: delivery))
        let emptied = lint.diagnostics(.textureFormatFolder)
        #expect(emptied.count == 2 && emptied.allSatisfy { $0.severity == .error } && lint.failed, "\(emptied.map(\.message))")
        #expect(emptied.contains { $0.message.contains("tag 'HD'") && $0.message.contains("'astc', 'pvrtc'") && $0.location?.line == 3 })
        #expect(emptied.contains { $0.message.contains("tag 'Low'") && $0.message.contains("fallback folders") })
        #expect(lint.plan?.tags.map(\.name).contains("SD") == true)
        // With texture-format="fallback", the tags of targeted folders only are left without files.
        try project.manifest(
            "<resource path=\"hero#tcf_astc\" tags=\"HD\"/><resource path=\"hero\" tags=\"Low\"/>",
            attributes: #"base="Assets" texture-format="fallback""#)
        let fallback = project.lint(options: LintOptions(delivery: delivery)).diagnostics(.textureFormatFolder)
        #expect(fallback.count == 1 && fallback[0].message.contains("tag 'HD'") && fallback[0].message.contains("fallback folders only"))
    }

    @Test func theFormatIsReadFromBothManifestFormsAndConvertedBack() throws {
        let project = try TemporaryFolder()
        try project.write("Assets/a.bin", bytes: [1])
        try project.manifest(#"<resource path="a.bin" tags="A"/>"#, attributes: #"base="Assets" texture-format="etc2""#)
        let xml = project.lint()
        #expect(xml.manifest?.textureFormat == "etc2" && xml.diagnostics.isEmpty)
        try project.write(
            "m.plist",
            text: """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict>
                <key>BundleIdentifier</key><string>com.example.a</string><key>Base</key><string>Assets</string>
                <key>TextureFormat</key><string>astcc</string>
                <key>Resources</key><dict><key>a.bin</key><array><string>A</string></array></dict>
                </dict></plist>
                """)
        let plist = project.lint("m.plist")
        #expect(plist.manifest?.textureFormat == nil)
        #expect(
            plist.diagnostics.first { $0.code == .invalidManifest }?.message.contains("did you mean 'astc'") == true,
            "\(plist.diagnostics.map(\.message))")
        let converted = ConvertJob(
            input: project.path("odr.xml"), output: project.path("out.plist"), project: ProjectOptions(), workingDirectory: project.root
        ).run()
        #expect(!converted.failed)
        #expect(project.lint("out.plist").manifest?.textureFormat == "etc2")
    }
}
