import Foundation

/// `odr-pack upload`: checks the build and the key before any request, then runs the
/// `Uploader` (or reads the status) against App Store Connect at `ODR_PACK_ASC_API_URL`
/// or Apple's address. The command line only prints what it returns.
public struct UploadJob: Sendable {
    /// What the command line gives.
    public struct Settings: Sendable {
        /// The build folder (nil with `--status` and `--bundle-id`).
        public var build: String?
        /// `--since`.
        public var since: String?
        /// `--dry-run`.
        public var dryRun = false
        /// `--status`.
        public var status = false
        /// `--receipt`.
        public var receipt: String?
        /// `--bundle-id`.
        public var bundleID: String?
        /// `--wait-timeout`, in seconds.
        public var waitTimeout: Double = 2 * 3600
        /// The key's parts as options and the environment.
        public var key: APIKey.Sources

        /// Settings with the key's sources.
        public init(key: APIKey.Sources) {
            self.key = key
        }
    }

    /// What the job found.
    public enum Result: Sendable {
        case upload(UploadOutcome)
        case status(AssetPackStatus)
    }

    /// The settings.
    public var settings: Settings

    /// A job with `settings`.
    public init(settings: Settings) {
        self.settings = settings
    }

    /// Runs the job; `warn` gets warnings (a key file others can read), `progress` each step.
    public func run(warn: @Sendable (String) -> Void, progress: @escaping @Sendable (String) -> Void) async throws -> Result {
        let environment = settings.key.environment
        // Before any request: the build and its archives (for --status, only its bundle ID), then the key.
        var build: UploadBuild?
        var statusBundleID = settings.bundleID
        if settings.status {
            if statusBundleID == nil, let folder = settings.build { statusBundleID = try UploadBuild.bundleIdentifier(of: folder) }
        } else if let folder = settings.build {
            let loaded = try UploadBuild.load(folder)
            for pack in loaded.packs { try UploadBuild.check(pack) }
            build = loaded
        }
        var warnings: [String] = []
        let key = try APIKey.load(settings.key, warnings: &warnings)
        warnings.forEach(warn)
        let lifetime = environment["ODR_PACK_ASC_TOKEN_LIFETIME"].flatMap(Double.init) ?? 19 * 60
        var retry = RetryPolicy()
        if let delay = environment["ODR_PACK_ASC_RETRY_DELAY"].flatMap(Double.init) { retry.baseDelay = delay }
        let api = HTTPClient(
            baseURL: environment["ODR_PACK_ASC_API_URL"].flatMap { $0.isEmpty ? nil : $0 } ?? HTTPClient.defaultBaseURL,
            signer: TokenSigner(key: key, lifetime: lifetime), retry: retry)
        if settings.status {
            guard let statusBundleID else { throw UploadError.buildRefused("give a build folder or --bundle-id") }
            return .status(try await AssetPackStatus.read(bundleID: statusBundleID, api: api))
        }
        guard let build else { throw UploadError.buildRefused("give the build folder to upload") }
        var options = Uploader.Options(receiptPath: settings.receipt ?? UploadReceipt.defaultPath(forBuild: build.folder))
        options.since = settings.since
        options.dryRun = settings.dryRun
        options.bundleID = settings.bundleID
        options.waitTimeout = settings.waitTimeout
        if let interval = environment["ODR_PACK_ASC_POLL_INTERVAL"].flatMap(Double.init) { options.pollInterval = interval }
        return .upload(try await Uploader(api: api, build: build, options: options, progress: progress).run())
    }
}
