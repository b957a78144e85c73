import CArchive

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes an archive file entry by entry, streaming each entry's data in chunks.
///
/// Call `writeHeader(_:)`, then `writeData(_:)` until exactly `size` bytes are written, then
/// `finishEntry()`; after the last entry call `close()` and check its error. The same headers
/// and data give byte-identical files on every run, in every format (zip: in a fixed time
/// zone, see `ArchiveFormat.zip`).
///
/// Non-ASCII paths need a UTF-8 `LC_CTYPE` (`setlocale(LC_CTYPE, "C.UTF-8")`); under another
/// locale `writeHeader(_:)` throws rather than letting libarchive crash on the name.
public final class ArchiveWriter: ArchiveHandleOwner {
    /// The owned `struct archive *`, freed in `deinit`.
    let handle: OpaquePointer
    /// The output file.
    let archivePath: String
    private var openEntryPath: String?
    private var bytesRemaining: Int64 = 0

    private var output: ArchiveOutput?

    /// Why the output file failed, if it did: libarchive itself keeps no errno for a failed
    /// write callback, so without this a full disk would have no reason.
    var outputFailure: Int32? { output?.failure }

    /// Creates (or truncates) the archive at `path` and prepares it for `format`. When
    /// `observe` is given, every byte of the archive passes through it as it is written.
    /// With `synchronize`, `close()` flushes the file to stable storage before closing it.
    public init(
        path: String, format: ArchiveFormat, observe: ((UnsafeRawBufferPointer) -> Void)? = nil,
        synchronize: Bool = false
    ) throws(ArchiveError) {
        guard let handle = archive_write_new() else {
            throw ArchiveError(archivePath: path, operation: "archive_write_new", code: ENOMEM, message: "out of memory")
        }
        self.handle = handle
        self.archivePath = path
        try format.configure(self)
        let output = try ArchiveOutput(path: path, observe: observe, synchronize: synchronize)
        self.output = output
        try output.attach(to: self)
    }

    deinit {
        archive_write_free(handle)
    }

    /// Starts a new entry, finishing the previous one if it is still open.
    public func writeHeader(_ header: ArchiveEntryHeader) throws(ArchiveError) {
        if openEntryPath != nil { try finishEntry() }
        guard let entry = archive_entry_new2(handle) else {
            throw violation("archive_entry_new2", code: ENOMEM, "out of memory")
        }
        defer { archive_entry_free(entry) }
        try fill(entry, from: header)
        try check(archive_write_header(handle, entry), "archive_write_header")
        openEntryPath = header.archivedPath
        bytesRemaining = header.kind == .file ? header.size : 0
    }

    /// Appends the next chunk of the open entry's data; empty chunks are allowed.
    public func writeData(_ bytes: UnsafeRawBufferPointer) throws(ArchiveError) {
        guard let path = openEntryPath else {
            throw violation("archive_write_data", code: EINVAL, "no entry is open for data")
        }
        guard Int64(bytes.count) <= bytesRemaining else {
            throw violation(
                "archive_write_data", code: EINVAL,
                "entry '\(path)' would exceed its declared size by \(Int64(bytes.count) - bytesRemaining) bytes")
        }
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let written = try check(
                archive_write_data(handle, base + offset, bytes.count - offset), "archive_write_data")
            // A short write is normal; a zero write with data left would loop forever.
            guard written > 0 else {
                throw violation("archive_write_data", code: EIO, "libarchive accepted no bytes for '\(path)'")
            }
            offset += written
        }
        bytesRemaining -= Int64(bytes.count)
    }

    /// Ends the open entry; throws if fewer bytes were written than its header declared.
    public func finishEntry() throws(ArchiveError) {
        guard let path = openEntryPath else { return }
        openEntryPath = nil
        guard bytesRemaining == 0 else {
            throw violation(
                "archive_write_finish_entry", code: EINVAL,
                "entry '\(path)' is \(bytesRemaining) bytes short of its declared size")
        }
        try check(archive_write_finish_entry(handle), "archive_write_finish_entry")
    }

    /// Finishes the last entry, writes the archive's trailer and closes the file.
    public func close() throws(ArchiveError) {
        try finishEntry()
        try check(archive_write_close(handle), "archive_write_close")
    }

    private func fill(_ entry: OpaquePointer, from header: ArchiveEntryHeader) throws(ArchiveError) {
        let path = header.archivedPath
        // Returns 0 when the UTF-8 name cannot be expressed in the locale's charset; libarchive
        // would then crash (pax) or mangle the name (zip) in archive_write_header.
        guard archive_entry_update_pathname_utf8(entry, path) != 0 else {
            throw violation(
                "archive_entry_update_pathname_utf8", code: EILSEQ,
                "cannot encode entry name '\(path)' in the current locale; set LC_CTYPE to a UTF-8 locale such as C.UTF-8")
        }
        archive_entry_set_filetype(entry, header.kind == .file ? odr_ae_ifreg : odr_ae_ifdir)
        archive_entry_set_perm(entry, mode_t(header.mode & 0o7777))
        archive_entry_set_size(entry, header.kind == .file ? header.size : 0)
        archive_entry_set_mtime(entry, time_t(header.modificationTime), 0)
        archive_entry_set_uid(entry, 0)
        archive_entry_set_gid(entry, 0)
    }
}
