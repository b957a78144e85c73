import Foundation
import TestSupport
import Testing

@testable import ODRPackKit

/// The files odr-pack writes for apps live whole in `Sources/ODRPackKit/Templates/`, embedded at
/// build time (the EmbedTemplates plugin); `CodeTemplate` fills in their regions.
@Suite(.budget(seconds: 1)) struct CodeTemplateTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/ODRPackKit/Templates")

    /// Every template as embedded, by file name.
    static let embedded: [String: String] = [
        "AssetPackMap.swift": Templates.AssetPackMap_swift, "ODRAssetAccess.swift": Templates.ODRAssetAccess_swift,
        "ODRCatalogItems.swift": Templates.ODRCatalogItems_swift, "PlayAssetPackMap.kt": Templates.PlayAssetPackMap_kt,
        "asset-pack.build.gradle": Templates.asset_pack_build_gradle,
        "asset-pack.build.gradle.kts": Templates.asset_pack_build_gradle_kts,
        "unity-asset-pack.build.gradle": Templates.unity_asset_pack_build_gradle,
        "report.css": Templates.report_css, "report.js": Templates.report_js,
        "AssetPackMap.cs": Templates.AssetPackMap_cs, "AssetPacks.cs": Templates.AssetPacks_cs,
        "ODRPackAssetPacks.swift": Templates.ODRPackAssetPacks_swift,
    ]

    @Test func everyFileOfTheFolderIsEmbeddedByteForByte() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { !$0.hasPrefix(".") }
        #expect(Set(names) == Set(Self.embedded.keys))
        for name in names {
            let bytes = try Data(contentsOf: Self.folder.appendingPathComponent(name))
            #expect(Array(bytes) == Array((Self.embedded[name] ?? "").utf8), "\(name)")
        }
    }

    @Test func theTemplatesLinesAreLeftOutAndRegionsReplaced() {
        let template = CodeTemplate(
            """
            // odr-pack: a note for the template's reader
            let a = 1
                // odr-pack:begin values
                let b = 2
                // odr-pack:end values
            let c = 3
            // odr-pack:begin tail
            // odr-pack:end tail

            """)
        #expect(template.regions == ["values", "tail"])
        #expect(
            template.filled(["values": "    let b = [4, 5]\n", "tail": "// end\n"]) == "let a = 1\n    let b = [4, 5]\nlet c = 3\n// end\n")
        #expect(template.filled(["values": "", "tail": ""]) == "let a = 1\nlet c = 3\n")
    }

    @Test func aTemplateWithoutRegionsIsWrittenAsItStands() {
        #expect(CodeTemplate(Templates.ODRAssetAccess_swift).filled([:]) == Templates.ODRAssetAccess_swift)
        #expect(CodeTemplate(Templates.ODRCatalogItems_swift).regions.isEmpty)
        #expect(CodeTemplate(Templates.AssetPacks_cs).filled([:]) == Templates.AssetPacks_cs)
        #expect(CodeTemplate(Templates.ODRPackAssetPacks_swift).filled([:]) == Templates.ODRPackAssetPacks_swift)
    }

    /// Each generator fills exactly the regions its template has (`filled` stops the program
    /// otherwise), and leaves none of the template's own lines in what it writes.
    @Test func theGeneratorsFillEveryRegionOfTheirTemplates() {
        #expect(
            BackgroundAssetsFiles.swiftTemplate.regions == [
                "header", "tags", "developmentLanguage", "packsTable", "tagsTable", "filesTable",
            ])
        #expect(PlayFiles.kotlinTemplate.regions == ["header", "tables"])
        #expect(UnityCode.mapTemplate.regions == ["header", "declaration", "delivery", "tags", "tables"])
        for template in [GradleFiles.groovyModule, GradleFiles.kotlinModule, GradleFiles.unityModule] {
            #expect(template.regions == ["header", "packName", "deliveryType"])
        }
        let index = BuildIndex(
            bundleIdentifier: "com.example.game", delivery: DeliveryName(rawValue: "background-assets"), profile: "ios",
            generator: "odr-pack", archiveFormat: BuildIndex.noArchives, packsFolder: "packs", manifest: "Game.xml",
            initialInstallTags: [], prefetchTagOrder: [], assetPacks: [], tags: [], appBundleSize: 0,
            initialAndPrefetchSize: 0)
        let outputs = [
            String(decoding: BackgroundAssetsFiles.swiftSource(index), as: UTF8.self), PlayFiles.kotlinSource(index),
            GradleFiles.moduleScript(pack: "p", type: .onDemand, kotlin: false),
            GradleFiles.moduleScript(pack: "p", type: .onDemand, kotlin: true),
            GradleFiles.unityScript(pack: "p", type: .fastFollow),
            UnityCode.mapSource(index, className: "AssetPackMap", tables: PackMapTables(index) { _ in "onDemand" }),
        ]
        for output in outputs {
            #expect(!output.contains(CodeTemplate.prefix), "\(output)")
            #expect(output.hasSuffix("\n"))
        }
    }
}
