extension AssetPackPlanner {
    /// The arrangement of a delivery whose packs have names that last: merged to
    /// `--max-packs` with the manifest's hints and the previous release, and named by `own`,
    /// with new names made of letters and digits under `--portable-names`.
    static func arrange(
        _ partitions: PackPlan, context: DeliveryContext,
        own: any PackNamingRule
    ) -> (plan: PackPlan, diagnostics: [Diagnostic]) {
        let naming: any PackNamingRule = context.options.packIDs.portableNames ? PortablePackName.Rule(own: own) : own
        let arranged = arrange(
            partitions, manifest: context.manifest, naming: naming,
            history: context.history, settings: context.mergeSettings)
        return (arranged.plan, arranged.diagnostics)
    }
}
