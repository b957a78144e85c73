/// How to read an Xcode project as a manifest, and the bundle identifier to use for any manifest.
public struct ProjectOptions: Sendable, Hashable {
    /// The configuration read when none is named.
    public static let defaultConfiguration = "Release"

    /// The target to read; nil means the only target with tagged resources.
    public var target: String?
    /// The build configuration to read; nil means `Release` (or the project's default when it has none).
    public var configuration: String?
    /// Replaces the bundle identifier the manifest or project gives.
    public var bundleIdentifier: String?
    /// Whether to list the target's Swift and Objective-C sources (`Manifest.sourceFiles`),
    /// for `migrate`; other commands do not read them.
    public var listsSources = false

    /// Creates options; the defaults choose the target and configuration as described above.
    public init(target: String? = nil, configuration: String? = nil, bundleIdentifier: String? = nil) {
        self.target = target
        self.configuration = configuration
        self.bundleIdentifier = bundleIdentifier
    }

    /// Whether `identifier` is a valid bundle identifier: ASCII letters, digits, `-` and `.`, no empty segment.
    public static func isValidBundleIdentifier(_ identifier: String) -> Bool {
        BundleIdentifier.isValid(identifier)
    }
}
