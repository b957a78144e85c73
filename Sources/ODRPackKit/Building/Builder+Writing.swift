import Dispatch
import FileSystem
import Synchronization
import SystemPackage

extension Builder {
    /// One pack written and flushed under its pending name, not yet in place.
    struct WrittenPack: Sendable {
        var cached: BuildCache.Pack
        /// Nil when the delivery wrote no archive (`--no-archives`).
        var pendingName: String?
        var finalName: String
    }

    /// Writes `pending` packs with up to `options.jobs` workers; the first failure (or an
    /// interruption) stops the rest.
    func writeAll(
        _ pending: [AssetPack], alreadyDone: Int, temporaries: BuildTemporaries,
        progress: @escaping @Sendable (BuildProgress) -> Void
    ) throws(BuildError) -> [WrittenPack] {
        guard !pending.isEmpty else { return [] }
        // Largest first, so the longest pack does not start last.
        let order = pending.indices.sorted { pending[$0].bytes > pending[$1].bytes }
        let state = WriteState(
            progress: BuildProgress(
                packsDone: alreadyDone, packsTotal: alreadyDone + pending.count,
                bytesDone: 0, bytesTotal: pending.sizeSum(\.bytes)),
            report: progress)
        let next = Atomic<Int>(0)
        let workers = max(1, min(options.jobs, pending.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            let reader = ChunkedReader()
            while !state.failed {
                let position = next.add(1, ordering: .relaxed).oldValue
                guard position < order.count else { return }
                let pack = pending[order[position]]
                do throws(BuildError) {
                    if let signal = cancellation?.signal { throw .interrupted(signal: signal) }
                    state.finish(try writeOne(pack, temporaries: temporaries, reader: reader, state: state))
                } catch {
                    state.fail(error)
                }
            }
        }
        if let error = state.error { throw error }
        do throws(FileSystemError) { try folder.packs.synchronize() } catch { throw .output(error) }
        return state.results
    }

    private func writeOne(
        _ pack: AssetPack, temporaries: BuildTemporaries, reader: ChunkedReader,
        state: WriteState
    ) throws(BuildError) -> WrittenPack {
        let context = ProducerContext(
            folder: folder, temporaries: temporaries, reader: reader, cancellation: cancellation,
            progress: { bytes in state.advance(bytes) }, previous: previousVersions(of: pack.identity.identifier))
        var (built, written) = try producer.produce(pack, context: context)
        if isUncompiled(pack) { built.uncompiled = true }
        // The fingerprint of the content just read, which the next build proves its inputs against.
        let digests = Dictionary(built.files.map { ($0.path, $0.sha256) }) { first, _ in first }
        let inputFingerprint = fingerprint(pack, digests: pack.files.map { digests[$0.packPath] ?? "" })
        let inputs = settledStamps(pack)
        guard let temporary = written else {
            return WrittenPack(
                cached: BuildCache.Pack(pack: built, fingerprint: inputFingerprint, stamp: nil, inputs: inputs), pendingName: nil,
                finalName: "")
        }
        let stamp = try stampWritten(temporary)
        // Named by pack and content: two packs never share one, even with the same bytes, and a
        // pending name is never a final name.
        let pendingName = OutputFolder.pendingName(built)
        do throws(FileSystemError) {
            try folder.packs.rename(temporary, to: pendingName)
        } catch {
            throw .output(error.naming(PathString.child(folder.packs.path, temporary)))
        }
        temporaries.renamed(temporary, to: pendingName)
        return WrittenPack(
            cached: BuildCache.Pack(pack: built, fingerprint: inputFingerprint, stamp: stamp, inputs: inputs),
            pendingName: pendingName, finalName: archiveName(pack))
    }

    /// Stamps a written pack: an archive gets a modification time chosen at random within
    /// the current second, so that no later file reusing its inode can carry its stamp.
    private func stampWritten(_ name: String) throws(BuildError) -> ArchiveStamp {
        let path = PathString.child(folder.packs.path, name)
        if !producer.writesFolders {
            let time = FileTime(seconds: FileTime.now().seconds, nanoseconds: Int.random(in: 0..<1_000_000_000))
            do throws(FileSystemError) { try folder.packs.setTimes(of: name, to: time) } catch { throw .output(error) }
        }
        guard let stamp = folder.stamp(ofPack: name) else {
            throw .output(FileSystemError("stat", path: path, Errno.noSuchFileOrDirectory))
        }
        return stamp
    }
}

/// The temporary and pending names one build made in `packs/`, so that a failure or an
/// interruption removes exactly them (on the thread that started the build).
final class BuildTemporaries: Sendable {
    private let folder: OutputFolder
    private let names = Locked<Set<String>>([])

    init(folder: OutputFolder) {
        self.folder = folder
    }

    /// A fresh temporary name in `packs/` (ending in `suffix`), registered for removal.
    func make(suffix: String = "") -> String {
        let name = FileWriter.temporaryName() + suffix
        names.withLock { _ = $0.insert(name) }
        return name
    }

    /// Records that `old` was renamed to `new`.
    func renamed(_ old: String, to new: String) {
        names.withLock {
            $0.remove(old)
            $0.insert(new)
        }
    }

    /// Forgets `name` once it has its final name.
    func forget(_ name: String) {
        names.withLock { _ = $0.remove(name) }
    }

    /// Removes every name still registered.
    func removeAll() {
        let pending = names.withLock { current in
            defer { current.removeAll() }
            return current
        }
        for name in pending { folder.removePack(name) }
    }
}

/// Shared state of the pack workers: results, the first error, and progress.
final class WriteState: Sendable {
    private struct Inner {
        var progress: BuildProgress
        var results: [Builder.WrittenPack] = []
        var error: BuildError?
    }

    private let inner: Locked<Inner>
    private let report: @Sendable (BuildProgress) -> Void

    init(progress: BuildProgress, report: @escaping @Sendable (BuildProgress) -> Void) {
        inner = Locked(Inner(progress: progress))
        self.report = report
    }

    var failed: Bool { inner.withLock { $0.error != nil } }
    var error: BuildError? { inner.withLock { $0.error } }
    var results: [Builder.WrittenPack] { inner.withLock { $0.results } }

    func advance(_ bytes: Int64) {
        let snapshot = inner.withLock { state in
            state.progress.bytesDone += bytes
            return state.progress
        }
        report(snapshot)
    }

    func finish(_ pack: Builder.WrittenPack) {
        let snapshot = inner.withLock { state in
            state.results.append(pack)
            state.progress.packsDone += 1
            return state.progress
        }
        report(snapshot)
    }

    func fail(_ error: BuildError) {
        inner.withLock { state in
            if state.error == nil { state.error = error }
        }
    }
}
