import XcodeProject

/// Notes what Xcode's build would do differently with the plan's resources (see
/// docs/manifest.md, "What Xcode does"): tagged resources an Xcode tool compiles (their
/// sizes here are source sizes) or rewrites (packed as they are), one note per tool; and an
/// app that brings its own asset-pack manifest.
struct ProcessingChecker {
    let manifest: Manifest

    func check(_ plan: PackPlan) -> [Diagnostic] {
        var compiled: [XcodeTool: (count: Int, first: Int)] = [:]
        var rewritten: [String: (count: Int, first: Int)] = [:]
        for (index, entry) in manifest.resources.enumerated() where !entry.tags.isEmpty {
            switch entry.processing {
            case .compiled(let tool): compiled[tool, default: (0, index)].count += 1
            case .rewritten(let tool): rewritten[tool, default: (0, index)].count += 1
            default: break
            }
        }
        var diagnostics = compiled.map { tool, found in
            Diagnostic.compiledByXcode(tool: tool, count: found.count, at: manifest.entryLocation(found.first))
        }
        diagnostics += rewritten.map { tool, found in
            Diagnostic.rewrittenByXcode(tool: tool, count: found.count, at: manifest.entryLocation(found.first))
        }
        if let own = manifest.packaging.userManifest,
            let index = manifest.resources.firstIndex(where: { $0.path == own })
        {
            diagnostics.append(.userAssetPackManifest(own, at: manifest.entryLocation(index)))
        }
        return diagnostics
    }
}
