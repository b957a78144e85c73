/// Where a file element of a project lives, once its group chain is resolved.
public enum ElementPath: Hashable, Sendable {
    /// Relative to the project folder (`SOURCE_ROOT`), `.` and `..` reduced; may start with `../`.
    case project(String)
    /// An absolute path (`<absolute>`).
    case absolute(String)
    /// Relative to a location known only when Xcode builds, such as `BUILT_PRODUCTS_DIR` or `SDKROOT`.
    case buildTime(tree: String, path: String)

    /// This path with `component` (which may hold several segments) appended.
    public func appending(_ component: String) -> ElementPath {
        switch self {
        case .project(let base): .project(PathText.join(base, component))
        case .absolute(let base): .absolute(PathText.join(base, component))
        case .buildTime(let tree, let base): .buildTime(tree: tree, path: PathText.join(base, component))
        }
    }

    /// The last path segment, or an empty string for the project folder itself.
    public var lastComponent: String {
        let text: String = switch self {
        case .project(let path), .absolute(let path), .buildTime(_, let path): path
        }
        return text.split(separator: "/").last.map(String.init) ?? ""
    }
}

/// Lexical path arithmetic on `/`-separated strings; nothing here touches the disk.
public enum PathText {
    /// `base/component`, reduced; an absolute `component` replaces `base`.
    public static func join(_ base: String, _ component: String) -> String {
        if component.hasPrefix("/") { return normalize(component) }
        if base.isEmpty { return normalize(component) }
        return normalize(base + "/" + component)
    }

    /// Removes empty and `.` segments and folds `name/..`; keeps leading `..` of a relative path.
    public static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if part == "..", absolute {
                continue
            } else {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : joined
    }

    /// The folder part of `path` (`.` for a bare name, `/` for a top-level absolute path).
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// The extension of the last segment, lower-cased, without the dot; empty when there is none.
    public static func pathExtension(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }
}
