import XcodeProject

/// Checks a plan arranged as Google Play asset packs, in estimated compressed bytes
/// (`DownloadSizeEstimator`): each pack against `pack`, the install-time packs with the app's
/// own modules (`--base-module-size`) against `initial-and-prefetch`, the fast-follow and
/// on-demand packs against `total`, the pack count (with the merge that would fit), the tags
/// whose download Play asks about on mobile data; then the folders bundletool reads as
/// targeting (`PlayChecker+Targeting`), resources Xcode compiles and the prefetch order.
/// Only what could be over a limit is estimated; the note
/// `download-size-estimated` says how, when anything was.
struct PlayChecker {
    let manifest: Manifest
    let profile: LimitProfile
    let options: LintOptions
    let estimator: DownloadSizeEstimator

    func check(_ plan: PackPlan) -> [Diagnostic] {
        var diagnostics = sizeDiagnostics(plan) + countDiagnostics(plan) + mobileDataDiagnostics(plan)
        diagnostics += targetingDiagnostics(plan) + compiledDiagnostics(plan)
        if manifest.prefetchOrder.count > 1 {
            let first = manifest.tags.first { $0.name == manifest.prefetchOrder[0] }?.location ?? manifest.location
            diagnostics.append(.playPrefetchOrderIgnored(manifest.prefetchOrder.count, at: first))
        }
        let tally = estimator.tally
        if tally != DownloadSizeEstimator.Tally() {
            diagnostics.append(.downloadSizeEstimated(tally, at: manifest.location))
        }
        estimator.save()
        return diagnostics
    }

    /// Each pack's delivery type.
    static func types(_ plan: PackPlan) -> [String: PlayDeliveryType] {
        plan.arrangement.policies.mapValues(PlayDeliveryType.init)
    }

    /// The estimate of `packs`, plus `extra`, when their bound (bytes plus `extra`) is over
    /// `limit`; nil when they are within it.
    private func estimateOver(_ limit: Int64, _ packs: [AssetPack], extra: Int64 = 0) -> (estimate: Int64, bytes: Int64)? {
        let bytes = packs.sizeSum(\.bytes) + extra
        guard bytes > limit else { return nil }
        let estimate = estimator.estimate(packs.flatMap(\.files)) + extra
        return estimate > limit ? (estimate, bytes) : nil
    }

    private func sizeDiagnostics(_ plan: PackPlan) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let types = Self.types(plan)
        if let limit = profile[.pack] {
            for pack in plan.packs {
                guard let over = estimateOver(limit, [pack]) else { continue }
                diagnostics.append(
                    .playPackOverLimit(
                        pack.identity.identifier, tags: pack.tags, estimate: over.estimate, bytes: over.bytes,
                        limit: limit, at: manifest.entryLocation(pack.firstEntryIndex)))
            }
        }
        let installTime = plan.packs.filter { types[$0.identity.identifier] == .installTime }
        let allowance = options.settings[PlaySettings.self].baseModuleSize ?? 0
        if let limit = profile[.initialAndPrefetch], let over = estimateOver(limit, installTime, extra: allowance) {
            let early = manifest.tags.first { $0.category == .initialInstall }
            diagnostics.append(
                .installTimeOverLimit(
                    estimate: over.estimate, allowance: allowance, packs: installTime.count, limit: limit,
                    at: early?.location ?? manifest.location))
        }
        let later = plan.packs.filter { types[$0.identity.identifier] != .installTime }
        if let limit = profile[.total], let over = estimateOver(limit, later) {
            diagnostics.append(
                .fastFollowOnDemandOverLimit(
                    estimate: over.estimate, packs: later.count, limit: limit,
                    partner: profile.name == .playAssetDeliveryPartner, at: manifest.location))
        }
        return diagnostics
    }

    private func countDiagnostics(_ plan: PackPlan) -> [Diagnostic] {
        guard let limit = profile[.packCount], Int64(plan.packs.count) > limit else { return [] }
        return [.playPackCountOverLimit(count: plan.packs.count, limit: limit, proposal: plan.arrangement.proposal, at: manifest.location)]
    }

    /// Tags whose packs, other than those installed with the app, download more than Play
    /// downloads on mobile data without asking.
    private func mobileDataDiagnostics(_ plan: PackPlan) -> [Diagnostic] {
        let types = Self.types(plan)
        let packs = Dictionary(plan.packs.map { ($0.identity.identifier, $0) }) { first, _ in first }
        var over: [(tag: String, bytes: Int64)] = []
        for tag in plan.tags {
            let fetched = tag.packs.filter { types[$0] != .installTime }.compactMap { packs[$0] }
            if let found = estimateOver(PlayStore.mobileDataPromptBytes, fetched) { over.append((tag.name, found.estimate)) }
        }
        guard !over.isEmpty else { return [] }
        return [
            .mobileDataPrompt(
                over.sorted { $0.bytes != $1.bytes ? $0.bytes > $1.bytes : $0.tag < $1.tag },
                threshold: PlayStore.mobileDataPromptBytes, at: manifest.location)
        ]
    }

    /// One diagnostic per compiled resource, a catalog once, or per catalog item not served (`CompiledItemCheck`).
    private func compiledDiagnostics(_ plan: PackPlan) -> [Diagnostic] {
        CompiledItemCheck(
            manifest: manifest, catalogItems: options.catalogItems ?? .compiled, allowUncompiled: options.allowUncompiled,
            packWords: "a Google Play asset pack"
        ).diagnostics(plan, compiled: Diagnostic.compiledResourceInPlayPack)
    }
}
