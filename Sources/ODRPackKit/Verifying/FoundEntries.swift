import FileSystem
import LibArchive

/// An entry found in an archive or pack folder, with its size and SHA-256, and its bytes
/// when it is small (the pack's plists are checked by content).
struct FoundEntry {
    var path: String
    var isDirectory: Bool
    var size: Int64
    var sha256: String
    var bytes: [UInt8]

    /// Entries up to this size keep their bytes for content checks.
    static let keptBytes = 1 << 16

    init(path: String, isDirectory: Bool, digest: StreamDigest) {
        self.path = path
        self.isDirectory = isDirectory
        size = digest.size
        sha256 = digest.finish()
        bytes = digest.keptBytes
    }
}

/// An archive entry whose data could not be read; reading stops there.
struct DamagedEntry: Error {
    var path: String
    var reason: String
}

/// Something that lists entries and streams their contents through SHA-256.
protocol EntrySource {
    func forEach(_ body: (FoundEntry) -> Void) throws
}

/// The entries of an archive, read with libarchive.
struct ArchiveEntries: EntrySource {
    let path: String

    func forEach(_ body: (FoundEntry) -> Void) throws {
        let reader = try ArchiveReader(path: path)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: ChunkedReader.chunkSize, alignment: 16)
        defer { buffer.deallocate() }
        while let entry = try reader.nextEntry() {
            let name = entry.path.hasSuffix("/") ? String(entry.path.dropLast()) : entry.path
            let digest = StreamDigest(keepingUpTo: FoundEntry.keptBytes)
            do {
                if entry.kind == .file {
                    while case let count = try reader.readData(into: buffer), count > 0 {
                        digest.add(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
                    }
                } else {
                    try reader.skipData()
                }
            } catch {
                // The archive cannot be read past a damaged entry: name the entry, then stop.
                throw DamagedEntry(path: name, reason: "\(error)")
            }
            body(FoundEntry(path: name, isDirectory: entry.kind == .directory, digest: digest))
        }
        try reader.close()
    }
}

/// The entries of a pack folder, walked in sorted order without following links.
struct FolderEntries: EntrySource {
    let root: String
    /// Gets the count of each chunk of a file read.
    var progress: (Int64) -> Void = { _ in }

    func forEach(_ body: (FoundEntry) -> Void) throws {
        try walk(try DirectoryHandle(root), relative: "", reader: ChunkedReader(), body)
    }

    private func walk(_ folder: DirectoryHandle, relative: String, reader: ChunkedReader, _ body: (FoundEntry) -> Void) throws {
        for name in try folder.contents() {
            let path = relative.isEmpty ? name : PathString.child(relative, name)
            if try folder.status(of: name).kind == .directory {
                body(FoundEntry(path: path, isDirectory: true, digest: StreamDigest()))
                try walk(try folder.subdirectory(name), relative: path, reader: reader, body)
            } else {
                let digest = StreamDigest(keepingUpTo: FoundEntry.keptBytes)
                reader.begin(try folder.openFile(name))
                while let chunk = try reader.next() {
                    digest.add(chunk)
                    progress(Int64(chunk.count))
                }
                body(FoundEntry(path: path, isDirectory: false, digest: digest))
            }
        }
    }
}

/// SHA-256 and size of a whole file (an archive).
enum FileDigest {
    /// `progress` gets the count of each chunk read.
    static func sha256(of path: String, progress: (Int64) -> Void = { _ in }) throws(FileSystemError) -> (size: Int64, sha256: String) {
        let digest = StreamDigest()
        let reader = ChunkedReader()
        reader.begin(try FileAccess.openRegularFile(path))
        while let chunk = try reader.next() {
            digest.add(chunk)
            progress(Int64(chunk.count))
        }
        return (digest.size, digest.finish())
    }
}
