import Crypto

/// SHA-256 of a whole file, read in chunks.
enum FileDigest {
    static func sha256(of path: String) throws(BuildError) -> (size: Int64, sha256: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .output(FileSystemError("open", path: path)) }
        defer { close(descriptor) }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: SourceFile.chunkSize, alignment: 16)
        defer { buffer.deallocate() }
        var hasher = SHA256()
        var size: Int64 = 0
        while true {
            let count = read(descriptor, buffer.baseAddress, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw .output(FileSystemError("read", path: path)) }
            if count == 0 { break }
            hasher.update(bufferPointer: UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
            size += Int64(count)
        }
        return (size, ContentHash.hex(hasher.finalize()))
    }
}
