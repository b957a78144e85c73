import XcodeProject

/// The compiled resources of a plan for a delivery whose packs hold plain files (Background
/// Assets, Google Play): one error per resource Xcode compiles, a catalog's once. With
/// `--catalog-items files` the items the generated lookups serve are no error, and a catalog
/// item of another kind is one error of its own, naming it and its kind. `--allow-uncompiled`
/// makes each a warning (the sources are packed as they are).
struct CompiledItemCheck {
    let manifest: Manifest
    let catalogItems: CatalogItemsOption
    let allowUncompiled: Bool
    /// The pack as the message names it: `a Background Assets pack`.
    let packWords: String

    /// The diagnostics of `plan`; `compiled` makes a delivery's message for a compiled resource
    /// (its path, tool, pack and location).
    func diagnostics(_ plan: PackPlan, compiled: (String, XcodeTool, String, SourceLocation?) -> Diagnostic) -> [Diagnostic] {
        var seen = Set<String>()
        var diagnostics: [Diagnostic] = []
        for pack in plan.packs {
            for file in pack.files {
                let entry = manifest.resources[file.entryIndex]
                guard case .compiled(let tool) = entry.processing else { continue }
                let location = manifest.entryLocation(file.entryIndex)
                var diagnostic: Diagnostic
                switch catalogItems == .files ? ServedItem.of(entry) : .other {
                case .served:
                    continue
                case .notServed(let kind):
                    guard seen.insert(entry.path).inserted else { continue }
                    diagnostic = .catalogItemNotServed(
                        entry.path, kind: kind, packWords: packWords, pack: pack.identity.identifier, at: location)
                case .other:
                    guard seen.insert(entry.catalog ?? entry.path).inserted else { continue }
                    diagnostic = compiled(entry.catalog ?? entry.path, tool, pack.identity.identifier, location)
                }
                if allowUncompiled { diagnostic.severity = .warning }
                diagnostics.append(diagnostic)
            }
        }
        return diagnostics
    }
}
