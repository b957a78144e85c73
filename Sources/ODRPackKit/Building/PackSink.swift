import FileSystem
import LibArchive

/// Where a pack's entries go: an archive, or a folder on disk. `finish()` leaves everything
/// written flushed to stable storage.
protocol PackSink {
    func addDirectory(_ path: String) throws(BuildError)
    func addFile(
        _ path: String, size: Int64, contents: ((UnsafeRawBufferPointer) throws(BuildError) -> Void) throws(BuildError) -> Void)
        throws(BuildError)
    func finish() throws(BuildError)
}

extension PackSink {
    func addData(_ path: String, _ bytes: [UInt8]) throws(BuildError) {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(bytes.count, 1), alignment: 1)
        defer { buffer.deallocate() }
        buffer.copyBytes(from: bytes)
        try addFile(path, size: Int64(bytes.count)) { (write: (UnsafeRawBufferPointer) throws(BuildError) -> Void) throws(BuildError) in
            try write(UnsafeRawBufferPointer(rebasing: buffer[0..<bytes.count]))
        }
    }
}

/// Writes entries into a libarchive archive with fixed times, owner 0 and modes 0644/0755.
final class ArchiveSink: PackSink {
    private let writer: ArchiveWriter
    private let modificationTime: Int64

    init(path: String, format: ArchiveFormat, modificationTime: Int64, digest: StreamDigest) throws(BuildError) {
        do throws(ArchiveError) {
            writer = try ArchiveWriter(path: path, format: format, observe: { digest.add($0) }, synchronize: true)
        } catch {
            throw .archive(error)
        }
        self.modificationTime = modificationTime
    }

    func addDirectory(_ path: String) throws(BuildError) {
        do throws(ArchiveError) {
            try writer.writeHeader(.directory(path, modificationTime: modificationTime))
            try writer.finishEntry()
        } catch {
            throw .archive(error)
        }
    }

    func addFile(
        _ path: String, size: Int64, contents: ((UnsafeRawBufferPointer) throws(BuildError) -> Void) throws(BuildError) -> Void
    ) throws(BuildError) {
        do throws(ArchiveError) {
            try writer.writeHeader(.file(path, size: size, modificationTime: modificationTime))
        } catch {
            throw .archive(error)
        }
        try contents { (chunk: UnsafeRawBufferPointer) throws(BuildError) in
            do throws(ArchiveError) { try writer.writeData(chunk) } catch { throw .archive(error) }
        }
        do throws(ArchiveError) { try writer.finishEntry() } catch { throw .archive(error) }
    }

    func finish() throws(BuildError) {
        do throws(ArchiveError) { try writer.close() } catch { throw .archive(error) }
    }
}

/// Writes entries as a folder tree, every file and folder with the same fixed time.
final class FolderSink: PackSink {
    private let root: DirectoryHandle
    private let modificationTime: Int64
    private var directories: [String] = []

    init(path: String, modificationTime: Int64) throws(BuildError) {
        do throws(FileSystemError) { root = try DirectoryHandle.create(path) } catch { throw .output(error) }
        self.modificationTime = modificationTime
    }

    func addDirectory(_ path: String) throws(BuildError) {
        do throws(FileSystemError) { try root.makeDirectory(path) } catch { throw .output(error) }
        directories.append(path)
    }

    func addFile(
        _ path: String, size: Int64, contents: ((UnsafeRawBufferPointer) throws(BuildError) -> Void) throws(BuildError) -> Void
    ) throws(BuildError) {
        let file: WritableFile
        do throws(FileSystemError) { file = try root.createFile(path) } catch { throw .output(error) }
        try contents { (chunk: UnsafeRawBufferPointer) throws(BuildError) in
            do throws(FileSystemError) {
                try file.write(chunk)
            } catch {
                throw .output(error)
            }
        }
        do throws(FileSystemError) { try file.synchronize() } catch { throw .output(error) }
        try setTime(relativePath: path)
    }

    /// Folders get their time last, deepest first, since adding entries changes it; then
    /// every folder is flushed.
    func finish() throws(BuildError) {
        for path in directories.reversed() {
            try setTime(relativePath: path)
        }
        try setTime(relativePath: ".")
        for path in directories + ["."] {
            do throws(FileSystemError) { try root.synchronize(path) } catch { throw .output(error) }
        }
    }

    private func setTime(relativePath path: String) throws(BuildError) {
        do throws(FileSystemError) {
            try root.setTimes(of: path, to: FileTime(seconds: Int(modificationTime)))
        } catch {
            throw .output(error)
        }
    }
}
