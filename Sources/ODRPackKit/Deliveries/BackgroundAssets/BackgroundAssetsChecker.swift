import FileSystem
import XcodeProject

/// Checks a plan arranged as Background Assets packs (`AssetPackPlanner`): the pack limit
/// (with the merge that would fit), the share of the total from which the store warns,
/// tagged resources Xcode compiles (a pack holds plain files, which `UIImage(named:)` and
/// the other compiled-resource APIs do not read), and the prefetch order, which has no
/// equivalent. `LimitChecker` checks the sizes; this adds what is Background Assets' own.
struct BackgroundAssetsChecker {
    let manifest: Manifest
    let profile: LimitProfile
    /// Whether compiled resources may be packed as their sources (`--allow-uncompiled`).
    let allowUncompiled: Bool
    /// Whether catalog items, atlases and models are served as files (`--catalog-items files`).
    var catalogItems: CatalogItemsOption = .compiled

    func check(_ plan: PackPlan) -> [Diagnostic] {
        var diagnostics = countDiagnostics(plan) + compiledDiagnostics(plan)
        if let limit = profile[.total], let percent = profile.totalWarningPercent {
            let warnAt = limit / 100 * Int64(percent)
            if plan.packBytes > warnAt && plan.packBytes <= limit {
                diagnostics.append(.totalNearLimit(bytes: plan.packBytes, limit: limit, percent: percent, at: manifest.location))
            }
        }
        let order = manifest.prefetchOrder
        if order.count > 1 {
            let first = manifest.tags.first { $0.name == order[0] }?.location ?? manifest.location
            diagnostics.append(.prefetchOrderIgnored(order.count, at: first))
        }
        return diagnostics
    }

    private func countDiagnostics(_ plan: PackPlan) -> [Diagnostic] {
        guard let limit = profile[.packCount], Int64(plan.packs.count) > limit else { return [] }
        let languages = Dictionary(grouping: plan.packs.filter { $0.language != nil }) { $0.language ?? "" }
            .map { (language: $0.key, packs: $0.value.count, bytes: $0.value.sizeSum(\.bytes)) }
        return [
            .assetPackCountOverLimit(
                count: plan.packs.count, limit: limit, proposal: plan.arrangement.proposal,
                languages: languages, at: manifest.location)
        ]
    }

    /// One diagnostic per compiled resource, a catalog once, or per catalog item not served
    /// (`CompiledItemCheck`); one per SpriteKit scene, which `SKScene(fileNamed:)` reads from
    /// the app bundle only.
    private func compiledDiagnostics(_ plan: PackPlan) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for pack in plan.packs {
            for file in pack.files {
                let entry = manifest.resources[file.entryIndex]
                if case .copy = entry.processing, PathString.pathExtension(file.source) == "sks" {
                    diagnostics.append(
                        .bundleOnlyResource(
                            file.source, bytes: file.size, pack: pack.identity.identifier, at: manifest.entryLocation(file.entryIndex)))
                }
            }
        }
        let check = CompiledItemCheck(
            manifest: manifest, catalogItems: catalogItems, allowUncompiled: allowUncompiled,
            packWords: "a Background Assets pack")
        return diagnostics + check.diagnostics(plan, compiled: Diagnostic.compiledResourceInAssetPack)
    }
}
