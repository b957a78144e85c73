/// The header of one entry to write: everything an asset pack records about a file or folder.
///
/// Owner, group, user and group names, access, change and creation times are never written
/// (uid and gid are 0, names empty), so an archive's bytes depend only on these values.
public struct ArchiveEntryHeader: Sendable, Equatable {
    /// What an entry to be written is.
    public enum Kind: Sendable, Equatable {
        /// A regular file with `size` bytes of data.
        case file
        /// A folder; it has no data and its path ends with `/` in the archive.
        case directory
    }

    /// The path inside the archive, `/`-separated, relative, in any Unicode.
    public var path: String
    /// Whether the entry is a file or a folder.
    public var kind: Kind
    /// The number of data bytes that follow the header; 0 for folders.
    public var size: Int64
    /// The permission bits (for example 0o644); the file type comes from `kind`.
    public var mode: UInt16
    /// The modification time in whole seconds since 1970-01-01 UTC.
    public var modificationTime: Int64

    /// Creates a header; `mode` defaults to 0o644 for files and 0o755 for folders.
    public init(path: String, kind: Kind, size: Int64 = 0, mode: UInt16? = nil, modificationTime: Int64 = 0) {
        self.path = path
        self.kind = kind
        self.size = kind == .directory ? 0 : size
        self.mode = mode ?? (kind == .directory ? 0o755 : 0o644)
        self.modificationTime = modificationTime
    }

    /// A regular file header with the default mode.
    public static func file(_ path: String, size: Int64, modificationTime: Int64 = 0) -> Self {
        Self(path: path, kind: .file, size: size, modificationTime: modificationTime)
    }

    /// A folder header with the default mode.
    public static func directory(_ path: String, modificationTime: Int64 = 0) -> Self {
        Self(path: path, kind: .directory, modificationTime: modificationTime)
    }

    /// The path as written: folders get the trailing `/` that zip readers rely on.
    var archivedPath: String {
        kind == .directory && !path.hasSuffix("/") ? path + "/" : path
    }
}
