import ArgumentParser

@testable import ODRPackKit
@testable import odr_pack

/// The delivery's option group of the command line, as a delivery's folder under
/// `Sources/odr-pack/Deliveries/` declares one: its two options, validated once, put in its
/// settings.
struct FolderCopyFlags: DeliveryFlagGroup {
    @Option(help: "The name the index records as the copier (default FolderCopyProducer).")
    var copiedBy: String?

    @Option(help: ArgumentHelp("The modification time of every copied file, in seconds since 1970 (default 0).", valueName: "seconds"))
    var fileTime: Int64?

    func validate() throws {
        if copiedBy?.isEmpty == true { throw ValidationError("--copied-by needs a name") }
        if let fileTime, fileTime < 0 { throw ValidationError("--file-time must be 0 or more") }
    }

    func apply(to settings: inout DeliverySettingsSet) {
        settings[FolderCopySettings.self] = FolderCopySettings(copiedBy: copiedBy, fileTime: fileTime)
    }
}

/// `build`'s options as the command line declares them (`CheckOptions`, `DeliveryBuildFlags`),
/// with the delivery's group listed beside the others: what one line in `DeliveryBuildFlags`
/// gives a delivery that ships with odr-pack.
struct FolderCopyBuild: ParsableCommand {
    @Argument var manifest: String
    @Option(name: [.customShort("o"), .customLong("output")]) var output: String
    @OptionGroup var check: CheckOptions
    @OptionGroup var deliveries: DeliveryBuildFlags
    @OptionGroup(title: "Folder Copy") var folderCopy: FolderCopyFlags

    /// The request `build` makes of these options.
    func request() throws -> BuildPipeline.Request {
        var lint = try check.lintOptions()
        deliveries.apply(to: &lint)
        folderCopy.apply(to: &lint.settings)
        return BuildPipeline.Request(manifest: manifest, lint: lint, build: BuildOptions(outputDirectory: output))
    }
}
