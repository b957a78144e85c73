import Dispatch
import FileSystem
import PropertyList

extension Builder {
    /// What the commit and finish steps did.
    struct Finished {
        /// Whether a file other than the cache was written or removed.
        var changed: Bool
        /// Whether the cache was written (a no-op build records input stamps that have settled).
        var cacheWritten = false
        var removed: [String]
        var foreign: [String]
    }

    /// Writes the cache, then the index (the commit point), then renames the pending
    /// archives into place, writes the Apple plists and removes what the index no longer
    /// lists. A file that already holds the bytes to write is left untouched, so a build
    /// that changes nothing writes nothing.
    func commit(
        _ written: [WrittenPack], index: BuildIndex, cache: BuildCache,
        temporaries: BuildTemporaries
    ) throws(BuildError) -> Finished {
        // An index in the other format goes first: readers take index.plist before
        // index.json, so an old one left beside the new commit point would be read as the
        // build. A kill from here to the commit leaves no index, which verify reports and
        // the next build repairs.
        let encoded = encode(index: index, cache: cache)
        var changed = false
        for format in BuildOptions.IndexFormat.allCases where format != options.indexFormat && folder.contents(of: format.fileName) != nil {
            folder.removeFile(format.fileName)
            changed = true
        }
        let cacheWritten = try encoded.cache.map { bytes throws(BuildError) in try folder.write(BuildCache.fileName, bytes) } ?? false
        CrashPoint.reach(.cached, cancellation: cancellation)
        changed = try folder.write(options.indexFormat.fileName, encoded.index) || changed
        CrashPoint.reach(.committed, cancellation: cancellation)
        let moved = written.compactMap { pack in pack.pendingName.map { (pending: $0, final: pack.finalName) } }
        for (position, pack) in moved.sorted(by: { $0.final < $1.final }).enumerated() {
            try folder.movePack(pack.pending, to: pack.final)
            temporaries.forget(pack.pending)
            if position == 0 { CrashPoint.reach(.renamedOne, cancellation: cancellation) }
        }
        if !moved.isEmpty {
            do throws(FileSystemError) { try folder.packs.synchronize() } catch { throw .output(error) }
        }
        let derived = encoded.derived
        for file in derived.top {
            changed = try folder.write(file.name, file.bytes) || changed
        }
        for file in derived.packs {
            changed = try folder.writePacksFile(file.name, file.bytes) || changed
        }
        CrashPoint.reach(.finished, cancellation: cancellation)
        var finished = removeStale(index: index, derived: derived)
        finished.changed = finished.changed || changed
        finished.cacheWritten = cacheWritten
        return finished
    }

    /// The bytes the commit writes, made side by side (they are independent, and making them
    /// was a sixth of a rebuild that keeps every pack): the cache (nil when it equals the one
    /// this build read: on a no-op build of thousands of files, encoding it was a third of the
    /// run), the index and the delivery's derived files.
    private func encode(index: BuildIndex, cache: BuildCache) -> (cache: [UInt8]?, index: [UInt8], derived: DerivedFiles) {
        let encodesCache = cache != self.cache
        let (producer, format, delivery) = (producer, options.indexFormat, deliveries.first?.id)
        let parts = Locked<(cache: [UInt8]?, index: [UInt8], derived: DerivedFiles)>((nil, [], DerivedFiles()))
        DispatchQueue.concurrentPerform(iterations: 3) { part in
            switch part {
            case 0:
                guard encodesCache else { return }
                let bytes = cache.encoded
                parts.withLock { $0.cache = bytes }
            case 1:
                let bytes = IndexStore.encode(index, format: format, defaultDelivery: delivery)
                parts.withLock { $0.index = bytes }
            default:
                let derived = producer.derivedFiles(index)
                parts.withLock { $0.derived = derived }
            }
        }
        return parts.withLock { $0 }
    }

    /// Removes archives the index does not list and files of other deliveries; names the
    /// files in `packs/` that odr-pack did not write.
    private func removeStale(index: BuildIndex, derived: DerivedFiles) -> Finished {
        var finished = Finished(changed: false, removed: [], foreign: [])
        let current = Set(
            index.assetPacks.map { $0.archive.dropFirst(folder.packsFolder.count + 1) } + derived.packs.map { Substring($0.name) })
        let previous = Set(cache?.packs.keys.map { $0 } ?? [])
        for name in (try? folder.packs.contents()) ?? [] where !current.contains(Substring(name)) {
            if OutputFolder.isTemporary(name) {
                folder.removePack(name)
                finished.changed = true
                continue
            }
            // A common name (`<ID>.json`) may be anyone's file: only what the last build made is removed.
            guard let role = deliveries.lazy.compactMap({ $0.role(ofPacksFile: name) }).first,
                role.pack.map(previous.contains) ?? true
            else {
                finished.foreign.append(name)
                continue
            }
            folder.removePack(name)
            if role.isArchive { finished.removed.append(name) }
            finished.changed = true
        }
        let kept = Set(derived.top.map(\.name))
        for name in deliveries.flatMap(\.topLevelNames) where !kept.contains(name) && folder.contents(of: name) != nil {
            folder.removeFile(name)
            finished.changed = true
        }
        return finished
    }
}
