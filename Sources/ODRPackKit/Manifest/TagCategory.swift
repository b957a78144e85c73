/// When a tag's packs are downloaded.
public enum TagCategory: String, Sendable, Hashable, CaseIterable, Codable {
    /// Downloaded with the app and counted in its App Store size.
    case initialInstall = "initial-install"
    /// Downloaded right after install, in the prefetch order.
    case prefetch
    /// Downloaded when the app requests the tag (the default).
    case onDemand = "on-demand"
}
