/// Resolves file references, groups and synchronized folders to paths through their group chain.
///
/// `sourceTree` decides what a `path` is relative to: `<group>` the enclosing group (a group
/// without `path` adds nothing), `SOURCE_ROOT` the project folder, `<absolute>` nothing;
/// any other tree (`BUILT_PRODUCTS_DIR`, `SDKROOT`, a custom tree) is known only at build
/// time. Group paths are computed once, top-down from the main group, so each lookup is a
/// dictionary access and the whole resolution is linear in the size of the project.
public struct PathResolver: Sendable {
    /// The isa of objects that hold `children`.
    public static let groupKinds: Set<String> = ["PBXGroup", "PBXVariantGroup", "XCVersionGroup"]
    /// Source trees that mean the project folder.
    static let projectTrees: Set<String> = ["SOURCE_ROOT", "SRCROOT", "PROJECT_DIR"]

    private let file: PBXProjectFile
    private var parents: [String: String] = [:]
    private var groupPaths: [String: ElementPath] = [:]
    /// Problems met while indexing the groups (a `children` or `path` of the wrong type).
    public private(set) var errors: [PBXProjectError] = []

    /// Indexes every group of `file` and resolves the group paths from the main group down.
    public init(_ file: PBXProjectFile) {
        self.file = file
        for kind in Self.groupKinds.sorted() {
            for group in file.objects(isa: kind) {
                if let children = group.fields["children"], children.array == nil {
                    errors.append(
                        .wrongType(
                            keyPath: group.fields.keyPath + ["children"], expected: .array,
                            found: children.kind, at: children.location))
                }
                for child in childIDs(of: group) where parents[child] == nil {
                    parents[child] = group.id
                }
            }
        }
        do {
            if let main = try file.optionalObject(referencedBy: "mainGroup", in: file.rootObject) {
                resolveGroups(from: main, parentPath: .project(""))
            }
        } catch {
            errors.append(error)
        }
    }

    /// The path of any file element: a file reference, a group, a variant group or a synchronized folder.
    public func path(of element: PBXObject) throws(PBXProjectError) -> ElementPath {
        if let known = groupPaths[element.id] { return known }
        return try Self.path(of: element, in: try parentPath(of: element.id, seen: []))
    }

    /// The id of the group that lists `id` among its children, if any.
    public func parentID(of id: String) -> String? { parents[id] }

    /// The path of `element` inside a group at `parentPath`.
    static func path(of element: PBXObject, in parentPath: ElementPath) throws(PBXProjectError) -> ElementPath {
        let tree = try element.fields.optionalString("sourceTree") ?? "<group>"
        let own = try element.fields.optionalString("path")
        let base: ElementPath
        switch tree {
        case "<group>": base = parentPath
        case "<absolute>": base = .absolute("/")
        case _ where projectTrees.contains(tree): base = .project("")
        default: base = .buildTime(tree: tree, path: "")
        }
        guard let own, !own.isEmpty else { return base }
        return base.appending(own)
    }

    private func parentPath(of id: String, seen: Set<String>) throws(PBXProjectError) -> ElementPath {
        guard let parentID = parents[id], !seen.contains(parentID), let parent = file.object(parentID) else {
            return .project("")
        }
        if let known = groupPaths[parentID] { return known }
        return try Self.path(of: parent, in: try parentPath(of: parentID, seen: seen.union([id])))
    }

    private mutating func resolveGroups(from group: PBXObject, parentPath: ElementPath) {
        var stack = [(group, parentPath)]
        while let (current, inherited) = stack.popLast() {
            guard groupPaths[current.id] == nil else { continue }
            let path: ElementPath
            do {
                path = try Self.path(of: current, in: inherited)
            } catch {
                errors.append(error)
                continue
            }
            groupPaths[current.id] = path
            for child in childIDs(of: current) {
                if let object = file.object(child), Self.groupKinds.contains(object.isa) {
                    stack.append((object, path))
                }
            }
        }
    }

    private func childIDs(of group: PBXObject) -> [String] {
        (group.fields["children"]?.array ?? []).compactMap(\.string)
    }
}
