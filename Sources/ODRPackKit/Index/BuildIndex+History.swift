extension PackHistory {
    /// The packs of a previous build, as its index records them (no retired IDs: an index
    /// knows only its own release).
    public init(index: BuildIndex, source: String) {
        self.init(packs: Dictionary(index.assetPacks.map { ($0.identifier, $0.files.map(\.path)) }) { first, _ in first },
                  source: source, delivery: index.delivery)
    }
}
