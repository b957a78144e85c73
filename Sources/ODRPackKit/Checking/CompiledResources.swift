import XcodeProject

/// The tagged resources of a plan that an Xcode tool compiles, by tool.
struct CompiledResources {
    /// Entry indices by tool, in manifest order.
    let entries: [XcodeTool: [Int]]

    init(manifest: Manifest, plan: PackPlan) {
        var found: [XcodeTool: Set<Int>] = [:]
        for pack in plan.packs {
            for file in pack.files {
                if case .compiled(let tool) = manifest.resources[file.entryIndex].processing {
                    found[tool, default: []].insert(file.entryIndex)
                }
            }
        }
        entries = found.mapValues { $0.sorted() }
    }

    private init(entries: [XcodeTool: [Int]]) {
        self.entries = entries
    }

    var isEmpty: Bool { entries.isEmpty }

    /// The resources whose tool is not among `tools`.
    func without(_ tools: Set<XcodeTool>) -> CompiledResources {
        CompiledResources(entries: entries.filter { !tools.contains($0.key) })
    }

    /// One `needs-xcode-compiler` error per catalog and per other compiled resource.
    func diagnostics(_ manifest: Manifest) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (tool, indices) in entries.sorted(by: { $0.key.name < $1.key.name }) {
            var byCatalog: [String: [Int]] = [:]
            for index in indices {
                if let catalog = manifest.resources[index].catalog {
                    byCatalog[catalog, default: []].append(index)
                } else {
                    diagnostics.append(
                        .needsXcodeCompiler(
                            manifest.resources[index].path, tool: tool, units: 1,
                            at: manifest.entryLocation(index)))
                }
            }
            for (catalog, units) in byCatalog.sorted(by: { $0.key < $1.key }) {
                diagnostics.append(.needsXcodeCompiler(catalog, tool: tool, units: units.count, at: manifest.entryLocation(units[0])))
            }
        }
        return diagnostics
    }
}

/// Finds the Xcode compilers a plan's tagged resources need. `lint` and `build` run it
/// alike, so they give one verdict: a tool that cannot run here is `needs-xcode-compiler`,
/// an error unless uncompiled sources are allowed (`--allow-uncompiled`).
struct CompilerChecker {
    let manifest: Manifest
    /// Whether sources may be packed where their compiler cannot run.
    let allowUncompiled: Bool
    /// Finds a tool (`XcodeToolchain.locate` outside tests).
    var locate: (String) -> XcodeToolchain? = { XcodeToolchain.locate(for: $0) }

    /// The toolchain of every tool the plan needs that runs here, and the errors for the others.
    func check(_ plan: PackPlan) -> (toolchains: [XcodeTool: XcodeToolchain], diagnostics: [Diagnostic]) {
        let compiled = CompiledResources(manifest: manifest, plan: plan)
        var toolchains: [XcodeTool: XcodeToolchain] = [:]
        for tool in compiled.entries.keys {
            toolchains[tool] = locate(tool.name)
        }
        let missing = compiled.without(Set(toolchains.keys))
        // Never pack the sources of compiled resources silently.
        return (toolchains, allowUncompiled ? [] : missing.diagnostics(manifest))
    }
}
