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
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileSystemError("read", path: path)
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
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
