import FileSystem
import PropertyList

/// What the last build in an output folder recorded for the next one
/// (`.odr-pack-cache.plist`, a binary plist): for each pack, what the index says of it, the
/// fingerprint of its inputs and the stamp of the archive written for it; and the packed
/// files that passed the executable check, with the size and time they had then.
///
/// The cache is untrusted input. It names no path: the builder looks up packs by
/// identifier and checks the archive at the path it computes itself. A pack is reused only
/// when the archive there still has the stamp recorded when it was written (device, inode,
/// size, and a modification time chosen at random to the nanosecond), so the cache can
/// never vouch for a file it did not write, such as an archive from an interrupted build.
public struct BuildCache: Sendable, Hashable, Codable {
    /// The cache's file name in the output folder.
    public static let fileName = BuildFolderMarkers.cacheFile
    /// The cache format's version; a cache of another version is ignored.
    static let formatVersion = 2

    /// One pack as the last build wrote it.
    public struct Pack: Sendable, Hashable, Codable {
        /// Its index entry.
        public var pack: BuiltPack
        /// The hash of everything it was built from (`InputFingerprint`).
        public var fingerprint: String
        /// The archive's stamp when it was written; nil when the delivery wrote none.
        public var stamp: ArchiveStamp?

        enum CodingKeys: String, CodingKey {
            case pack = "Pack"
            case fingerprint = "Fingerprint"
            case stamp = "Stamp"
        }
    }

    /// The format version.
    var version: Int
    /// Packs by identifier.
    public var packs: [String: Pack]
    /// Files found free of executable code, for `LintOptions.checkedFiles`.
    public var checkedFiles: [String: FileStamp]

    enum CodingKeys: String, CodingKey {
        case version = "Version"
        case packs = "Packs"
        case checkedFiles = "Checked"
    }

    init(packs: [String: Pack], checkedFiles: [String: FileStamp]) {
        version = Self.formatVersion
        self.packs = packs
        self.checkedFiles = checkedFiles
    }

    /// The cache in `directory`; nil when there is none, or it cannot be read or is of
    /// another version (then every pack is written and every file checked).
    public static func load(from directory: String) -> BuildCache? {
        read(from: directory).cache
    }

    /// A cache as read from disk, with the bytes it was decoded from.
    struct Snapshot: Sendable {
        var bytes: [UInt8]?
        var cache: BuildCache?
    }

    /// Reads the cache in `directory`. When its bytes are those of `earlier` (read before
    /// the output folder was locked), `earlier`'s decoded cache is reused: decoding is most
    /// of a no-op build's time, and only another build's commit changes the bytes.
    static func read(from directory: String, reusing earlier: Snapshot? = nil) -> Snapshot {
        guard let bytes = try? FileAccess.readFile(PathString.child(directory, fileName)) else { return Snapshot() }
        if let earlier, earlier.bytes == bytes { return earlier }
        guard let value = try? BinaryPropertyList.decode(bytes),
            let cache = try? PropertyListValueDecoder().decode(BuildCache.self, from: value),
            cache.version == formatVersion
        else { return Snapshot(bytes: bytes, cache: nil) }
        return Snapshot(bytes: bytes, cache: cache)
    }

    /// The cache's bytes.
    var encoded: [UInt8] {
        // Only strings, integers, reals and containers: encoding cannot fail.
        BinaryPropertyList.encode(try! PropertyListValueEncoder().encode(self))
    }
}

/// What identifies one archive file (or pack folder) as the very one a build wrote.
public struct ArchiveStamp: Sendable, Hashable, Codable {
    /// Device and inode.
    public var identity: FileIdentity
    /// Size in bytes (0 for a folder).
    public var size: Int64
    /// Modification time in nanoseconds since 1970; for archives, set at random within the
    /// second of writing, so a later file that reuses the inode cannot match by chance.
    public var modificationTime: Int64
    /// For a pack folder: every file and folder in it, by path, with its size and
    /// status-change time (which no tool can set back).
    public var entries: [String: EntryStamp]?

    enum CodingKeys: String, CodingKey {
        case identity = "Identity"
        case size = "Size"
        case modificationTime = "Time"
        case entries = "Entries"
    }
}

extension FileIdentity {
    enum CodingKeys: String, CodingKey {
        case device = "Device"
        case inode = "Inode"
    }
}

/// A file or folder inside a pack folder, as the build left it.
public struct EntryStamp: Sendable, Hashable, Codable {
    /// Size in bytes.
    public var size: Int64
    /// Status-change time in nanoseconds since 1970.
    public var changeTime: Int64

    enum CodingKeys: String, CodingKey {
        case size = "Size"
        case changeTime = "Changed"
    }
}
