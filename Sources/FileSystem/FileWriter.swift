import Synchronization
import SystemPackage

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes small files whole and atomically: to a temporary file beside the destination,
/// flushed to storage, then renamed over it, then the folder flushed, so a crash at any
/// instant leaves the old file or the new one, never a part.
public enum FileWriter {
    /// The prefix of every temporary name odr-pack makes; leftovers of a killed run are
    /// removed by the next build. Short, so a 255-byte file name never overflows.
    public static let temporaryPrefix = ".odr-pack-tmp-"
    private static let counter = Atomic<Int>(0)

    /// The prefix of this process's temporary names.
    package static var ownTemporaryPrefix: String {
        "\(temporaryPrefix)\(getpid())-"
    }

    /// A fresh temporary name, unique in this process and across processes.
    package static func temporaryName() -> String {
        "\(ownTemporaryPrefix)\(counter.add(1, ordering: .relaxed).newValue)"
    }

    /// Replaces `name` in `folder` with `bytes`. A folder (or anything but a regular file) in
    /// the way is an error: it is never removed. On failure the temporary is removed.
    package static func replace(_ name: String, in folder: DirectoryHandle, with bytes: [UInt8]) throws(FileSystemError) {
        let target = folder.path + "/" + name
        if let status = try? folder.status(of: name), status.kind != .regular {
            throw FileSystemError("replace", path: target, code: status.kind == .directory ? EISDIR : EEXIST)
        }
        let temporary = temporaryName()
        let file = try folder.createFile(temporary)
        do throws(FileSystemError) {
            try fill(file, with: bytes, naming: target)
            try folder.rename(temporary, to: name)
        } catch {
            try? folder.removeFile(temporary)
            throw error
        }
        try folder.synchronize()
    }

    /// Removes from `folder` the temporaries `replace` left there when a process was killed
    /// before its rename: regular files named with odr-pack's prefix whose process no longer
    /// runs (a live process's are its own, still being written). Best effort: what cannot be
    /// listed or removed is left.
    package static func removeAbandonedTemporaries(in folder: String) {
        guard let handle = try? DirectoryHandle(folder), let names = try? handle.contents() else { return }
        for name in names where name.hasPrefix(temporaryPrefix) {
            let rest = name.dropFirst(temporaryPrefix.count)
            guard let pid = rest.split(separator: "-", maxSplits: 1).first.flatMap({ pid_t($0) }), pid > 0,
                pid != getpid(), kill(pid, 0) != 0, errno == ESRCH,
                (try? handle.status(of: name))?.kind == .regular
            else { continue }
            try? handle.removeFile(name)
        }
    }

    /// Writes `bytes` to `file`, flushes it to storage and closes it (`WritableFile` closes
    /// its descriptor once, whatever fails); errors name `target`, the file the caller knows.
    private static func fill(_ file: WritableFile, with bytes: [UInt8], naming target: String) throws(FileSystemError) {
        do throws(FileSystemError) {
            try file.write(bytes)
            try file.synchronize()
            try file.close()
        } catch {
            throw error.naming(target)
        }
    }

    /// Appends `bytes` to the end of `path`, creating it (mode 0644) when it does not exist,
    /// as a log or GitHub's job summary file is added to; never through a link.
    public static func append(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        let file = try systemCall("open", path) {
            try FileDescriptor.open(
                FilePath(path), .writeOnly, options: [.append, .create, .closeOnExec, .noFollow],
                permissions: [.ownerReadWrite, .groupRead, .otherRead])
        }
        defer { try? file.close() }
        try systemCall("write", path) { try file.writeAll(bytes) }
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
