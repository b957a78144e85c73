/// An open folder, so that the files in it are reached by name (`fstatat`, `openat`)
/// rather than by a full path the kernel must walk again for every file.
public final class DirectoryHandle {
    private let descriptor: Int32
    /// The folder's path, for error messages.
    public let path: String

    /// Opens the folder at `path`.
    public init(_ path: String) throws(FileSystemError) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileSystemError("open folder", path: path) }
        self.descriptor = descriptor
        self.path = path
    }

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit { close(descriptor) }

    /// The status of `name` in this folder, not following a link.
    public func status(of name: String) throws(FileSystemError) -> FileStatus {
        var info = stat()
        guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
            throw FileSystemError("stat", path: path + "/" + name)
        }
        return FileStatus(info)
    }

    /// The folder `name` in this folder (not through a link).
    public func subdirectory(_ name: String) throws(FileSystemError) -> DirectoryHandle {
        let child = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard child >= 0 else { throw FileSystemError("open folder", path: path + "/" + name) }
        return DirectoryHandle(descriptor: child, path: path + "/" + name)
    }

    /// Up to `count` bytes from the start of the regular file `name`.
    public func readPrefix(of name: String, count: Int) throws(FileSystemError) -> [UInt8] {
        let file = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard file >= 0 else { throw FileSystemError("open", path: path + "/" + name) }
        defer { close(file) }
        var buffer = [UInt8](repeating: 0, count: count)
        let got = buffer.withUnsafeMutableBytes { pread(file, $0.baseAddress, count, 0) }
        guard got >= 0 else { throw FileSystemError("read", path: path + "/" + name) }
        return Array(buffer[0..<got])
    }

    /// The names in this folder, without `.` and `..`, sorted by their UTF-8 bytes.
    public func contents() throws(FileSystemError) -> [String] {
        let listing = openat(descriptor, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
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
