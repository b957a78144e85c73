/// What `lstat`/`stat` says of a path, reduced to what odr-pack needs.
public struct FileStatus: Sendable, Hashable {
    /// The kinds of file odr-pack tells apart.
    public enum Kind: Sendable, Hashable { case regular, directory, symbolicLink, other }

    /// The kind of file.
    public var kind: Kind
    /// Its size in bytes.
    public var size: Int64
    /// Its modification time, in nanoseconds since 1970.
    public var modificationTime: Int64
    /// Device and inode: the file's identity, for finding cycles.
    public var identity: FileIdentity

    /// The status of `path` itself (a link is not followed).
    public static func of(linkAt path: String) throws(FileSystemError) -> FileStatus {
        var info = stat()
        guard lstat(path, &info) == 0 else { throw FileSystemError("stat", path: path) }
        return FileStatus(info)
    }

    /// The status of what `path` names, following links.
    public static func of(_ path: String) throws(FileSystemError) -> FileStatus {
        var info = stat()
        guard stat(path, &info) == 0 else { throw FileSystemError("stat", path: path) }
        return FileStatus(info)
    }

    init(_ info: stat) {
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .directory
        case S_IFLNK: kind = .symbolicLink
        default: kind = .other
        }
        size = Int64(info.st_size)
        #if canImport(Darwin)
        modificationTime = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #else
        modificationTime = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #endif
        identity = FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }
}

/// A file's device and inode numbers.
public struct FileIdentity: Sendable, Hashable {
    /// The device number.
    public var device: UInt64
    /// The inode number.
    public var inode: UInt64
}
