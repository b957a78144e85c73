/// What every format shows in a pack table's columns (`DeliveryWords.packColumns`): each
/// column's title in words and each cell's text. Text capitalises the titles; Markdown and
/// HTML show them as they are.
enum PackColumnText {
    /// Whether `column` is shown for `plan`: the missing-entries column only when a pack has some.
    static func isShown(_ column: PackColumn, in plan: PackPlan) -> Bool {
        column != .missing || plan.packs.contains { $0.missingEntries > 0 }
    }

    /// The column's title: `files`, `of pack limit`, `policy`; in capitals for text, where the
    /// share names the limit: `OF 512 MB PACK LIMIT`.
    static func title(_ column: PackColumn, profile: LimitProfile, capitals: Bool) -> String {
        if capitals, column == .shareOfPackLimit {
            return profile[.pack].map { "OF \(ByteSize.format($0)) PACK LIMIT" } ?? "(NO PACK LIMIT)"
        }
        let title =
            switch column {
            case .policy: "policy"
            case .files: "files"
            case .missing: "missing"
            case .size: "size"
            case .shareOfPackLimit: "of pack limit"
            case .priority: "priority"
            case .tagSets: "tag sets"
            }
        return capitals ? title.uppercased() : title
    }

    /// Whether the column holds numbers (aligned right).
    static func alignsRight(_ column: PackColumn) -> Bool {
        column != .policy
    }

    /// The number a sortable table orders the column by.
    static func sortValue(_ column: PackColumn, pack: AssetPack, plan: PackPlan) -> String {
        switch column {
        case .policy: "\(plan.arrangement.policies[pack.identity.identifier]?.rank ?? 0)"
        case .priority: "\(pack.priority ?? -1)"
        case .files: "\(pack.files.count)"
        case .missing: "\(pack.missingEntries)"
        case .size, .shareOfPackLimit: "\(pack.bytes)"
        case .tagSets: "\(plan.arrangement.partitions[pack.identity.identifier]?.count ?? 1)"
        }
    }

    /// The cell of `column` for `pack`.
    static func value(_ column: PackColumn, pack: AssetPack, plan: PackPlan, profile: LimitProfile) -> String {
        let id = pack.identity.identifier
        switch column {
        case .policy:
            return plan.arrangement.policies[id].map(plan.delivery.words.policyName) ?? "-"
        case .files: return "\(pack.files.count)"
        case .missing: return pack.missingEntries > 0 ? "\(pack.missingEntries)" : "-"
        case .size: return ByteSize.format(pack.bytes)
        case .shareOfPackLimit: return profile[.pack].map { ByteSize.percent(pack.bytes, of: $0) } ?? "-"
        case .priority: return pack.priority.map(TextReport.formatPriority) ?? "-"
        case .tagSets: return "\(plan.arrangement.partitions[id]?.count ?? 1)"
        }
    }
}
