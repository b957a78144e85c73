import Foundation
import TestSupport
import Testing

/// The options actool and ibtool get from build settings, against swift-build's xcspecs and
/// task-construction tests (swiftlang/swift-build, read at 41aee626), through the recording
/// fake `xcrun` of `XcodeCompilerTests`.
@Suite(.budget(seconds: 2)) struct XcodeCompilerOptionsTests {
    private static func build(_ project: String, in folder: TemporaryFolder, bin: String) throws -> [String] {
        let build = try CommandRunner.run(
            ["build", project, "-o", folder.path("out"), "--quiet"], environment: ["PATH": bin + ":/usr/bin:/bin"])
        #expect(build.status == 0, "\(build.standardError)")
        return try String(contentsOfFile: bin + "/xcrun.log", encoding: .utf8).split(separator: "\n").map(String.init)
    }

    /// `AssetCatalogCompiler.xcspec`: ASSETCATALOG_OTHER_FLAGS has an empty CommandLineFlag, so
    /// its words go in as they are at its place among the options (lines 119-125, expanded as
    /// `PropertyDomainSpec.swift:1449-1450` does); ASSETCATALOG_COMPILER_OPTIMIZATION gives
    /// `--optimization <value>` when not empty (lines 382-396); the other options of the spec
    /// follow its order (lines 210-447). Without a deployment target in the project, the SDK's
    /// `DefaultProperties` gives it (`Settings.swift:3051-3066`, `InterfaceBuilderShared.swift:44-56`).
    @Test func actoolGetsTheOptionsOfItsXcspecFromBuildSettings() throws {
        let folder = try TemporaryFolder()
        let bin = try XcodeCompilerTests.fakeXcrun(in: folder)
        let sdk = folder.path("sdk/iPhoneOS.sdk")
        try folder.write(
            "sdk/iPhoneOS.sdk/SDKSettings.plist",
            text: """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>DefaultProperties</key><dict>
                <key>IPHONEOS_DEPLOYMENT_TARGET</key><string>18.4</string></dict></dict></plist>
                """)
        try folder.write("bin/sdk-path", text: sdk + "\n")
        let project = try XcodeCompilerTests.copyOfXcodeGame(in: folder) { text in
            text.replacingOccurrences(of: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;", with: "")
                .replacingOccurrences(
                    of: #"TARGETED_DEVICE_FAMILY = "1,2";"#,
                    with: #"""
                        TARGETED_DEVICE_FAMILY = "1,2";
                        ASSETCATALOG_COMPILER_OPTIMIZATION = space;
                        ASSETCATALOG_OTHER_FLAGS = "--extra-flag \"two words\"";
                        ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "Dark Light";
                        ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS = YES;
                        ASSETCATALOG_NOTICES = NO;
                        COMPRESS_PNG_FILES = NO;
                        """#)
        }
        let log = try Self.build(project, in: folder, bin: bin)
        let actool = try #require(log.first { $0.hasPrefix("actool ") })
        #expect(
            actool.contains(" --output-format human-readable-text --warnings --extra-flag two words --export-dependency-info "), "\(actool)"
        )
        #expect(
            actool.contains(
                " --app-icon AppIcon --include-all-app-icons --alternate-app-icon Dark --alternate-app-icon Light"
                    + " --enable-on-demand-resources YES --optimization space --development-region en"
                    + " --target-device iphone --target-device ipad --minimum-deployment-target 18.4 --platform iphoneos"
                    + " --asset-pack-output-specifications "), "\(actool)")
        #expect(!actool.contains("--notices") && !actool.contains("--compress-pngs"))
        #expect(log.contains { $0.hasPrefix("coremlc compile ") && $0.contains("--deployment-target 18.4 --sdkroot \(sdk) ") })
    }

    /// A tagged `Base.lproj/Menu.xib` and an untagged `Stickers.xcassets` in the synchronized
    /// folder of the XcodeGame example.
    private static func projectWithXibAndSecondCatalog(in folder: TemporaryFolder, settings: String = "") throws -> String {
        let project = try XcodeCompilerTests.copyOfXcodeGame(in: folder) { text in
            text.replacingOccurrences(of: "Winter/snow.png = (", with: "\"Base.lproj/Menu.xib\" = (\nWinter,\n);\nWinter/snow.png = (")
                .replacingOccurrences(of: #"TARGETED_DEVICE_FAMILY = "1,2";"#, with: #"TARGETED_DEVICE_FAMILY = "1,2";"# + settings)
        }
        try folder.write("XcodeGame/Seasons/Base.lproj/Menu.xib", text: "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"/>\n")
        try folder.write("XcodeGame/Seasons/Stickers.xcassets/Contents.json", text: #"{"info":{"author":"xcode","version":1}}"#)
        try folder.write(
            "XcodeGame/Seasons/Stickers.xcassets/Star.imageset/Contents.json",
            text: #"{"images":[{"filename":"star.png","idiom":"universal"}],"info":{"author":"xcode","version":1}}"#)
        try folder.write("XcodeGame/Seasons/Stickers.xcassets/Star.imageset/star.png", text: "png")
        return project
    }

    /// `IBCompiler.xcspec` (lines 20, 69-204) and `InterfaceBuilderCompiler.swift:70-73`, as
    /// `ResourceTaskConstructionTests.swift:948` expects them for `Base.lproj/foo.xib`: the
    /// options in the spec's order, the partial Info.plist under the region
    /// (`XIB_COMPILER_INFOPLIST_CONTENT_FILE`, line 164-168), the device and deployment
    /// arguments, then `--output-format human-readable-text --compile <nib> <xib>`; no
    /// `--platform` unless RESOURCES_PLATFORM_NAME is set (line 122-126).
    @Test func ibtoolGetsTheOptionsOfItsXcspecFromBuildSettings() throws {
        let folder = try TemporaryFolder()
        let bin = try XcodeCompilerTests.fakeXcrun(in: folder)
        let project = try Self.projectWithXibAndSecondCatalog(
            in: folder,
            settings: #"""
                IBC_FLATTEN_NIBS = NO;
                IBC_OTHER_FLAGS = "--extra-ib-flag";
                IBC_COCOATOUCH_COMPILER_MODE = toolchain;
                """#)
        let log = try Self.build(project, in: folder, bin: bin)
        let ibtool = try #require(log.first { $0.hasPrefix("ibtool ") })
        let arguments = ibtool.split(separator: " ").map(String.init)
        let partial = try #require(arguments.firstIndex(of: "--output-partial-info-plist").map { arguments[$0 + 1] })
        let nib = try #require(arguments.firstIndex(of: "--compile").map { arguments[$0 + 1] })
        #expect(partial.hasPrefix("/") && partial.hasSuffix("/Base.lproj/Menu-PartialInfo.plist"), "\(partial)")
        #expect(nib.hasPrefix("/") && nib.hasSuffix("/Menu.nib"))
        #expect(
            ibtool == "ibtool --flatten NO --errors --warnings --notices --extra-ib-flag --module XcodeGame"
                + " --output-partial-info-plist \(partial) --auto-activate-custom-fonts --cocoatouch-compiler-mode toolchain"
                + " --target-device iphone --target-device ipad --minimum-deployment-target 17.0"
                + " --output-format human-readable-text --compile \(nib) \(folder.path("XcodeGame/Seasons/Base.lproj/Menu.xib"))",
            "\(ibtool)")
    }

    /// Every catalog of the target goes to one actool run (`ActoolInputFileGroupingStrategy.swift:17-30`
    /// puts them all in one group), the untagged `Stickers.xcassets` too; what actool writes for
    /// the app is not packed. The compiled xib lands in its region folder, and
    /// `OnDemandResources.plist` records a processed file as the output folder's path inside the
    /// pack (`ResourcesTaskProducer.swift:117-128`: `resourcesDir.join(".")`, normalised by
    /// `Path.relativeSubpath`, `Path.swift:230-243`), so `Base.lproj`; `snow.png`, processed
    /// by copypng outside any region, is recorded as `""`.
    @Test func everyCatalogGoesToOneActoolRunAndALocalizedNibIsRecordedByItsRegion() throws {
        let folder = try TemporaryFolder()
        let bin = try XcodeCompilerTests.fakeXcrun(in: folder)
        let project = try Self.projectWithXibAndSecondCatalog(in: folder)
        let log = try Self.build(project, in: folder, bin: bin)
        let actool = try #require(log.first { $0.hasPrefix("actool ") })
        #expect(
            actool.hasPrefix(
                "actool \(folder.path("XcodeGame/Seasons/Stickers.xcassets")) \(folder.path("XcodeGame/XcodeGame/Assets.xcassets")) --compile "
            ),
            "\(actool)")
        let odr = try #require(
            try PropertyListSerialization.propertyList(
                from: Data(contentsOf: folder.url.appendingPathComponent("out/OnDemandResources.plist")), format: nil) as? [String: Any])
        let items = try #require(odr["NSBundleResourceRequestAssetPacks"] as? [String: [String]])
        let index = try #require(
            try PropertyListSerialization.propertyList(
                from: Data(contentsOf: folder.url.appendingPathComponent("out/index.plist")), format: nil) as? [String: Any])
        let packs = try #require(index["AssetPacks"] as? [[String: Any]])
        let winter = try #require(packs.first { ($0["Tags"] as? [String]) == ["Winter"] })
        let files = (winter["Files"] as? [[String: Any]])?.compactMap { $0["Path"] as? String } ?? []
        #expect(files == ["Base.lproj/Menu.nib", "snow.png"], "\(files)")
        let identifier = try #require(winter["Identifier"] as? String)
        #expect(items[identifier] == ["", "Base.lproj"], "\(items)")
        #expect(
            !packs.contains { ($0["Files"] as? [[String: Any]])?.contains { ($0["Path"] as? String)?.contains("Star") == true } == true })
    }
}
