/// Recognises a Git LFS pointer file: what a checkout made without Git LFS holds in place of
/// an asset, a small text file (`version https://git-lfs.github.com/spec/v1`, the object's
/// `oid` and its `size`; git-lfs `docs/spec.md`). Packing it would ship the pointer, and
/// sizes would count 130 bytes for what may be megabytes.
struct GitLFSPointer: Equatable {
    /// The size of the object it stands for, when the pointer states it.
    var objectSize: Int64?

    /// Pointer files are under 1024 bytes (the spec's limit); larger files are never read further.
    static let maximumSize: Int64 = 1023
    /// How many leading bytes to read of a file that may be a pointer: the whole of a usual one.
    static let prefixLength = 200
    private static let header = Array("version https://git-lfs.github.com/spec/v1\n".utf8)

    /// The pointer the bytes (a file's first bytes) are, or nil.
    init?(_ bytes: [UInt8]) {
        guard bytes.count >= Self.header.count, bytes.starts(with: Self.header) else { return nil }
        let lines = bytes.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
        objectSize = lines.first { $0.hasPrefix("size ") }.flatMap { Int64($0.dropFirst(5)) }
    }
}
