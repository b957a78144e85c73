import XcodeProject
import FileSystem

/// Reads an Xcode project as a manifest: one target's tagged resources (build files in any
/// phase, synchronized folders, asset catalogs), its bundle identifier and its
/// initial-install and prefetch tags, for one configuration. See docs/manifest.md, "Xcode projects".
///
/// The `XcodeProject` module describes the project neutrally (`ProjectGraph`); this type
/// chooses the target and configuration, maps paths below a base folder and turns every
/// problem into a diagnostic located in `project.pbxproj` or in a catalog's `Contents.json`.
struct XcodeProjectReader {
    /// Where the project is.
    let location: XcodeProjectLocation
    /// Which target and configuration to read.
    let options: ProjectOptions

    /// The bundle identifier used when the project's does not resolve.
    static let placeholderBundleIdentifier = "com.example.unresolved"

    func read() -> ManifestReadResult {
        let bytes: [UInt8]
        do {
            bytes = try FileAccess.readFile(location.pbxproj)
        } catch {
            return ManifestReadResult(manifest: nil, diagnostics: [.manifestUnreadable(location.pbxproj, reason: error.reason)])
        }
        let file: PBXProjectFile
        do {
            file = try PBXProjectFile(bytes: bytes)
        } catch {
            return ManifestReadResult(manifest: nil, diagnostics: [.projectIssue(.malformed(error), at: at(error.location))])
        }
        var context = Context(reader: self, file: file)
        let manifest = context.manifest()
        return ManifestReadResult(manifest: manifest, diagnostics: context.diagnostics)
    }

    func at(_ position: OpenStepLocation?) -> SourceLocation {
        SourceLocation(file: location.pbxproj, line: position?.line, column: position?.column)
    }

    func at(_ origin: ProjectLocation) -> SourceLocation {
        switch origin {
        case .pbxproj(let position): at(position)
        case .file(let path): SourceLocation(file: path)
        }
    }
}

extension XcodeProjectReader {
    /// The state of one read: the graph and the problems found so far.
    struct Context {
        let reader: XcodeProjectReader
        let graph: ProjectGraph
        var diagnostics: [Diagnostic] = []

        init(reader: XcodeProjectReader, file: PBXProjectFile) {
            self.reader = reader
            let projectDirPath = try? file.rootObject.fields.optionalString("projectDirPath")
            let directory = reader.location.projectDirectory(projectDirPath: projectDirPath ?? nil)
            self.graph = ProjectGraph(file: file, directory: directory, name: reader.location.name)
        }

        mutating func manifest() -> Manifest? {
            let listed = graph.targets()
            report(listed.issues)
            guard let (target, resources) = chooseTarget(listed.targets) else { return nil }
            report(resources.issues)
            let settings = buildSettings(of: target)
            var manifest = Manifest(
                file: reader.location.pbxproj, bundleIdentifier: bundleIdentifier(target: target, settings: settings),
                baseDirectory: graph.directory, location: reader.at(target.location)
            )
            manifest.tags = tagDeclarations(settings?.settings)
            // A tvOS app is held to the tvOS limits unless --profile says otherwise.
            if settings?.settings.value("SDKROOT")?.value == "appletvos" { manifest.profileName = "tvos" }
            manifest.urlPrefix = settings?.settings.value("ASSET_PACK_MANIFEST_URL_PREFIX").map(\.value).flatMap { $0.isEmpty ? nil : $0 }
            (manifest.baseDirectory, manifest.resources) = entries(resources.resources)
            return manifest
        }

        mutating func report(_ issues: [ProjectIssue]) {
            for issue in issues {
                let location = reader.at(issue.location)
                diagnostics.append(.projectIssue(issue.kind, at: location))
            }
        }
    }
}
