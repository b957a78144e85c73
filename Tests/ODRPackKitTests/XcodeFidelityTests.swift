import Foundation
import PropertyList
import TestSupport
import Testing

@testable import ODRPackKit

/// Xcode projects read and built as Xcode's build (swift-build) would: each test names the
/// swift-build source or test it follows.
@Suite(.budget(seconds: 1)) struct XcodeFidelityTests {
    /// One app target `T1` with a Resources phase tagging `one.bin` (`L1`), settings as given.
    static func app(
        settings: String, type: String = "com.apple.product-type.application", extra: [String] = [],
        resources: [(reference: String, tags: [String])] = [("F1", ["L1"])], configurationFields: String = ""
    ) -> String {
        var objects = PBXText.target("T1", name: "App", phases: ["R1"], settings: settings, type: type)
        if !configurationFields.isEmpty {
            objects[2] = objects[2].replacingOccurrences(of: "name = Release;", with: "\(configurationFields) name = Release;")
        }
        objects += PBXText.resources("R1", resources) + [PBXText.file("F1", path: "one.bin")] + extra
        return PBXText.file(
            objects, targets: ["T1"], mainChildren: ["F1"] + extra.compactMap { $0.split(separator: " ").first.map(String.init) })
    }

    static func project(_ text: String) throws -> TemporaryFolder {
        let project = try TemporaryFolder()
        try project.write("one.bin", bytes: [1, 2, 3])
        try project.xcodeproj(text)
        return project
    }

    // swift-build DarwinProductTypes.xcspec:37-39: ODR defaults to YES for apps outside macOS only.
    @Test func onDemandResourcesAreOffForAMacAppAndItsTagsAreIgnoredWithANote() throws {
        let project = try Self.project(Self.app(settings: "PRODUCT_BUNDLE_IDENTIFIER = com.a.mac; SDKROOT = macosx;"))
        let result = project.lintProject()
        #expect(result.codes == [.onDemandResourcesDisabled])
        #expect(result.diagnostics.first?.severity == .note)
        #expect(result.diagnostics.first?.message.contains("ENABLE_ON_DEMAND_RESOURCES is NO by default") == true)
        #expect(result.plan?.packs.isEmpty == true && result.plan?.appBundleFiles == 1)
        let on = try Self.project(Self.app(settings: "PRODUCT_BUNDLE_IDENTIFIER = com.a.ios; SDKROOT = iphoneos;"))
        #expect(on.lintProject().plan?.packs.count == 1)
    }

    // swift-build Settings.swift:1652-1663 and OnDemandResourcesTests.onDemandResourcesErrors.
    @Test func enablingThemOnAFrameworkOrWrappingPacksIsXcodesError() throws {
        let framework = try Self.project(
            Self.app(
                settings: "PRODUCT_BUNDLE_IDENTIFIER = com.a.f; ENABLE_ON_DEMAND_RESOURCES = YES;",
                type: "com.apple.product-type.framework"))
        let result = framework.lintProject()
        #expect(
            result.diagnostics(.onDemandResourcesUnsupported).first?.message.hasPrefix(
                "On-Demand Resources is enabled (ENABLE_ON_DEMAND_RESOURCES = YES), but is not supported for framework targets") == true)
        #expect(result.failed)
        let wrapped = try Self.project(
            Self.app(settings: "PRODUCT_BUNDLE_IDENTIFIER = com.a.b; WRAP_ASSET_PACKS_IN_SEPARATE_DIRECTORIES = YES;"))
        #expect(
            wrapped.lintProject().diagnostics(.onDemandResourcesUnsupported).first?.message
                == "WRAP_ASSET_PACKS_IN_SEPARATE_DIRECTORIES=YES is not supported; remove the setting")
    }

    // swift-build MacroConfigFileParser.swift (syntax, `//` anywhere, #include?) and
    // Settings.swift:3097-3400 (project xcconfig < project < target xcconfig < target).
    @Test func xcconfigFilesResolveSettingsWithIncludesConditionsAndInherited() throws {
        let text = Self.app(
            settings: #"ON_DEMAND_RESOURCES_PREFETCH_ORDER = "$(inherited) Last";"#,
            extra: [PBXText.file("X1", path: "Config/App.xcconfig")], configurationFields: "baseConfigurationReference = X1;")
        let project = try Self.project(text)
        try project.write(
            "Config/App.xcconfig",
            text: """
                // Settings shared by every configuration
                #include "Base"
                #include? "Missing.xcconfig"
                PRODUCT_BUNDLE_IDENTIFIER = $(ORG).game
                PRODUCT_BUNDLE_IDENTIFIER[sdk=macosx*] = com.wrong.mac
                ON_DEMAND_RESOURCES_PREFETCH_ORDER = $(inherited) Second ;
                ASSET_PACK_MANIFEST_URL_PREFIX = https://cdn.example.com/packs/
                """)
        try project.write("Config/Base.xcconfig", text: "ORG = com.studio\nON_DEMAND_RESOURCES_PREFETCH_ORDER = First \\\n  L1\n")
        let result = project.lintProject()
        #expect(!result.failed, "\(result.diagnostics)")
        let manifest = try #require(result.manifest)
        #expect(manifest.bundleIdentifier == "com.studio.game")
        #expect(manifest.prefetchOrder == ["First", "L1", "Second", "Last"])
        // As in Xcode, `//` starts a comment even inside a value.
        #expect(manifest.urlPrefix == "https:")
    }

    @Test func aMissingIncludeIsAnErrorAtItsLine() throws {
        let text = Self.app(
            settings: "PRODUCT_BUNDLE_IDENTIFIER = com.a.b;", extra: [PBXText.file("X1", path: "App.xcconfig")],
            configurationFields: "baseConfigurationReference = X1;")
        let project = try Self.project(text)
        try project.write("App.xcconfig", text: "\n#include \"Nowhere.xcconfig\"\n")
        let found = project.lintProject().diagnostics(.invalidXcconfig)
        #expect(found.count == 1 && found.first?.location?.line == 2 && found.first?.location?.file.hasSuffix("App.xcconfig") == true)
    }

    @Test func includesThatNameOneFileManyTimesAreCappedNotExpandedForever() throws {
        let text = Self.app(
            settings: "PRODUCT_BUNDLE_IDENTIFIER = com.a.b;", extra: [PBXText.file("X1", path: "L0.xcconfig")],
            configurationFields: "baseConfigurationReference = X1;")
        let project = try Self.project(text)
        // Each of 30 levels includes the next twice: 2^30 reads if nothing stopped them.
        for level in 0..<30 {
            try project.write("L\(level).xcconfig", text: "#include \"L\(level + 1).xcconfig\"\n#include \"L\(level + 1).xcconfig\"\n")
        }
        try project.write("L30.xcconfig", text: "ON_DEMAND_RESOURCES_INITIAL_INSTALL_TAGS = L1\n")
        let result = project.lintProject()
        let found = result.diagnostics(.invalidXcconfig)
        #expect(found.count == 1 && found.first?.message.contains("more than 256 files") == true, "\(found)")
        #expect(result.plan?.tags.first?.category == .initialInstall)
    }

    // swift-build TaskProducer.swift:1031-1040: initial install is checked first.
    @Test func aTagInBothXcodeListsIsInitialInstallWithAWarning() throws {
        let project = try Self.project(
            Self.app(
                settings: """
                    PRODUCT_BUNDLE_IDENTIFIER = com.a.b; ON_DEMAND_RESOURCES_INITIAL_INSTALL_TAGS = L1; ON_DEMAND_RESOURCES_PREFETCH_ORDER = "L1 L2";
                    """))
        let result = project.lintProject()
        #expect(result.codes.contains(.tagListedTwice))
        #expect(result.plan?.packs.first?.priority == 1.0)
        #expect(result.plan?.tags.first { $0.name == "L1" }?.category == .initialInstall)
    }

    // swift-build ResourcesTaskProducer.swift:94-165: a storyboard compiles in two steps and
    // the second puts it in the app; the pack of its tags is made, empty, with the item "".
    @Test func aTaggedStoryboardGoesToTheAppAndItsTagsPackStaysEmpty() throws {
        let text = Self.app(
            settings: "PRODUCT_BUNDLE_IDENTIFIER = com.a.b;", extra: [PBXText.file("F2", path: "Main.storyboard")],
            resources: [("F1", ["L1"]), ("F2", ["Menus"])])
        let project = try Self.project(text)
        try project.write("Main.storyboard", text: "<document/>")
        let result = project.lintProject()
        #expect(result.codes.contains(.tagsLostInXcode))
        let menus = try #require(result.plan?.packs.first { $0.tags == ["Menus"] })
        #expect(menus.files.isEmpty && menus.items == [""])
        #expect(result.plan?.appBundleFiles == 1)
    }

    // swift-build ResourcesTaskProducer.swift:78-83 and OnDemandResourcesTests.userAssetPackManifest.
    @Test func anAppsOwnAssetPackManifestStopsXcodesOwn() throws {
        let project = try TemporaryFolder()
        try project.write("a.bin", text: "a")
        try project.write("AssetPackManifest.plist", text: "<plist/>")
        try project.manifest(#"<resource path="a.bin" tags="A"/><resource path="AssetPackManifest.plist"/>"#)
        let report = try project.build()
        #expect(report.index.assetPackManifest == nil)
        #expect(!FileManager.default.fileExists(atPath: project.path("out/AssetPackManifestTemplate.plist")))
        #expect(project.lint().codes.contains(.userAssetPackManifest))
        #expect(project.verifyCodes().isEmpty)
    }

    // swift-build OnDemandResources.swift:118-145, ResourcesTaskProducer.swift:119-128,200-208.
    @Test func onDemandResourcesPlistListsEachCopiedItemOnceAsXcodeRecordsIt() throws {
        let project = try TemporaryFolder()
        try project.gameProject()
        let index = try project.build().index
        let plist = AppleFiles.onDemandResources(index)
        let packs = try #require(plist["NSBundleResourceRequestAssetPacks"]?.dictionaryValue)
        let items = Set(packs.values.compactMap(\.arrayValue).flatMap { $0 }.compactMap(\.stringValue))
        // Folder entries are one item each, not one per file; a localized file keeps its region.
        #expect(items == ["01", "02", "enemy.png", "fr.lproj/Intro.strings"])
    }

    // swift-build ODRAssetPackManifestTaskAction.swift:104-117: every item's st_size, folders included.
    @Test func uncompressedSizeCountsFoldersAsAMacsFileSystemSizesThem() throws {
        let project = try TemporaryFolder()
        try project.write("Pack/a.bin", bytes: [UInt8](repeating: 1, count: 100))
        try project.write("Pack/Sub/b.bin", bytes: [UInt8](repeating: 2, count: 50))
        try project.manifest(#"<resource path="Pack" tags="P"/>"#)
        let pack = try #require(try project.build().index.assetPacks.first)
        let info = Int64(BinaryPropertyList.encode(AppleFiles.infoPlist(identifier: pack.identifier, tags: ["P"], priority: nil)).count)
        // Folders Pack (a.bin, Sub) and Pack/Sub (b.bin): 64 + 32 each entry.
        #expect(pack.uncompressedSize == info + 150 + (64 + 2 * 32) + (64 + 32))
    }

    @Test func primaryContentHashStaysWhileContentDoesAndNeverGoesBack() throws {
        let project = try TemporaryFolder()
        try project.gameProject()
        let first = try project.build().index
        try project.touchAll(["Levels/01/map.json"], seconds: 1_600_000_000)
        let same = try project.build { $0.rebuild = true }.index
        #expect(same.assetPacks.map(\.primaryContentHash) == first.assetPacks.map(\.primaryContentHash))
        // Devices hold a build whose dates are late: a changed pack must still come later.
        var baseline = first
        for position in baseline.assetPacks.indices { baseline.assetPacks[position].primaryContentHash = "2099-12-31T23:59:59.998Z" }
        try project.write("Levels/02/map.json", text: #"{"level": 222}"#)
        let changed = try project.build { $0.baseline = baseline }.index
        let pack = try #require(changed.assetPacks.first { $0.tags == ["Level 02"] })
        #expect(pack.primaryContentHash == "2099-12-31T23:59:59.999Z")
    }

    @Test func lintPlansPacksWhoseFilesDoNotExistYet() throws {
        let project = try TemporaryFolder()
        try project.write("here.bin", text: "x")
        try project.manifest(
            #"<resource path="later/a.bin" tags="A"/><resource path="later/b.bin" tags="B"/><resource path="here.bin" tags="A"/>"#)
        let result = project.lint()
        #expect(result.codes == [.missingResource, .missingResource])
        #expect(result.plan?.packs.map(\.missingEntries) == [1, 1])
        #expect(
            result.plan?.packs.map(\.tags)
                == [["A"], ["B"]].sorted {
                    PackIdentity(bundleIdentifier: "com.company.App", tags: $0).identifier
                        < PackIdentity(bundleIdentifier: "com.company.App", tags: $1).identifier
                })
        #expect(TextReport.render(result).contains("MISSING"))
    }

    static func buildProject(_ project: TemporaryFolder, archive: OnDemandResourcesSettings.Archive = .zip) -> BuildOutcome {
        let options = BuildOptions(outputDirectory: project.path("out"))
        var lint = LintOptions()
        lint.settings[OnDemandResourcesSettings.self].archive = archive
        return BuildPipeline.run(BuildPipeline.Request(manifest: project.path("Game.xcodeproj"), lint: lint, build: options))
    }

    // swift-build OnDemandResourcesTests.assetPackManifestEmbedding: AssetPackManifest.plist with
    // URL `OnDemandResources/<name>`, packs inside the app as folders.
    @Test func embeddedPacksAreFoldersUnderOnDemandResourcesWithInAppURLs() throws {
        let project = try Self.project(
            Self.app(settings: "PRODUCT_BUNDLE_IDENTIFIER = com.company.App; EMBED_ASSET_PACKS_IN_PRODUCT_BUNDLE = YES;"))
        let outcome = Self.buildProject(project)
        let index = try #require(outcome.report?.index, "\(outcome.diagnostics)")
        #expect(index.embedded && index.archiveFormat == "folder" && index.packsFolder == "OnDemandResources")
        let manifest = try BinaryPropertyList.decode(
            Array(Data(contentsOf: URL(fileURLWithPath: project.path("out/AssetPackManifest.plist")))))
        let resource = try #require(manifest["resources"]?.arrayValue?.first)
        // Not percent-encoded, unlike prefixed URLs.
        #expect(
            resource["URL"] == .string("OnDemandResources/" + PackIdentity(bundleIdentifier: "com.company.App", tags: ["L1"]).folderName))
        #expect(resource["isStreamable"] == .boolean(false))
        var isFolder: ObjCBool = false
        #expect(
            FileManager.default.fileExists(
                atPath: project.path("out/OnDemandResources/" + index.assetPacks[0].folder), isDirectory: &isFolder) && isFolder.boolValue)
        #expect(project.verifyCodes().isEmpty)
    }

    @Test func assetPackFolderPathNamesThePacksFolderBelowTheOutput() throws {
        let project = try Self.project(Self.app(settings: #"PRODUCT_BUNDLE_IDENTIFIER = com.a.b; ASSET_PACK_FOLDER_PATH = "odr/hosted";"#))
        let index = try #require(Self.buildProject(project).report?.index)
        #expect(index.packsFolder == "odr/hosted" && index.assetPacks.allSatisfy { $0.archive.hasPrefix("odr/hosted/") })
        #expect(project.verifyCodes().isEmpty)
        let outside = try Self.project(Self.app(settings: #"PRODUCT_BUNDLE_IDENTIFIER = com.a.b; ASSET_PACK_FOLDER_PATH = "/var/odr";"#))
        #expect(outside.lintProject().codes == [.assetPackFolderIgnored])
        #expect(Self.buildProject(outside).report?.index.packsFolder == "packs")
    }

    // swift-build OnDemandResources.swift:55-68 puts the packs in
    // $(TARGET_BUILD_DIR)/$(ASSET_PACK_FOLDER_PATH), embedded or not; with embedded packs
    // ODRAssetPackManifestTaskAction.swift:47-51 gives each the URL of its path from the app's
    // resources folder and fails the build for a folder outside it.
    @Test func embeddedPacksGoWhereAssetPackFolderPathPutsThemInsideTheApp() throws {
        for value in ["$(UNLOCALIZED_RESOURCES_FOLDER_PATH)/ODR", "App.app/ODR", "$(TARGET_BUILD_DIR)/$(WRAPPER_NAME)/./ODR"] {
            let project = try Self.project(
                Self.app(
                    settings:
                        #"PRODUCT_BUNDLE_IDENTIFIER = com.company.App; PRODUCT_NAME = App; EMBED_ASSET_PACKS_IN_PRODUCT_BUNDLE = YES; ASSET_PACK_FOLDER_PATH = "\#(value)";"#
                ))
            let outcome = Self.buildProject(project)
            let index = try #require(outcome.report?.index, "\(value): \(outcome.diagnostics)")
            #expect(index.packsFolder == "ODR", "\(value)")
            let manifest = try BinaryPropertyList.decode(
                Array(Data(contentsOf: URL(fileURLWithPath: project.path("out/AssetPackManifest.plist")))))
            let resource = try #require(manifest["resources"]?.arrayValue?.first)
            #expect(resource["URL"] == .string("ODR/" + PackIdentity(bundleIdentifier: "com.company.App", tags: ["L1"]).folderName))
            #expect(FileManager.default.fileExists(atPath: project.path("out/ODR/" + index.assetPacks[0].folder)))
            #expect(project.verifyCodes().isEmpty)
        }
        let outside = try Self.project(
            Self.app(
                settings:
                    #"PRODUCT_BUNDLE_IDENTIFIER = com.a.b; PRODUCT_NAME = App; EMBED_ASSET_PACKS_IN_PRODUCT_BUNDLE = YES; ASSET_PACK_FOLDER_PATH = "odr/hosted";"#
            ))
        let result = outside.lintProject()
        #expect(result.codes == [.onDemandResourcesUnsupported] && result.failed)
        #expect(
            result.diagnostics.first?.message.hasPrefix(
                "ASSET_PACK_FOLDER_PATH is 'odr/hosted', which is not a folder inside the app's resources folder 'App.app'") == true)
    }
}
