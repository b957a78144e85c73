import SystemPackage

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    /// Its status-change time (ctime), in nanoseconds since 1970: set by the system on
    /// every write, rename or change of attributes, and by nothing else.
    public var changeTime: Int64
    /// Device and inode: the file's identity, for finding cycles and unchanged archives.
    public var identity: FileIdentity

    /// The status of `path` itself (a link is not followed).
    public static func of(linkAt path: String) throws(FileSystemError) -> FileStatus {
        try ReadLog.noting(.status, path) { () throws(FileSystemError) in
            do throws(Errno) {
                return FileStatus(try Stat(FilePath(path), followTargetSymlink: false))
            } catch {
                throw FileSystemError("stat", path: path, error)
            }
        }
    }

    /// The status of what `path` names, following links.
    public static func of(_ path: String) throws(FileSystemError) -> FileStatus {
        try ReadLog.noting(.followed, path) { () throws(FileSystemError) in
            do throws(Errno) {
                return FileStatus(try Stat(FilePath(path)))
            } catch {
                throw FileSystemError("stat", path: path, error)
            }
        }
    }

    /// The status of an open file; `path` names it in errors.
    package static func of(_ descriptor: FileDescriptor, path: String) throws(FileSystemError) -> FileStatus {
        do throws(Errno) {
            return FileStatus(try descriptor.stat())
        } catch {
            throw FileSystemError("stat", path: path, error)
        }
    }

    /// A status as recorded earlier.
    public init(kind: Kind, size: Int64, modificationTime: Int64, changeTime: Int64, identity: FileIdentity) {
        self.kind = kind
        self.size = size
        self.modificationTime = modificationTime
        self.changeTime = changeTime
        self.identity = identity
    }

    package init(_ status: Stat) {
        switch status.type {
        case .regular: kind = .regular
        case .directory: kind = .directory
        case .symbolicLink: kind = .symbolicLink
        default: kind = .other
        }
        size = status.size
        modificationTime = Self.nanoseconds(status.st_mtim)
        changeTime = Self.nanoseconds(status.st_ctim)
        identity = FileIdentity(device: UInt64(status.deviceID.rawValue), inode: UInt64(status.inode.rawValue))
    }
}

extension FileStatus {
    /// The permission bits (`st_mode & 0o7777`) of `path` itself (a link is not followed), for
    /// warning about a secret that others can read.
    public static func permissions(ofLinkAt path: String) throws(FileSystemError) -> UInt32 {
        do throws(Errno) {
            return UInt32(try Stat(FilePath(path), followTargetSymlink: false).permissions.rawValue) & 0o7777
        } catch {
            throw FileSystemError("stat", path: path, error)
        }
    }

    package static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}

/// A file's device and inode numbers.
public struct FileIdentity: Sendable, Hashable, Codable {
    /// The device number.
    public var device: UInt64
    /// The inode number.
    public var inode: UInt64

    /// The identity of inode `inode` on device `device`.
    public init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
    }
}
