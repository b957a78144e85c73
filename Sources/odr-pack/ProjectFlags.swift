import ArgumentParser
import ODRPackKit

/// How to read an Xcode project, and the bundle identifier to use: shared by lint, build and convert.
struct ProjectFlags: ParsableArguments {
    @Option(
        name: .customLong("target"),
        help: ArgumentHelp(
            "The Xcode project's target (default: the only target with tagged resources). Background Assets: give it once for each platform target of one app (iOS, tvOS, ...) to plan their packs as one.",
            valueName: "name"))
    var targets: [String] = []

    @Flag(help: "Background Assets: every application target with tagged resources, as the platform targets of one app.")
    var allTargets = false

    @Option(help: "The Xcode project's build configuration (default: \(ProjectOptions.defaultConfiguration)).")
    var configuration: String?

    @Option(
        name: .customLong("bundle-id"),
        help: ArgumentHelp(
            "The app's bundle identifier, replacing the manifest's or the project's.", valueName: "identifier"))
    var bundleIdentifier: String?

    func validate() throws {
        if allTargets && !targets.isEmpty {
            throw ValidationError("--all-targets reads every application target with tagged resources; give it or --target, not both")
        }
        if let bundleIdentifier, !ProjectOptions.isValidBundleIdentifier(bundleIdentifier) {
            throw ValidationError(
                "--bundle-id '\(bundleIdentifier)' is not a bundle identifier; use letters, digits, '-' and '.', such as 'com.example.game'"
            )
        }
    }

    /// Refuses project options for a manifest file: `--target`, `--all-targets` and
    /// `--configuration` choose within an Xcode project, and silently ignoring them would check
    /// something other than what was asked (a CI step given a target would pass on a manifest).
    func check(manifest: String) throws {
        guard !ManifestLoader.isXcodeProject(manifest) else { return }
        var given = targets.isEmpty ? [] : ["--target"]
        if allTargets { given.append("--all-targets") }
        if configuration != nil { given.append("--configuration") }
        guard let first = given.first else { return }
        throw ValidationError(
            "\(given.joined(separator: " and ")) \(given.count == 1 ? "chooses" : "choose") within an Xcode project; '\(manifest)' is a manifest file (give the .xcodeproj, or leave \(first) out)"
        )
    }

    /// The engine's options for these flags.
    var options: ProjectOptions {
        var options = ProjectOptions(configuration: configuration, bundleIdentifier: bundleIdentifier)
        options.targets = targets
        options.allTargets = allTargets
        return options
    }
}
