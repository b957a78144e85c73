import Crypto

/// The SHA-256 and length of a byte stream fed chunk by chunk: the one hashing accumulator
/// for source files, archives as libarchive writes them, and entries read back by verify.
/// It can keep the bytes of a short stream (a pack's plists) for content checks.
final class StreamDigest {
    private var hasher = SHA256()
    private let keepLimit: Int
    /// The bytes so far, when the stream is no longer than `keepLimit`.
    private(set) var keptBytes: [UInt8] = []
    /// The bytes added so far.
    private(set) var size: Int64 = 0

    /// A digest that keeps the bytes of streams up to `keepLimit` bytes long.
    init(keepingUpTo keepLimit: Int = 0) {
        self.keepLimit = keepLimit
    }

    /// Adds the next chunk.
    func add(_ chunk: UnsafeRawBufferPointer) {
        hasher.update(bufferPointer: chunk)
        size += Int64(chunk.count)
        if size <= Int64(keepLimit) {
            keptBytes.append(contentsOf: chunk)
        } else if !keptBytes.isEmpty {
            keptBytes = []
        }
    }

    /// The lower-case hex SHA-256 of everything added (call once, at the end).
    func finish() -> String { Hex.string(hasher.finalize()) }

    /// The lower-case hex SHA-256 of `bytes`.
    static func sha256(_ bytes: [UInt8]) -> String { Hex.string(SHA256.hash(data: bytes)) }
}
