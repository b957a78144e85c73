import SystemPackage

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Changes to a folder, by name: each is one system call relative to the open folder, so a
/// link or a rename elsewhere on the path cannot redirect it. `name` may be a relative path
/// below the folder; errors name `path/name`.
extension DirectoryHandle {
    /// Creates the folder at `path` (mode 0755; one that exists already is an error, so the
    /// caller knows the folder is its own) and opens it.
    public static func create(_ path: String) throws(FileSystemError) -> DirectoryHandle {
        try systemCall(mkdir(path, 0o755), "create folder", path)
        return try DirectoryHandle(path)
    }

    /// Creates the folder `name` (mode 0755); one that exists already is an error (`EEXIST`).
    public func makeDirectory(_ name: String) throws(FileSystemError) {
        try systemCall(mkdirat(descriptor.rawValue, name, 0o755), "create folder", path + "/" + name)
    }

    /// Creates the file `name` (mode 0644) and opens it for writing. Anything already there,
    /// a link included, is an error (`EEXIST`): the file is always a new one.
    public func createFile(_ name: String) throws(FileSystemError) -> WritableFile {
        let raw = openat(descriptor.rawValue, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        try systemCall(raw, "create", path + "/" + name)
        return WritableFile(descriptor: FileDescriptor(rawValue: raw), path: path + "/" + name)
    }

    /// Renames `source` to `destination` in this folder, in one step, replacing a file (or
    /// an empty folder for a folder) at `destination`. Errors name the destination.
    public func rename(_ source: String, to destination: String) throws(FileSystemError) {
        try systemCall(renameat(descriptor.rawValue, source, descriptor.rawValue, destination), "rename", path + "/" + destination)
    }

    /// Removes the file (or link) `name`.
    public func removeFile(_ name: String) throws(FileSystemError) {
        try systemCall(unlinkat(descriptor.rawValue, name, 0), "remove", path + "/" + name)
    }

    /// Removes the empty folder `name`.
    public func removeDirectory(_ name: String) throws(FileSystemError) {
        try systemCall(unlinkat(descriptor.rawValue, name, AT_REMOVEDIR), "remove folder", path + "/" + name)
    }

    /// Sets the access and modification times of `name` itself (a link is not followed).
    public func setTimes(of name: String, to time: FileTime) throws(FileSystemError) {
        let times = [time.cValue, time.cValue]
        try systemCall(utimensat(descriptor.rawValue, name, times, AT_SYMLINK_NOFOLLOW), "set time of", path + "/" + name)
    }

    /// Forces this folder's entries (creations, renames, removals) to stable storage.
    public func synchronize() throws(FileSystemError) {
        try systemCall(fsync(descriptor.rawValue), "sync", path)
    }

    /// Forces the entries of the folder `name` to stable storage, without keeping it open.
    public func synchronize(_ name: String) throws(FileSystemError) {
        let raw = openat(descriptor.rawValue, name, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        try systemCall(raw, "sync", path + "/" + name)
        let folder = DirectoryHandle(descriptor: FileDescriptor(rawValue: raw), path: path + "/" + name)
        try folder.synchronize()
    }
}
