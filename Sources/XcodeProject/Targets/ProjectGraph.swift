import FileSystem

/// A parsed project and the folder it describes: the neutral description of targets, their
/// tagged resources and their build settings that odr-pack maps to a manifest.
///
/// Reading a target is linear in the size of the project: group paths are resolved once
/// (`PathResolver`), and each build phase, build file and exception set is visited once.
public struct ProjectGraph: Sendable {
    /// The parsed `project.pbxproj`.
    public let file: PBXProjectFile
    /// The project folder on disk (`SOURCE_ROOT`), as given: relative to the working folder or absolute.
    public let directory: String
    /// The project's name (the `.xcodeproj` folder's name without its extension).
    public let name: String
    /// The group-chain resolver.
    public let resolver: PathResolver

    /// Describes `file`, whose project folder is `directory`.
    public init(file: PBXProjectFile, directory: String, name: String) {
        self.file = file
        self.directory = directory
        self.name = name
        self.resolver = PathResolver(file)
    }

    /// Every target in the order the project lists them, and the targets that could not be read.
    public func targets() -> (targets: [ProjectTarget], issues: [ProjectIssue]) {
        var targets: [ProjectTarget] = []
        var issues = resolver.errors.map(ProjectIssue.init)
        do {
            for object in try file.objects(referencedBy: "targets", in: file.rootObject) {
                do {
                    let name = try object.fields.string("name")
                    targets.append(ProjectTarget(object: object, name: name, productType: try object.fields.optionalString("productType")))
                } catch {
                    issues.append(ProjectIssue(error))
                }
            }
        } catch {
            issues.append(ProjectIssue(error))
        }
        return (targets, issues)
    }

    /// The resources `target` copies, with their tags, from every build phase and synchronized folder.
    public func resources(of target: ProjectTarget, rules: CollectionRules = CollectionRules()) -> TargetResources {
        var collector = ResourceCollector(graph: self, target: target, rules: rules)
        collector.collectBuildPhases()
        collector.collectSynchronizedFolders()
        return collector.result
    }

    /// Where `path` is on disk, or nil for a build-time location.
    public func diskPath(_ path: ElementPath) -> String? {
        switch path {
        case .project(let relative): relative.isEmpty ? directory : PathString.join(directory, relative)
        case .absolute(let absolute): absolute
        case .buildTime: nil
        }
    }
}
