/// How a delivery whose packs have IDs the app asks for names them: which IDs its store
/// accepts, and the ID it gives a new pack the manifest names none for.
protocol PackNamingRule: Sendable {
    /// Whether `id` may name a pack.
    func isValid(_ id: String) -> Bool
    /// What a valid ID is, for messages: `1 to 64 characters of letters, digits and '-'`.
    var rule: String { get }
    /// The store that requires it, for messages: `App Store Connect`.
    var store: String { get }
    /// The readable ID of a pack holding `tags` (sorted); may be empty, too long or invalid.
    func readable(_ tags: [String]) -> String
    /// A valid ID from the tags and `hash`, a hex digest of the pack's tag sets.
    func fallback(_ tags: [String], hash: String) -> String
    /// `id` made valid, for the fix a message suggests; nil when nothing valid is left.
    func repaired(_ id: String) -> String?
}
