import FileSystem

/// Reads a manifest in whichever form it is written: the native XML format, an Apple
/// property list (XML or binary), or an Xcode project. A path ending in `.xcodeproj` (or a
/// `*.pbxproj` file) is a project; otherwise the form is recognised from the content.
public enum ManifestLoader {
    /// The forms a manifest file can take.
    public enum Form: String, Sendable {
        case xml
        case propertyList = "plist"
    }

    /// Reads and parses the manifest or project at `path`, collecting every problem.
    /// `project` chooses a project's target and configuration; its bundle identifier, when
    /// set, replaces the one any manifest gives (which may then be left out). A `delivery` or
    /// `profile` the manifest gives is held to `names`.
    public static func load(_ path: String, project: ProjectOptions, names: DeliveryNames) -> ManifestReadResult {
        var result: ManifestReadResult
        if let location = XcodeProjectLocation(path) {
            result = XcodeProjectReader(location: location, options: project, names: names).read()
        } else {
            let bytes: [UInt8]
            do {
                bytes = try FileAccess.readFile(path)
            } catch {
                return ManifestReadResult(manifest: nil, diagnostics: [.manifestUnreadable(path, reason: error.reason)])
            }
            result = parse(bytes, file: path, as: form(of: bytes), names: names, bundleIdentifier: project.bundleIdentifier)
        }
        let own = result.manifest?.resources.first { entry in
            AssetPackManifestName.all.contains(String(entry.path.split(separator: "/").last ?? ""))
        }
        result.manifest?.packaging.userManifest = own?.path
        return result
    }

    /// Whether `path` names an Xcode project rather than a manifest file.
    public static func isXcodeProject(_ path: String) -> Bool {
        XcodeProjectLocation(path) != nil
    }

    /// Parses manifest bytes as `form` (nil: the form their content shows); `file` names it in
    /// diagnostics and anchors relative paths, `names` are what its `delivery` and `profile`
    /// are held to, and `bundleIdentifier` replaces the manifest's.
    public static func parse(
        _ bytes: [UInt8], file: String, as form: Form? = nil, names: DeliveryNames,
        bundleIdentifier: String? = nil
    ) -> ManifestReadResult {
        let directory = PathString.folder(of: file)
        switch form ?? self.form(of: bytes) {
        case .xml:
            return XMLManifestReader(file: file, manifestDirectory: directory, bundleIdentifierOverride: bundleIdentifier, names: names)
                .read(bytes)
        case .propertyList:
            return PropertyListManifestReader(
                file: file, manifestDirectory: directory, bundleIdentifierOverride: bundleIdentifier, names: names
            ).read(bytes)
        }
    }

    /// The resource base: `base` relative to the manifest's folder, or that folder itself.
    static func baseFolder(_ base: String?, manifestDirectory: String) -> String {
        guard let base, !base.isEmpty else { return manifestDirectory }
        return PathString.appending(manifestDirectory, base)
    }

    /// A binary plist starts with `bplist`; an XML plist's root element is `<plist>`.
    public static func form(of bytes: [UInt8]) -> Form {
        if bytes.starts(with: Array("bplist".utf8)) { return .propertyList }
        return RootElementSniffer.rootName(of: bytes) == "plist" ? .propertyList : .xml
    }
}
