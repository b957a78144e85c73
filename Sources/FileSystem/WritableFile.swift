import SystemPackage

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file open for writing. `close()` closes it and reports what the system says; a file
/// never closed is closed when the object goes away. The descriptor is closed exactly once
/// either way: it is marked closed before the system call, since a failed `close` releases
/// the number all the same and it may already belong to another thread's file.
public final class WritableFile {
    /// The open file.
    package let descriptor: FileDescriptor
    /// Its path, for error messages.
    public let path: String
    private var isClosed = false

    /// Takes ownership of `descriptor`.
    package init(descriptor: FileDescriptor, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit {
        if !isClosed { try? descriptor.close() }
    }

    /// Writes all of `bytes` at the current offset (interrupted writes are resumed).
    public func write(_ bytes: UnsafeRawBufferPointer) throws(FileSystemError) {
        precondition(!isClosed, "'\(path)' written after close()")
        try systemCall("write", path) { try descriptor.writeAll(bytes) }
    }

    /// Writes all of `bytes` at the current offset.
    public func write(_ bytes: [UInt8]) throws(FileSystemError) {
        precondition(!isClosed, "'\(path)' written after close()")
        try systemCall("write", path) { try descriptor.writeAll(bytes) }
    }

    /// Forces the contents to stable storage (`fsync`). A failure means written bytes may be
    /// lost, so it is reported as a failed write.
    public func synchronize() throws(FileSystemError) {
        precondition(!isClosed, "'\(path)' synchronized after close()")
        try systemCall(fsync(descriptor.rawValue), "write", path)
    }

    /// Closes the file; a failure (a deferred write error) is reported as a failed write.
    /// Closing again does nothing.
    public func close() throws(FileSystemError) {
        guard !isClosed else { return }
        isClosed = true
        try systemCall("write", path) { try descriptor.close() }
    }
}
