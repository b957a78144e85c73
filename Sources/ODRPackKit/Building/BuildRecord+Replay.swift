import FileSystem

extension BuildRecord {
    /// The outcome of the build `request` asks for when the output folder's record shows that
    /// nothing it depends on changed: what the last build reported, nothing read but the
    /// record, the keyed files and a `stat` of every path it names, nothing written. Nil (the
    /// build then runs in full) when there is no record, `--rebuild` is given, the caller
    /// reports the plan (`reportsPlan`), or anything differs. The folder's lock is taken as a
    /// build takes it, so another build's commit is never half seen.
    static func replay(
        _ request: BuildPipeline.Request, deliveries: [any BuildDelivery], environment: [String: String], onWait: (Int32?) -> Void
    ) -> BuildOutcome? {
        guard !request.build.rebuild, !request.reportsPlan, request.cancellation?.signal == nil else { return nil }
        let output = request.build.outputDirectory
        guard (try? FileStatus.of(linkAt: PathString.child(output, fileName)))?.kind == .regular,
            let root = try? DirectoryHandle(output),
            let lock = try? OutputLock.exclusive(
                root, policy: request.build.lockPolicy, cancellation: request.cancellation, onWait: onWait)
        else { return nil }
        return withExtendedLifetime(lock) { () -> BuildOutcome? in
            guard let bytes = try? FileAccess.readFile(PathString.child(output, fileName)),
                let record = BuildRecord(decoding: bytes), record.generator == request.build.generator,
                record.key == key(request, environment: environment),
                let delivery = deliveries.first(where: { $0.id.rawValue == record.replay.delivery }),
                let profile = delivery.profiles.first(where: { $0.name.rawValue == record.replay.profile }),
                record.keyedFiles.allSatisfy({ digest($0.path) == $0.sha256 }), record.holds(in: output)
            else { return nil }
            let lint = LintResult(
                manifestFile: request.manifest, manifest: nil, delivery: delivery, profile: profile, plan: nil,
                diagnostics: record.replay.diagnostics)
            var outcome = BuildOutcome(lint: lint, delivery: delivery, output: output)
            outcome.replayed = record.replay
            return outcome
        }
    }

    /// Whether every input and output is as recorded: one `stat` each (two workers for many).
    func holds(in output: String) -> Bool {
        let entries =
            inputs
            + outputs.map { ReadLog.Entry(access: $0.access, path: PathString.child(output, $0.path), status: $0.status) }
        let failed = ParallelMap.map(count: entries.count, minimumChunk: 1024) { range in
            range.contains { !entries[$0].holds() } ? [true] : []
        }
        return failed.isEmpty
    }

    /// The record of the build that gave `outcome`, whose readers noted `log` after
    /// `started`; nil when it cannot vouch for the build: the log is incomplete, a compiler
    /// ran, something failed, or a stamp had not settled (a file changed within a second of the
    /// build's start, or an output within a second of now).
    static func make(
        _ request: BuildPipeline.Request, log: ReadLog, started: Int64, outcome: BuildOutcome, diagnostics: [Diagnostic],
        report: BuildReport, folder: OutputFolder, derivedNames: [String], lockFile: String?, environment: [String: String]
    ) -> BuildRecord? {
        guard log.isComplete, outcome.lint.toolchains.isEmpty, !diagnostics.containsErrors, outcome.interruption == nil,
            request.cancellation?.signal == nil
        else { return nil }
        let inputs = log.entries
        guard inputs.allSatisfy({ $0.status.map { FileStamp($0).isSettled(before: started) } ?? true }),
            let outputs = outputEntries(folder, derivedNames: derivedNames),
            outputs.allSatisfy({ $0.status.map { FileStamp($0).isSettled(before: FileTime.now().totalNanoseconds) } ?? true })
        else { return nil }
        let manifest = XcodeProjectLocation(request.manifest)?.pbxproj ?? request.manifest
        let keyed = ([manifest] + (lockFile.map { [$0] } ?? [])).map { KeyedFile(path: $0, sha256: digest($0)) }
        let index = report.index
        return BuildRecord(
            generator: request.build.generator, key: key(request, environment: environment), keyedFiles: keyed, inputs: inputs,
            outputs: outputs,
            replay: Replay(
                delivery: outcome.delivery.id.rawValue, profile: outcome.lint.profile.name.rawValue, diagnostics: diagnostics,
                packs: index.assetPacks.map(\.identifier), uncompressedSize: index.uncompressedSize, archiveSize: index.archiveSize,
                lines: outcome.delivery.builtLines(index),
                uncompiled: Int64(index.assetPacks.filter { $0.uncompiled == true }.count)))
    }

    /// Every file odr-pack owns in the output folder, present or missing, by its path below
    /// the folder (the lock aside, which each build rewrites), and everything in the packs
    /// folder, its folders listed; nil when something there cannot be read.
    static func outputEntries(_ folder: OutputFolder, derivedNames: [String]) -> [ReadLog.Entry]? {
        let log = ReadLog()
        ReadLog.$current.withValue(log) {
            for name in OutputFolder.fileNames(derivedNames: derivedNames) where name != OutputLock.fileName && name != fileName {
                _ = try? FileStatus.of(linkAt: PathString.child(folder.path, name))
            }
            walk(PathString.child(folder.path, folder.packsFolder), log: log)
        }
        guard log.isComplete else { return nil }
        let prefix = folder.path.count + 1
        return log.entries.map { ReadLog.Entry(access: $0.access, path: String($0.path.dropFirst(prefix)), status: $0.status) }
    }

    private static func walk(_ path: String, log: ReadLog) {
        guard let folder = try? DirectoryHandle(path), let names = try? folder.contents() else { return log.invalidate() }
        for name in names {
            if (try? folder.status(of: name))?.kind == .directory { walk(PathString.child(path, name), log: log) }
        }
    }
}
