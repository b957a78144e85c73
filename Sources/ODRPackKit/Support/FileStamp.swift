import FileSystem

/// What `lstat` said of a file when a build recorded it: its size, modification time,
/// status-change time and identity (device and inode).
///
/// A stamp only vouches for content it was recorded with: a file whose stamp is equal now is
/// taken as unchanged, because every write sets its change time, which no tool can set back.
/// The one gap is a write within the clock tick of the recording itself (git's "racy"
/// entry), so a stamp is kept only when the file's last change was at least a second before
/// the recording began (`isSettled(before:)`); the next build reads a file without one.
public struct FileStamp: Sendable, Hashable, Codable {
    /// The size in bytes.
    public var size: Int64
    /// The modification time in nanoseconds since 1970.
    public var modificationTime: Int64
    /// The status-change time in nanoseconds since 1970.
    public var changeTime: Int64
    /// The device number.
    public var device: UInt64
    /// The inode number.
    public var inode: UInt64

    /// Creates a stamp.
    public init(size: Int64, modificationTime: Int64, changeTime: Int64, identity: FileIdentity) {
        self.size = size
        self.modificationTime = modificationTime
        self.changeTime = changeTime
        device = identity.device
        inode = identity.inode
    }

    /// The stamp of a file as `status` describes it.
    public init(_ status: FileStatus) {
        self.init(
            size: status.size, modificationTime: status.modificationTime, changeTime: status.changeTime,
            identity: status.identity)
    }

    /// How long before a recording a file must have last changed for its stamp to be kept.
    static let settlingTime: Int64 = 1_000_000_000

    /// Whether the file last changed at least `settlingTime` before `recording` (nanoseconds
    /// since 1970), so that no later write can leave the stamp as it is.
    public func isSettled(before recording: Int64) -> Bool {
        changeTime <= recording - Self.settlingTime
    }

    enum CodingKeys: String, CodingKey {
        case size = "Size"
        case modificationTime = "Time"
        case changeTime = "Changed"
        case device = "Device"
        case inode = "Inode"
    }
}
