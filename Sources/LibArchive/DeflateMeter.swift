import CArchive

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Measures how many bytes deflate (zlib's, at level 6, as zip tools and Play's downloads
/// use it) makes of the data written to it, keeping none of the output: libarchive's raw
/// format through its gzip filter, into a callback that only counts. The gzip header and
/// trailer (`framingBytes`) are not counted.
public final class DeflateMeter: ArchiveHandleOwner {
    /// The bytes gzip adds around the deflate stream with no name and no time: a 10-byte
    /// header and an 8-byte trailer.
    public static let framingBytes: Int64 = 18

    let handle: OpaquePointer
    var archivePath: String { "deflate measurement" }
    var outputFailure: Int32? { nil }
    private let counter = ByteCounter()
    private var isClosed = false

    /// A meter for one stream of data.
    public init() throws(ArchiveError) {
        guard let handle = archive_write_new() else {
            throw ArchiveError(archivePath: "deflate measurement", operation: "archive_write_new", code: ENOMEM, message: "out of memory")
        }
        self.handle = handle
        try check(archive_write_set_format_raw(handle), "archive_write_set_format_raw")
        try check(archive_write_add_filter_gzip(handle), "archive_write_add_filter_gzip")
        try check(
            archive_write_set_filter_option(handle, "gzip", "compression-level", "6"),
            "archive_write_set_filter_option(gzip:compression-level=6)")
        try check(archive_write_set_filter_option(handle, "gzip", "timestamp", nil), "archive_write_set_filter_option(gzip:!timestamp)")
        try check(archive_write_set_bytes_per_block(handle, 0), "archive_write_set_bytes_per_block")
        let client = Unmanaged.passUnretained(counter).toOpaque()
        try check(
            archive_write_open2(
                handle, client, nil,
                { _, client, _, length in
                    guard let client else { return -1 }
                    Unmanaged<ByteCounter>.fromOpaque(client).takeUnretainedValue().count += Int64(length)
                    return length
                }, nil, nil), "archive_write_open2")
        guard let entry = archive_entry_new2(handle) else {
            throw ArchiveError(archivePath: archivePath, operation: "archive_entry_new2", code: ENOMEM, message: "out of memory")
        }
        defer { archive_entry_free(entry) }
        archive_entry_set_filetype(entry, odr_ae_ifreg)
        archive_entry_set_pathname(entry, "data")
        try check(archive_write_header(handle, entry), "archive_write_header")
    }

    deinit {
        archive_write_free(handle)
    }

    /// Compresses `bytes` (the output is counted, not kept).
    public func write(_ bytes: UnsafeRawBufferPointer) throws(ArchiveError) {
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let written = try check(archive_write_data(handle, base + offset, bytes.count - offset), "archive_write_data")
            guard written > 0 else {
                throw ArchiveError(
                    archivePath: archivePath, operation: "archive_write_data", code: EIO, message: "libarchive accepted no bytes")
            }
            offset += written
        }
    }

    /// Ends the stream; the deflate bytes of everything written.
    public func close() throws(ArchiveError) -> Int64 {
        if !isClosed {
            isClosed = true
            try check(archive_write_close(handle), "archive_write_close")
        }
        return max(0, counter.count - Self.framingBytes)
    }
}

/// The count the write callback adds to.
private final class ByteCounter {
    var count: Int64 = 0
}
