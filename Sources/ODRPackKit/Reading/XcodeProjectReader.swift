import FileSystem
import XcodeProject

/// Reads an Xcode project as a manifest: one target's tagged resources, its bundle identifier
/// and its initial-install and prefetch tags, for one configuration, as Xcode's build reads
/// them (see docs/manifest.md, "Xcode projects" and "What Xcode does"): tags only from the Copy
/// Bundle Resources phase and asset catalogs, `.xcconfig` files included, On-Demand Resources
/// on or off by the product type's default and `ENABLE_ON_DEMAND_RESOURCES`.
///
/// The `XcodeProject` module describes the project neutrally (`ProjectGraph`); this type
/// chooses the target and configuration, maps paths below a base folder and turns every
/// problem into a diagnostic located in `project.pbxproj`, an `.xcconfig` or a `Contents.json`.
struct XcodeProjectReader {
    /// Where the project is.
    let location: XcodeProjectLocation
    /// Which target and configuration to read.
    let options: ProjectOptions
    /// The profile names (a tvOS app's limits).
    let names: DeliveryNames

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
        let manifests = context.manifests()
        var result = ManifestReadResult(manifest: manifests.first, diagnostics: context.diagnostics)
        if manifests.count > 1 { result.platformManifests = manifests }
        return result
    }

    func at(_ position: OpenStepLocation?) -> SourceLocation {
        SourceLocation(file: location.pbxproj, line: position?.line, column: position?.column)
    }

    func at(_ origin: ProjectLocation) -> SourceLocation {
        switch origin {
        case .pbxproj(let position): at(position)
        case .file(let path): SourceLocation(file: path)
        case .line(let file, let line): SourceLocation(file: file, line: line)
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

        /// The manifest of each target read: one, or the platform targets of one app.
        mutating func manifests() -> [Manifest] {
            let listed = graph.targets()
            report(listed.issues)
            var manifests = chooseTargets(listed.targets).compactMap { manifest(of: $0.0, firstRead: $0.1) }
            // --all-targets: a target whose tags are off (On-Demand Resources disabled, as for a
            // macOS app by default; `odr-disabled` says so) has no packs and no platform here.
            if reader.options.allTargets, manifests.count > 1 {
                let tagged = manifests.filter { $0.resources.contains { !$0.tags.isEmpty } }
                if !tagged.isEmpty { manifests = tagged }
            }
            guard manifests.count > 1 else { return manifests }
            if Set(manifests.map(\.bundleIdentifier)).count > 1 {
                diagnostics.append(.targetsOfSeveralApps(manifests.map { ($0.target ?? "", $0.bundleIdentifier) }, at: targetsLocation))
                return []
            }
            for (platform, same) in Dictionary(grouping: manifests, by: { $0.platform ?? "" }) where same.count > 1 {
                diagnostics.append(.targetsOfOnePlatform(same.compactMap(\.target), platform: platform, at: targetsLocation))
                return []
            }
            return manifests
        }

        /// The manifest of `target`, whose resources `firstRead` holds as collected by default.
        mutating func manifest(of target: ProjectTarget, firstRead: TargetResources) -> Manifest? {
            let read = buildSettings(of: target)
            let settings = read?.settings
            let rules = CollectionRules(
                catalogsMoveToSources: (settings?.isYes("ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS") ?? true) && graph.hasSources(target)
            )
            let resources = rules == CollectionRules() ? firstRead : graph.resources(of: target, rules: rules)
            report(resources.issues)
            let enabled = onDemandResources(target: target, read: read, tagged: resources.resources.filter { !$0.tags.isEmpty }.count)
            var manifest = Manifest(
                file: reader.location.pbxproj,
                bundleIdentifier: bundleIdentifier(target: target, settings: read, needed: enabled && resources.hasTags),
                baseDirectory: graph.directory, location: reader.at(target.location)
            )
            (manifest.tags, manifest.listedPrefetchOrder) = tagDeclarations(settings)
            manifest.target = target.name
            manifest.platform = Self.platform(settings).storeName
            // A tvOS app is held to the tvOS limits unless --profile says otherwise.
            if manifest.platform == "tvOS" {
                manifest.profileName = reader.names.tvOSProfile
            }
            manifest.urlPrefix = settings?.value("ASSET_PACK_MANIFEST_URL_PREFIX").map(\.value).flatMap { $0.isEmpty ? nil : $0 }
            manifest.packaging = packaging(settings)
            manifest.compilerSettings = (Manifest.compilerSettingNames + XcodeProjectReader.compilerOptionNames).reduce(into: [:]) {
                found, name in
                if let value = settings?.value(name)?.value, !value.isEmpty { found[name] = value }
            }
            // DEVELOPMENT_LANGUAGE defaults to the project's development region.
            if manifest.compilerSettings["DEVELOPMENT_LANGUAGE"] == nil,
                let region = (try? graph.file.rootObject.fields.optionalString("developmentRegion")) ?? nil
            {
                manifest.compilerSettings["DEVELOPMENT_LANGUAGE"] = region
            }
            let entries = entries(resources.resources, keepTags: enabled)
            (manifest.baseDirectory, manifest.resources) = (entries.base, entries.entries)
            manifest.emptyPackTagSets = entries.emptyPackTagSets
            if reader.options.listsSources { manifest.sourceFiles = graph.sourceFiles(of: target) }
            return manifest
        }

        mutating func report(_ issues: [ProjectIssue]) {
            for issue in issues {
                diagnostics.append(.projectIssue(issue.kind, at: reader.at(issue.location)))
            }
        }
    }
}

extension XcodeProjectReader.Context {
    /// The target's platform: its `SDKROOT`; for `auto` (or none), the one family its
    /// `SUPPORTED_PLATFORMS` lists, as Xcode builds such a target; iOS, Xcode's default, only
    /// when neither says.
    static func platform(_ settings: BuildSettings?) -> Platform.Family {
        let sdk = settings?.value("SDKROOT")?.value.trimmingWhitespace() ?? ""
        guard sdk.isEmpty || sdk.lowercased() == "auto" else { return Platform(sdk: sdk).family }
        let supported = (settings?.value("SUPPORTED_PLATFORMS")?.value ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" })
        let families = Set(supported.map { Platform(name: String($0)).family })
        return families.count == 1 ? families.first! : .iOS
    }
}

extension Platform.Family {
    /// The family as the stores name platforms (`iOS`, `tvOS`, `macOS`, `visionOS`, `watchOS`).
    var storeName: String {
        switch self {
        case .iOS: "iOS"
        case .tvOS: "tvOS"
        case .watchOS: "watchOS"
        case .visionOS: "visionOS"
        case .macOS: "macOS"
        }
    }
}

extension BuildSettings {
    /// Whether the setting is `YES` (as Xcode reads booleans: `YES`, also `yes` or `1`).
    func isYes(_ name: String) -> Bool {
        guard let value = value(name)?.value.trimmingWhitespace().lowercased() else { return false }
        return value == "yes" || value == "1" || value == "true"
    }
}
