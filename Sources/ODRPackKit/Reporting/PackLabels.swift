/// The pack labels of one report: the pack IDs where the delivery labels packs by them
/// (`DeliveryWords.labelsPacksByIdentifier`); otherwise `PackLabel.short` for each pack, and where two packs would
/// read alike (two packs of hundreds of tags that share their first two), the end of the
/// identifier after it (`Level 001+Level 002 +248 tags (#1a2b3c)`), so every label in a
/// report names one pack.
struct PackLabels {
    private var labels: [String: String] = [:]

    /// Labels for `packs`, each given by its identifier and sorted tags.
    init(_ packs: [(identifier: String, tags: [String])]) {
        var byLabel: [String: [String]] = [:]
        for pack in packs { byLabel[PackLabel.short(pack.tags), default: []].append(pack.identifier) }
        for (label, identifiers) in byLabel {
            for identifier in identifiers {
                labels[identifier] = identifiers.count == 1 ? label : label + " (#\(identifier.suffix(6)))"
            }
        }
    }

    /// Labels that are the identifiers themselves: Background Assets pack IDs are short,
    /// readable and what the app asks for.
    init(identifiers: [String]) {
        labels = Dictionary(identifiers.map { ($0, $0) }) { first, _ in first }
    }

    /// Labels for the packs of a plan, as its delivery labels packs.
    init(_ plan: PackPlan) {
        self.init(plan.packs.map { ($0.identity.identifier, $0.tags) }, words: plan.delivery.words)
    }

    /// Labels for the packs of a diff, as its delivery labels packs.
    init(_ diff: IndexDiff) {
        self.init(diff.packs.map { ($0.identifier, $0.tags) }, words: diff.delivery.words)
    }

    private init(_ packs: [(identifier: String, tags: [String])], words: DeliveryWords) {
        if words.labelsPacksByIdentifier {
            self.init(identifiers: packs.map(\.identifier))
        } else {
            self.init(packs)
        }
    }

    /// The label of the pack `identifier`.
    subscript(identifier: String) -> String { labels[identifier] ?? identifier }
}
