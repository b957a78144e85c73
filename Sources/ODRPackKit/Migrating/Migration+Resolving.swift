import FileSystem
import SourceScan

/// Resolves what the scanner found against the plan: a literal tag to its packs (and its
/// member in the generated map), a file lookup to the packed files it finds by bundle path
/// (unlocalized or in any `xx.lproj`), a compiled-resource lookup to the tagged items or
/// atlas frames it names (or, failing those, the packed files of that name, which it reads
/// from the app bundle only). A lookup of a literal name that reaches no pack is no change and
/// is left out; a lookup whose name is not a literal is kept, as unresolved.
struct MigrationResolver {
    let plan: PackPlan
    /// Each tag's packs, and its member in `AssetPackMap.swift`.
    let packsByTag: [String: [MigrationPack]]
    let members: [String: String]
    /// Every packed file by bundle path, and by its last component (without `xx.lproj/`).
    let files: [String: MigrationPack]
    let filesByName: [String: [String]]
    /// The tagged items that cannot be read from a pack, sorted by path.
    let items: [MigrationItem]
    /// Each item and frame by the names a lookup may give it: (item index, item or frame path).
    let itemsByName: [String: [(item: Int, path: String)]]
    /// Each item's extension and lookup name, by index.
    let itemExtensions: [String]
    let itemNames: [String]
    /// The most candidates a lookup keeps (`MigrationResource.candidates`).
    static let candidatesKept = 20
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
            // A compiled item's sources are no file of the app's bundle: the item is (`items`).
            for file in pack.files {
                if case .compiled = manifest.resources[file.entryIndex].processing { continue }
                files[file.packPath] = reference
            }
        }
        self.packsByTag = packsByTag.mapValues { $0.sorted { $0.id < $1.id } }
        self.files = files
        filesByName = Dictionary(grouping: files.keys) { MigrationItems.lastComponent(Self.withoutLocalization($0)) }
        // The tags the build's map names: those with packs (`BackgroundAssetsFiles.swiftSource`).
        members = SwiftSource.members(plan.tags.filter { !$0.packs.isEmpty }.map(\.name))
        items = MigrationItems.list(manifest: manifest, plan: plan)
        var byName: [String: [(item: Int, path: String)]] = [:]
        for (index, item) in items.enumerated() {
            for path in [item.path] + item.frames {
                let last = MigrationItems.lastComponent(path)
                byName[MigrationItems.lookupName(of: path), default: []].append((index, path))
                if last != MigrationItems.lookupName(of: path) { byName[last, default: []].append((index, path)) }
            }
        }
        itemsByName = byName
        itemExtensions = items.map { PathString.pathExtension($0.path) }
        itemNames = items.map { MigrationItems.lookupName(of: $0.path) }
    }

    /// The site for `finding` in `file`, or nil when nothing there changes.
    mutating func site(_ finding: SourceFinding, file: String, language: SourceLanguage) -> MigrationSite? {
        var site = MigrationSite(
            kind: finding.kind, file: file, line: finding.line, column: finding.column, code: finding.text,
            tags: nil, resource: nil, value: finding.value, constants: finding.constants, replacement: "")
        site.afterFailedBegin = finding.afterFailedBegin
        switch finding.tags {
        case .literal(let names):
            site.tags = .literal(
                names.map { name in
                    if packsByTag[name] == nil {
                        reportUnknown(name, at: SourceLocation(file: file, line: finding.line, column: finding.column))
                    }
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
            site.item = group(of: resource)
        }
        site.replacement = MigrationReplacement.text(for: site, language: language, items: items, plan: plan)
        return site
    }

    /// The resource a lookup names and what it reaches; nil when it is a literal reaching no
    /// pack, or a name that is not a literal and that nothing of its kind in a pack can match.
    func resolve(_ argument: ResourceArgument, kind: SourceFinding.Kind) -> MigrationResource? {
        var resource = MigrationResource(
            api: argument.api, name: argument.name, names: argument.names, ext: argument.ext,
            subdirectory: argument.subdirectory, unresolved: argument.unresolved, files: [], items: [])
        let readable =
            kind == .compiledLookup
            ? MigrationReaders.kinds(readBy: argument.api)
            : argument.ext?.lowercased() == "mlmodelc" ? MigrationReaders.models : nil
        if kind == .compiledLookup || readable != nil {
            for name in argument.names ?? argument.name.map({ [$0] }) ?? [] {
                resource.items += items(named: name, readable: readable)
            }
            if kind == .compiledLookup, resource.items.isEmpty, let name = argument.name {
                resource.files = packedFiles(named: name, images: readable?.contains("imageset") == true)
            }
        } else {
            resource.files = packedFiles(name: argument.name, ext: argument.ext, subdirectory: argument.subdirectory)
        }
        if resource.unresolved != nil {
            guard let candidates = candidates(argument, kind: kind, readable: readable) else { return resource }
            guard !candidates.isEmpty else { return nil }
            resource.candidates = Array(candidates.prefix(Self.candidatesKept))
            resource.candidateCount = candidates.count
        }
        guard resource.unresolved != nil || !resource.files.isEmpty || !resource.items.isEmpty else { return nil }
        return resource
    }

    /// What a lookup whose name is not a literal may reach: the lookup names of the tagged items
    /// an API of its kind reads, and for a file lookup (or an API that also reads plain files)
    /// the packed files of its literal extension and subdirectory; nil when anything may be meant.
    func candidates(_ argument: ResourceArgument, kind: SourceFinding.Kind, readable: Set<String>?) -> [String]? {
        if kind == .bundleLookup && readable == nil {
            guard argument.ext?.isEmpty == false || argument.subdirectory?.isEmpty == false else { return nil }
            let folder = argument.subdirectory.map { $0.split(separator: "/").joined(separator: "/") }
            return files.keys.filter { path in
                let plain = Self.withoutLocalization(path)
                return argument.ext.map { PathString.pathExtension(plain) == $0.lowercased() } != false
                    && folder.map { PathString.folder(of: plain) == $0 } != false
            }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        }
        guard let readable else { return nil }
        // Items by their lookup names (an atlas for its frames), then the plain files the APIs
        // that read images or sounds by name find in the bundle too.
        // A frame is looked up by its own name, not its atlas's; an item's files are no plain
        // files a by-name API finds.
        var names: [String] = []
        var seen = Set<String>()
        for (index, item) in items.enumerated() {
            if readable.contains(itemExtensions[index]) && seen.insert(itemNames[index]).inserted { names.append(itemNames[index]) }
            if readable.contains("frame") {
                for frame in item.frames.map(MigrationItems.lookupName(of:)) where seen.insert(frame).inserted { names.append(frame) }
            }
        }
        // Catalog items packed as files (`--catalog-items files`): image sets, and atlas frames
        // for the APIs that read them, by the names a lookup gives them.
        for name in packedItemNames(images: readable.contains("imageset"), frames: readable.contains("frame"))
        where seen.insert(name).inserted {
            names.append(name)
        }
        if readable.contains("imageset") || readable.isEmpty {
            let extensions: Set<String> = readable.isEmpty ? ["caf", "wav", "mp3", "m4a", "aif", "aiff"] : MigrationItems.imageExtensions
            names += files.keys.filter { extensions.contains(PathString.pathExtension($0)) && !MigrationItems.isInsideItem($0) }.sorted {
                $0.utf8.lexicographicallyPrecedes($1.utf8)
            }
        }
        return names
    }

    /// The lookup names of the image sets (`images`) and atlas frames (`frames`) packed as files,
    /// sorted: a catalog's `<name>.imageset` outside or inside a `.spriteatlas`, an `.atlas`
    /// folder's image by its frame name.
    func packedItemNames(images: Bool, frames: Bool) -> [String] {
        guard images || frames else { return [] }
        var names = Set<String>()
        for path in files.keys {
            let parts = path.split(separator: "/")
            if let set = parts.lastIndex(where: { $0.hasSuffix(".imageset") }), parts.first?.hasSuffix(".xcassets") == true {
                let isFrame = set > 0 && parts[set - 1].hasSuffix(".spriteatlas")
                if isFrame ? frames : images { names.insert(String(parts[set].dropLast(".imageset".count))) }
            } else if frames, parts.count >= 2, parts[parts.count - 2].hasSuffix(".atlas"),
                MigrationItems.imageExtensions.contains(PathString.pathExtension(path))
            {
                names.insert(MigrationItems.lookupName(of: path))
            }
        }
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The paths of the items and frames a name reaches among the kinds an API reads (nil: any).
    func items(named name: String, readable: Set<String>?) -> [String] {
        let asked = MigrationItems.lastComponent(name)
        let found = (itemsByName[asked] ?? []).filter { reference in
            guard let readable else { return true }
            let isFrame = reference.path != items[reference.item].path
            return readable.contains(isFrame ? "frame" : PathString.pathExtension(reference.path))
        }
        var seen = Set<String>()
        return found.map(\.path).filter { seen.insert($0).inserted }
    }

    /// The one item (an atlas for its frames) every item path of `resource` belongs to.
    func group(of resource: MigrationResource) -> String? {
        let owners = Set(resource.items.compactMap { path in items.first { $0.path == path || $0.frames.contains(path) }?.path })
        return owners.count == 1 ? owners.first : nil
    }

    /// The item that holds `path` (itself, or the atlas of a frame).
    func item(holding path: String) -> MigrationItem? { items.first { $0.path == path || $0.frames.contains(path) } }

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

    /// The packed files a by-name API that reads the app bundle finds: the name as a file's
    /// last component, or for an image API with `.png`, `@2x.png`, `@3x.png` or `.jpg` added.
    func packedFiles(named name: String, images: Bool) -> [MigrationFile] {
        let candidates = images ? [name, name + ".png", name + "@2x.png", name + "@3x.png", name + ".jpg"] : [name]
        let paths = Set(candidates.flatMap { filesByName[$0] ?? [] }.filter { !MigrationItems.isInsideItem($0) })
        return paths.compactMap { path in files[path].map { MigrationFile(bundlePath: path, pack: $0) } }
            .sorted { $0.bundlePath.utf8.lexicographicallyPrecedes($1.bundlePath.utf8) }
    }

    /// `path` without a leading `xx.lproj/` folder.
    static func withoutLocalization(_ path: String) -> String {
        guard let slash = path.firstIndex(of: "/"), path[..<slash].hasSuffix(".lproj") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// Reports a tag the code asks for that no resource has, once per tag.
    private mutating func reportUnknown(_ tag: String, at location: SourceLocation) {
        guard reported.insert(tag).inserted else { return }
        diagnostics.append(
            .unknownSourceTag(tag, suggestion: Suggestion.closest(to: tag, in: plan.tags.map(\.name), sameNumbers: true), at: location))
    }
}
