/// The limits `odr-pack diff` checks: a download budget, growth budgets and the size from
/// which a pack re-downloaded for a small change is worth a warning.
public struct DiffBudgets: Sendable, Hashable {
    /// The most bytes a device that holds every pack may download after the update.
    public var maxDownload: Int64?
    /// Growth limits, each for all packs, the initial-install and prefetch packs, or one tag.
    public var maxGrowth: [GrowthBudget]
    /// A changed pack at least this large whose changed files are at most `smallChangeShare`
    /// of it gets a `large-pack-redownload` warning.
    public var largePackBytes: Int64

    /// The share of a large pack under which a change counts as small: 5%.
    public static let smallChangeShare = 0.05
    /// The default of `largePackBytes`: 32 MB.
    public static let defaultLargePackBytes: Int64 = 32_000_000

    /// Budgets; none by default.
    public init(maxDownload: Int64? = nil, maxGrowth: [GrowthBudget] = [], largePackBytes: Int64 = Self.defaultLargePackBytes) {
        self.maxDownload = maxDownload
        self.maxGrowth = maxGrowth
        self.largePackBytes = largePackBytes
    }
}

/// One `--max-growth` budget: `5%` (all packs), `initial-and-prefetch:5%` or `tag=NAME:5%`.
public struct GrowthBudget: Sendable, Hashable, CustomStringConvertible {
    /// Which bytes grow.
    public enum Scope: Sendable, Hashable {
        /// Every pack's archive bytes.
        case all
        /// The archive bytes of the packs initial-install and prefetch tags download.
        case initialAndPrefetch
        /// The archive bytes of one tag's packs.
        case tag(String)
    }

    public var scope: Scope
    /// The most growth allowed, in percent of the old bytes.
    public var percent: Double

    public init(scope: Scope, percent: Double) {
        self.scope = scope
        self.percent = percent
    }

    /// Parses `PERCENT`, `all:PERCENT`, `initial-and-prefetch:PERCENT` or `tag=NAME:PERCENT`,
    /// PERCENT being a number with or without `%`; nil when malformed.
    public init?(parsing text: String) {
        var scope = Scope.all
        var amount = Substring(text)
        if let colon = text.lastIndex(of: ":") {
            let name = text[..<colon]
            amount = text[text.index(after: colon)...]
            switch name {
            case "all": scope = .all
            case "initial-and-prefetch": scope = .initialAndPrefetch
            case _ where name.hasPrefix("tag=") && name.count > 4: scope = .tag(String(name.dropFirst(4)))
            default: return nil
            }
        }
        if amount.hasSuffix("%") { amount = amount.dropLast() }
        guard let percent = Double(amount), percent.isFinite, percent >= 0 else { return nil }
        self.init(scope: scope, percent: percent)
    }

    /// What it limits, for messages: `all packs`, `initial-install and prefetch packs`, `tag 'X'`.
    public var description: String {
        switch scope {
        case .all: "all packs"
        case .initialAndPrefetch: "initial-install and prefetch packs"
        case .tag(let name): "tag \(MessageText.quoted(name))"
        }
    }
}

extension IndexDiff {
    /// Checks the budgets and looks for large packs downloaded again for a small change.
    /// Diagnostics are located in the manifest the indexes name (at the tag's or pack's line),
    /// never at a build folder.
    public func check(_ budgets: DiffBudgets) -> [Diagnostic] {
        let location = location()
        var found: [Diagnostic] = []
        if let limit = budgets.maxDownload, totals.downloadBytes > limit {
            let downloaded = packs.filter { $0.status == .added || $0.status == .changed }
            found.append(.downloadOverBudget(totals.downloadBytes, limit: limit, costliest: Self.costliest(downloaded), at: location))
        }
        for budget in budgets.maxGrowth {
            let bytes: (old: Int64, new: Int64)
            switch budget.scope {
            case .all:
                bytes = (totals.oldArchiveBytes, totals.newArchiveBytes)
            case .initialAndPrefetch:
                bytes = (totals.oldInitialAndPrefetchBytes, totals.newInitialAndPrefetchBytes)
            case .tag(let name):
                guard let tag = tags.first(where: { $0.name == name }) else {
                    found.append(.unknownBudgetTag(name, at: location))
                    continue
                }
                bytes = (tag.oldBytes, tag.newBytes)
            }
            // Growth from nothing is unbounded: any new byte exceeds a budget.
            let grown =
                bytes.new > bytes.old
                && (bytes.old == 0 || (Double(bytes.new) - Double(bytes.old)) * 100 > budget.percent * Double(bytes.old))
            guard grown else { continue }
            let tagName: String? = if case .tag(let name) = budget.scope { name } else { nil }
            let growing = packs.filter { $0.newArchiveBytes > $0.oldArchiveBytes && (tagName.map($0.tags.contains) ?? true) }
            found.append(
                .growthOverBudget(
                    budget, old: bytes.old, new: bytes.new, costliest: Self.costliest(growing, byGrowth: true),
                    at: self.location(tag: tagName)))
        }
        for pack in packs where pack.status == .changed && pack.newArchiveBytes >= budgets.largePackBytes {
            let touched = pack.files.filter { $0.status != .removed }
            let changedBytes = touched.sizeSum { $0.newSize ?? 0 }
            guard !touched.isEmpty, Double(changedBytes) <= DiffBudgets.smallChangeShare * Double(pack.newArchiveBytes) else { continue }
            found.append(
                .largePackRedownload(
                    pack, files: touched.map(\.source), changedBytes: changedBytes, at: self.location(pack: pack.identifier)))
        }
        return found.sorted()
    }

    /// The packs that cost the most (their download, or with `byGrowth` their growth), at most
    /// three, each with its largest added or changed files, at most three:
    /// `'Level 03' 31.6 KB ('Levels/03/map.json' 80 bytes), …`.
    static func costliest(_ packs: [PackChange], byGrowth: Bool = false) -> [(pack: PackChange, files: [FileChange])] {
        func cost(_ pack: PackChange) -> Int64 {
            byGrowth ? pack.newArchiveBytes.addingSaturated(-pack.oldArchiveBytes) : pack.newArchiveBytes
        }
        return packs.sorted { (cost($1), $0.identifier) < (cost($0), $1.identifier) }.prefix(3).map { pack in
            (
                pack,
                Array(
                    pack.files.filter { $0.status != .removed }.sorted { (($1.newSize ?? 0), $0.source) < (($0.newSize ?? 0), $1.source) }
                        .prefix(3))
            )
        }
    }
}
