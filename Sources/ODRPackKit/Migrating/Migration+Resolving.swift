import FileSystem
import SourceScan

/// Resolves what the scanner found against the plan: a literal tag to its packs (and its
/// member in the generated map), a file lookup to the packed files it finds by bundle path
/// (unlocalized or in any `xx.lproj`), a compiled-resource lookup to the tagged items it
/// names. A lookup of a literal name that reaches no pack is no change and is left out; a
/// lookup whose name is not a literal is kept, as unresolved.
struct MigrationResolver {
    let plan: PackPlan
    /// Each tag's packs, and its member name in `AssetPackMap.swift`.
    let packsByTag: [String: [MigrationPack]]
    let members: [String: String]
    /// Every packed file by bundle path.
    let files: [String: MigrationPack]
    /// The tagged items that cannot be read from a pack, sorted by path.
    let items: [MigrationItem]
    /// Problems found while resolving (tags no resource has).
    private(set) var diagnostics: [Diagnostic] = []
    /// The unknown tags already reported, so each is reported once.
    private var reported: Set<String> = []

    init(manifest: Manifest, plan: PackPlan) {
        self.plan = plan
        var packsByTag: [String: [MigrationPack]] = [:]
        var files: [String: MigrationPack] = [:]
        for pack in plan.packs {
            let id = pack.identity.identifier
            let reference = MigrationPack(id: id, policy: plan.arrangement.policies[id] ?? .onDemand)
            for tag in pack.tags { packsByTag[tag, default: []].append(reference) }
            for file in pack.files { files[file.packPath] = reference }
        }
        self.packsByTag = packsByTag.mapValues { $0.sorted { $0.id < $1.id } }
        self.files = files
        // The tags the build's map names: those with packs (`AssetPackFiles.swiftSource`).
        members = SwiftSource.members(plan.tags.filter { !$0.packs.isEmpty }.map(\.name))
        items = MigrationItems.list(manifest: manifest, plan: plan)
    }

    /// The site for `finding` in `file`, or nil when nothing there changes.
    mutating func site(_ finding: SourceFinding, file: String, language: SourceLanguage) -> MigrationSite? {
        var site = MigrationSite(kind: finding.kind, file: file, line: finding.line, column: finding.column, code: finding.text,
                                 tags: nil, resource: nil, replacement: "")
        switch finding.tags {
        case .literal(let names):
            site.tags = .literal(names.map { name in
                if packsByTag[name] == nil { reportUnknown(name, at: SourceLocation(file: file, line: finding.line, column: finding.column)) }
                return MigrationTag(name: name, member: packsByTag[name] == nil ? nil : members[name], packs: packsByTag[name] ?? [])
            })
        case .unresolved(let expression):
            site.tags = .unresolved(expression)
        case nil:
            break
        }
        if let argument = finding.resource {
            guard let resource = resolve(argument, kind: finding.kind) else { return nil }
            site.resource = resource
        }
        site.replacement = MigrationReplacement.text(for: site, language: language, items: items)
        return site
    }

    /// The resource a lookup names and what it reaches; nil when it is a literal reaching no pack.
    func resolve(_ argument: ResourceArgument, kind: SourceFinding.Kind) -> MigrationResource? {
        var resource = MigrationResource(api: argument.api, name: argument.name, ext: argument.ext, subdirectory: argument.subdirectory,
                                         unresolved: argument.unresolved, files: [], items: [])
        if kind == .compiledLookup {
            let readable = MigrationItems.extensions(readBy: argument.api)
            if let name = argument.name {
                resource.items = items.filter { item in
                    MigrationItems.name(of: item.path, matches: name) && readable.map { $0.contains(PathString.pathExtension(item.path)) } != false
                }.map(\.path)
            }
        } else {
            resource.files = packedFiles(name: argument.name, ext: argument.ext, subdirectory: argument.subdirectory)
        }
        guard resource.unresolved != nil || !resource.files.isEmpty || !resource.items.isEmpty else { return nil }
        return resource
    }

    /// The packed files `Bundle` would find for a name, an extension and a subdirectory: the
    /// file itself, or with no name every file of the extension in the subdirectory; each
    /// unlocalized or in any localization's folder.
    func packedFiles(name: String?, ext: String?, subdirectory: String?) -> [MigrationFile] {
        let folder = subdirectory.map { $0.split(separator: "/").joined(separator: "/") } ?? ""
        let matches: (String) -> Bool
        if let name {
            let file = (ext ?? "").isEmpty ? name : name + "." + (ext ?? "")
            let relative = folder.isEmpty ? file : folder + "/" + file
            matches = { $0 == relative }
        } else if let ext, !ext.isEmpty {
            matches = { path in
                PathString.folder(of: path) == (folder.isEmpty ? "." : folder) && PathString.pathExtension(path) == ext.lowercased()
            }
        } else {
            return []
        }
        return files.compactMap { path, pack -> MigrationFile? in
            let unlocalized = Self.withoutLocalization(path)
            return matches(unlocalized) ? MigrationFile(bundlePath: path, pack: pack) : nil
        }.sorted { $0.bundlePath.utf8.lexicographicallyPrecedes($1.bundlePath.utf8) }
    }

    /// `path` without a leading `xx.lproj/` folder.
    static func withoutLocalization(_ path: String) -> String {
        guard let slash = path.firstIndex(of: "/"), path[..<slash].hasSuffix(".lproj") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// Reports a tag the code asks for that no resource has, once per tag.
    private mutating func reportUnknown(_ tag: String, at location: SourceLocation) {
        guard reported.insert(tag).inserted else { return }
        diagnostics.append(.unknownSourceTag(tag, suggestion: Suggestion.closest(to: tag, in: plan.tags.map(\.name), sameNumbers: true), at: location))
    }
}
