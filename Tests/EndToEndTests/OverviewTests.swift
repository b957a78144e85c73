import Foundation
import TestSupport
import Testing

@Suite(.budget(seconds: 1)) struct OverviewTests {
    /// What odr-pack says it is, where a newcomer first reads: `--help` and the README's first
    /// paragraph name the three deliveries, and the README has a quick start for each store.
    @Test func helpAndTheReadmeNameTheThreeDeliveries() throws {
        let help = try CommandRunner.run(["--help"])
        let overview = help.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let readme = try String(contentsOf: CommandRunner.packageDirectory.appendingPathComponent("README.md"), encoding: .utf8)
        let firstParagraph = readme.components(separatedBy: "\n\n")[1].split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for delivery in ["Apple On-Demand Resources", "Apple Background Assets", "Google Play Asset Delivery"] {
            #expect(overview.hasPrefix("OVERVIEW: ") && overview.prefix(200).contains(delivery), "\(delivery): \(overview.prefix(200))")
            #expect(firstParagraph.replacingOccurrences(of: "*", with: "").contains(delivery), "\(delivery): \(firstParagraph)")
        }
        let quickStart = try #require(readme.range(of: "## Quick start, per store"))
        let reference = try #require(readme.range(of: "## Use"))
        let section = readme[quickStart.upperBound..<reference.lowerBound]
        for store in ["**On-Demand Resources**", "**Background Assets**", "**Google Play Asset Delivery**"] {
            #expect(section.contains(store), "\(store)")
        }
    }
}
