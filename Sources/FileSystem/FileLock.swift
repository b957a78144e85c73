import SystemPackage

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory lock (`flock`) on an open lock file, shared or exclusive. It belongs to the
/// open file, so two `FileLock`s on one file conflict even within one process; the system
/// releases it when the object goes away or the process ends, however it ends. The file may
/// hold its owner's process id, for the messages of processes waiting for it.
public final class FileLock: Sendable {
    /// How the lock is held.
    public enum Mode: Sendable {
        /// Any number of shared holders, no exclusive one (readers).
        case shared
        /// One holder, no other (a writer).
        case exclusive

        var operation: Int32 { self == .shared ? LOCK_SH : LOCK_EX }
    }

    private let descriptor: FileDescriptor
    /// The lock file's path, for error messages.
    public let path: String

    private init(descriptor: Int32, path: String) {
        self.descriptor = FileDescriptor(rawValue: descriptor)
        self.path = path
    }

    deinit { try? descriptor.close() }

    /// Opens the lock file `name` in `folder` for reading and writing, creating it (mode
    /// 0644) when missing; never through a link.
    public convenience init(creating name: String, in folder: DirectoryHandle) throws(FileSystemError) {
        let raw = openat(folder.descriptor.rawValue, name, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
        try systemCall(raw, "open", folder.path + "/" + name)
        self.init(descriptor: raw, path: folder.path + "/" + name)
    }

    /// Opens the existing lock file at `path`, read-only (enough to lock it); never through
    /// a link.
    public convenience init(existing path: String) throws(FileSystemError) {
        let raw = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        try systemCall(raw, "open", path)
        self.init(descriptor: raw, path: path)
    }

    /// Takes the lock if no other open file holds a conflicting one, without waiting.
    /// False when the lock is held elsewhere or the attempt was interrupted (`EINTR`): the
    /// caller decides whether to try again.
    public func tryLock(_ mode: Mode) throws(FileSystemError) -> Bool {
        guard flock(descriptor.rawValue, mode.operation | LOCK_NB) != 0 else { return true }
        let code = errno
        guard code == EWOULDBLOCK || code == EINTR else { throw FileSystemError("lock", path: path, code: code) }
        return false
    }

    /// Takes the lock, waiting while another open file holds a conflicting one; an
    /// interrupted wait is resumed.
    public func lock(_ mode: Mode) throws(FileSystemError) {
        while flock(descriptor.rawValue, mode.operation) != 0 {
            let code = errno
            guard code == EINTR else { throw FileSystemError("lock", path: path, code: code) }
        }
    }

    /// Releases the lock (closing the file releases it too).
    public func unlock() throws(FileSystemError) {
        try systemCall(flock(descriptor.rawValue, LOCK_UN), "unlock", path)
    }

    /// Makes this process's id the file's content, for processes that wait to name the
    /// holder. Best effort: the content is only informative, so failures are ignored.
    public func recordOwner() {
        _ = try? descriptor.resize(to: 0)
        _ = try? descriptor.writeAll(toAbsoluteOffset: 0, Array("\(getpid())\n".utf8))
    }

    /// The process id the holder recorded, if the file holds one.
    public var owner: Int32? {
        var bytes = [UInt8](repeating: 0, count: 16)
        let count = (try? bytes.withUnsafeMutableBytes { try descriptor.read(fromAbsoluteOffset: 0, into: $0) }) ?? 0
        var text = Substring(String(decoding: bytes[0..<count], as: UTF8.self))
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return Int32(text)
    }
}
