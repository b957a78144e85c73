/// Path arithmetic for manifests, on strings with `/` separators.
enum ManifestPaths {
    /// The folder that holds `file` (`.` for a bare file name).
    static func directory(of file: String) -> String {
        guard let slash = file.lastIndex(of: "/") else { return "." }
        let folder = String(file[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// The resource base: `base` relative to the manifest's folder, or the folder itself.
    static func base(_ base: String?, manifestDirectory: String) -> String {
        guard let base, !base.isEmpty else { return manifestDirectory }
        if base.hasPrefix("/") { return base }
        return join(manifestDirectory, base)
    }

    /// `left/right` with no doubled slash.
    static func join(_ left: String, _ right: String) -> String {
        if left.isEmpty || left == "." { return right }
        return left.hasSuffix("/") ? left + right : left + "/" + right
    }
}
