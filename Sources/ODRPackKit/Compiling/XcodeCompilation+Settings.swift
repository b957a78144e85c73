import XcodeProject

/// How the options of the compilers' xcspecs read build settings (swift-build
/// `PropertyDomainSpec.swift:1380-1521`): a boolean flag when YES, a string's flag and value
/// when set, a list's flag before each word, an empty flag for the words alone.
extension XcodeCompilation {
    /// Whether a boolean setting is YES; `defaultValue` when the project does not set it.
    func isYes(_ name: String, default defaultValue: Bool) -> Bool {
        guard let value = setting(name)?.trimmingWhitespace().lowercased() else { return defaultValue }
        return value == "yes" || value == "1" || value == "true"
    }

    /// `flag` when the boolean setting is YES.
    func flag(_ name: String, _ flag: String, default defaultValue: Bool = false) -> [String] {
        isYes(name, default: defaultValue) ? [flag] : []
    }

    /// `flag` and the value of a string setting, when it is set.
    func option(_ name: String, _ flag: String) -> [String] {
        setting(name).map { [flag, $0] } ?? []
    }

    /// `flag` and the value of an enumeration setting, when the value is one of `values`.
    func option(_ name: String, _ flag: String, for values: Set<String>) -> [String] {
        setting(name).flatMap { values.contains($0) ? [flag, $0] : nil } ?? []
    }

    /// The words of a list setting, as Xcode splits them, each after `flag` when it is not empty.
    func list(_ name: String, _ flag: String = "") -> [String] {
        let words = setting(name).map(SettingWords.split) ?? []
        return flag.isEmpty ? words : words.flatMap { [flag, $0] }
    }

    /// The platform's deployment target setting (`IPHONEOS_DEPLOYMENT_TARGET`, ...).
    var deploymentTargetName: String {
        switch platform.family {
        case .tvOS: "TVOS_DEPLOYMENT_TARGET"
        case .visionOS: "XROS_DEPLOYMENT_TARGET"
        case .watchOS: "WATCHOS_DEPLOYMENT_TARGET"
        case .iOS, .macOS: "IPHONEOS_DEPLOYMENT_TARGET"
        }
    }

    /// `RESOURCES_MINIMUM_DEPLOYMENT_TARGET`, else the platform's deployment target, else the
    /// SDK's default for it when the project sets none (swift-build
    /// `InterfaceBuilderShared.swift:44-56`, `Settings.swift:3051-3066`).
    var minimumDeploymentTarget: String? {
        setting("RESOURCES_MINIMUM_DEPLOYMENT_TARGET") ?? setting(deploymentTargetName)
            ?? sdk?.defaultProperties[deploymentTargetName].flatMap { $0.isEmpty ? nil : $0 }
    }
}
