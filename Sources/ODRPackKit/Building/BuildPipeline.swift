import FileSystem
import XcodeProject

/// `odr-pack build` from start to finish, as typed stages:
///
/// 1. **lint** -- `Linter` scans, plans and checks the manifest the job read, for the delivery
///    the job resolved (files the last build found free of executable code are not opened
///    again; the tools the delivery runs are looked for first, `BuildDelivery.preflight`);
/// 2. **prepare** -- reads the baseline; the delivery settles the packs folder, the
///    options as they apply to it and its writer (`BuildDelivery.prepare`; lint has found the
///    Xcode compilers the plan needs, `needs-xcode-compiler` without them);
/// 3. **open** -- `OutputFolder.open` creates the output folder, takes its lock (waiting
///    for another build, or failing with `--no-wait`) and checks the names it will write;
/// 4. **compile** -- `XcodeCompilation` runs them, and the limits are checked again;
/// 5. **build** -- `Builder` reuses, writes, commits and finishes (see its steps), with the
///    `PackProducer` the delivery gave in step 2.
///
/// Nothing is written when lint finds an error. `run` never throws: every failure, from
/// the manifest to a full disk, is a diagnostic in the outcome, and an interruption is
/// recorded with its signal, so the command line prints one report in any format.
public enum BuildPipeline {
    /// What to build, and how.
    public struct Request: Sendable {
        /// The manifest or Xcode project.
        public var manifest: String
        /// The checks (profile, limits, severities, project target and bundle identifier).
        public var lint: LintOptions
        /// The output.
        public var build: BuildOptions
        /// Set by the caller to stop the build (from a signal handler).
        public var cancellation: Cancellation?
        /// A build folder or index devices already have (`--baseline`).
        public var baseline: String?
        /// Whether the caller reports the plan (`--format json`): a build that changes nothing
        /// is then planned again rather than reported from the output folder's record.
        public var reportsPlan = false

        /// A request.
        public init(manifest: String, lint: LintOptions, build: BuildOptions, cancellation: Cancellation? = nil) {
            self.manifest = manifest
            self.lint = lint
            self.build = build
            self.cancellation = cancellation
        }
    }

    /// Runs the build of the manifest the job read (`read`) for `delivery`, one of `deliveries`
    /// (every delivery: a build removes the files another derived). `onWait` is called once,
    /// with the holder's process id when known, if another build holds the output folder;
    /// `progress` while packs are written.
    ///
    /// `recording` is the log the manifest was read with, if the build records itself
    /// (`BuildRecord`), and when reading began: lint reads with it too, and a build that
    /// commits with every stamp settled writes the record.
    static func run(
        _ request: Request, read: ManifestReadResult, delivery: any BuildDelivery, among deliveries: [any BuildDelivery],
        recording: Recording? = nil, onWait: (Int32?) -> Void, progress: @escaping @Sendable (BuildProgress) -> Void
    ) -> BuildOutcome {
        var outcome = stages(
            request, read: read, delivery: delivery, among: deliveries, recording: recording, onWait: onWait, progress: progress)
        // --development and --werror apply to the build stages' diagnostics as to lint's.
        outcome.buildDiagnostics = outcome.buildDiagnostics.map(request.lint.adjust)
        return outcome
    }

    /// What a build records of its reading (`BuildRecord`).
    struct Recording: Sendable {
        /// What the readers read.
        var log: ReadLog
        /// When reading began, in nanoseconds since 1970.
        var started: Int64
        /// The environment the tools were found in.
        var environment: [String: String]
    }

