import FileSystem

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
        case .project(let base): .project(PathString.join(base, component))
        case .absolute(let base): .absolute(PathString.join(base, component))
        case .buildTime(let tree, let base): .buildTime(tree: tree, path: PathString.join(base, component))
        }
    }

    /// The last path segment, or an empty string for the project folder itself.
    public var lastComponent: String {
        let text: String =
            switch self {
            case .project(let path), .absolute(let path), .buildTime(_, let path): path
            }
        return text.split(separator: "/").last.map(String.init) ?? ""
    }
}
