import FileSystem
/// Collects the resources of one target from its build phases: every file of the Resources
/// phase, and every file with `ASSET_TAGS` in any phase. A variant group stands for its
/// localized files (`xx.lproj/Name`); an asset catalog is read folder by folder.
struct ResourceCollector {
    let graph: ProjectGraph
    let target: ProjectTarget
    var result = TargetResources()

    init(graph: ProjectGraph, target: ProjectTarget) {
        self.graph = graph
        self.target = target
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
            let isResources = phase.isa == "PBXResourcesBuildPhase"
            guard phase.fields["files"] != nil else { continue }
            do {
                for buildFile in try graph.file.objects(referencedBy: "files", in: phase) {
                    collect(buildFile, isResources: isResources)
                }
            } catch {
                record(error)
            }
        }
    }

    private mutating func collect(_ buildFile: PBXObject, isResources: Bool) {
        do {
            let tags = try buildFile.assetTags()
            guard !tags.isEmpty || isResources,
                  let element = try graph.file.optionalObject(referencedBy: "fileRef", in: buildFile) else { return }
            try add(element, tags: tags, at: buildFile.location)
        } catch {
            record(error)
        }
    }

    mutating func add(_ element: PBXObject, tags: [String], at location: OpenStepLocation) throws(PBXProjectError) {
        if element.isa == "PBXVariantGroup" {
            for child in try graph.file.objects(referencedBy: "children", in: element) {
                try add(child, tags: tags, at: location)
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
            addCatalog(at: path, tags: tags, origin: .pbxproj(location))
        } else {
            result.resources.append(ProjectResource(path: path, tags: tags, origin: .pbxproj(location)))
        }
    }

    mutating func addCatalog(at path: ElementPath, tags: [String], origin: ProjectLocation) {
        guard let disk = graph.diskPath(path) else { return }
        let catalog = AssetCatalog.read(disk, inheritedTags: tags)
        for unit in catalog.units {
            let unitPath = unit.path.isEmpty ? path : path.appending(unit.path)
            let unitOrigin = unit.tagSource.map(ProjectLocation.file) ?? origin
            result.resources.append(ProjectResource(path: unitPath, tags: unit.tags, origin: unitOrigin))
        }
        for problem in catalog.problems {
            result.issues.append(ProjectIssue(.catalog(problem.reason), at: .file(problem.file)))
        }
    }

    private func isAssetCatalog(_ element: PBXObject, path: ElementPath) throws(PBXProjectError) -> Bool {
        var type = try element.fields.optionalString("lastKnownFileType")
        if type == nil { type = try element.fields.optionalString("explicitFileType") }
        return type == "folder.assetcatalog" || PathString.pathExtension(path.lastComponent) == "xcassets"
    }

    mutating func record(_ error: PBXProjectError) {
        result.issues.append(ProjectIssue(error))
    }
}
