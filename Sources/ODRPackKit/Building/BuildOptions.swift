/// How `odr-pack build` writes its output.
public struct BuildOptions: Sendable {
    /// The index's format.
    public typealias IndexFormat = IndexFileFormat

    /// What to do when another build holds the output folder.
    public enum LockPolicy: Sendable {
        /// Wait for it to finish.
        case wait
        /// Fail at once.
        case fail
    }

    /// The modification time odr-pack gives every entry when `SOURCE_DATE_EPOCH` is not set:
    /// 1980-01-01T00:00:00Z, the earliest date a zip can hold.
    public static let defaultModificationTime: Int64 = 315_532_800

    /// The output folder.
    public var outputDirectory: String
    /// How many packs are written at once.
    public var jobs: Int = ProcessInfoCores.count
    /// Rewrite every pack and check every file, trusting nothing the last build recorded.
    public var rebuild = false
    /// The index's format.
    public var indexFormat: IndexFormat = .plist
    /// The modification time of every entry written (seconds since 1970).
    public var modificationTime: Int64 = BuildOptions.defaultModificationTime
    /// Whether to wait for another build of the same folder.
    public var lockPolicy: LockPolicy = .wait
    /// The program recorded in the index as `Generator` (`odr-pack <version>`).
    public var generator: String = "odr-pack"
    /// The index of the build devices already have (`--baseline`): a changed pack's
    /// `primaryContentHash` is made later than the one recorded there.
    public var baseline: BuildIndex?

    /// Creates options for `outputDirectory`; `SOURCE_DATE_EPOCH` is read by the caller.
    public init(outputDirectory: String) {
        self.outputDirectory = outputDirectory
    }
}