    private static func stages(
        _ request: Request, read: ManifestReadResult, delivery: any BuildDelivery, among deliveries: [any BuildDelivery],
        recording: Recording?, onWait: (Int32?) -> Void, progress: @escaping @Sendable (BuildProgress) -> Void
    ) -> BuildOutcome {
        let known = deliveries.map(\.id)
        let output = request.build.outputDirectory
        var lintOptions = request.lint
        lintOptions.cancellation = request.cancellation
        // Input stamps settled before this instant vouch for their files in the next build.
        let scanStarted = recording?.started ?? FileTime.now().totalNanoseconds
        let early = request.build.rebuild ? nil : BuildCache.read(from: output)
        if let early {
            lintOptions.checkedFiles = early.cache?.checkedFiles ?? [:]
            // The merge is searched again only when its request changed (`MergeMemo`).
            lintOptions.mergeMemo = early.cache?.mergeMemo(for: request.build.generator)
        }
        // An output folder inside a packed folder is left out of the scan.
        lintOptions.excludedDirectory = (try? FileStatus.of(output)).flatMap { $0.kind == .directory ? $0.identity : nil }
        let baseline = request.baseline.map { path in
            ReadLog.$current.withValue(recording?.log) {
                Result { () throws(IndexStore.ReadError) in try IndexStore.load(path, deliveries: known) }
            }
        }
        // Without a lock file, pack IDs follow the previous release: the baseline's, else the
        // build already in the output folder.
        if lintOptions.previousRelease == nil {
            if let request = request.baseline, case .success(let index)? = baseline {
                lintOptions.previousRelease = { PackHistory(index: index, source: request) }
            } else {
                lintOptions.previousRelease = {
                    // The output folder is the record's own to check, not an input.
                    ReadLog.$current.withValue(nil) {
                        (try? IndexStore.read(in: output, deliveries: known)).flatMap {
                            $0.map { PackHistory(index: $0.index, source: PathString.child(output, $0.name)) }
                        }
                    }
                }
            }
        }
        // The tools the delivery runs are looked for before the scan.
        let lint = ReadLog.$current.withValue(recording?.log) {
            Linter.lint(
                read, file: request.manifest, delivery: delivery, among: deliveries, options: lintOptions,
                preflight: { delivery.preflight(request.lint.settings) })
        }
        var outcome = BuildOutcome(lint: lint, delivery: delivery, output: output)
        if let signal = request.cancellation?.signal { return outcome.stopped(by: .interrupted(signal: signal), output: output) }
        guard !lint.failed, let manifest = lint.manifest, let plan = lint.plan else { return outcome }
        if delivery.packNaming != nil {
            // What a build killed while it replaced the lock file left beside it, in the team's repository.
            FileWriter.removeAbandonedTemporaries(in: PathString.folder(of: lockPath(request, manifest: manifest, delivery: delivery.id)))
        }
        guard let prepared = prepare(request, delivery: delivery, baseline: baseline, manifest: manifest, plan: plan, outcome: &outcome)
        else {
            return outcome
        }
        do throws(BuildError) {
            let folder = try OutputFolder.open(
                output, packsFolder: prepared.packsFolder, derivedNames: deliveries.flatMap(\.topLevelNames),
                policy: prepared.options.lockPolicy,
                cancellation: request.cancellation, onWait: onWait)
            CrashPoint.reach(.locked, cancellation: request.cancellation)
            // Compiler outputs live under a temporary name until packed; a killed build's are
            // removed by the next one.
            let work = FileWriter.temporaryName() + "-compiled"
            defer { OutputFolder.removeTree(work, in: folder.root) }
            // Compilers get absolute paths, as swift-build gives them (an output folder named relative).
            let root = (try? FileAccess.canonicalPath(folder.path)) ?? folder.path
            guard
                let compiled = compile(
                    prepared, plan: plan, manifest: manifest, profile: lint.profile, options: request.lint,
                    into: PathString.child(root, work), outcome: &outcome)
            else { return outcome }
            let builder = Builder(
                plan: compiled, manifest: manifest, profile: lint.profile, options: prepared.options, folder: folder,
                // Read again now that the folder is locked: another build may have committed.
                cache: prepared.options.rebuild ? nil : BuildCache.read(from: output, reusing: early).cache,
                cancellation: request.cancellation, producer: prepared.producer(compiled), deliveries: deliveries,
                scanStarted: scanStarted, prover: delivery)
            let report = try builder.build(progress: progress)
            outcome.report = report
            outcome.buildDiagnostics += report.foreign.map {
                .unknownOutputFile(PathString.child(PathString.child(output, report.index.packsFolder), $0))
            }
            if request.lint.packIDs.updateLock {
                outcome.buildDiagnostics += updateLock(report.index, delivery: delivery, lint: lint, options: lintOptions, request: request)
            }
            if let recording {
                record(
                    request, recording: recording, outcome: outcome, report: report, folder: folder, manifest: manifest,
                    deliveries: deliveries)
            }
            return outcome
        } catch {
            return outcome.stopped(by: error, output: output)
        }
    }

