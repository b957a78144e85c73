/// How a delivery whose packs have IDs the app asks for names them: which IDs its store
/// accepts, and the ID it gives a new pack the manifest names none for.
protocol PackNamingRule: Sendable {
    /// Whether `id` may name a pack.
    func isValid(_ id: String) -> Bool
    /// What a valid ID is, for messages: `1 to 64 characters of letters, digits and '-'`.
    var rule: String { get }
    /// The store that requires it, for messages: `App Store Connect`.
    var store: String { get }
    /// The store and where its rule is stated, for the message of an invalid ID; default `store`.
    var citation: String { get }
    /// What a pack's name is called in messages; default `asset pack ID`.
    var noun: String { get }
    /// What a new ID costs in the store, for `pack-id-new`: `App Store Connect needs a new record for it`.
    var newIDCost: String { get }
    /// What to do about an ID no longer used, for `pack-id-retired`.
    var retiredIDAdvice: String { get }
    /// Why an ID an earlier release retired is not given to a tag set again, for `retired-pack-id`.
    var retiredReuseAdvice: String { get }
    /// Whether the store counts every ID any release used (App Store Connect keeps archived
    /// IDs), so `pack-id-new` gives that count too.
    var countsIDsEverUsed: Bool { get }
    /// The readable ID of a pack holding `tags` (sorted); may be empty, too long or invalid.
    func readable(_ tags: [String]) -> String
    /// A valid ID from the tags and `hash`, a hex digest of the pack's tag sets.
    func fallback(_ tags: [String], hash: String) -> String
    /// `id` made valid, for the fix a message suggests; nil when nothing valid is left.
    func repaired(_ id: String) -> String?
}

extension PackNamingRule {
    var citation: String { store }
    var noun: String { "asset pack ID" }
    var newIDCost: String { "\(store) needs a new record for it" }
    var retiredIDAdvice: String { "archive it in \(store) once no installed version asks for it" }
    var countsIDsEverUsed: Bool { true }
    var retiredReuseAdvice: String {
        "\(store) may have archived it, and an archived ID cannot be used again: choose another ID, or, if it was never archived and the content is the same, take it out of the lock file's retired IDs"
    }
}

/// A rule made from a delivery's own (`own`) that changes some of its answers: every other
/// answer is the delivery's, so a requirement added to `PackNamingRule` reaches each wrapper
/// without being forwarded by hand (`HostSafeNamingRule`, `PortablePackName.Rule`).
protocol DelegatingNamingRule: PackNamingRule {
    /// The delivery's own rule.
    var own: any PackNamingRule { get }
}

extension DelegatingNamingRule {
    func isValid(_ id: String) -> Bool { own.isValid(id) }
    var rule: String { own.rule }
    var store: String { own.store }
    var citation: String { own.citation }
    var noun: String { own.noun }
    var newIDCost: String { own.newIDCost }
    var retiredIDAdvice: String { own.retiredIDAdvice }
    var retiredReuseAdvice: String { own.retiredReuseAdvice }
    var countsIDsEverUsed: Bool { own.countsIDsEverUsed }
    func readable(_ tags: [String]) -> String { own.readable(tags) }
    func fallback(_ tags: [String], hash: String) -> String { own.fallback(tags, hash: hash) }
    func repaired(_ id: String) -> String? { own.repaired(id) }
}
