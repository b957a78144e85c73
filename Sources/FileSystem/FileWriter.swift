import SystemPackage
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Writes small files whole and atomically: to a temporary file beside the destination,
/// flushed to storage, then renamed over it, then the folder flushed, so a crash at any
/// instant leaves the old file or the new one, never a part.
public enum FileWriter {
    /// The prefix of every temporary name odr-pack makes; leftovers of a killed run are
    /// removed by the next build. Short, so a 255-byte file name never overflows.
    public static let temporaryPrefix = ".odr-pack-tmp-"
    private static let counter = Atomic<Int>(0)

    /// A fresh temporary name, unique in this process and across processes.
    package static func temporaryName() -> String {
        "\(temporaryPrefix)\(getpid())-\(counter.add(1, ordering: .relaxed).newValue)"
    }

    /// Replaces `name` in `folder` with `bytes`. A folder (or anything but a regular file) in
    /// the way is an error: it is never removed.
    package static func replace(_ name: String, in folder: DirectoryHandle, with bytes: [UInt8]) throws(FileSystemError) {
        let target = folder.path + "/" + name
        if let status = try? folder.status(of: name), status.kind != .regular {
            throw FileSystemError("replace", path: target, code: status.kind == .directory ? EISDIR : EEXIST)
        }
        let temporary = temporaryName()
        let raw = openat(folder.descriptor.rawValue, temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard raw >= 0 else { throw FileSystemError("create", path: folder.path + "/" + temporary) }
        let file = FileDescriptor(rawValue: raw)
        do throws(FileSystemError) {
            try systemCall("write", target) { try file.writeAll(bytes) }
            guard fsync(raw) == 0 else { throw FileSystemError("write", path: target) }
            try systemCall("write", target) { try file.close() }
            guard renameat(folder.descriptor.rawValue, temporary, folder.descriptor.rawValue, name) == 0 else {
                throw FileSystemError("rename", path: target)
            }
        } catch {
            try? file.close()
            unlinkat(folder.descriptor.rawValue, temporary, 0)
            throw error
        }
        try folder.synchronize()
    }

    /// Writes `bytes` to `path`: atomically when `path` is a regular file or does not exist
    /// yet (its folder is created), straight through when it is a device or pipe such as
    /// `/dev/stdout`. A folder at `path` is an error.
    public static func write(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        if let status = try? FileStatus.of(path), status.kind == .other {
            let file = try systemCall("open", path) { try FileDescriptor.open(FilePath(path), .writeOnly, options: [.closeOnExec]) }
            defer { try? file.close() }
            try systemCall("write", path) { try file.writeAll(bytes) }
            return
        }
        let parent = FilePath(path).removingLastComponent()
        let folder = parent.isEmpty ? "." : parent.string
        try makeDirectory(folder)
        guard let name = FilePath(path).lastComponent?.string else { throw FileSystemError("write", path: path, code: EINVAL) }
        try replace(name, in: try DirectoryHandle(folder), with: bytes)
    }

    /// Creates a folder and its parents.
    package static func makeDirectory(_ path: String) throws(FileSystemError) {
        var built = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            built += "/" + component
            if mkdir(built, 0o755) != 0 && errno != EEXIST { throw FileSystemError("create folder", path: built) }
        }
        guard try FileStatus.of(path).kind == .directory else { throw FileSystemError("use folder", path: path, code: ENOTDIR) }
    }
}
