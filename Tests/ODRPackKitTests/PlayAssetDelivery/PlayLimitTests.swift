import Foundation
import TestSupport
import Testing

@testable import ODRPackKit

/// Google Play's limits, on sparse files of compressed formats (`.ogg`): counted at their size
/// without being read, so a gigabyte-scale case costs no disk and no time.
@Suite(.budget(seconds: 1)) struct PlayLimitTests {
    /// A project with one sparse `.ogg` of `size` bytes per tag, of `category`.
    func project(_ files: [(tag: String, size: Int64, category: String)], attributes: String = "") throws -> TemporaryFolder {
        let project = try TemporaryFolder()
        var body = ""
        for (index, file) in files.enumerated() {
            try project.sparse("Assets/\(index).ogg", size: file.size)
            if file.category != "on-demand" { body += #"<tag name="\#(file.tag)" category="\#(file.category)"/>"# }
            body += #"<resource path="\#(index).ogg" tags="\#(file.tag)"/>"#
        }
        try project.manifest(body, attributes: #"base="Assets" delivery="play-asset-delivery" \#(attributes)"#)
        return project
    }

    @Test func aPackOver1Point5GBIsAnErrorInEstimatedCompressedBytes() throws {
        let project = try project([("Big", 1_600_000_000, "on-demand"), ("Fits", 1_400_000_000, "on-demand")])
        let lint = project.lint()
        let over = lint.diagnostics(.packOverLimit)
        #expect(over.count == 1 && over[0].pack == "Big" && over[0].bytes == 1_600_000_000 && over[0].limit == 1_500_000_000)
        #expect(over[0].message.contains("estimated compressed size") && over[0].message.contains("1.5 GB"), "\(over[0].message)")
        let note = try #require(lint.diagnostics(.downloadSizeEstimated).first)
        #expect(note.message.contains("2 of compressed formats counted at their size"), "\(note.message)")
        var development = LintOptions()
        development.development = true
        #expect(project.lint(options: development).diagnostics(.packOverLimit).first?.severity == .warning)
    }

    @Test func installTimePacksAndTheBaseModulesOver4GBAreAnError() throws {
        let files = (1...3).map { ("Level \($0)", Int64(1_300_000_000), "initial-install") }
        let project = try project(files)
        #expect(project.lint().diagnostics(.installTimeOverLimit).isEmpty)
        var options = LintOptions()
        options.settings[PlaySettings.self].baseModuleSize = 150_000_000
        let over = project.lint(options: options).diagnostics(.installTimeOverLimit)
        #expect(over.count == 1 && over[0].bytes == 4_050_000_000 && over[0].count == 3, "\(over)")
        #expect(over[0].message.contains("with the 150 MB of --base-module-size"))
        // Background Assets has no base module to count: the option is refused there.
        options.delivery = .backgroundAssets
        #expect(project.lint(options: options).diagnostics.map(\.code) == [.inapplicableOption])
    }

    @Test func fastFollowAndOnDemandPacksOver4GBAreAnErrorUnlessThePartnerProfileApplies() throws {
        let project = try project([
            ("A", 1_400_000_000, "prefetch"), ("B", 1_400_000_000, "on-demand"), ("C", 1_400_000_000, "on-demand"),
            ("D", 1_000_000_000, "initial-install"),
        ])
        let over = project.lint().diagnostics(.fastFollowOnDemandOverLimit)
        #expect(over.count == 1 && over[0].bytes == 4_200_000_000 && over[0].count == 3)
        #expect(over[0].message.contains("--profile play-asset-delivery-partner"))
        let partner = project.lint(options: LintOptions(profileName: .playAssetDeliveryPartner))
        #expect(partner.diagnostics(.fastFollowOnDemandOverLimit).isEmpty && partner.profile[.total] == 30_000_000_000)
        #expect(partner.diagnostics(.installTimeOverLimit).isEmpty)
    }

    @Test func moreThan100PacksAreAnErrorWithTheMergeThatFits() throws {
        let project = try TemporaryFolder()
        var body = ""
        for index in 0..<101 {
            try project.write("Assets/\(index).bin", bytes: [UInt8](repeating: UInt8(index), count: 100 + index))
            body += #"<resource path="\#(index).bin" tags="Tag \#(index)"/>"#
        }
        try project.manifest(body, attributes: #"base="Assets" delivery="play-asset-delivery""#)
        let lint = project.lint()
        let over = try #require(lint.diagnostics(.packCountOverLimit).first)
        #expect(over.count == 101 && over.limit == 100 && over.message.contains("--max-packs 100 merges them into 100"), "\(over.message)")
        var options = LintOptions()
        options.merging.maxPacks = 100
        let merged = project.lint(options: options)
        #expect(!merged.failed && merged.plan?.packs.count == 100)
    }

    @Test func tagsDownloadingOver200MBAfterInstallAreNoted() throws {
        let project = try project([
            ("Movie", 250_000_000, "on-demand"), ("Intro", 250_000_000, "initial-install"), ("Small", 10_000_000, "prefetch"),
        ])
        let notes = project.lint().diagnostics(.mobileDataPrompt)
        #expect(notes.count == 1 && notes[0].tags == ["Movie"] && notes[0].severity == .note, "\(notes)")
        #expect(notes[0].message.contains("showConfirmationDialog"))
    }

    @Test func packsUnderTheLimitsUncompressedAreNotEstimated() throws {
        let lint = Linter.lint(
            manifestAt: PlayProject.root + "/Examples/GreatGame/GreatGame.xml", options: LintOptions(delivery: .playAssetDelivery))
        #expect(!lint.failed && lint.diagnostics(.downloadSizeEstimated).isEmpty)
        // The totals are held to Play's limits per delivery type.
        let table = TextRenderer().render(lint).output
        #expect(table.contains("fast-follow + on-demand, uncompressed") && table.contains("install-time, uncompressed"), "\(table)")
    }

    @Test func policiesBecomeDeliveryTypes() throws {
        let project = try project([("I", 10, "initial-install"), ("P", 10, "prefetch"), ("O", 10, "on-demand")])
        let lint = project.lint()
        let types = PlayChecker.types(try #require(lint.plan))
        #expect(types == ["I": .installTime, "P": .fastFollow, "O": .onDemand])
    }
}