    /// Writes the output folder's record of the build, under its lock and after everything
    /// else, when the build can vouch for itself (`BuildRecord.make`); a killed build leaves
    /// the last record, which names outputs this build changed.
    private static func record(
        _ request: Request, recording: Recording, outcome: BuildOutcome, report: BuildReport, folder: OutputFolder,
        manifest: Manifest, deliveries: [any BuildDelivery]
    ) {
        let diagnostics = (outcome.lint.diagnostics + outcome.buildDiagnostics.map(request.lint.adjust)).sorted()
        let lockFile = outcome.delivery.packNaming == nil ? nil : lockPath(request, manifest: manifest, delivery: outcome.delivery.id)
        guard
            let record = BuildRecord.make(
                request, log: recording.log, started: recording.started, outcome: outcome, diagnostics: diagnostics, report: report,
                folder: folder, derivedNames: deliveries.flatMap(\.topLevelNames), lockFile: lockFile,
                environment: recording.environment)
        else { return }
        CrashPoint.reach(.recording, cancellation: request.cancellation)
        // A record that cannot be written costs the next build its shortcut, nothing else.
        _ = try? folder.write(BuildRecord.fileName, record.encoded)
    }

    /// Reads the baseline, then lets the delivery settle the packs folder, the options and its
    /// writer (`BuildDelivery.prepare`); nil (with diagnostics) when the build cannot go on.
    static func prepare(
        _ request: Request, delivery: any BuildDelivery, baseline: Result<BuildIndex, IndexStore.ReadError>?, manifest: Manifest,
        plan: PackPlan,
        outcome: inout BuildOutcome
    ) -> PreparedBuild? {
        var options = request.build
        switch baseline {
        case .success(let index)?: options.baseline = index
        case .failure(let error)?:
            outcome.buildDiagnostics.append(.unreadableIndex(error.path, reason: error.reason))
            return nil
        case nil: break
        }
        switch delivery.prepare(
            BuildPreparation(
                manifest: manifest, plan: plan, lint: outcome.lint, options: options, settings: request.lint.settings,
                unityCode: request.lint.unityCode))
        {
        case .success(let prepared):
            outcome.buildDiagnostics += prepared.diagnostics
            return prepared
        case .failure(let failure):
            outcome.buildDiagnostics += failure.diagnostics
            return nil
        }
    }

    /// The lock file `--update-lock` writes: `--lock-file`, else the app's beside the manifest.
    static func lockPath(_ request: Request, manifest: Manifest, delivery: DeliveryName) -> String {
        request.lint.packIDs.lockFile
            ?? PackLockFile.defaultPath(manifest: request.manifest, app: manifest.bundleIdentifier, delivery: delivery)
    }

