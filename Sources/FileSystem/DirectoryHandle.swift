import SystemPackage

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An open folder, so that the files in it are reached by name (`fstatat`, `openat`)
/// rather than by a full path the kernel must walk again for every file. Changes to the
/// folder (new files and folders, renames, removals, times) are in
/// `DirectoryHandle+Changes.swift`.
public final class DirectoryHandle: Sendable {
    /// The open folder.
    package let descriptor: FileDescriptor
    /// The folder's path, for error messages.
    public let path: String

    /// Opens the folder at `path`.
    public init(_ path: String) throws(FileSystemError) {
        descriptor = try systemCall("open folder", path) {
            try FileDescriptor.open(FilePath(path), .readOnly, options: [.directory, .closeOnExec])
        }
        self.path = path
    }

    init(descriptor: FileDescriptor, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit { try? descriptor.close() }

    /// The status of `name` in this folder, not following a link.
    public func status(of name: String) throws(FileSystemError) -> FileStatus {
        let path = path
        let descriptor = descriptor
        return try ReadLog.noting(.status, path + "/" + name) { () throws(FileSystemError) in
            var info = stat()
            try systemCall(fstatat(descriptor.rawValue, name, &info, AT_SYMLINK_NOFOLLOW), "stat", path + "/" + name)
            return FileStatus(Stat(rawValue: info))
        }
    }

    /// The folder `name` in this folder (not through a link).
    public func subdirectory(_ name: String) throws(FileSystemError) -> DirectoryHandle {
        let child = openat(descriptor.rawValue, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        try systemCall(child, "open folder", path + "/" + name)
        return DirectoryHandle(descriptor: FileDescriptor(rawValue: child), path: path + "/" + name)
    }

    /// The regular file `name` in this folder, open for reading (never through a link, and
    /// never blocking on a FIFO or device, which are refused).
    package func openFile(_ name: String) throws(FileSystemError) -> ReadableFile {
        let raw = openat(descriptor.rawValue, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        try systemCall(raw, "open", path + "/" + name)
        let file = ReadableFile(descriptor: FileDescriptor(rawValue: raw), path: path + "/" + name)
        try FileAccess.checkRegular(file.descriptor, path: file.path)
        return file
    }

    /// Up to `count` bytes from the start of the regular file `name`.
    public func readPrefix(of name: String, count: Int) throws(FileSystemError) -> [UInt8] {
        let file = try openFile(name)
        var buffer = [UInt8](repeating: 0, count: count)
        let got = try systemCall("read", file.path) {
            try buffer.withUnsafeMutableBytes { try file.descriptor.read(fromAbsoluteOffset: 0, into: $0) }
        }
        return Array(buffer[0..<got])
    }

    /// The names in this folder, without `.` and `..`, sorted by their UTF-8 bytes.
    public func contents() throws(FileSystemError) -> [String] {
        // The folder's times vouch for its names: taken before they are read.
        if ReadLog.current != nil {
            _ = try ReadLog.noting(.listing, path) { () throws(FileSystemError) in try FileStatus.of(descriptor, path: path) }
        }
        let listing = openat(descriptor.rawValue, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard listing >= 0, let directory = fdopendir(listing) else {
            throw FileSystemError("open folder", path: path)
        }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted { $0.utf8Precedes($1) }
    }
}
