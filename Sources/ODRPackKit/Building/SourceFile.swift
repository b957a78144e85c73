/// A source file opened for packing, checked against what the scan saw so that a file
/// changed during the build is an error rather than a silently wrong archive.
final class SourceFile {
    /// The size of the chunks files are read and hashed in: 256 KiB measured faster than
    /// 1 MiB (the chunk stays in cache while it is hashed twice and copied) and than 64 KiB.
    static let chunkSize = 1 << 18

    private let descriptor: Int32
    private let path: String
    private let expected: ScannedFile

    init(path: String, expected: ScannedFile) throws(BuildError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .source(FileSystemError("open", path: path)) }
        self.descriptor = descriptor
        self.path = path
        self.expected = expected
        // Checked here and again after reading: a file rewritten in between is caught either way.
        try checkUnchanged()
    }

    deinit { close(descriptor) }

    /// Reads the whole file in chunks, passing each to `body`; fails if the file's length or
    /// modification time differs from the scan's, before or after reading.
    func readChunks(into buffer: UnsafeMutableRawBufferPointer, _ body: (UnsafeRawBufferPointer) throws(BuildError) -> Void) throws(BuildError) {
        var total: Int64 = 0
        while true {
            let count = read(descriptor, buffer.baseAddress, buffer.count)
            if count < 0 {
                if errno == EINTR { continue }
                throw .source(FileSystemError("read", path: path))
            }
            if count == 0 { break }
            total += Int64(count)
            guard total <= expected.size else { throw .sourceChanged(expected.source) }
            try body(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
        }
        guard total == expected.size else { throw .sourceChanged(expected.source) }
        try checkUnchanged()
    }

    private func checkUnchanged() throws(BuildError) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .source(FileSystemError("stat", path: path)) }
        let status = FileStatus(info)
        guard status.size == expected.size, status.modificationTime == expected.modificationTime else {
            throw .sourceChanged(expected.source)
        }
    }
}
