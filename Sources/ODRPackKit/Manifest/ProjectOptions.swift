/// How to read an Xcode project as a manifest, and the bundle identifier to use for any manifest.
public struct ProjectOptions: Sendable, Hashable {
    /// The configuration read when none is named.
    public static let defaultConfiguration = "Release"

    /// The targets to read, in order; empty means the only target with tagged resources.
    /// Several are the platform targets of one app (iOS, tvOS, ...), planned as one.
    public var targets: [String] = []
    /// Read every application target with tagged resources, as the targets of one app.
    public var allTargets = false
    /// The build configuration to read; nil means `Release` (or the project's default when it has none).
    public var configuration: String?
    /// Replaces the bundle identifier the manifest or project gives.
    public var bundleIdentifier: String?
    /// Whether to list the target's Swift and Objective-C sources (`Manifest.sourceFiles`),
    /// for `migrate`; other commands do not read them.
    public var listsSources = false

    /// Creates options; the defaults choose the target and configuration as described above.
    public init(target: String? = nil, configuration: String? = nil, bundleIdentifier: String? = nil) {
        self.targets = target.map { [$0] } ?? []
        self.configuration = configuration
        self.bundleIdentifier = bundleIdentifier
    }

    /// The one target to read; nil when none is named (set: that target alone).
    public var target: String? {
        get { targets.count == 1 ? targets[0] : nil }
        set { targets = newValue.map { [$0] } ?? [] }
    }

    /// Whether several targets are read as the platforms of one app.
    public var readsSeveralTargets: Bool { allTargets || targets.count > 1 }

    /// Whether `identifier` is a valid bundle identifier: ASCII letters, digits, `-` and `.`, no empty segment.
    public static func isValidBundleIdentifier(_ identifier: String) -> Bool {
        BundleIdentifier.isValid(identifier)
    }
}
