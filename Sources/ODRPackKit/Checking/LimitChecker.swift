/// Checks a plan against a limit profile and the manifest's declarations, returning every
/// problem found (it never stops at the first).
public struct LimitChecker {
    /// The manifest the plan came from, for locations and declarations.
    public let manifest: Manifest
    /// The limits in force.
    public let profile: LimitProfile

    /// Creates a checker.
    public init(manifest: Manifest, profile: LimitProfile) {
        self.manifest = manifest
        self.profile = profile
    }

    /// Every limit and declaration problem in `plan`.
    public func check(_ plan: PackPlan) -> [Diagnostic] {
        packDiagnostics(plan) + tagDiagnostics(plan) + totalDiagnostics(plan)
    }

    private func packDiagnostics(_ plan: PackPlan) -> [Diagnostic] {
        guard let limit = profile[.pack] else { return [] }
        return plan.packs.filter { $0.bytes > limit }.map { pack in
            .packOverLimit(
                tags: pack.tags, identifier: pack.identity.identifier, bytes: pack.bytes, limit: limit,
                at: entryLocation(pack.firstEntryIndex))
        }
    }

    private func tagDiagnostics(_ plan: PackPlan) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let locations = tagLocations()
        let packBytes = Dictionary(plan.packs.map { ($0.identity.identifier, $0.bytes) }) { first, _ in first }
        let declared = manifest.declaresEveryTag ? manifest.tags.map(\.name) : []
        let declaredSet = Set(declared)
        for tag in plan.tags {
            let location = locations.locations[tag.name] ?? manifest.location
            // A tag whose entries found no files is already reported by the scan.
            if !locations.carried.contains(tag.name) {
                diagnostics.append(.unusedTag(tag.name, category: tag.category, at: location))
                continue
            }
            if manifest.declaresEveryTag && !declaredSet.contains(tag.name) {
                let unused = declared.filter { !locations.carried.contains($0) }
                let hint =
                    Suggestion.closest(to: tag.name, in: unused, sameNumbers: true)
                    ?? Suggestion.closest(to: tag.name, in: declared, sameNumbers: true)
                diagnostics.append(.undeclaredTag(tag.name, suggestion: hint, at: location))
            }
            if let limit = profile[.inUse], tag.bytes > limit {
                diagnostics.append(.tagOverInUseLimit(tag.name, bytes: tag.bytes, packCount: tag.packs.count, limit: limit, at: location))
            }
            if let limit = profile[.pack], tag.bytes > limit,
                tag.packs.allSatisfy({ (packBytes[$0] ?? 0) <= limit })
            {
                diagnostics.append(.tagOverPackLimit(tag.name, bytes: tag.bytes, packCount: tag.packs.count, limit: limit, at: location))
            }
            if let limit = profile[.tagRecommended], tag.bytes > limit {
                diagnostics.append(.tagOverRecommended(tag.name, bytes: tag.bytes, limit: limit, at: location))
            }
        }
        return diagnostics
    }

    private func totalDiagnostics(_ plan: PackPlan) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        if let limit = profile[.initialAndPrefetch], plan.initialAndPrefetchBytes > limit {
            let early = manifest.tags.first { $0.category != .onDemand }
            diagnostics.append(
                .initialAndPrefetchOverLimit(
                    bytes: plan.initialAndPrefetchBytes, limit: limit,
                    tags: plan.tags.filter { $0.category != .onDemand }.map(\.name),
                    at: early?.location ?? manifest.location))
        }
        if let limit = profile[.total], plan.packBytes > limit {
            diagnostics.append(.totalOverLimit(bytes: plan.packBytes, limit: limit, at: manifest.location))
        }
        if let limit = profile[.packCount], Int64(plan.packs.count) > limit {
            diagnostics.append(.packCountOverLimit(count: plan.packs.count, limit: limit, at: manifest.location))
        }
        if let limit = profile[.appBundle], plan.appBundleBytes > limit {
            diagnostics.append(.appBundleOverLimit(bytes: plan.appBundleBytes, limit: limit, at: manifest.location))
        }
        return diagnostics
    }

    private func entryLocation(_ index: Int) -> SourceLocation {
        manifest.entryLocation(index)
    }

    /// Where each tag is: its declaration, else the first entry that carries it; and which
    /// tags some entry carries. One pass over the manifest, however many tags there are.
    private func tagLocations() -> (carried: Set<String>, locations: [String: SourceLocation]) {
        var carried = Set<String>()
        var locations: [String: SourceLocation] = [:]
        for entry in manifest.resources {
            for tag in entry.tags where carried.insert(tag).inserted {
                locations[tag] = entry.location
            }
        }
        for declaration in manifest.tags {
            locations[declaration.name] = declaration.location ?? locations[declaration.name]
        }
        return (carried, locations)
    }
}
