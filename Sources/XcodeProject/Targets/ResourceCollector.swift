import FileSystem

/// Collects the resources of one target from its build phases as Xcode's build reads them
/// (swift-build `TaskProducer.swift:1015-1020`: tags are read only through the Resources
/// phase): every file of the Resources phase with its build file's `ASSET_TAGS`; the asset
/// catalogs of the Sources phase with the tags inside them only; and, as ignored-tag issues,
/// tags on files of any other phase. A variant group stands for its localized files
/// (`xx.lproj/Name`); an asset catalog is read folder by folder.
struct ResourceCollector {
    let graph: ProjectGraph
    let target: ProjectTarget
    let rules: CollectionRules
    var result = TargetResources()

    init(graph: ProjectGraph, target: ProjectTarget, rules: CollectionRules) {
        self.graph = graph
        self.target = target
        self.rules = rules
    }

    static let elementKinds: Set<String> = [
        "PBXFileReference", "PBXGroup", "XCVersionGroup", "PBXReferenceProxy", "PBXFileSystemSynchronizedRootGroup",
    ]

    mutating func collectBuildPhases() {
        let phases: [PBXObject]
        do {
            phases = try graph.file.objects(referencedBy: "buildPhases", in: target.object)
        } catch {
            return record(error)
        }
        for phase in phases {
            guard phase.fields["files"] != nil else { continue }
            do {
                for buildFile in try graph.file.objects(referencedBy: "files", in: phase) {
                    collect(buildFile, phase: phase)
                }
            } catch {
                record(error)
            }
        }
    }

    private mutating func collect(_ buildFile: PBXObject, phase: PBXObject) {
        do {
            let tags = try buildFile.assetTags()
            guard let element = try graph.file.optionalObject(referencedBy: "fileRef", in: buildFile) else { return }
            switch phase.isa {
            case "PBXResourcesBuildPhase":
                if rules.catalogsMoveToSources, try isAssetCatalog(element, path: try graph.resolver.path(of: element)) {
                    try ignore(tags, of: element, phase: "Compile Sources (asset symbols are generated)", at: buildFile.location)
                    try add(element, tags: [], at: buildFile.location)
                } else {
                    try add(element, tags: tags, at: buildFile.location)
                }
            case "PBXSourcesBuildPhase":
                try ignore(tags, of: element, phase: Self.phaseName(phase), at: buildFile.location)
                if try isAssetCatalog(element, path: try graph.resolver.path(of: element)) {
                    try add(element, tags: [], at: buildFile.location)
                }
            default:
                try ignore(tags, of: element, phase: Self.phaseName(phase), at: buildFile.location)
            }
        } catch {
            record(error)
        }
    }

    /// Records tags Xcode does not read, if there are any.
    private mutating func ignore(
        _ tags: [String], of element: PBXObject, phase: String, at location: OpenStepLocation
    ) throws(PBXProjectError) {
        guard !tags.isEmpty else { return }
        let name = try graph.resolver.path(of: element).lastComponent
        result.issues.append(ProjectIssue(.ignoredTags(name: name, tags: tags, phase: phase), at: .pbxproj(location)))
    }

    /// The phase's name as Xcode shows it.
    static func phaseName(_ phase: PBXObject) -> String {
        if let name = try? phase.fields.optionalString("name") { return name }
        return switch phase.isa {
        case "PBXSourcesBuildPhase": "Compile Sources"
        case "PBXFrameworksBuildPhase": "Link Binary With Libraries"
        case "PBXCopyFilesBuildPhase": "Copy Files"
        case "PBXHeadersBuildPhase": "Headers"
        case "PBXShellScriptBuildPhase": "Run Script"
        default: phase.isa
        }
    }

