import SystemPackage

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Small, direct file-system calls: reading whole small files, folder listings and
/// canonical paths.
public enum FileAccess {
    /// The largest file read whole into memory (a manifest, `project.pbxproj`, a
    /// `Contents.json`, an `.xcconfig`, an index or the build cache): 256 MiB, some hundred
    /// times a large real manifest. A bigger file is refused rather than read.
    public static let maximumReadSize = 256 << 20

    /// Opens the regular file at `path` for reading. It is opened non-blocking and checked
    /// before anything is read, so a FIFO, socket or device (`/dev/zero`) is refused at once
    /// instead of blocking or never ending.
    package static func openRegularFile(_ path: String) throws(FileSystemError) -> ReadableFile {
        let descriptor = try systemCall("open", path) {
            try FileDescriptor.open(FilePath(path), .readOnly, options: [.nonBlocking, .closeOnExec])
        }
        let file = ReadableFile(descriptor: descriptor, path: path)
        try checkRegular(file.descriptor, path: path)
        return file
    }

    /// Throws unless `descriptor` is a regular file.
    package static func checkRegular(_ descriptor: FileDescriptor, path: String) throws(FileSystemError) {
        let status = try FileStatus.of(descriptor, path: path)
        switch status.kind {
        case .regular: return
        case .directory: throw FileSystemError("read", path: path, code: EISDIR)
        case .symbolicLink, .other: throw FileSystemError("read", path: path, cause: .notRegularFile)
        }
    }

    /// Reads a whole regular file of at most `limit` bytes.
    public static func readFile(_ path: String, limit: Int = maximumReadSize) throws(FileSystemError) -> [UInt8] {
        let file: ReadableFile
        do throws(FileSystemError) {
            file = try openRegularFile(path)
        } catch {
            ReadLog.current?.note(.followed, path, .failure(error))
            throw error
        }
        let status = try file.status()
        ReadLog.current?.note(.followed, path, .success(status))
        let expected = status.size
        guard expected <= Int64(limit) else { throw FileSystemError("read", path: path, cause: .tooLarge(limit: limit)) }
        // Read straight into an array of the file's size; a file that grows meanwhile is
        // read to its end, up to the limit.
        var bytes = [UInt8](repeating: 0, count: Int(expected) + 1)
        var filled = 0
        while true {
            if filled == bytes.count {
                guard bytes.count <= limit else { throw FileSystemError("read", path: path, cause: .tooLarge(limit: limit)) }
                bytes.append(contentsOf: repeatElement(0, count: max(bytes.count, 1 << 16)))
            }
            let count = try systemCall("read", path) {
                try bytes.withUnsafeMutableBytes { try file.descriptor.read(into: UnsafeMutableRawBufferPointer(rebasing: $0[filled...])) }
            }
            if count == 0 {
                bytes.removeSubrange(filled...)
                return bytes
            }
            filled += count
        }
    }

    /// The names in a folder, without `.` and `..`, sorted by their UTF-8 bytes.
    public static func contentsOfDirectory(_ path: String) throws(FileSystemError) -> [String] {
        try DirectoryHandle(path).contents()
    }

    /// The absolute path with every link, `.` and `..` resolved.
    public static func canonicalPath(_ path: String) throws(FileSystemError) -> String {
        guard let resolved = realpath(path, nil) else {
            let error = FileSystemError("resolve", path: path)
            if let log = ReadLog.current {
                if error.isMissing { log.note(ReadLog.Entry(access: .canonical, path: path, status: nil)) } else { log.invalidate() }
            }
            throw error
        }
        defer { free(resolved) }
        let canonical = String(cString: resolved)
        ReadLog.current?.note(ReadLog.Entry(access: .canonical, path: path, status: nil, resolved: canonical))
        return canonical
    }
}
