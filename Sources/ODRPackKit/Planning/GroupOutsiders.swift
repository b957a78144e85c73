/// A pack holding a merge group's content and content of no group, which the merge makes only
/// when the maximum leaves no room to keep them apart (`merge-group-mixed`).
struct GroupOutsiders: Sendable, Hashable {
    /// The pack's ID.
    var pack: String
    /// The groups whose content it holds (all of a tag set's tags in the group), sorted.
    var groups: [String]
    /// The tags of its content of no group (no tag of the tag set in any group), sorted.
    var outsiders: [String]

    /// The packs of `packs` (ID -> tag sets) holding both, by ID, for the groups of `hints`.
    static func find(in packs: [String: [[String]]], hints: MergeHints) -> [GroupOutsiders] {
        var groupOf: [String: String] = [:]
        for group in hints.groups { for tag in group.tags where groupOf[tag] == nil { groupOf[tag] = group.name } }
        guard !groupOf.isEmpty else { return [] }
        return packs.keys.sorted().compactMap { id in
            let sets = packs[id] ?? []
            let groups = Set(
                sets.compactMap { set -> String? in
                    guard let name = set.first.flatMap({ groupOf[$0] }), set.allSatisfy({ groupOf[$0] == name }) else { return nil }
                    return name
                })
            let outsiders = sets.filter { $0.allSatisfy { groupOf[$0] == nil } }
            guard !groups.isEmpty, !outsiders.isEmpty else { return nil }
            return GroupOutsiders(pack: id, groups: groups.sorted(), outsiders: Array(Set(outsiders.joined())).sorted())
        }
    }
}
