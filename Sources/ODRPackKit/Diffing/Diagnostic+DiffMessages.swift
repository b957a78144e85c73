/// Messages of `odr-pack diff` (part of the catalogue), located in the manifest the builds
/// read, at the pack's or tag's line where the index records it.
extension Diagnostic {
    static func downloadOverBudget(
        _ bytes: Int64, limit: Int64, costliest: [(pack: IndexDiff.PackChange, files: [IndexDiff.FileChange])],
        at location: SourceLocation?
    ) -> Diagnostic {
        Diagnostic(
            .budgetExceeded,
            "the update downloads \(ByteSize.format(bytes)) to a device that holds every pack, over the --max-download budget of \(ByteSize.format(limit))\(most(costliest, growth: false)); leave unchanged packs alone or raise the budget",
            at: location, bytes: bytes, limit: limit)
    }

    static func growthOverBudget(
        _ budget: GrowthBudget, old: Int64, new: Int64, costliest: [(pack: IndexDiff.PackChange, files: [IndexDiff.FileChange])],
        at location: SourceLocation?
    ) -> Diagnostic {
        let growth = old == 0 ? "from nothing" : "by \(ByteSize.oneDecimal((Double(new) - Double(old)) * 100 / Double(old)))%"
        var tags: [String] = []
        if case .tag(let name) = budget.scope { tags = [name] }
        return Diagnostic(
            .budgetExceeded,
            "\(budget) grew \(growth) (\(ByteSize.format(old)) to \(ByteSize.format(new))), over the --max-growth budget of \(ByteSize.oneDecimal(budget.percent))%\(most(costliest, growth: true))",
            at: location, tags: tags, bytes: new)
    }

    /// `; most of it: 'Level 03' 31.6 KB ('Levels/03/map.json' 80 bytes), 'Level 04' 24.6 KB`.
    private static func most(_ costliest: [(pack: IndexDiff.PackChange, files: [IndexDiff.FileChange])], growth: Bool) -> String {
        guard !costliest.isEmpty else { return "" }
        return "; most of it: "
            + costliest.map { pack, files in
                let bytes = growth ? pack.newArchiveBytes.addingSaturated(-pack.oldArchiveBytes) : pack.newArchiveBytes
                let shown = files.map { "\(quoted($0.source)) \(ByteSize.format($0.newSize ?? 0))" }.joined(separator: ", ")
                return "\(packName(pack.tags)) \(growth ? "+" : "")\(ByteSize.format(bytes))" + (shown.isEmpty ? "" : " (\(shown))")
            }.joined(separator: ", ")
    }

    static func unknownBudgetTag(_ name: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .unknownBudgetTag, "--max-growth names tag \(quoted(name)), which neither build has; check the spelling", at: location,
            tags: [name])
    }

    static func largePackRedownload(
        _ pack: IndexDiff.PackChange, files: [String], changedBytes: Int64, at location: SourceLocation?
    ) -> Diagnostic {
        let shown = files.prefix(3).map(quoted).joined(separator: ", ") + (files.count > 3 ? " and \(files.count - 3) more" : "")
        return Diagnostic(
            .largePackRedownload,
            "pack \(packName(pack.tags)) (\(ByteSize.format(pack.newArchiveBytes))) is downloaded again for \(ByteSize.format(changedBytes)) of changed files: \(shown); give files that change often a tag of their own, so their pack is small and the large one stays unchanged",
            at: location, tags: pack.tags, pack: pack.identifier, bytes: pack.newArchiveBytes)
    }

    static func deliveryMismatch(old: String, oldDelivery: DeliveryName, new: String, newDelivery: DeliveryName) -> Diagnostic {
        Diagnostic(
            .deliveryMismatch,
            "\(quoted(old)) holds \(oldDelivery.rawValue) packs and \(quoted(new)) \(newDelivery.rawValue) packs, which devices never swap for each other; compare two builds of one delivery",
            at: nil)
    }
}
