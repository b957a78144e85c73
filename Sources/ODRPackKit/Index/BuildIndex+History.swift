extension PackHistory {
    /// The packs of a previous build, as its index records them: the files each ID held (and
    /// the platforms of one that did not serve every platform), and the IDs earlier releases
    /// used that it did not (`RetiredIDs`).
    public init(index: BuildIndex, source: String) {
        let contents = Dictionary(
            index.assetPacks.map { pack in
                (
                    pack.identifier,
                    Content(
                        tagSets: [], files: pack.files.map(\.path), platforms: pack.deliveryKeys["Platforms"]?.strings,
                        language: pack.deliveryKeys["Language"]?.string)
                )
            }
        ) { first, _ in first }
        self.init(contents: contents, retired: index.retiredIDs, source: source, delivery: index.delivery)
        app = index.bundleIdentifier
    }
}
