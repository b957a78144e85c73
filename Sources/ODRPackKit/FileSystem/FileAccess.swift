/// Small, direct file-system calls: reading whole small files, folder listings and
/// canonical paths.
public enum FileAccess {
    /// Reads a whole (small) file, such as a manifest.
    public static func readFile(_ path: String) throws(FileSystemError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileSystemError("open", path: path) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw FileSystemError("stat", path: path) }
        if info.st_mode & S_IFMT == S_IFDIR { throw FileSystemError("read", path: path, code: EISDIR) }
        // Read straight into an array of the file's size; a file that grows meanwhile is read
        // to its end all the same.
        var bytes = [UInt8](repeating: 0, count: max(Int(info.st_size), 0) + 1)
        var filled = 0
        while true {
            if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(bytes.count, 1 << 16))) }
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileSystemError("read", path: path)
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
        guard let resolved = realpath(path, nil) else { throw FileSystemError("resolve", path: path) }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
