import ArgumentParser
import ODRPackKit

/// The options that choose the delivery: lint's, build's, report's and why's.
struct DeliveryFlags: ParsableArguments {
    @Option(help: ArgumentHelp(
        "How the packs reach devices: \(Delivery.allCases.map(\.rawValue).joined(separator: " or ")) (default: the manifest's, else on-demand-resources). Reading and partitioning are the same; the delivery chooses the limits, the checks and what build writes.",
        valueName: "delivery"))
    var delivery: Delivery?

    @Option(help: ArgumentHelp(
        "Background Assets: merge the partitions into at most N packs, choosing the merges that add the fewest bytes to what tags download; the cost per tag is reported (see docs/background-assets.md).",
        valueName: "N"))
    var maxPacks: Int?

    func validate() throws {
        if let maxPacks, maxPacks < 1 { throw ValidationError("--max-packs must be at least 1") }
        if maxPacks != nil && delivery == .onDemandResources {
            throw ValidationError("--max-packs merges Background Assets packs; On-Demand Resources make one pack per tag set")
        }
    }
}