    /// Writes the lock file of the delivery's pack IDs after a committed build: the app, each
    /// ID with its tag sets, and every ID an earlier release used (`PackLockFile`).
    static func updateLock(
        _ index: BuildIndex, delivery: any BuildDelivery, lint: LintResult, options: LintOptions, request: Request
    ) -> [Diagnostic] {
        guard delivery.packNaming != nil, let manifest = lint.manifest, let plan = lint.plan else { return [] }
        let path = lockPath(request, manifest: manifest, delivery: index.delivery)
        let built = Set(index.assetPacks.map(\.identifier))
        let packs = plan.arrangement.partitions.filter { built.contains($0.key) }
        // Every ID of a plan of Xcode targets names its platforms, so a later run of other
        // targets reads which platforms an ID served instead of guessing from its own.
        let planned = plan.plannedPlatforms
        let platforms = Dictionary(
            plan.packs.compactMap { pack in (pack.platforms ?? (planned.isEmpty ? nil : planned)).map { (pack.identity.identifier, $0) } }
        ) { first, _ in first }
        let languages = Dictionary(plan.packs.compactMap { pack in pack.language.map { (pack.identity.identifier, $0) } }) { first, _ in
            first
        }
        let scope = PackLockFile.Scope(plan: plan, history: lint.history)
        let bytes = PackLockFile.encode(
            packs: packs, platforms: platforms, languages: languages, previous: lint.history, scope: scope,
            delivery: index.delivery, displayName: delivery.displayName, app: manifest.bundleIdentifier)
        var diagnostics: [Diagnostic] = []
        let legacy = PackLockFile.legacyPath(manifest: request.manifest, delivery: index.delivery)
        if options.packIDs.lockFile == nil, lint.history?.source == legacy {
            diagnostics.append(.lockFileRenamed(from: legacy, to: path))
        }
        if (try? FileAccess.readFile(path)) == bytes { return diagnostics }
        do throws(FileSystemError) {
            try FileWriter.write(bytes, to: path)
            return diagnostics
        } catch {
            return diagnostics + [.lockNotWritten(error)]
        }
    }

    /// The plan with the outputs of the compilers that can run here in place of their sources,
    /// checked against the limits again; nil (with diagnostics) when a tool fails or a limit
    /// is broken by the compiled sizes.
    static func compile(
        _ prepared: PreparedBuild, plan: PackPlan, manifest: Manifest, profile: LimitProfile, options: LintOptions,
        into work: String, outcome: inout BuildOutcome
    ) -> PackPlan? {
        guard let toolchain = prepared.toolchains.values.first else { return plan }
        let compilation = XcodeCompilation(manifest: manifest, plan: plan, toolchain: toolchain, workDirectory: work)
        do throws(XcodeCompilation.Failure) {
            let plan = try compilation.compile(Set(prepared.toolchains.keys))
            // Lint reported the warnings for the source sizes; only errors stop the build here,
            // after --development and --werror.
            let limits = LimitChecker(manifest: manifest, profile: profile).check(plan).map(options.adjust).filter { $0.severity == .error }
            outcome.buildDiagnostics += limits
            return limits.isEmpty ? plan : nil
        } catch {
            outcome.buildDiagnostics.append(.compileFailed(tool: error.tool, status: error.status, output: error.output))
            return nil
        }
    }
}

/// What a build run gave: the lint result, and the build's report or why it stopped.
public struct BuildOutcome: Outcome {
    /// The lint stage's result (its diagnostics included).
    public var lint: LintResult
    /// The output folder, as named by the user.
    public var output: String
    /// How long the run took (set by `BuildJob`).
    public var duration: Duration = .zero
    /// What the build wrote, when it got that far.
    public var report: BuildReport?
    /// Problems of the writing stages: why it stopped, and warnings about the output folder.
    public var buildDiagnostics: [Diagnostic] = []
    /// The signal that interrupted the build, if one did.
    public var interruption: Int32?
    /// What the last build reported, when the output folder's record showed that nothing
    /// changed (`BuildRecord`): nothing was read, planned or written.
    var replayed: BuildRecord.Replay?
    /// Whether the build was answered from the output folder's record, nothing having changed.
    public var isReplay: Bool { replayed != nil }

    /// Every diagnostic, sorted.
    public var diagnostics: [Diagnostic] { (lint.diagnostics + buildDiagnostics).sorted() }

    /// The delivery the job resolved, which built.
    var delivery: any BuildDelivery

    init(lint: LintResult, delivery: any BuildDelivery, output: String) {
        self.lint = lint
        self.delivery = delivery
        self.output = output
    }

    func stopped(by error: BuildError, output: String) -> BuildOutcome {
        var copy = self
        copy.buildDiagnostics.append(error.diagnostic(output: output))
        if case .interrupted(let signal) = error { copy.interruption = signal }
        return copy
    }
}
