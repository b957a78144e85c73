import ArgumentParser
import ODRPackKit

extension CatalogItemsOption: ExpressibleByArgument {}

/// The options every checking command shares: which limits apply and how strictly.
struct CheckOptions: ParsableArguments {
    @OptionGroup var deliveryFlags: DeliveryFlags

    @Option(
        help: ArgumentHelp(
            "The limit profile: \(LimitProfile.Name.allValueStrings.joined(separator: ", ")) (default: the manifest's, else the delivery's first). A profile belongs to one delivery and chooses it when --delivery is not given.",
            valueName: "profile"))
    var profile: LimitProfile.Name?

    @Option(
        name: .customLong("limit"),
        help: ArgumentHelp(
            "Override one limit, e.g. pack=1GB or in-use=none (repeatable). Names: \(LimitKind.allCases.map(\.rawValue).joined(separator: ", ")).",
            valueName: "name=value"))
    var limits: [String] = []

    @Flag(help: "Report warnings as errors, so they fail the run.")
    var werror = false

    @Flag(help: "Report oversized packs as warnings, as Xcode allows during development.")
    var development = false

    @Flag(
        help:
            "Where Xcode's tools cannot run (Linux), accept the sources of resources Xcode compiles (asset catalogs, Core ML models, ...): build packs them as they are and marks those packs Uncompiled; without it, lint and build report needs-xcode-compiler."
    )
    var allowUncompiled = false

    @Option(help: catalogItemsHelp)
    var catalogItems: CatalogItemsOption?

    /// `--catalog-items`' help, for every command that plans packs.
    static let catalogItemsHelp = ArgumentHelp(
        "Background Assets and Google Play: 'files' packs tagged asset-catalog image sets, data sets and sprite atlases, SpriteKit .atlas folders and Core ML models as their source files (a catalog's below <catalog>.xcassets/), which ODRCatalogItems.swift looks up; any other catalog item stays an error. Default 'compiled': Xcode compiles them, so a pack of plain files cannot serve them.",
        valueName: "compiled|files")

    @OptionGroup var project: ProjectFlags

    func validate() throws {
        _ = try limitOverrides()
        if let profile, let delivery = deliveryFlags.delivery, let owner = DeliveryRegistry.profile(named: profile)?.delivery,
            owner != delivery
        {
            throw ValidationError("--profile \(profile.rawValue) is a profile of \(owner.rawValue), not of --delivery \(delivery.rawValue)")
        }
    }

    /// The delivery asked for: `--delivery`, else the one `--profile` belongs to.
    var chosenDelivery: DeliveryName? {
        deliveryFlags.delivery ?? profile.flatMap { DeliveryRegistry.profile(named: $0)?.delivery }
    }

    /// The `--limit` values, parsed.
    func limitOverrides() throws -> [LimitKind: LimitValue] {
        var overrides: [LimitKind: LimitValue] = [:]
        for argument in limits {
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let kind = LimitKind(rawValue: parts[0]) else {
                throw ValidationError(
                    "--limit takes NAME=VALUE with NAME one of \(LimitKind.allCases.map(\.rawValue).joined(separator: ", ")); got '\(argument)'"
                )
            }
            guard let value = kind.parseValue(parts[1]) else {
                let expected = kind.isCount ? "a whole number" : "a size (such as 512MB or 2GiB)"
                throw ValidationError("--limit \(kind.rawValue): '\(parts[1])' is neither \(expected) nor 'none'")
            }
            overrides[kind] = value
        }
        return overrides
    }

    /// The engine's options for these flags.
    func lintOptions() throws -> LintOptions {
        var options = LintOptions(
            profileName: profile, limitOverrides: try limitOverrides(), development: development,
            warningsAsErrors: werror, project: project.options, allowUncompiled: allowUncompiled)
        options.delivery = chosenDelivery
        options.catalogItems = catalogItems
        options.merging = deliveryFlags.merging.options
        options.packIDs = deliveryFlags.merging.packIDs
        options.settings = deliveryFlags.own.settings
        return options
    }
}
