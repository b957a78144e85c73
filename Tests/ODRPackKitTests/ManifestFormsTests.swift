import Foundation
import TestSupport
import Testing

@testable import ODRPackKit

/// The package's Examples folder, found from this source file.
let examplesDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples").path

@Suite(.budget(seconds: 1)) struct ManifestFormsTests {
    @Test func bothManifestFormsGiveTheSamePlanForTheSameProject() throws {
        let xml = Linter.lint(manifestAt: examplesDirectory + "/GreatGame/GreatGame.xml")
        let plist = Linter.lint(manifestAt: examplesDirectory + "/GreatGame/GreatGame.plist")
        let xmlPlan = try #require(xml.plan)
        let plistPlan = try #require(plist.plan)
        #expect(xml.diagnostics.isEmpty && plist.diagnostics.isEmpty)
        #expect(
            xmlPlan.packs
                == plistPlan.packs.map { pack in
                    var copy = pack
                    copy.firstEntryIndex = xmlPlan.packs.first { $0.identity.identifier == pack.identity.identifier }?.firstEntryIndex ?? -1
                    copy.files = pack.files.map { file in
                        var entry = file
                        entry.entryIndex =
                            xmlPlan.packs.first { $0.identity.identifier == pack.identity.identifier }?.files.first {
                                $0.source == file.source
                            }?.entryIndex ?? -1
                        return entry
                    }
                    return copy
                })
        #expect(xmlPlan.tags == plistPlan.tags)
        #expect(xmlPlan.appBundleBytes == plistPlan.appBundleBytes)
        #expect(xmlPlan.initialAndPrefetchPacks == plistPlan.initialAndPrefetchPacks)
        #expect(xml.profile == plist.profile)
    }

    @Test func bothManifestFormsReportTheSameProblems() throws {
        let project = try TemporaryFolder()
        try project.sparse("big.bin", size: 700_000_000)
        try project.write("exe", bytes: [0xCF, 0xFA, 0xED, 0xFE, 0, 0, 0, 0])
        try project.manifest(
            """
            <tag name="Ghost" category="prefetch"/>
            <resource path="big.bin" tags="Big"/>
            <resource path="exe" tags="Big"/>
            <resource path="gone.png" tags="Big"/>
            """)
        let plist: [String: Any] = [
            "BundleIdentifier": "com.company.App", "PrefetchTagOrder": ["Ghost"],
            "Resources": ["big.bin": ["Big"], "exe": ["Big"], "gone.png": ["Big"]],
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
        try project.write("odr.plist", bytes: Array(data))
        let fromXML = project.lint("odr.xml").codes.sorted { $0.rawValue < $1.rawValue }
        let fromPlist = project.lint("odr.plist").codes.sorted { $0.rawValue < $1.rawValue }
        #expect(fromXML == fromPlist)
        let expected: Set<DiagnosticCode> = [.packOverLimit, .executableInPack, .missingResource, .unusedTag, .tagOverRecommended]
        #expect(Set(fromXML) == expected)
    }
}
