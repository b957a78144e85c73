import Foundation
import TestSupport
import Testing

@testable import ODRPackKit

/// verify reports every entry of the packs folder the index does not account for: a stray
/// `.androidpack` that Unity would ship, a module folder, a zip, a hidden file, in every Play
/// layout and in the other deliveries, while what a build wrote verifies clean.
@Suite(.budget(seconds: 1)) struct PacksFolderStrayTests {
    static let strays = ["Extra.androidpack", "Stray", "junk.zip", ".DS_Store", "notes.txt"]

    /// A small project of two packs, built for `delivery` in `layout` into `out`.
    func built(_ delivery: DeliveryName, layout: String?) throws -> TemporaryFolder {
        let project = try TemporaryFolder()
        try project.write("Assets/a/one.bin", text: "one")
        try project.write("Assets/b/two.bin", text: "two")
        try project.manifest(#"<resource path="a" tags="A"/><resource path="b" tags="B"/>"#, attributes: #"base="Assets""#)
        var lint = LintOptions(delivery: delivery)
        if delivery == .backgroundAssets {
            lint.settings[BackgroundAssetsSettings.self].writeArchives = false
        } else {
            lint.settings[PlaySettings.self] = PlaySettings(
                layout: layout.flatMap(PlayLayout.init(rawValue:)), applicationID: layout == "bundletool" ? "com.example.game" : nil)
        }
        let outcome = project.buildOutcome(lint: lint)
        #expect(!outcome.failed, "\(outcome.diagnostics.filter { $0.severity == .error })")
        return project
    }

    static let builds: [(DeliveryName, String?)] = [
        (.playAssetDelivery, "gradle"), (.playAssetDelivery, "gradle-kts"), (.playAssetDelivery, "unity"),
        (.playAssetDelivery, "bundletool"),
        (.onDemandResources, nil), (.backgroundAssets, nil),
    ]

    @Test(arguments: builds)
    func everyEntryThePacksFolderHoldsBeyondTheIndexIsReported(delivery: DeliveryName, layout: String?) throws {
        let project = try built(delivery, layout: layout)
        #expect(VerifyJob(directory: project.path("out")).run().diagnostics.isEmpty)
        for name in Self.strays {
            if name.contains(".") && !name.hasSuffix(".androidpack") {
                try project.write("out/packs/" + name, text: "stray")
            } else {
                try project.write("out/packs/\(name)/src/main/assets/x.bin", text: "stray")
            }
        }
        let found = VerifyJob(directory: project.path("out")).run().diagnostics
        #expect(
            found.map(\.code) == Array(repeating: .entryUnexpected, count: Self.strays.count) && found.allSatisfy { $0.severity == .error },
            "\(found.map(\.message))")
        let reported = Set(found.compactMap { $0.location?.file }.map { ($0 as NSString).lastPathComponent })
        #expect(reported == Set(Self.strays))
    }
}
