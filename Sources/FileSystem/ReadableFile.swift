import SystemPackage

/// A file open for reading, closed when the object goes away.
public final class ReadableFile: Sendable {
    /// The open file.
    package let descriptor: FileDescriptor
    /// Its path, for error messages.
    public let path: String

    /// Takes ownership of `descriptor`.
    package init(descriptor: FileDescriptor, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit { try? descriptor.close() }

    /// The status of the open file (`fstat`).
    public func status() throws(FileSystemError) -> FileStatus {
        try FileStatus.of(descriptor, path: path)
    }
}
