/// How a delivery whose packs have IDs the app asks for names them: which IDs its store
/// accepts, and the ID it derives for a pack (a list of tag sets) when the manifest names none.
protocol PackNamingRule: Sendable {
    /// Whether `id` may name a pack.
    func isValid(_ id: String) -> Bool
    /// What a valid ID is, for messages: `1 to 64 characters of letters, digits and '-'`.
    var rule: String { get }
    /// The store that requires it, for messages: `App Store Connect`.
    var store: String { get }
    /// The IDs of packs holding `packs[i]` (each a list of sorted tag sets), in order, all
    /// valid and distinct without regard to case.
    func derive(_ packs: [[[String]]]) -> [String]
}
