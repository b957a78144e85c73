import FileSystem

/// Where lint finds the previous release of a delivery whose IDs last, first match wins:
/// the lock file (`--lock-file`, else `<bundle id>.<delivery>.lock` beside the manifest, else
/// 0.5.0's `<stem>.<delivery>.lock.json`), with the files of the previous build's index for the
/// IDs both know; else that index alone (`--baseline`, or the build in the output folder).
extension PackLockFile {
    /// The previous release for `manifest` (read from `file`), and the lock's problems.
    static func previousRelease(
        of manifest: Manifest, file: String, delivery: DeliveryName, rule: any PackNamingRule,
        options: LintOptions
    ) -> (history: PackHistory?, diagnostics: [Diagnostic]) {
        let app = manifest.bundleIdentifier
        var path = options.packIDs.lockFile ?? defaultPath(manifest: file, app: app, delivery: delivery)
        if options.packIDs.lockFile == nil, (try? FileStatus.of(path)) == nil,
            (try? FileStatus.of(legacyPath(manifest: file, delivery: delivery))) != nil
        {
            path = legacyPath(manifest: file, delivery: delivery)
        }
        // A lock file named on the command line must exist, unless this build writes it.
        let required = options.packIDs.lockFile != nil && !options.packIDs.updateLock
        let read = read(path, delivery: delivery, rule: rule, app: app, required: required)
        let index = options.previousRelease?().flatMap { $0.delivery == delivery ? $0 : nil }
        guard let lock = read.history else { return (read.diagnostics.isEmpty ? index : nil, read.diagnostics) }
        return (index.map(lock.adding) ?? lock, read.diagnostics)
    }
}
