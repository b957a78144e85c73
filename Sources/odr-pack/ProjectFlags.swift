import ArgumentParser
import ODRPackKit

/// How to read an Xcode project, and the bundle identifier to use: shared by lint, build and convert.
struct ProjectFlags: ParsableArguments {
    @Option(help: "The Xcode project's target (default: the only target with tagged resources).")
    var target: String?

    @Option(help: "The Xcode project's build configuration (default: \(ProjectOptions.defaultConfiguration)).")
    var configuration: String?

    @Option(name: .customLong("bundle-id"), help: ArgumentHelp(
        "The app's bundle identifier, replacing the manifest's or the project's.", valueName: "identifier"))
    var bundleIdentifier: String?

    func validate() throws {
        if let bundleIdentifier, !ProjectOptions.isValidBundleIdentifier(bundleIdentifier) {
            throw ValidationError("--bundle-id '\(bundleIdentifier)' is not a bundle identifier; use letters, digits, '-' and '.', such as 'com.example.game'")
        }
    }

    /// The engine's options for these flags.
    var options: ProjectOptions {
        ProjectOptions(target: target, configuration: configuration, bundleIdentifier: bundleIdentifier)
    }
}