    /// Adds `element` with the tags of the build file at `location`; `kind` says whether the
    /// build file names it or a variant group it belongs to.
    mutating func add(
        _ element: PBXObject, tags: [String], at location: OpenStepLocation,
        kind: ProjectTagOrigin.Kind = .buildFile
    ) throws(PBXProjectError) {
        if element.isa == "PBXVariantGroup" {
            for child in try graph.file.objects(referencedBy: "children", in: element) {
                try add(child, tags: tags, at: location, kind: .variantGroup)
            }
            return
        }
        guard Self.elementKinds.contains(element.isa) else {
            result.issues.append(ProjectIssue(.unsupportedBuildFileReference(isa: element.isa), at: .pbxproj(location)))
            return
        }
        let path = try graph.resolver.path(of: element)
        if case .buildTime(let tree, let relative) = path {
            guard !tags.isEmpty else { return }
            let name = relative.isEmpty ? (try element.fields.optionalString("name") ?? element.id) : relative
            result.issues.append(ProjectIssue(.buildTimePath(name: name, tree: tree, tags: tags), at: .pbxproj(location)))
            return
        }
        if try isAssetCatalog(element, path: path) {
            addCatalog(at: path, tags: tags, origin: .pbxproj(location), kind: kind)
        } else {
            var fileType = try element.fields.optionalString("lastKnownFileType")
            if fileType == nil { fileType = try element.fields.optionalString("explicitFileType") }
            let rule = ResourceRule.of(path: path.lastComponent, fileType: fileType)
            let origins = tags.isEmpty ? [] : [ProjectTagOrigin(kind, tags: tags, at: .pbxproj(location))]
            result.resources.append(ProjectResource(path: path, tags: tags, origin: .pbxproj(location), rule: rule, tagOrigins: origins))
        }
    }

    /// Adds the units of the catalog at `path`; `tags` (from an object of `kind` at `origin`)
    /// pass on to every unit, with the tags of its `Contents.json` files.
    mutating func addCatalog(at path: ElementPath, tags: [String], origin: ProjectLocation, kind: ProjectTagOrigin.Kind) {
        guard let disk = graph.diskPath(path) else { return }
        let catalog = AssetCatalog.read(disk, inheritedTags: tags)
        let inherited = tags.isEmpty ? [] : [ProjectTagOrigin(kind, tags: tags, at: origin)]
        for unit in catalog.units {
            let unitPath = unit.path.isEmpty ? path : path.appending(unit.path)
            let unitOrigin = unit.tagSource.map(ProjectLocation.file) ?? origin
            let origins =
                unit.tags.isEmpty
                ? [] : inherited + unit.tagSources.map { ProjectTagOrigin(.assetCatalog, tags: $0.tags, at: .file($0.file)) }
            result.resources.append(
                ProjectResource(
                    path: unitPath, tags: unit.tags, origin: unitOrigin, rule: .compiled(.actool), catalog: path,
                    tagOrigins: origins))
        }
        for problem in catalog.problems {
            result.issues.append(ProjectIssue(.catalog(problem.reason), at: .file(problem.file)))
        }
    }

    func isAssetCatalog(_ element: PBXObject, path: ElementPath) throws(PBXProjectError) -> Bool {
        var type = try element.fields.optionalString("lastKnownFileType")
        if type == nil { type = try element.fields.optionalString("explicitFileType") }
        return type == "folder.assetcatalog" || Self.catalogExtensions.contains(PathString.pathExtension(path.lastComponent))
    }

    /// The folders actool compiles: asset catalogs, sticker packs, Icon Composer icons.
    static let catalogExtensions: Set<String> = ["xcassets", "xcstickers", "icon", "imagecatalog"]

    mutating func record(_ error: PBXProjectError) {
        result.issues.append(ProjectIssue(error))
    }
}

/// What decides how a target's resources are collected, from its build settings.
public struct CollectionRules: Sendable, Equatable {
    /// Whether the asset catalogs of the Resources phase are compiled with the sources
    /// (`ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS` is YES, the default, and the Sources
    /// phase has files; swift-build `Plugin.swift:200-205`), where their build files' tags
    /// are not read.
    public var catalogsMoveToSources: Bool

    /// Rules.
    public init(catalogsMoveToSources: Bool = false) {
        self.catalogsMoveToSources = catalogsMoveToSources
    }
}
