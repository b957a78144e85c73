import AppStoreConnect
import ArgumentParser
import Foundation

extension ODRPack {
    /// `odr-pack upload BUILD`: uploads a Background Assets build's new packs to App Store Connect.
    struct Upload: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Upload a Background Assets build's new packs to App Store Connect and wait until they are processed.",
            discussion: """
                BUILD is a folder odr-pack build --delivery background-assets wrote with Apple's \
                ba-package (archives of odr-pack's stand-in packager are refused before any request). \
                For each pack App Store Connect does not have yet (by default: whose archive the upload \
                receipt BUILD.upload-receipt.json does not record as uploaded; with --since: what diff \
                lists), odr-pack finds or creates the asset pack record, creates a version, reserves, \
                sends the parts, commits and waits until the version is COMPLETE or FAILED. Every \
                created ID is in the receipt at once, so a run killed at any point is finished by the \
                next one without a second version. The API key: --key-id, --issuer-id, --private-key, \
                or ASC_KEY_ID, ASC_ISSUER_ID, ASC_PRIVATE_KEY_PATH, or fastlane's \
                APP_STORE_CONNECT_API_KEY_KEY_ID, _ISSUER_ID, _KEY_FILEPATH (or _KEY, the key itself); \
                it is never printed. ODR_PACK_ASC_API_URL sends the requests elsewhere (a proxy, a \
                test server). Exit status: 0 when every pack is complete (or nothing was to upload, \
                or --dry-run/--status), 1 when a pack failed (named with App Store Connect's state \
                details) or the key, the build or a request is refused. See docs/upload.md.
                """
        )

        @Argument(help: "The Background Assets build folder (optional with --status and --bundle-id).", completion: .directory)
        var build: String?

        @Option(
            help: ArgumentHelp(
                "Upload exactly what diff lists from this release (its build folder or index) to BUILD.", valueName: "release"))
        var since: String?

        @Flag(help: "Print the plan (packs, versions, quota) and send nothing that changes App Store Connect.")
        var dryRun = false

        @Flag(help: "List the app's asset packs, their versions, states and release states; upload nothing.")
        var status = false

        @Option(help: ArgumentHelp("The app's bundle ID, when not the build's.", valueName: "id"))
        var bundleID: String?

        @Option(help: ArgumentHelp("The upload receipt (default: BUILD.upload-receipt.json beside the build).", valueName: "file"))
        var receipt: String?

        @Option(help: ArgumentHelp("The API key's ID (else ASC_KEY_ID or APP_STORE_CONNECT_API_KEY_KEY_ID).", valueName: "id"))
        var keyID: String?

        @Option(help: ArgumentHelp("The API key's issuer ID (else ASC_ISSUER_ID or APP_STORE_CONNECT_API_KEY_ISSUER_ID).", valueName: "id"))
        var issuerID: String?

        @Option(
            help: ArgumentHelp(
                "The API key's .p8 file (else ASC_PRIVATE_KEY_PATH or APP_STORE_CONNECT_API_KEY_KEY_FILEPATH).", valueName: "file"))
        var privateKey: String?

        @Option(help: ArgumentHelp("Seconds to wait for App Store Connect to process the versions.", valueName: "seconds"))
        var waitTimeout: Double = 7200

        @Option(help: "How to print the results: text, json.")
        var format: UploadFormat = .text

        func validate() throws {
            if build == nil && !(status && bundleID != nil) {
                throw ValidationError("give the build folder to upload (or --status --bundle-id ID)")
            }
            if status && (dryRun || since != nil) { throw ValidationError("--status uploads nothing: leave out --dry-run and --since") }
            if waitTimeout < 0 { throw ValidationError("--wait-timeout takes seconds, 0 or more") }
        }

        func run() throws {
            var settings = UploadJob.Settings(
                key: APIKey.Sources(
                    keyID: keyID, issuerID: issuerID, privateKeyPath: privateKey, environment: ProcessInfo.processInfo.environment))
            settings.build = build
            settings.since = since
            settings.dryRun = dryRun
            settings.status = status
            settings.receipt = receipt
            settings.bundleID = bundleID
            settings.waitTimeout = waitTimeout
            let job = UploadJob(settings: settings)
            let result = Blocking.run {
                try await job.run(warn: { try? Console.err("warning: \($0)") }, progress: { try? Console.err("upload: \($0)") })
            }
            switch result {
            case .failure(let error):
                try Console.err("error: \(error)")
                throw ExitCode.failure
            case .success(.status(let found)):
                try Console.out(format == .json ? UploadText.json(found) : UploadText.text(found))
            case .success(.upload(let outcome)):
                try Console.out(format == .json ? UploadText.json(outcome) : UploadText.text(outcome))
                if outcome.exitStatus != 0 { throw ExitCode(outcome.exitStatus) }
            }
        }
    }
}

/// `upload`'s formats.
enum UploadFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

/// Runs an async job to its end from a synchronous command.
enum Blocking {
    private final class Box<Value: Sendable>: @unchecked Sendable {
        var result: Result<Value, any Error>?
    }

    static func run<Value: Sendable>(_ body: @escaping @Sendable () async throws -> Value) -> Result<Value, any Error> {
        let box = Box<Value>()
        let done = DispatchSemaphore(value: 0)
        Task {
            do { box.result = .success(try await body()) } catch { box.result = .failure(error) }
            done.signal()
        }
        done.wait()
        return box.result ?? .failure(CancellationError())
    }
}
