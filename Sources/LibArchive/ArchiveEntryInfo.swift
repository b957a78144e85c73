import CArchive

/// What a reader found in one entry's header.
public struct ArchiveEntryInfo: Sendable, Equatable {
    /// What an entry read back is.
    public enum Kind: Sendable, Equatable {
        /// A regular file.
        case file
        /// A folder.
        case directory
        /// A symbolic link.
        case symlink
        /// Anything else (device, fifo, socket, hard link without type).
        case other
    }

    /// The path as stored, decoded as UTF-8; folders usually end with `/`.
    public let path: String
    /// The entry's type.
    public let kind: Kind
    /// The data size from the header, in bytes.
    public let size: Int64
    /// The permission bits (file type bits removed).
    public let mode: UInt16
    /// The modification time in whole seconds since 1970-01-01 UTC.
    public let modificationTime: Int64
    /// The numeric owner.
    public let uid: Int64
    /// The numeric group.
    public let gid: Int64
}

extension ArchiveEntryInfo {
    /// Copies the fields out of a libarchive entry owned by the reader.
    init(entry: OpaquePointer, path: String) {
        let type = archive_entry_filetype(entry)
        let kind: Kind =
            switch type {
            case odr_ae_ifreg: .file
            case odr_ae_ifdir: .directory
            case odr_ae_iflnk: .symlink
            default: .other
            }
        self.init(
            path: path,
            kind: kind,
            size: archive_entry_size(entry),
            mode: UInt16(truncatingIfNeeded: archive_entry_perm(entry)),
            modificationTime: Int64(archive_entry_mtime(entry)),
            uid: archive_entry_uid(entry),
            gid: archive_entry_gid(entry)
        )
    }
}
