import CArchive

/// The archive layouts an asset pack can be written in.
public enum ArchiveFormat: String, Sendable, CaseIterable {
    /// A zip whose entries are all stored (method 0, no compression), with UTF-8 names.
    ///
    /// Each header's DOS date is in the process's local time zone (the "UT" extra field is
    /// UTC), so zip bytes are reproducible only for a fixed `TZ`.
    case zip
    /// A POSIX tar in libarchive's restricted pax form.
    case tar
    /// A restricted-pax tar compressed with gzip, with no timestamp in the gzip header.
    case tarGzip = "tar.gz"
    /// A restricted-pax tar compressed with zstd.
    case tarZstd = "tar.zst"
}

extension ArchiveFormat {
    /// Sets format, options and filter on a fresh write handle, before it is opened.
    func configure(_ writer: ArchiveWriter) throws(ArchiveError) {
        let handle = writer.handle
        switch self {
        case .zip:
            try configureStoredZip(writer)
        case .tar:
            try configurePax(writer)
        case .tarGzip:
            try configurePax(writer)
            try writer.check(archive_write_add_filter_gzip(handle), "archive_write_add_filter_gzip")
            // libarchive 3.6.2 writes time(NULL) into the gzip header's MTIME field by default;
            // the "timestamp" option with a NULL value ("gzip:!timestamp") writes zero instead.
            try writer.check(
                archive_write_set_filter_option(handle, "gzip", "timestamp", nil),
                "archive_write_set_filter_option(gzip:!timestamp)")
        case .tarZstd:
            try configurePax(writer)
            try writer.check(archive_write_add_filter_zstd(handle), "archive_write_add_filter_zstd")
        }
    }

    /// Zip, every entry stored, non-ASCII names flagged as UTF-8.
    ///
    /// File entries get a data descriptor (flag bit 3) even though the size is in the header:
    /// libarchive streams and learns the CRC only after the data. Folders get none.
    private func configureStoredZip(_ writer: ArchiveWriter) throws(ArchiveError) {
        let handle = writer.handle
        try writer.check(archive_write_set_format_zip(handle), "archive_write_set_format_zip")
        try writer.check(
            archive_write_set_format_option(handle, "zip", "compression", "store"),
            "archive_write_set_format_option(zip:compression=store)")
        // Without this libarchive sets the UTF-8 flag (bit 11) only if nl_langinfo(CODESET)
        // is exactly "UTF-8"; with it the flag no longer depends on the locale's codeset name.
        try writer.check(
            archive_write_set_format_option(handle, "zip", "hdrcharset", "UTF-8"),
            "archive_write_set_format_option(zip:hdrcharset=UTF-8)")
    }

    /// POSIX tar in restricted pax form.
    ///
    /// Restricted pax writes a pax extended header only when a field needs one (non-ASCII or
    /// long path, size of 8 GiB or more), so every other entry is a plain ustar header that
    /// any tar reads; full pax would also record atime/ctime/fflags/xattrs of entries that had
    /// them. Our entries have none, so both give the same bytes in 3.6.2, and both are stable:
    /// the extended header is named `<dir>/PaxHeader/<name>`, without the writer's pid.
    private func configurePax(_ writer: ArchiveWriter) throws(ArchiveError) {
        try writer.check(
            archive_write_set_format_pax_restricted(writer.handle),
            "archive_write_set_format_pax_restricted")
    }
}
