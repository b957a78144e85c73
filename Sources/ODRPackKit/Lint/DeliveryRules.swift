import XcodeProject

/// What a delivery decides between planning and writing: how the partitions (one per
/// distinct tag set, the same for every delivery) become its packs, and which checks apply.
/// A new delivery (Google Play Asset Delivery, say) is one more conformance, one more
/// `Delivery` case and profile, and one more `PackProducer` in Building.
protocol DeliveryRules {
    /// Arranges the partitions as the delivery's packs; problems with the arrangement.
    func arrange(_ partitions: PackPlan, manifest: Manifest, profile: LimitProfile, options: LintOptions) -> (PackPlan, [Diagnostic])
    /// Every check of the arranged plan, and the Xcode compilers that run here.
    func check(_ plan: PackPlan, manifest: Manifest, profile: LimitProfile, options: LintOptions) -> CheckResult
}

/// The checks' problems and the Xcode compilers found for the plan.
struct CheckResult {
    var diagnostics: [Diagnostic] = []
    var toolchains: [XcodeTool: XcodeToolchain] = [:]
}

extension Delivery {
    /// This delivery's rules.
    var rules: any DeliveryRules {
        switch self {
        case .onDemandResources: OnDemandResourcesRules()
        case .backgroundAssets: BackgroundAssetsRules()
        }
    }
}

/// On-Demand Resources: each partition is a pack, named as Xcode names it; Xcode's limits,
/// names and compilers are checked.
struct OnDemandResourcesRules: DeliveryRules {
    func arrange(_ partitions: PackPlan, manifest: Manifest, profile: LimitProfile, options: LintOptions) -> (PackPlan, [Diagnostic]) {
        (partitions, [])
    }

    func check(_ plan: PackPlan, manifest: Manifest, profile: LimitProfile, options: LintOptions) -> CheckResult {
        var result = CheckResult()
        result.diagnostics += LimitChecker(manifest: manifest, profile: profile).check(plan)
        result.diagnostics += NameChecker(manifest: manifest).check(plan)
        result.diagnostics += ProcessingChecker(manifest: manifest).check(plan)
        let compilers = CompilerChecker(manifest: manifest, allowUncompiled: options.allowUncompiled).check(plan)
        result.diagnostics += compilers.diagnostics
        result.toolchains = compilers.toolchains
        return result
    }
}

/// Background Assets: partitions merged into at most `--max-packs` packs with IDs
/// (`AssetPackPlanner`); the size limits, the pack limit with a proposed merge, the names
/// the index holds, and compiled resources, which a pack cannot serve.
struct BackgroundAssetsRules: DeliveryRules {
    func arrange(_ partitions: PackPlan, manifest: Manifest, profile: LimitProfile, options: LintOptions) -> (PackPlan, [Diagnostic]) {
        let arranged = AssetPackPlanner.arrange(partitions, manifest: manifest, maximumPacks: options.maximumPacks,
                                                packLimit: profile[.packCount])
        return (arranged.plan, arranged.diagnostics)
    }

    func check(_ plan: PackPlan, manifest: Manifest, profile: LimitProfile, options: LintOptions) -> CheckResult {
        var sizes = profile
        // The pack count is AssetPackChecker's, with the merge that would fit.
        sizes.values[.packCount] = .unlimited
        var result = CheckResult()
        result.diagnostics += LimitChecker(manifest: manifest, profile: sizes).check(plan)
        result.diagnostics += NameChecker(manifest: manifest).checkAssetPacks(plan)
        result.diagnostics += AssetPackChecker(manifest: manifest, profile: profile, allowUncompiled: options.allowUncompiled).check(plan)
        return result
    }
}
