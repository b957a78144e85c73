import Crypto
import LibArchive

/// An entry found in an archive or pack folder.
struct FoundEntry {
    var path: String
    var isDirectory: Bool
}

/// An entry's size and SHA-256, plus its bytes when it is small (for plists).
struct EntryDigest {
    var size: Int64
    var sha256: String
    var bytes: [UInt8]

    /// Entries up to this size keep their bytes for content checks.
    static let keptBytes = 1 << 16
}

/// Something that lists entries and streams their contents through SHA-256.
protocol EntrySource {
    func forEach(_ body: (FoundEntry, EntryDigest) -> Void) throws
}

/// The entries of an archive, read with libarchive.
struct ArchiveEntries: EntrySource {
    let path: String

    func forEach(_ body: (FoundEntry, EntryDigest) -> Void) throws {
        let reader = try ArchiveReader(path: path)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 16)
        defer { buffer.deallocate() }
        while let entry = try reader.nextEntry() {
            let name = entry.path.hasSuffix("/") ? String(entry.path.dropLast()) : entry.path
            var digest = DigestBuilder()
            do {
                if entry.kind == .file {
                    while true {
                        let count = try reader.readData(into: buffer)
                        if count == 0 { break }
                        digest.add(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
                    }
                } else {
                    try reader.skipData()
                }
            } catch {
                // The archive cannot be read past a damaged entry: name the entry, then stop.
                throw DamagedEntry(path: name, reason: error.description)
            }
            body(FoundEntry(path: name, isDirectory: entry.kind == .directory), digest.result)
        }
        try reader.close()
    }
}

/// The entries of a pack folder, walked in sorted order.
struct FolderEntries: EntrySource {
    let root: String

    func forEach(_ body: (FoundEntry, EntryDigest) -> Void) throws {
        try walk("", body)
    }

    private func walk(_ relative: String, _ body: (FoundEntry, EntryDigest) -> Void) throws {
        let folder = relative.isEmpty ? root : root + "/" + relative
        for name in try FileAccess.contentsOfDirectory(folder) {
            let path = relative.isEmpty ? name : relative + "/" + name
            let full = root + "/" + path
            if try FileStatus.of(linkAt: full).kind == .directory {
                body(FoundEntry(path: path, isDirectory: true), DigestBuilder().result)
                try walk(path, body)
            } else {
                body(FoundEntry(path: path, isDirectory: false), try digest(of: full))
            }
        }
    }

    private func digest(of path: String) throws -> EntryDigest {
        var builder = DigestBuilder()
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileSystemError("open", path: path) }
        defer { close(descriptor) }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let count = read(descriptor, buffer.baseAddress, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw FileSystemError("read", path: path) }
            if count == 0 { return builder.result }
            builder.add(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
        }
    }
}

/// Hashes an entry chunk by chunk, keeping the bytes of small entries.
struct DigestBuilder {
    private var hasher = SHA256()
    private var size: Int64 = 0
    private var bytes: [UInt8] = []

    mutating func add(_ chunk: UnsafeRawBufferPointer) {
        hasher.update(bufferPointer: chunk)
        size += Int64(chunk.count)
        if size <= EntryDigest.keptBytes { bytes.append(contentsOf: chunk) }
    }

    var result: EntryDigest {
        EntryDigest(size: size, sha256: ContentHash.hex(hasher.finalize()), bytes: size <= EntryDigest.keptBytes ? bytes : [])
    }
}

/// An archive entry whose data could not be read; reading stops there.
struct DamagedEntry: Error {
    var path: String
    var reason: String
}
