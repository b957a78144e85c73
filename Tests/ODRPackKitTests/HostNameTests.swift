import Foundation
import TestSupport
import Testing

@testable import ODRPackKit

/// Names a store accepts and a host cannot hold (`HostFileName`): names and paths too long for
/// a file system, paths that differ only in case in one pack, and pack names Windows keeps for
/// devices. Lint reports each in every delivery, before build writes anything.
@Suite(.budget(seconds: 1)) struct HostNameTests {
    static let deliveries: [DeliveryName] = [.onDemandResources, .backgroundAssets, .playAssetDelivery]

    /// A project with one file, packed at `bundlePath`.
    func project(bundlePath: String) throws -> TemporaryFolder {
        let project = try TemporaryFolder()
        try project.write("Assets/a.bin", text: "a")
        try project.manifest(#"<resource path="a.bin" tags="A" bundle-path="\#(bundlePath)"/>"#, attributes: #"base="Assets""#)
        return project
    }

    @Test(arguments: deliveries)
    func aNameOverTwoHundredFiftyFiveBytesIsReportedByLintAndNothingIsWritten(delivery: DeliveryName) throws {
        // 128 two-byte characters: 128 characters, 256 bytes.
        let long = try project(bundlePath: "Levels/" + String(repeating: "é", count: 128) + "/a.bin")
        let refused = long.lint(options: LintOptions(delivery: delivery)).diagnostics(.unwritableName)
        #expect(
            refused.count == 1 && refused[0].severity == .error && refused[0].message.contains("256 bytes"), "\(refused.map(\.message))")
        if delivery != .backgroundAssets {
            // Build stops at lint: it used to fail half-way with write-failed.
            let outcome = long.buildOutcome(lint: LintOptions(delivery: delivery))
            #expect(outcome.failed && outcome.report == nil && !outcome.diagnostics.contains { $0.code == .writeFailed })
        }
        let fits = try project(bundlePath: "Levels/" + String(repeating: "n", count: 255))
        #expect(fits.lint(options: LintOptions(delivery: delivery)).diagnostics(.unwritableName).isEmpty)
    }

    @Test(arguments: deliveries)
    func aPathAMacCannotOpenIsReportedOncePerFolder(delivery: DeliveryName) throws {
        let project = try TemporaryFolder()
        let deep = Array(repeating: String(repeating: "d", count: 203), count: 5).joined(separator: "/")
        for name in ["a.bin", "b.bin", "short/c.bin"] { try project.write("Assets/\(name)", text: name) }
        try project.manifest(
            """
            <resource path="a.bin" tags="A" bundle-path="\(deep)/a.bin"/>
            <resource path="b.bin" tags="A" bundle-path="\(deep)/b.bin"/>
            <resource path="short" tags="A"/>
            """, attributes: #"base="Assets""#)
        let refused = project.lint(options: LintOptions(delivery: delivery)).diagnostics(.unwritableName)
        #expect(
            refused.count == 1 && refused[0].message.contains("2 files") && refused[0].message.contains("PATH_MAX"),
            "\(refused.map(\.message))")
    }

    @Test(arguments: deliveries)
    func pathsThatDifferOnlyInCaseInOnePackAreAnErrorNamingBothFiles(delivery: DeliveryName) throws {
        let project = try TemporaryFolder()
        for name in ["One/Hero.png", "Two/hero.png", "Three/Data/x.json", "Four/data/y.json", "Five/hero.png"] {
            try project.write("Assets/" + name, text: name)
        }
        // Files land at their names (Hero.png, hero.png) and folders keep theirs (Data/x.json, data/y.json).
        try project.manifest(
            """
            <resource path="One/Hero.png" tags="A"/><resource path="Two/hero.png" tags="A"/>
            <resource path="Three/Data" tags="A"/><resource path="Four/data" tags="A"/>
            <resource path="Five/hero.png" tags="B"/>
            """, attributes: #"base="Assets""#)
        let lint = project.lint(options: LintOptions(delivery: delivery))
        let cased = lint.diagnostics(.packPathCollision).filter { $0.message.contains("differ only in case") }
        #expect(cased.count == 2 && cased.allSatisfy { $0.severity == .error }, "\(lint.diagnostics.map(\.message))")
        #expect(
            cased.contains { $0.message.contains("'Hero.png' and 'hero.png'") && $0.message.contains("'One/Hero.png' and 'Two/hero.png'") })
        #expect(cased.contains { $0.message.contains("'Data' and 'data'") })
    }

    @Test(arguments: [
        ("CON", true), ("nul", true), ("Com1", true), ("LPT9", true), ("AUX.txt", true), ("con.tar.gz", true), ("PRN ", true),
        ("COM\u{B9}", true), ("COM0", false), ("COM10", false), ("CONSOLE", false), ("ACON", false), ("LPT", false), ("", false),
        ("Level_01", false),
    ])
    func windowsDeviceNamesAreKnown(name: String, isDevice: Bool) {
        #expect(HostFileName.isWindowsDeviceName(name) == isDevice)
    }

    @Test(arguments: [
        (DeliveryName.playAssetDelivery, "nul", "nul_pack"), (.backgroundAssets, "Com1", "Com1-pack"),
        (.playAssetDelivery, "LPT3", "LPT3_pack"),
    ])
    func aDeviceNameTheManifestGivesIsRefusedWithANameToUseInstead(delivery: DeliveryName, id: String, suggestion: String) throws {
        let project = try TemporaryFolder()
        try project.write("Assets/a.bin", text: "a")
        try project.manifest(#"<asset-pack id="\#(id)" tags="A"/><resource path="a.bin" tags="A"/>"#, attributes: #"base="Assets""#)
        let lint = project.lint(options: LintOptions(delivery: delivery))
        let refused = lint.diagnostics(.invalidPackID)
        #expect(
            refused.count == 1 && refused[0].message.contains("Windows keeps for a device")
                && refused[0].message.contains("such as '\(suggestion)'"),
            "\(refused.map(\.message))")
        #expect(lint.plan?.packs.map(\.identity.identifier).contains(id) == false)
    }

    @Test(arguments: [(DeliveryName.playAssetDelivery, false), (.backgroundAssets, false), (.playAssetDelivery, true)])
    func noDerivedPackNameIsADeviceName(delivery: DeliveryName, portable: Bool) throws {
        let project = try TemporaryFolder()
        let tags = ["CON", "aux", "Nul", "com1", "LPT2"]
        for tag in tags { try project.write("Assets/\(tag).bin", text: tag) }
        try project.manifest(tags.map { #"<resource path="\#($0).bin" tags="\#($0)"/>"# }.joined(), attributes: #"base="Assets""#)
        var options = LintOptions(delivery: delivery)
        options.packIDs.portableNames = portable
        let names = try #require(project.lint(options: options).plan?.packs.map(\.identity.identifier))
        #expect(names.count == tags.count && !names.contains(where: HostFileName.isWindowsDeviceName), "\(names)")
    }

    /// To Swift a '/' followed by a combining mark is one Character; to a file system the mark
    /// starts the next name. A file so named builds and verifies in every Play layout.
    @Test(arguments: ["gradle", "gradle-kts", "unity", "bundletool"])
    func aNameStartingWithACombiningMarkBuildsAndVerifies(layout: String) throws {
        // As odr-pack's main does: libarchive writes non-ASCII names only under a UTF-8 locale.
        setlocale(LC_CTYPE, "C.UTF-8")
        let project = try TemporaryFolder()
        try project.write("Assets/a/\u{301}x.bin", text: "x")
        try project.write("Assets/b#tcf_astc/\u{301}t.ktx", text: "t")
        try project.write("Assets/b/\u{301}t.png", text: "t")
        try project.manifest(
            #"<resource path="a" tags="A"/><resource path="b#tcf_astc" tags="A"/><resource path="b" tags="A"/>"#,
            attributes: #"base="Assets""#)
        var lint = LintOptions(delivery: .playAssetDelivery)
        lint.settings[PlaySettings.self] = PlaySettings(layout: PlayLayout(rawValue: layout), applicationID: "com.example.game")
        let outcome = project.buildOutcome(lint: lint)
        #expect(!outcome.failed, "\(outcome.diagnostics.map(\.message))")
        #expect(VerifyJob(directory: project.path("out")).run().diagnostics.isEmpty)
    }
}
