import Crypto
import LibArchive

/// Where a pack's entries go: an archive, or a folder on disk.
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

    init(path: String, format: ArchiveFormat, modificationTime: Int64, digest: RunningDigest) throws(BuildError) {
        do throws(ArchiveError) {
            writer = try ArchiveWriter(path: path, format: format) { digest.add($0) }
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

/// Writes entries as a folder tree, with the same fixed modification time on every file.
final class FolderSink: PackSink {
    private let root: String
    private let modificationTime: Int64

    init(path: String, modificationTime: Int64) throws(BuildError) {
        root = path
        self.modificationTime = modificationTime
        guard mkdir(path, 0o755) == 0 else { throw .output(FileSystemError("create folder", path: path)) }
    }

    func addDirectory(_ path: String) throws(BuildError) {
        let full = root + "/" + path
        guard mkdir(full, 0o755) == 0 else { throw .output(FileSystemError("create folder", path: full)) }
    }

    func addFile(_ path: String, size: Int64, contents: ((UnsafeRawBufferPointer) throws(BuildError) -> Void) throws(BuildError) -> Void) throws(BuildError) {
        let full = root + "/" + path
        let descriptor = open(full, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .output(FileSystemError("create", path: full)) }
        defer { close(descriptor) }
        try contents { (chunk: UnsafeRawBufferPointer) throws(BuildError) in
            var offset = 0
            while offset < chunk.count {
                let count = write(descriptor, chunk.baseAddress! + offset, chunk.count - offset)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { throw .output(FileSystemError("write", path: full)) }
                offset += count
            }
        }
        try setTime(full)
    }

    func finish() throws(BuildError) {
        try setTimes(under: root)
    }

    private func setTime(_ path: String) throws(BuildError) {
        let time = timespec(tv_sec: Int(modificationTime), tv_nsec: 0)
        let times = [time, time]
        guard utimensat(AT_FDCWD, path, times, AT_SYMLINK_NOFOLLOW) == 0 else { throw .output(FileSystemError("set time of", path: path)) }
    }

    /// Folders get their time last, since adding files changes it.
    private func setTimes(under path: String) throws(BuildError) {
        for name in (try? FileAccess.contentsOfDirectory(path)) ?? [] {
            if (try? FileStatus.of(linkAt: path + "/" + name))?.kind == .directory { try setTimes(under: path + "/" + name) }
        }
        try setTime(path)
    }
}

/// SHA-256 and length of a stream, updated as it is written.
final class RunningDigest {
    private var hasher = SHA256()
    private(set) var size: Int64 = 0

    func add(_ bytes: UnsafeRawBufferPointer) {
        hasher.update(bufferPointer: bytes)
        size += Int64(bytes.count)
    }

    /// The lower-case hex digest (call once, at the end).
    var hex: String { ContentHash.hex(hasher.finalize()) }
}
