import CArchive

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file an `ArchiveWriter` writes to, through libarchive's client callbacks: every byte
/// of the finished archive passes through `observe` (for hashing) on its way to the file,
/// so the archive never has to be read back.
final class ArchiveOutput {
    private let descriptor: Int32
    private let observe: ((UnsafeRawBufferPointer) -> Void)?
    private let synchronize: Bool
    /// The `errno` of the first failed write, flush or close, if any.
    private(set) var failure: Int32?
    private var isClosed = false

    init(path: String, observe: ((UnsafeRawBufferPointer) -> Void)?, synchronize: Bool) throws(ArchiveError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            let code = errno
            throw ArchiveError(archivePath: path, operation: "open", code: code, message: ArchiveError.systemText(code))
        }
        self.descriptor = descriptor
        self.observe = observe
        self.synchronize = synchronize
    }

    deinit {
        if !isClosed { close(descriptor) }
    }

    /// Opens `handle` on this output, unblocked: libarchive hands each piece straight to the
    /// callback instead of copying it into 10 KiB blocks, and pads nothing at the end.
    func attach(to writer: ArchiveWriter) throws(ArchiveError) {
        try writer.check(archive_write_set_bytes_per_block(writer.handle, 0), "archive_write_set_bytes_per_block")
        let client = Unmanaged.passUnretained(self).toOpaque()
        try writer.check(
            archive_write_open2(
                writer.handle, client, nil,
                { _, client, buffer, length in
                    guard let client, let buffer else { return -1 }
                    return Unmanaged<ArchiveOutput>.fromOpaque(client).takeUnretainedValue().write(buffer, length)
                },
                { _, client in
                    guard let client else { return ARCHIVE_FATAL }
                    return Unmanaged<ArchiveOutput>.fromOpaque(client).takeUnretainedValue().closeFile()
                }, nil), "archive_write_open2")
    }

    private func write(_ buffer: UnsafeRawPointer, _ length: Int) -> Int {
        let bytes = UnsafeRawBufferPointer(start: buffer, count: length)
        var offset = 0
        while offset < length {
            let count = systemWrite(descriptor, buffer + offset, length - offset)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                failure = errno
                return -1
            }
            offset += count
        }
        observe?(bytes)
        return length
    }

    private func closeFile() -> Int32 {
        guard !isClosed else { return ARCHIVE_OK }
        isClosed = true
        if synchronize && failure == nil && fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0 && failure == nil { failure = errno }
        return failure == nil ? ARCHIVE_OK : ARCHIVE_FATAL
    }
}

/// The C `write`, named apart from this module's own `write` methods.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
