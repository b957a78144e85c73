import FileSystem

/// Build configurations: a target's `buildConfigurationList` names one `XCBuildConfiguration`
/// per configuration, and so does the project's. Each may name an `.xcconfig` file
/// (`baseConfigurationReference`, or an anchor folder and a relative path in Xcode 16).
extension ProjectGraph {
    /// A target's settings in one configuration, and the problems met reading its `.xcconfig` files.
    public struct TargetSettings: Sendable {
        /// The settings.
        public var settings: BuildSettings
        /// Problems of the `.xcconfig` files.
        public var issues: [ProjectIssue]
    }

    /// The names of `target`'s configurations, in the order written, and the list's default.
    public func configurations(of target: ProjectTarget) throws(PBXProjectError) -> (names: [String], defaultName: String?) {
        let list = try file.object(referencedBy: "buildConfigurationList", in: target.object)
        let names = try file.objects(referencedBy: "buildConfigurations", in: list).map { configuration throws(PBXProjectError) in
            try configuration.fields.string("name")
        }
        return (names, try list.fields.optionalString("defaultConfigurationName"))
    }

    /// The settings `target` sees in the configuration `name`: product-type defaults, the
    /// project's `.xcconfig`, the project's settings, the target's `.xcconfig`, the target's
    /// settings, lowest first. The SDK that `[sdk=...]` conditions match is the `SDKROOT`
    /// the levels give (read once more when an `.xcconfig` sets it).
    public func settings(of target: ProjectTarget, configuration name: String) throws(PBXProjectError) -> TargetSettings {
        let configurations = (project: try configuration(name, of: file.rootObject), target: try configuration(name, of: target.object))
        var builtins = [
            "TARGET_NAME": target.name, "PROJECT_NAME": self.name, "CONFIGURATION": name,
            "SRCROOT": directory, "SOURCE_ROOT": directory, "PROJECT_DIR": directory,
        ]
        builtins["PRODUCT_NAME"] = try target.object.fields.optionalString("productName") ?? target.name
        let stack = SettingsStack(
            graph: self, target: target, configuration: name, builtins: builtins,
            project: configurations.project, targetConfiguration: configurations.target)
        let withoutFiles = try stack.settings(sdk: nil)
        var sdk = withoutFiles.settings.value("SDKROOT")?.value ?? "iphoneos"
        var result = try stack.settings(sdk: sdk)
        // An .xcconfig may set SDKROOT itself: read the files once more with that SDK.
        if let resolved = result.settings.value("SDKROOT")?.value, resolved != sdk {
            sdk = resolved
            result = try stack.settings(sdk: sdk)
        }
        return result
    }

    /// Whether `target`'s Sources phase has files (then catalogs are compiled with the sources).
    public func hasSources(_ target: ProjectTarget) -> Bool {
        let phases = (try? file.objects(referencedBy: "buildPhases", in: target.object)) ?? []
        return phases.contains { phase in
            phase.isa == "PBXSourcesBuildPhase" && ((try? phase.fields.optionalArray("files")) ?? nil)?.isEmpty == false
        } || target.object.fields["fileSystemSynchronizedGroups"] != nil
    }

    private func configuration(_ name: String, of owner: PBXObject) throws(PBXProjectError) -> PBXObject? {
        guard let list = try file.optionalObject(referencedBy: "buildConfigurationList", in: owner) else { return nil }
        for configuration in try file.objects(referencedBy: "buildConfigurations", in: list)
        where try configuration.fields.string("name") == name {
            return configuration
        }
        return nil
    }

    /// The `.xcconfig` file a configuration names, if any.
    func xcconfigPath(of configuration: PBXObject) throws(PBXProjectError) -> String? {
        if let reference = try file.optionalObject(referencedBy: "baseConfigurationReference", in: configuration) {
            return diskPath(try resolver.path(of: reference))
        }
        guard let anchor = try file.optionalObject(referencedBy: "baseConfigurationReferenceAnchor", in: configuration),
            let relative = try configuration.fields.optionalString("baseConfigurationReferenceRelativePath")
        else { return nil }
        return diskPath(try resolver.path(of: anchor).appending(relative))
    }
}

/// The levels of one target's settings in one configuration, assembled for an SDK.
private struct SettingsStack {
    let graph: ProjectGraph
    let target: ProjectTarget
    let configuration: String
    let builtins: [String: String]
    let project: PBXObject?
    let targetConfiguration: PBXObject?

    /// The settings; with `sdk` nil, without the `.xcconfig` files (to find the SDK).
    func settings(sdk: String?) throws(PBXProjectError) -> ProjectGraph.TargetSettings {
        var levels = [ProductDefaults.level(productType: target.productType, sdk: sdk ?? "iphoneos")]
        var issues: [ProjectIssue] = []
        for owner in [project, targetConfiguration] {
            guard let owner else { continue }
            if let sdk, let path = try graph.xcconfigPath(of: owner) {
                let context = XcconfigFile.Context(sdk: sdk, configuration: configuration, target: target.name)
                let read = XcconfigFile.read(path, projectDirectory: graph.directory, context: context)
                levels += read.levels
                issues += read.issues
            }
            levels.append(SettingsLevel(try owner.buildSettings()))
        }
        return ProjectGraph.TargetSettings(settings: BuildSettings(levels: levels, builtins: builtins), issues: issues)
    }
}
