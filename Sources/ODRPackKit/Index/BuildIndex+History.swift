extension PackHistory {
    /// The packs of a previous build, as its index records them: the files each ID held, and
    /// the IDs earlier releases used that it did not (`RetiredIDs`).
    public init(index: BuildIndex, source: String) {
        self.init(packs: Dictionary(index.assetPacks.map { ($0.identifier, $0.files.map(\.path)) }) { first, _ in first },
                  retired: index.retiredIDs, source: source, delivery: index.delivery)
        app = index.bundleIdentifier
    }
}
