import Dispatch
import FileSystem

extension Builder {
    /// A pack the last build wrote, kept: its cache entry as the new cache records it.
    struct Reuse: Sendable {
        var cached: BuildCache.Pack
        /// Input bytes read to prove it unchanged (inputs whose stamps had changed).
        var bytesHashed: Int64
        /// Whether its archive was read whole, its stamp having changed.
        var archiveProven: Bool
    }

    /// For each pack of the plan, in order, its reuse, or nil when it must be written. Packs
    /// are decided by up to `options.jobs` workers, since proving one may read all its inputs.
    func reuses() throws(BuildError) -> [Reuse?] {
        guard let cache, !options.rebuild else { return Array(repeating: nil, count: plan.packs.count) }
        // Largest first, so the workers finish together: the last pack taken is a small one.
        let candidates = plan.packs.indices.filter { cache.packs[plan.packs[$0].identity.identifier] != nil }
            .sorted { (plan.packs[$1].bytes, $0) < (plan.packs[$0].bytes, $1) }
        let results = Locked<[Int: Reuse]>([:])
        let next = Locked(0)
        // The provisional index a delivery verifies a kept archive against: the build's own
        // settings (format, layout, application). Made at most once, and only when an archive's
        // stamp changed: a no-op build never needs it, and it walks every manifest entry.
        let provisional = Locked<BuildIndex?>(nil)
        let context = { @Sendable () -> BuildIndex in
            provisional.withLock { made in
                if let made { return made }
                let index = makeIndex(packs: [])
                made = index
                return index
            }
        }
        let workers = max(1, min(options.jobs, candidates.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            let reader = ChunkedReader()
            while cancellation?.signal == nil {
                let position = next.withLock { value in
                    defer { value += 1 }
                    return value
                }
                guard position < candidates.count else { return }
                let index = candidates[position]
                if let reuse = reusable(
                    plan.packs[index], cached: cache.packs[plan.packs[index].identity.identifier]!, index: context, reader: reader)
                {
                    results.withLock { $0[index] = reuse }
                }
            }
        }
        if let signal = cancellation?.signal { throw .interrupted(signal: signal) }
        let found = results.withLock { $0 }
        return plan.packs.indices.map { found[$0] }
    }

    /// The cached pack, when its inputs are proven to be those it was written from and its
    /// archive the one written for it; nil otherwise (the pack is written again, and any
    /// error reading an input is reported then).
    private func reusable(
        _ pack: AssetPack, cached: BuildCache.Pack, index: @Sendable () -> BuildIndex, reader: ChunkedReader
    ) -> Reuse? {
        var cached = cached
        guard cached.pack.folder == pack.identity.folderName, cached.pack.tags == pack.tags,
            cached.pack.files.map(\.path) == pack.files.map(\.packPath).sorted(by: { $0.utf8Precedes($1) })
        else { return nil }
        let recorded = Dictionary(cached.pack.files.map { ($0.path, $0) }) { first, _ in first }
        var digests: [String] = []
        var hashed: Int64 = 0
        for file in pack.files {
            guard let built = recorded[file.packPath], built.source == file.source, built.size == file.size else { return nil }
            if cached.inputs[file.packPath] == file.stamp {
                digests.append(built.sha256)
                continue
            }
            // The first input that differs decides: the pack is written, so stop reading.
            guard let digest = try? digest(of: file, reader: reader), digest == built.sha256 else { return nil }
            digests.append(digest)
            hashed += file.size
        }
        guard fingerprint(pack, digests: digests) == cached.fingerprint else { return nil }
        // The cache names no path: the archive is where this build puts it.
        let name = archiveName(pack)
        cached.pack.archive = name.isEmpty ? "" : PathString.child(folder.packsFolder, name)
        var proven = false
        let stamp = folder.stamp(ofPack: name)
        if stamp != cached.stamp {
            // Read whole, and stamped before and after: a file changed meanwhile is not kept.
            guard let prover, !name.isEmpty, let stamp, prover.proves(cached.pack, index: index(), directory: folder.path),
                folder.stamp(ofPack: name) == stamp
            else { return nil }
            cached.stamp = stamp
            proven = true
        }
        cached.inputs = settledStamps(pack)
        return Reuse(cached: cached, bytesHashed: hashed, archiveProven: proven)
    }

    /// The SHA-256 of an input file, read as the writer reads it (checked against the scan).
    func digest(of file: ScannedFile, reader: ChunkedReader) throws(BuildError) -> String {
        let source = try SourceFile(path: file.compiledOutput ?? PathString.child(plan.baseDirectory, file.source), expected: file)
        let digest = StreamDigest()
        try source.readChunks(with: reader, cancellation: cancellation) { (chunk: UnsafeRawBufferPointer) throws(BuildError) in
            digest.add(chunk)
        }
        return digest.finish()
    }
}
