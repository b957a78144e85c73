import FileSystem

/// The rules for a packs folder name taken from the input (`Packaging.folder`): relative,
/// below the output folder. The Xcode reader applies them, and `verify` again to the index.
enum FolderName {
    /// The components of `path` when it is relative and stays below where it starts.
    static func components(_ path: String) -> [String]? {
        guard !path.hasPrefix("/"), let components = PathString.componentsBelowStart(path), !components.isEmpty else { return nil }
        return components
    }
}
