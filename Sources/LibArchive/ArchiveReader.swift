import CArchive

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads any archive libarchive recognises (zip, tar, compressed tar, ...) entry by entry.
///
/// Call `nextEntry()` until it returns `nil`; after each entry either read its data with
/// `readData(into:)` until it returns 0, or call `skipData()` (or just go to the next entry).
public final class ArchiveReader: ArchiveHandleOwner {
    /// The owned `struct archive *`, freed in `deinit`.
    let handle: OpaquePointer
    /// The input file.
    let archivePath: String
    /// Reading has no output file.
    var outputFailure: Int32? { nil }

    /// Opens the archive at `path`, detecting its format and compression.
    public init(path: String) throws(ArchiveError) {
        guard let handle = archive_read_new() else {
            throw ArchiveError(archivePath: path, operation: "archive_read_new", code: ENOMEM, message: "out of memory")
        }
        self.handle = handle
        self.archivePath = path
        try check(archive_read_support_filter_all(handle), "archive_read_support_filter_all")
        try check(archive_read_support_format_all(handle), "archive_read_support_format_all")
        try check(archive_read_open_filename(handle, path, 64 * 1024), "archive_read_open_filename")
    }

    deinit {
        archive_read_free(handle)
    }

    /// Moves to the next entry and returns its header, or `nil` after the last entry.
    public func nextEntry() throws(ArchiveError) -> ArchiveEntryInfo? {
        var entry: OpaquePointer?
        let status = try check(archive_read_next_header(handle, &entry), "archive_read_next_header")
        guard status != ARCHIVE_EOF else { return nil }
        guard let entry else {
            throw violation("archive_read_next_header", code: EINVAL, "libarchive returned no entry")
        }
        // The UTF-8 form is NULL when the stored name cannot be converted; fall back to the
        // raw form, and treat an entry with neither as unreadable.
        guard let name = archive_entry_pathname_utf8(entry) ?? archive_entry_pathname(entry) else {
            throw violation("archive_entry_pathname", code: EILSEQ, "entry has no readable path")
        }
        return ArchiveEntryInfo(entry: entry, path: String(cString: name))
    }

    /// Reads the current entry's next bytes into `buffer`; returns the count, 0 at its end.
    public func readData(into buffer: UnsafeMutableRawBufferPointer) throws(ArchiveError) -> Int {
        // An empty buffer would read 0 bytes, which callers take for the end of the entry.
        guard let base = buffer.baseAddress, !buffer.isEmpty else {
            throw violation("archive_read_data", code: EINVAL, "the buffer to read into is empty")
        }
        return try check(archive_read_data(handle, base, buffer.count), "archive_read_data")
    }

    /// Skips the rest of the current entry's data.
    public func skipData() throws(ArchiveError) {
        try check(archive_read_data_skip(handle), "archive_read_data_skip")
    }

    /// Closes the input file; the reader can't be used afterwards.
    public func close() throws(ArchiveError) {
        try check(archive_read_close(handle), "archive_read_close")
    }
}
