/// What `upload` did, or would do with `--dry-run`: one entry per pack of the build, the
/// quota, and the warnings. Exit status 0 only when every pack it uploaded or found is complete.
public struct UploadOutcome: Sendable {
    /// What happens to a pack.
    public enum Action: String, Sendable, Codable {
        /// A new version is uploaded.
        case upload
        /// A version a previous run created is finished.
        case resume
        /// This archive was uploaded already (the receipt and App Store Connect agree).
        case uploaded
        /// `--since`: `diff` does not list it.
        case unchanged
    }

    /// One pack.
    public struct Pack: Sendable, Codable {
        /// The asset pack ID.
        public var identifier: String
        /// What was done.
        public var action: Action
        /// The archive's size.
        public var bytes: Int64
        /// The version's resource ID.
        public var versionID: String?
        /// `version`, as App Store Connect numbers it.
        public var version: String?
        /// The version's last state (`AWAITING_UPLOAD`, `PROCESSING`, `FAILED`, `COMPLETE`).
        public var state: String?
        /// App Store Connect's errors (`stateDetails.errors`), or odr-pack's reason it stopped.
        public var errors: [String] = []
        /// App Store Connect's warnings.
        public var warnings: [String] = []

        /// Whether the pack is where it should be: complete, or not to be uploaded.
        public var succeeded: Bool {
            action == .unchanged || (state == VersionState.complete.rawValue && errors.isEmpty)
        }
    }

    /// The quota as counted before the upload and with it.
    public struct Quota: Sendable, Codable {
        /// The bytes in use now (`usedBytes` of every record that is not archived).
        public var usedBytes: Int64
        /// The bytes in use once the new versions are (per ID, the largest of its versions in use).
        public var projectedBytes: Int64
        /// The limit.
        public var limitBytes: Int64
        /// Whether App Store Connect gave `usedBytes` for every record (API 4.3 and later).
        public var complete: Bool
    }

    /// The app's bundle ID.
    public var bundleID: String
    /// The app's resource ID.
    public var appID: String
    /// Whether nothing was sent that changes state.
    public var dryRun: Bool
    /// The packs, by ID.
    public var packs: [Pack]
    /// The quota.
    public var quota: Quota
    /// What is unsafe or worth knowing.
    public var warnings: [String]

    /// 0 when every pack succeeded (or, for a dry run, always), else 1.
    public var exitStatus: Int32 {
        dryRun || packs.allSatisfy(\.succeeded) ? 0 : 1
    }
}
