/// Reads a manifest in whichever form it is written: the native XML format, an Apple
/// property list (XML or binary), or an Xcode project. A path ending in `.xcodeproj` (or a
/// `*.pbxproj` file) is a project; otherwise the form is recognised from the content.
public enum ManifestLoader {
    /// The forms a manifest can take.
    public enum Form: String, Sendable { case xml, propertyList = "plist" }

    /// Reads and parses the manifest or project at `path`, collecting every problem.
    /// `project` chooses a project's target and configuration; its bundle identifier, when
    /// set, replaces the one any manifest gives.
    public static func load(_ path: String, project: ProjectOptions = ProjectOptions()) -> ManifestReadResult {
        var result = read(path, project: project)
        if let identifier = project.bundleIdentifier { result.manifest?.bundleIdentifier = identifier }
        return result
    }

    /// Whether `path` names an Xcode project rather than a manifest file.
    public static func isXcodeProject(_ path: String) -> Bool {
        XcodeProjectLocation(path) != nil
    }

    private static func read(_ path: String, project: ProjectOptions) -> ManifestReadResult {
        if let location = XcodeProjectLocation(path) {
            return XcodeProjectReader(location: location, options: project).read()
        }
        let bytes: [UInt8]
        do {
            bytes = try FileAccess.readFile(path)
        } catch {
            return ManifestReadResult(manifest: nil, diagnostics: [.manifestUnreadable(path, reason: error.reason)])
        }
        return parse(bytes, file: path)
    }

    /// Parses manifest bytes; `file` names it in diagnostics and anchors relative paths.
    public static func parse(_ bytes: [UInt8], file: String) -> ManifestReadResult {
        let directory = ManifestPaths.directory(of: file)
        switch form(of: bytes) {
        case .xml: return XMLManifestReader(file: file, manifestDirectory: directory).read(bytes)
        case .propertyList: return PropertyListManifestReader(file: file, manifestDirectory: directory).read(bytes)
        }
    }

    /// A binary plist starts with `bplist`; an XML plist's root element is `<plist>`.
    public static func form(of bytes: [UInt8]) -> Form {
        if bytes.starts(with: Array("bplist".utf8)) { return .propertyList }
        return RootElementSniffer.rootName(of: bytes) == "plist" ? .propertyList : .xml
    }
}
