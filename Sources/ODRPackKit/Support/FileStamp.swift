/// A file's size and modification time: what odr-pack takes as "unchanged" between runs.
public struct FileStamp: Sendable, Hashable, Codable {
    /// The size in bytes.
    public var size: Int64
    /// The modification time in nanoseconds since 1970.
    public var modificationTime: Int64

    /// Creates a stamp.
    public init(size: Int64, modificationTime: Int64) {
        self.size = size
        self.modificationTime = modificationTime
    }

    enum CodingKeys: String, CodingKey {
        case size = "Size"
        case modificationTime = "Time"
    }
}
