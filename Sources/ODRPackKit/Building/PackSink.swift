import LibArchive
import SystemPackage
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FileSystem

/// Where a pack's entries go: an archive, or a folder on disk. `finish()` leaves everything
/// written flushed to stable storage.
protocol PackSink {
    func addDirectory(_ path: String) throws(BuildError)
    func addFile(_ path: String, size: Int64, contents: ((UnsafeRawBufferPointer) throws(BuildError) -> Void) throws(BuildError) -> Void) throws(BuildError)
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

    func addFile(_ path: String, size: Int64, contents: ((UnsafeRawBufferPointer) throws(BuildError) -> Void) throws(BuildError) -> Void) throws(BuildError) {
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
        guard mkdir(path, 0o755) == 0 else { throw .output(FileSystemError("create folder", path: path)) }
        do throws(FileSystemError) { root = try DirectoryHandle(path) } catch { throw .output(error) }
        self.modificationTime = modificationTime
    }

    func addDirectory(_ path: String) throws(BuildError) {
        guard mkdirat(root.descriptor.rawValue, path, 0o755) == 0 else {
            throw .output(FileSystemError("create folder", path: root.path + "/" + path))
        }
        directories.append(path)
    }

    func addFile(_ path: String, size: Int64, contents: ((UnsafeRawBufferPointer) throws(BuildError) -> Void) throws(BuildError) -> Void) throws(BuildError) {
        let full = root.path + "/" + path
        let raw = openat(root.descriptor.rawValue, path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard raw >= 0 else { throw .output(FileSystemError("create", path: full)) }
        let file = FileDescriptor(rawValue: raw)
        defer { try? file.close() }
        try contents { (chunk: UnsafeRawBufferPointer) throws(BuildError) in
            do throws(FileSystemError) {
                try systemCall("write", full) { try file.writeAll(chunk) }
            } catch {
                throw .output(error)
            }
        }
        guard fsync(raw) == 0 else { throw .output(FileSystemError("write", path: full)) }
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
            let raw = openat(root.descriptor.rawValue, path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard raw >= 0, fsync(raw) == 0 else {
                if raw >= 0 { close(raw) }
                throw .output(FileSystemError("sync", path: root.path + "/" + path))
            }
            close(raw)
        }
    }

    private func setTime(relativePath path: String) throws(BuildError) {
        let time = timespec(tv_sec: Int(modificationTime), tv_nsec: 0)
        let times = [time, time]
        guard utimensat(root.descriptor.rawValue, path, times, AT_SYMLINK_NOFOLLOW) == 0 else {
            throw .output(FileSystemError("set time of", path: root.path + "/" + path))
        }
    }
}
