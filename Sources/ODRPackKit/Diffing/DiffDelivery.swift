/// What diff asks the delivery of two indexes (see `Delivery` for the whole seam): what
/// makes a pack changed, and how the comparison is summed up.
protocol DiffDelivery: VerifyDelivery {
    /// Whether a pack in both builds changed: devices download it again.
    func isChanged(_ old: BuiltPack, _ new: BuiltPack) -> Bool
    /// The diff summary: `2 changed, 1 added, 0 removed, 5 unchanged`.
    func diffSummary(_ totals: IndexDiff.Totals) -> String
}
