/// Reads the first bytes of every tagged file to find executable code, which asset packs
/// cannot hold. The files are split across the cores: on a large project this is most of
/// lint's system calls (open, read, close per file).
enum ExecutableScan {
    static func check(_ files: [ScannedFile], base: String, manifest: Manifest) -> [Diagnostic] {
        ParallelMap.map(count: files.count, minimumChunk: 512) { range in
            range.compactMap { diagnostic(for: files[$0], base: base, manifest: manifest) }
        }
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
