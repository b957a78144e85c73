import FileSystem

/// A source file opened for packing, checked against what the scan saw so that a file
/// changed during the build is an error rather than a silently wrong archive.
final class SourceFile {
    private let file: ReadableFile
    private let path: String
    private let expected: ScannedFile

    /// Opens `path` (never blocking: a FIFO or device put there since the scan is refused).
    init(path: String, expected: ScannedFile) throws(BuildError) {
        do throws(FileSystemError) {
            file = try FileAccess.openRegularFile(path)
        } catch {
            throw .source(error)
        }
        self.path = path
        self.expected = expected
        // Checked here and again after reading: a file rewritten in between is caught either way.
        try checkUnchanged()
    }

    /// Reads the whole file through `reader`, passing each chunk to `body`; fails if the
    /// file's length or modification time differs from the scan's, before or after reading,
    /// and stops between chunks when `cancellation` is set.
    func readChunks(
        with reader: ChunkedReader, cancellation: Cancellation?,
        _ body: (UnsafeRawBufferPointer) throws(BuildError) -> Void
    ) throws(BuildError) {
        reader.begin(file)
        var total: Int64 = 0
        while true {
            let chunk: UnsafeRawBufferPointer?
            do throws(FileSystemError) { chunk = try reader.next() } catch { throw .source(error) }
            guard let chunk else { break }
            if let signal = cancellation?.signal { throw .interrupted(signal: signal) }
            total += Int64(chunk.count)
            guard total <= expected.size else { throw .sourceChanged(expected.source) }
            try body(chunk)
        }
        guard total == expected.size else { throw .sourceChanged(expected.source) }
        try checkUnchanged()
    }

    private func checkUnchanged() throws(BuildError) {
        let status: FileStatus
        do throws(FileSystemError) { status = try file.status() } catch { throw .source(error) }
        guard status.size == expected.size, status.modificationTime == expected.modificationTime else {
            throw .sourceChanged(expected.source)
        }
    }
}
