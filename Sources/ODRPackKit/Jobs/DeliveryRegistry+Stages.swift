import FileSystem
import Foundation

/// Where the registry (`DeliveryRegistry`, above every stage) reaches the stages: the entry points
/// the jobs call (and the tests, which run stages as the jobs do). Each resolves a delivery
/// once -- a manifest's by `--delivery`, else the manifest's, else the default; an index's by
/// the name it records -- and hands the stage that delivery, every delivery where the stage
/// needs them (a refused option names those that take it; a build removes another's files),
/// and the names the readers hold input to. No stage names the registry.
extension DeliveryRegistry {
    /// What the manifest readers hold a manifest's `delivery` and `profile` to.
    public static var readerNames: DeliveryNames {
        DeliveryNames(deliveries: names, profiles: profiles.map(\.name), tvOSProfile: defaultProfile(forPlatform: "tvOS"))
    }

    /// The delivery in force for `manifest`: `--delivery`, else the manifest's, else the default.
    static func inForce(_ options: LintOptions, manifest: Manifest?) -> any Delivery {
        kind(of: options.delivery ?? manifest?.delivery ?? defaultDelivery)
    }
}

extension ManifestLoader {
    /// Reads the manifest or project at `path`, its `delivery` and `profile` held to the
    /// registry's names (`load(_:project:names:)`).
    public static func load(_ path: String, project: ProjectOptions = ProjectOptions()) -> ManifestReadResult {
        load(path, project: project, names: DeliveryRegistry.readerNames)
    }

    /// Parses manifest bytes in the form their content shows (`parse(_:file:as:names:bundleIdentifier:)`).
    public static func parse(_ bytes: [UInt8], file: String) -> ManifestReadResult {
        parse(bytes, file: file, names: DeliveryRegistry.readerNames)
    }
}

extension Linter {
    /// Reads the manifest at `path` and lints it for the delivery in force.
    public static func lint(manifestAt path: String, options: LintOptions = LintOptions()) -> LintResult {
        options.stage?(.reading(project: ManifestLoader.isXcodeProject(path)))
        return lint(ManifestLoader.load(path, project: options.project), file: path, options: options)
    }

    /// Lints an already-read manifest for the delivery in force.
    public static func lint(_ loaded: ManifestReadResult, file: String, options: LintOptions) -> LintResult {
        lint(
            loaded, file: file, delivery: DeliveryRegistry.inForce(options, manifest: loaded.manifest), among: DeliveryRegistry.all,
            options: options)
    }
}

extension BuildPipeline {
    /// Reads the manifest and builds it for the delivery in force. `onWait` is called once,
    /// with the holder's process id when known, if another build holds the output folder;
    /// `progress` while packs are written.
    public static func run(
        _ request: Request, onWait: (Int32?) -> Void = { _ in },
        progress: @escaping @Sendable (BuildProgress) -> Void = { _ in }
    ) -> BuildOutcome {
        let environment = ProcessInfo.processInfo.environment
        // A build that changes nothing is answered from the output folder's record.
        if let replayed = BuildRecord.replay(request, deliveries: DeliveryRegistry.all, environment: environment, onWait: onWait) {
            return replayed
        }
        request.lint.stage?(.reading(project: ManifestLoader.isXcodeProject(request.manifest)))
        let recording = BuildPipeline.Recording(log: ReadLog(), started: FileTime.now().totalNanoseconds, environment: environment)
        let read = ReadLog.$current.withValue(recording.log) { ManifestLoader.load(request.manifest, project: request.lint.project) }
        return run(
            request, read: read, delivery: DeliveryRegistry.inForce(request.lint, manifest: read.manifest), among: DeliveryRegistry.all,
            recording: recording, onWait: onWait, progress: progress)
    }
}

extension Verifier {
    /// Verifies the output folder `directory` as its index's delivery checks it; `onWait` is
    /// called if a build holds it, `progress` as archives are read.
    public static func verify(
        _ directory: String, onWait: (Int32?) -> Void = { _ in },
        progress: @escaping @Sendable (VerifyProgress) -> Void = { _ in }
    ) -> Result {
        verify(directory, deliveries: DeliveryRegistry.all, onWait: onWait, progress: progress)
    }
}

extension IndexStore {
    /// The index at `path` (a build folder, or an index file), of a delivery the registry lists.
    public static func load(_ path: String) throws(ReadError) -> BuildIndex {
        try load(path, deliveries: DeliveryRegistry.names)
    }
}

extension IndexDiff {
    /// The diff from `old` to `new`, two builds of one delivery (the indexes were read against
    /// the registry's names, so it has theirs).
    public init(old: BuildIndex, new: BuildIndex) {
        self.init(old: old, new: new, delivery: DeliveryRegistry.kind(of: new.delivery))
    }
}

extension ManifestConverter {
    /// Converts the manifest or project at `path` for `output`, its `delivery` and `profile`
    /// held to the registry's names.
    public static func convert(_ path: String, project: ProjectOptions, output: String, workingDirectory: String) -> Result {
        convert(path, project: project, names: DeliveryRegistry.readerNames, output: output, workingDirectory: workingDirectory)
    }
}
