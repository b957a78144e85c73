import Foundation

/// Uploads a Background Assets build's packs that App Store Connect does not have yet.
///
/// The pipeline, each stage only after the one before succeeded:
/// 1. `UploadBuild.load` and `UploadBuild.check` (before any request): a Background Assets
///    build with archives by Apple's packager, each archive the one its index records;
/// 2. `plan`: the app by bundle ID, its records, the receipt's versions asked again, and
///    which packs to upload (what the receipt does not hold, or, with `--since`, what `diff` lists);
///    the quota with them (200 GB counted by the largest version in use of each ID);
/// 3. for each pack (`Uploader+Pack`): find or create the record, create a version (or
///    resume the one the receipt or App Store Connect names), reserve, send the parts
///    (`Uploader+Parts`), commit, recording each created ID in the receipt at once;
/// 4. `wait`: poll every version until it is `COMPLETE` or `FAILED`.
public struct Uploader: Sendable {
    /// How a run goes.
    public struct Options: Sendable {
        /// `--since`: the release's index or build folder; nil uploads what the receipt does not hold.
        public var since: String?
        /// `--dry-run`.
        public var dryRun = false
        /// Where the receipt is.
        public var receiptPath: String
        /// `--bundle-id`, when not the build's.
        public var bundleID: String?
        /// Seconds between two polls of the versions' states.
        public var pollInterval: Double = 10
        /// The longest wait for processing, in seconds.
        public var waitTimeout: Double = 2 * 3600
        /// Parts sent at once.
        public var parallelParts = 4
        /// The quota.
        public var quotaBytes: Int64 = 200_000_000_000

        /// Options with the receipt at `receiptPath`.
        public init(receiptPath: String) {
            self.receiptPath = receiptPath
        }
    }

    let api: any AppStoreConnectAPI
    let build: UploadBuild
    let options: Options
    let progress: @Sendable (String) -> Void

    /// An uploader of `build` through `api`, saying what it does through `progress`.
    public init(api: any AppStoreConnectAPI, build: UploadBuild, options: Options, progress: @escaping @Sendable (String) -> Void) {
        self.api = api
        self.build = build
        self.options = options
        self.progress = progress
    }

    /// Runs the upload. Throws only when nothing more can be done (app not found, quota, a
    /// request refused outside one pack); a pack's failure is in its entry of the outcome.
    public func run() async throws -> UploadOutcome {
        let bundleID = options.bundleID ?? build.bundleIdentifier
        let receipt = ReceiptBox(try UploadReceipt.load(options.receiptPath, bundleID: bundleID), path: options.receiptPath)
        var selected: Set<String>?
        if let since = options.since { selected = try build.changed(since: since) }
        guard let appID = try await api.appID(bundleID: bundleID) else { throw UploadError.appNotFound(bundleID) }
        let records = try await api.backgroundAssets(appID: appID)
        var packs: [UploadOutcome.Pack] = []
        for pack in build.packs {
            packs.append(try await plan(pack, selected: selected, receipt: receipt.value))
        }
        let quota = Self.quota(records: records, packs: packs, limit: options.quotaBytes)
        var warnings: [String] = []
        if !quota.complete {
            warnings.append("App Store Connect gave no usedBytes for some records (API before 4.3): the quota counts only what it gave")
        }
        if quota.projectedBytes > quota.limitBytes, !options.dryRun {
            throw UploadError.quotaExceeded(
                "the upload would bring the app's asset packs to \(quota.projectedBytes) bytes, over the \(quota.limitBytes)-byte quota; archive unused pack IDs in App Store Connect first"
            )
        }
        if quota.projectedBytes * 5 >= quota.limitBytes * 4 {
            warnings.append(
                "the app's asset packs would use \(quota.projectedBytes * 100 / max(quota.limitBytes, 1))% of the \(quota.limitBytes)-byte quota"
            )
        }
        var outcome = UploadOutcome(
            bundleID: bundleID, appID: appID, dryRun: options.dryRun, packs: packs, quota: quota, warnings: warnings)
        if options.dryRun { return outcome }
        try await receipt.update { $0.appID = appID }
        let byID = Dictionary(uniqueKeysWithValues: build.packs.map { ($0.identifier, $0) })
        for index in outcome.packs.indices where [.upload, .resume].contains(outcome.packs[index].action) {
            guard let pack = byID[outcome.packs[index].identifier] else { continue }
            do {
                outcome.packs[index] = try await upload(pack, entry: outcome.packs[index], appID: appID, records: records, receipt: receipt)
            } catch let error as UploadError {
                outcome.packs[index].errors.append(error.description)
                progress("\(pack.identifier): \(error.description)")
            }
        }
        outcome.packs = try await wait(for: outcome.packs, receipt: receipt)
        return outcome
    }

    /// What to do with `pack`: upload, resume the receipt's version, leave it (uploaded, or not listed by `diff`).
    func plan(_ pack: UploadBuild.Pack, selected: Set<String>?, receipt: UploadReceipt) async throws -> UploadOutcome.Pack {
        var entry = UploadOutcome.Pack(identifier: pack.identifier, action: .upload, bytes: pack.archiveSize)
        if let recorded = receipt.packs[pack.identifier], recorded.archiveSHA256 == pack.archiveSHA256, let versionID = recorded.versionID,
            let version = try await api.version(id: versionID)
        {
            entry.versionID = versionID
            entry.version = version.version
            entry.state = version.stateText
            switch version.state {
            case .complete, .processing: entry.action = .uploaded
            case .awaitingUpload: entry.action = .resume
            case .failed, nil: entry.versionID = nil
            }
            if entry.action != .upload { return entry }
        }
        if let selected, !selected.contains(pack.identifier) { entry.action = .unchanged }
        return entry
    }

    /// The quota with the new versions: per record not archived, the largest of its `usedBytes`
    /// and the archive uploaded for its ID; new IDs add their archive.
    static func quota(records: [BackgroundAssetRecord], packs: [UploadOutcome.Pack], limit: Int64) -> UploadOutcome.Quota {
        var perID: [String: Int64] = [:]
        for record in records where !record.archived { perID[record.assetPackIdentifier] = record.usedBytes ?? 0 }
        let used = perID.values.reduce(0, +)
        for pack in packs where [.upload, .resume].contains(pack.action) {
            perID[pack.identifier] = max(perID[pack.identifier] ?? 0, pack.bytes)
        }
        let complete = records.allSatisfy { $0.archived || $0.usedBytes != nil }
        return UploadOutcome.Quota(usedBytes: used, projectedBytes: perID.values.reduce(0, +), limitBytes: limit, complete: complete)
    }
}
