import Dispatch
import PropertyList
import Synchronization

extension Builder {
    /// One pack written to its temporary path.
    struct WrittenPack: Sendable {
        var pack: BuiltPack
        var temporaryPath: String
        var finalPath: String
    }

    /// Writes `pending` packs with up to `options.jobs` workers; the first failure stops the rest.
    func writeAll(_ pending: [(pack: AssetPack, fingerprint: String)], into directory: String, alreadyDone: Int,
                  temporaries: TemporaryFiles, progress: @escaping @Sendable (BuildProgress) -> Void) throws(BuildError) -> [WrittenPack] {
        // Largest first, so the longest pack does not start last.
        let order = pending.indices.sorted { pending[$0].pack.bytes > pending[$1].pack.bytes }
        let state = WriteState(
            progress: BuildProgress(packsDone: alreadyDone, packsTotal: alreadyDone + pending.count,
                                    bytesDone: 0, bytesTotal: pending.reduce(0) { $0 + $1.pack.bytes }),
            report: progress)
        let next = Atomic<Int>(0)
        let workers = max(1, min(options.jobs, pending.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while !state.failed {
                let position = next.add(1, ordering: .relaxed).oldValue
                guard position < order.count else { return }
                let (pack, fingerprint) = pending[order[position]]
                do throws(BuildError) {
                    state.finish(try writeOne(pack, fingerprint: fingerprint, into: directory, temporaries: temporaries, state: state))
                } catch {
                    state.fail(error)
                }
            }
        }
        if let error = state.error {
            temporaries.removeAll()
            throw error
        }
        return state.results
    }

    private func writeOne(_ pack: AssetPack, fingerprint: String, into directory: String,
                          temporaries: TemporaryFiles, state: WriteState) throws(BuildError) -> WrittenPack {
        let archiveName = options.archive.fileName(for: pack.identity.folderName)
        let temporary = temporaries.make(in: directory, for: archiveName)
        let writer = PackWriter(layout: PackLayout(pack), baseDirectory: plan.baseDirectory, options: options, fingerprint: fingerprint)
        do {
            let built = try writer.write(to: temporary, archiveName: archiveName) { bytes in state.advance(bytes) }
            return WrittenPack(pack: built, temporaryPath: temporary, finalPath: directory + "/" + archiveName)
        } catch {
            FileTree.remove(temporary)
            temporaries.release(temporary)
            throw error
        }
    }

    /// Renames the new archives into place, writes the Apple plists and then the index, and
    /// removes what the new index no longer lists.
    func commit(_ written: [WrittenPack], index: BuildIndex, previous: BuildIndex?, temporaries: TemporaryFiles) throws(BuildError) {
        let directory = options.outputDirectory
        do throws(BuildError) {
            for pack in written.sorted(by: { $0.finalPath < $1.finalPath }) {
                try FileTree.replace(pack.finalPath, with: pack.temporaryPath)
                temporaries.release(pack.temporaryPath)
            }
        } catch {
            temporaries.removeAll()
            throw error
        }
        try FileTree.writeAtomically(BinaryPropertyList.encode(AppleFiles.onDemandResources(index)), to: directory, name: "OnDemandResources.plist", temporaries: temporaries)
        try FileTree.writeAtomically(BinaryPropertyList.encode(AppleFiles.assetPackManifest(index)), to: directory, name: index.assetPackManifestName, temporaries: temporaries)
        try FileTree.writeAtomically(IndexStore.encodeCache(index, plan: plan), to: directory, name: IndexStore.cacheName, temporaries: temporaries)
        try FileTree.writeAtomically(IndexStore.encode(index, format: options.indexFormat), to: directory, name: options.indexFormat.fileName, temporaries: temporaries)
        removeStale(index: index, previous: previous)
    }

    private func removeStale(index: BuildIndex, previous: BuildIndex?) {
        let directory = options.outputDirectory
        let current = Set(index.assetPacks.map(\.archive))
        for old in previous?.assetPacks ?? [] where !current.contains(old.archive) {
            FileTree.remove(directory + "/" + old.archive)
        }
        for name in ["AssetPackManifestTemplate.plist", "AssetPackManifest.plist"] where name != index.assetPackManifestName {
            FileTree.remove(directory + "/" + name)
        }
        for format in BuildOptions.IndexFormat.allCases where format != options.indexFormat {
            FileTree.remove(directory + "/" + format.fileName)
        }
    }

    func makeIndex(packs: [BuiltPack]) -> BuildIndex {
        let sizes = Dictionary(uniqueKeysWithValues: packs.map { ($0.identifier, $0.uncompressedSize) })
        let early = Set(plan.initialAndPrefetchPacks)
        return BuildIndex(
            bundleIdentifier: plan.bundleIdentifier, profile: profile.name, generator: generator,
            archiveFormat: options.archive.rawValue, urlPrefix: options.urlPrefix,
            initialInstallTags: manifest.initialInstallTags, prefetchTagOrder: manifest.prefetchOrder,
            assetPacks: packs,
            tags: plan.tags.filter { !$0.packs.isEmpty }.map { tag in
                BuildIndex.Tag(name: tag.name, category: tag.category, prefetchOrder: tag.prefetchIndex,
                               preservationPriority: tag.preservationPriority, assetPacks: tag.packs,
                               size: tag.packs.reduce(0) { $0 + (sizes[$1] ?? 0) })
            },
            appBundleSize: plan.appBundleBytes,
            initialAndPrefetchSize: packs.filter { early.contains($0.identifier) }.reduce(0) { $0 + $1.uncompressedSize })
    }
}

/// Shared state of the pack workers: results, the first error, and progress.
final class WriteState: Sendable {
    private struct Inner {
        var progress: BuildProgress
        var results: [Builder.WrittenPack] = []
        var error: BuildError?
    }

    private let inner: Mutex<Inner>
    private let report: @Sendable (BuildProgress) -> Void

    init(progress: BuildProgress, report: @escaping @Sendable (BuildProgress) -> Void) {
        inner = Mutex(Inner(progress: progress))
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
