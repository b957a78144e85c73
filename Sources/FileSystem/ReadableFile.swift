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

extension ReadableFile {
    /// Up to `count` bytes from `offset` (`pread`, so the file's position does not move);
    /// fewer only at the end of the file.
    public func read(atOffset offset: Int64, count: Int) throws(FileSystemError) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = try systemCall("read", path) {
                try buffer.withUnsafeMutableBytes { bytes in
                    try descriptor.read(
                        fromAbsoluteOffset: offset + Int64(filled), into: UnsafeMutableRawBufferPointer(rebasing: bytes[filled...]))
                }
            }
            guard got > 0 else { break }
            filled += got
        }
        return Array(buffer[0..<filled])
    }
}
