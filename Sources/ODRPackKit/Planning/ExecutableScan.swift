import Dispatch

/// Reads the first bytes of every tagged file to find executable code, which asset packs
/// cannot hold. The files are split across the cores: on a large project this is most of
/// lint's system calls (open, read, close per file).
enum ExecutableScan {
    static func check(_ files: [ScannedFile], base: String, manifest: Manifest) -> [Diagnostic] {
        let chunkCount = max(1, min(files.count / 512, ProcessInfoCores.count * 4))
        let results = ChunkResults(count: chunkCount)
        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
            let range = stride(from: chunk, to: files.count, by: chunkCount)
            results.store(range.compactMap { diagnostic(for: files[$0], base: base, manifest: manifest) }, at: chunk)
        }
        return results.all
    }

    private static func diagnostic(for file: ScannedFile, base: String, manifest: Manifest) -> Diagnostic? {
        guard file.size >= 4 else { return nil }
        let entry = manifest.resources[file.entryIndex]
        do {
            let prefix = try FileAccess.readPrefix(base + "/" + file.source, count: ExecutableDetector.prefixLength)
            return ExecutableDetector.kind(of: prefix).map {
                .executableInPack(file.source, kind: $0, tags: entry.tags, at: entry.location)
            }
        } catch {
            return .unreadableResource(file.source, reason: error.reason, at: entry.location)
        }
    }
}

/// The number of cores the process may use.
enum ProcessInfoCores {
    static var count: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}

/// Per-chunk results written from concurrent workers, each only to its own slot, so no
/// lock is needed; read once every worker has finished.
private final class ChunkResults: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<[Diagnostic]>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: [])
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    func store(_ diagnostics: [Diagnostic], at index: Int) { slots[index] = diagnostics }

    var all: [Diagnostic] { slots.flatMap { $0 } }
}
