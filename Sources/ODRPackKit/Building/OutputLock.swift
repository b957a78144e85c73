import SystemPackage
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FileSystem

/// An advisory lock on an output folder (`flock` on `.odr-pack.lock`), held for a whole
/// build so that two builds never write one folder at once; `verify` takes it shared. The
/// system releases it when the process ends, however it ends.
final class OutputLock: Sendable {
    /// The lock file's name in the output folder.
    static let fileName = ".odr-pack.lock"
    private let descriptor: FileDescriptor

    private init(descriptor: FileDescriptor) {
        self.descriptor = descriptor
    }

    deinit { try? descriptor.close() }

    /// Takes the exclusive lock of `folder`, waiting (and saying so once through `onWait`,
    /// with the holder's process id when known) or failing at once, as `policy` says.
    static func exclusive(_ folder: DirectoryHandle, policy: BuildOptions.LockPolicy, cancellation: Cancellation?,
                          onWait: (Int32?) -> Void) throws(BuildError) -> OutputLock {
        let raw = openat(folder.descriptor.rawValue, fileName, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard raw >= 0 else { throw .output(FileSystemError("open", path: folder.path + "/" + fileName)) }
        let lock = OutputLock(descriptor: FileDescriptor(rawValue: raw))
        var waited = false
        while flock(raw, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                throw .output(FileSystemError("lock", path: folder.path + "/" + fileName))
            }
            guard policy == .wait else { throw .locked(path: folder.path, holder: lock.holder) }
            if !waited {
                onWait(lock.holder)
                waited = true
            }
            if let signal = cancellation?.signal { throw .interrupted(signal: signal) }
            usleep(50_000)
        }
        // Record who holds it, for the message another build prints while it waits.
        let text = Array("\(getpid())\n".utf8)
        _ = try? lock.descriptor.resize(to: 0)
        _ = try? lock.descriptor.writeAll(toAbsoluteOffset: 0, text)
        return lock
    }

    /// Takes the shared lock of the folder at `path`, waiting for a build to finish; nil
    /// when the folder has no lock file (no build has run there, or it is read-only).
    static func shared(_ path: String, onWait: (Int32?) -> Void) -> OutputLock? {
        let raw = open(path + "/" + fileName, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard raw >= 0 else { return nil }
        let lock = OutputLock(descriptor: FileDescriptor(rawValue: raw))
        if flock(raw, LOCK_SH | LOCK_NB) != 0 {
            onWait(lock.holder)
            while flock(raw, LOCK_SH) != 0 && errno == EINTR {}
        }
        return lock
    }

    /// The process id written in the lock file by its holder, if readable.
    private var holder: Int32? {
        var bytes = [UInt8](repeating: 0, count: 16)
        let count = (try? bytes.withUnsafeMutableBytes { try descriptor.read(fromAbsoluteOffset: 0, into: $0) }) ?? 0
        return Int32(String(decoding: bytes[0..<count], as: UTF8.self).trimmingWhitespace())
    }
}
