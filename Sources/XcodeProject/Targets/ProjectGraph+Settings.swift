/// Build configurations: a target's `buildConfigurationList` names one `XCBuildConfiguration`
/// per configuration, and so does the project's; the target's settings win.
extension ProjectGraph {
    /// The names of `target`'s configurations, in the order written, and the list's default.
    public func configurations(of target: ProjectTarget) throws(PBXProjectError) -> (names: [String], defaultName: String?) {
        let list = try file.object(referencedBy: "buildConfigurationList", in: target.object)
        let names = try file.objects(referencedBy: "buildConfigurations", in: list).map { configuration throws(PBXProjectError) in
            try configuration.fields.string("name")
        }
        return (names, try list.fields.optionalString("defaultConfigurationName"))
    }

    /// The settings `target` sees in the configuration `name`: the target's over the project's.
    public func settings(of target: ProjectTarget, configuration name: String) throws(PBXProjectError) -> BuildSettings {
        let projectLevel = try configuration(name, of: file.rootObject)
        let targetLevel = try configuration(name, of: target.object)
        var builtins = [
            "TARGET_NAME": target.name,
            "PROJECT_NAME": self.name,
            "CONFIGURATION": name,
            "SRCROOT": directory,
            "SOURCE_ROOT": directory,
            "PROJECT_DIR": directory,
        ]
        builtins["PRODUCT_NAME"] = try target.object.fields.optionalString("productName") ?? target.name
        return BuildSettings(project: projectLevel, target: targetLevel, builtins: builtins)
    }

    private func configuration(_ name: String, of owner: PBXObject) throws(PBXProjectError) -> PBXDictionary? {
        guard let list = try file.optionalObject(referencedBy: "buildConfigurationList", in: owner) else { return nil }
        for configuration in try file.objects(referencedBy: "buildConfigurations", in: list)
        where try configuration.fields.string("name") == name {
            return try configuration.buildSettings()
        }
        return nil
    }
}
