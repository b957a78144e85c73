import FileSystem

/// Writes a checked plan into an output folder, so that a build killed at any instant
/// leaves the previous build, the new one, or a folder the next build repairs:
///
/// 1. **clean** -- temporaries of killed builds are removed (the folder's lock is held);
/// 2. **reuse** -- a pack is kept when its inputs' content gives the fingerprint the cache
///    has (an input is hashed again unless its stamp is the one recorded) and the archive at
///    its name still has the stamp recorded when it was written, or is proven by reading it
///    (see `BuildCache`);
/// 3. **write** -- the other packs are written by `jobs` workers to temporary names, flushed
///    to storage, stamped, and renamed to pending names (`.odr-pack-pending-<sha256>`);
/// 4. **commit** -- the cache is written, then the index: the single commit point (each
///    through a temporary file, flushed, renamed, and the folder flushed). Until then no
///    final name has changed and the previous build is intact;
/// 5. **finish** -- pending archives are renamed to their final names, the Apple plists
///    (derived from the index) are written, and archives the index no longer lists are
///    removed. A kill here leaves an index whose archives are not all in place; `verify`
///    says so, and the next build repairs it, since no stamp in the cache matches a
///    replaced archive.
///
/// A failure or interruption before the commit point removes every temporary file.
struct Builder {
    let plan: PackPlan
    let manifest: Manifest
    let profile: LimitProfile
    let options: BuildOptions
    let folder: OutputFolder
    let cache: BuildCache?
    let cancellation: Cancellation?
    /// The delivery's writer of packs and derived files.
    let producer: any PackProducer
    /// Every delivery: what the build finds of another's in the folder is removed.
    let deliveries: [any BuildDelivery]
    /// When the scan began, in nanoseconds since 1970: input stamps settled before it are
    /// recorded for the next build (`FileStamp.isSettled(before:)`).
    var scanStarted: Int64 = FileTime.now().totalNanoseconds
    /// The delivery that proves a kept archive whose stamp changed (a restored or copied
    /// output folder) by reading it whole (`BuildDelivery.proves`). Without one, such an
    /// archive is written again.
    var prover: (any BuildDelivery)? = nil

    /// Builds, reporting progress as packs are written.
    func build(progress: @escaping @Sendable (BuildProgress) -> Void) throws(BuildError) -> BuildReport {
        folder.removeTemporaries()
        let reuses = try reuses()
        var kept: [BuildCache.Pack] = []
        var pending: [AssetPack] = []
        for (pack, reuse) in zip(plan.packs, reuses) {
            if let reuse { kept.append(reuse.cached) } else { pending.append(pack) }
        }
        let temporaries = BuildTemporaries(folder: folder)
        do throws(BuildError) {
            // In identifier order, whichever worker finished first, so reports are stable.
            let written = try writeAll(pending, alreadyDone: kept.count, temporaries: temporaries, progress: progress)
                .sorted { $0.cached.pack.identifier < $1.cached.pack.identifier }
            CrashPoint.reach(.written, cancellation: cancellation)
            if let signal = cancellation?.signal { throw .interrupted(signal: signal) }
            let cached = (kept + written.map(\.cached)).sorted { $0.pack.identifier < $1.pack.identifier }
            let index = makeIndex(packs: cached.map(\.pack))
            let newCache = BuildCache(
                packs: Dictionary(cached.map { ($0.pack.identifier, $0) }) { first, _ in first },
                checkedFiles: checkedFiles(), generator: options.generator, merge: plan.arrangement.mergeMemo)
            let finished = try commit(written, index: index, cache: newCache, temporaries: temporaries)
            return BuildReport(
                index: index, written: written.map(\.cached.pack.identifier), kept: kept.map(\.pack.identifier),
                removed: finished.removed, foreign: finished.foreign,
                bytesPacked: pending.sizeSum(\.bytes), changedOutput: finished.changed, cacheWritten: finished.cacheWritten,
                bytesHashed: reuses.compactMap { $0 }.sizeSum(\.bytesHashed),
                archivesProven: reuses.filter { $0?.archiveProven == true }.count)
        } catch {
            temporaries.removeAll()
            throw error
        }
    }

