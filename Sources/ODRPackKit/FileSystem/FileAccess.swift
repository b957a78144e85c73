/// Small, direct file-system calls: reading whole small files, a file's first bytes,
/// folder listings and canonical paths.
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

    /// Up to `count` bytes from the start of a file.
    public static func readPrefix(_ path: String, count: Int) throws(FileSystemError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileSystemError("open", path: path) }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: count)
        let got = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, 0) }
        guard got >= 0 else { throw FileSystemError("read", path: path) }
        return Array(buffer[0..<got])
    }

    /// The names in a folder, without `.` and `..`, sorted by their UTF-8 bytes.
    public static func contentsOfDirectory(_ path: String) throws(FileSystemError) -> [String] {
        guard let directory = opendir(path) else { throw FileSystemError("open folder", path: path) }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The absolute path with every link, `.` and `..` resolved.
    public static func canonicalPath(_ path: String) throws(FileSystemError) -> String {
        guard let resolved = realpath(path, nil) else { throw FileSystemError("resolve", path: path) }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
