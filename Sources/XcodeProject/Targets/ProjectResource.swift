/// Where something in a project is written: a place in `project.pbxproj`, or another file
/// (an asset catalog's `Contents.json`).
public enum ProjectLocation: Sendable, Hashable {
    /// A line and column of `project.pbxproj`.
    case pbxproj(OpenStepLocation)
    /// A whole file, by its path under the project folder as given.
    case file(String)
    /// A 1-based line of another file (an `.xcconfig`).
    case line(file: String, line: Int)
}

/// A file or folder a target copies into its product, with the tags it carries.
public struct ProjectResource: Sendable, Hashable {
    /// Where it is, once its group chain is resolved.
    public var path: ElementPath
    /// Its tags in the order written; empty for app-bundle content.
    public var tags: [String]
    /// What put it there: a build file, a synchronized-folder exception, a catalog's `Contents.json`.
    public var origin: ProjectLocation
    /// How Xcode's build processes it.
    public var rule: ResourceRule
    /// The asset catalog it belongs to, for a unit of a catalog.
    public var catalog: ElementPath?
    /// What gave it its tags, outermost first (a build file, then a catalog's folders); empty
    /// when untagged.
    public var tagOrigins: [ProjectTagOrigin]

    /// Creates a resource.
    public init(
        path: ElementPath, tags: [String], origin: ProjectLocation, rule: ResourceRule = .copy, catalog: ElementPath? = nil,
        tagOrigins: [ProjectTagOrigin] = []
    ) {
        self.path = path
        self.tags = tags
        self.origin = origin
        self.rule = rule
        self.catalog = catalog
        self.tagOrigins = tagOrigins
    }
}

/// Something in a project that odr-pack could not use, described neutrally; ODRPackKit
/// turns it into a diagnostic.
public struct ProjectIssue: Sendable, Equatable {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// The object graph breaks the format: a missing object or key, a value of the wrong type.
        case malformed(PBXProjectError)
        /// A tagged element lies under a location known only at build time.
        case buildTimePath(name: String, tree: String, tags: [String])
        /// An asset catalog's `Contents.json` cannot be read.
        case catalog(AssetCatalog.Problem.Reason)
        /// A synchronized folder has an exception set of a class odr-pack does not read.
        case unsupportedExceptionSet(isa: String)
        /// A build file refers to an object of a class odr-pack does not read.
        case unsupportedBuildFileReference(isa: String)
        /// An `.xcconfig` file cannot be read or breaks its syntax.
        case xcconfig(XcconfigProblem)
        /// A file carries tags in a phase where Xcode does not read them, or in a catalog
        /// Xcode compiles with the sources: its name, tags and the phase.
        case ignoredTags(name: String, tags: [String], phase: String)
    }

    /// What is wrong with an `.xcconfig` file.
    public enum XcconfigProblem: Sendable, Equatable {
        /// The file cannot be read: its path and the reason.
        case unreadable(path: String, reason: String)
        /// A line is neither an assignment nor `#include`.
        case syntax(String)
        /// A required `#include` names no file.
        case missingInclude(String)
        /// An `#include` would include a file already being read (or nests too deeply).
        case includeCycle(String)
        /// More files than `XcconfigFile.maximumFiles` would be read through `#include`
        /// (an include graph that names files many times); the rest are skipped.
        case tooManyIncludes(limit: Int)
    }

    /// What went wrong.
    public var kind: Kind
    /// Where.
    public var location: ProjectLocation

    /// Creates an issue.
    public init(_ kind: Kind, at location: ProjectLocation) {
        self.kind = kind
        self.location = location
    }

    /// An issue for a format error, at the error's location.
    public init(_ error: PBXProjectError) {
        self.init(.malformed(error), at: .pbxproj(error.location))
    }
}

/// Everything one target copies, and what could not be read.
public struct TargetResources: Sendable {
    /// The resources in the order found: build phases first, then synchronized folders.
    public var resources: [ProjectResource] = []
    /// The problems met.
    public var issues: [ProjectIssue] = []

    /// Whether any resource carries a tag.
    public var hasTags: Bool { resources.contains { !$0.tags.isEmpty } }
}