    /// The fingerprint of `pack` whose files have the SHA-256s `digests`.
    func fingerprint(_ pack: AssetPack, digests: [String]) -> String {
        InputFingerprint.of(
            pack, digests: digests, options: options, archiveFormat: producer.archiveFormat, uncompiled: isUncompiled(pack),
            producer: producer.fingerprint(of: pack))
    }

    /// The stamps of `pack`'s inputs to record for the next build: those settled before the scan.
    func settledStamps(_ pack: AssetPack) -> [String: FileStamp] {
        var stamps: [String: FileStamp] = [:]
        for file in pack.files where file.stamp.isSettled(before: scanStarted) { stamps[file.packPath] = file.stamp }
        return stamps
    }
    /// Whether the pack holds resources Xcode compiles, packed here as their sources.
    func isUncompiled(_ pack: AssetPack) -> Bool {
        pack.files.contains { file in
            if case .compiled = manifest.resources[file.entryIndex].processing { return file.compiledOutput == nil }
            return false
        }
    }

    /// What devices may hold of the pack `identifier`: its entry in the baseline, then in the
    /// last build's cache.
    func previousVersions(of identifier: String) -> [BuiltPack] {
        [options.baseline?.assetPacks.first { $0.identifier == identifier }, cache?.packs[identifier]?.pack].compactMap { $0 }
    }

    func archiveName(_ pack: AssetPack) -> String {
        producer.archiveName(pack)
    }

    /// Every packed file passed lint's executable check at this size and time; Git LFS
    /// pointers are left out, so the next lint warns of them again.
    private func checkedFiles() -> [String: FileStamp] {
        var stamps: [String: FileStamp] = [:]
        for file in plan.packs.lazy.flatMap(\.files)
        where !plan.gitLFSPointers.contains(file.source) && file.compiledOutput == nil && file.stamp.isSettled(before: scanStarted) {
            stamps[file.source] = file.stamp
        }
        return stamps
    }

    func makeIndex(packs: [BuiltPack]) -> BuildIndex {
        let sizes = Dictionary(packs.map { ($0.identifier, $0.uncompressedSize) }) { first, _ in first }
        let early = Set(plan.initialAndPrefetchPacks)
        let file = manifest.location.file
        func line(_ location: SourceLocation?) -> Int? { location?.file == file ? location?.line : nil }
        let firstEntries = Dictionary(plan.packs.map { ($0.identity.identifier, $0.firstEntryIndex) }) { first, _ in first }
        let packs = packs.map { pack in
            var located = pack
            located.line = firstEntries[pack.identifier].flatMap { line(manifest.entryLocation($0)) }
            return located
        }
        var tagLocations: [String: SourceLocation] = [:]
        for (index, entry) in manifest.resources.enumerated() {
            for tag in entry.tags where tagLocations[tag] == nil { tagLocations[tag] = manifest.entryLocation(index) }
        }
        for declaration in manifest.tags { if let location = declaration.location { tagLocations[declaration.name] = location } }
        var index = BuildIndex(
            bundleIdentifier: plan.bundleIdentifier, delivery: plan.delivery.id, profile: profile.name.rawValue,
            generator: options.generator,
            archiveFormat: producer.archiveFormat, packsFolder: folder.packsFolder,
            initialInstallTags: manifest.initialInstallTags, prefetchTagOrder: manifest.prefetchOrder,
            assetPacks: packs,
            tags: plan.tags.filter { !$0.packs.isEmpty }.map { tag in
                BuildIndex.Tag(
                    name: tag.name, category: tag.category, prefetchOrder: tag.prefetchIndex,
                    preservationPriority: tag.preservationPriority, assetPacks: tag.packs,
                    size: tag.packs.sizeSum { sizes[$0] ?? 0 },
                    line: line(tagLocations[tag.name]))
            },
            appBundleSize: plan.appBundleBytes,
            initialAndPrefetchSize: packs.filter { early.contains($0.identifier) }.sizeSum(\.uncompressedSize))
        index.manifest = file
        index.retiredIDs = plan.arrangement.retiredIDs
        producer.annotate(&index)
        return index
    }
}
