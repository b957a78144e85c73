import FileSystem
import PropertyList

/// What the last build in an output folder recorded for the next one
/// (`.odr-pack-cache.plist`, a binary plist): for each pack, what the index says of it (its
/// files' SHA-256 among it), the fingerprint of its inputs, the stamp of each input file and
/// the stamp of the archive written for it; and the packed files that passed the executable
/// check, with their stamps.
///
/// Content decides, stamps only vouch. A pack is kept when its inputs hash to the files the
/// cache lists: an input whose stamp (size, times, device and inode) is the one recorded is
/// not read again; any other input -- a fresh clone, a restored cache, a moved project, a
/// file rewritten behind equal size and modification time -- is read and hashed once.
///
/// The cache is untrusted input. It names no path: the builder looks up packs by identifier
/// and inputs by their path in the pack, and checks the archive at the path it computes
/// itself. An archive is kept when it still has the stamp recorded when it was written
/// (device, inode, size, and a modification time chosen at random to the nanosecond), or
/// else when its delivery's verification of it against the cached index entry finds
/// nothing (every byte read and hashed) -- so the cache never vouches for a file it did not
/// write or cannot prove, such as an archive from an interrupted build.
public struct BuildCache: Sendable, Hashable, Codable {
    /// The cache's file name in the output folder.
    public static let fileName = BuildFolderMarkers.cacheFile
    /// The cache format's version; a cache of another version is ignored. 4: stamp tables
    /// as data (`StampTable`).
    static let formatVersion = 4

    /// One pack as the last build wrote it.
    public struct Pack: Sendable, Hashable, Codable {
        /// Its index entry.
        public var pack: BuiltPack
        /// The hash of everything it was built from (`InputFingerprint`).
        public var fingerprint: String
        /// The archive's stamp when it was written; nil when the delivery wrote none.
        public var stamp: ArchiveStamp?
        /// The stamp of each input file read into the pack, by its path in the pack; only
        /// stamps settled before the build began (`FileStamp.isSettled(before:)`).
        public var inputs: [String: FileStamp]

        enum CodingKeys: String, CodingKey {
            case pack = "Pack"
            case fingerprint = "Fingerprint"
            case stamp = "Stamp"
            case inputs = "Inputs"
        }
    }

    /// The format version.
    var version: Int
    /// Packs by identifier.
    public var packs: [String: Pack]
    /// Files found free of executable code, for `LintOptions.checkedFiles`; only stamps
    /// settled before the build began.
    public var checkedFiles: [String: FileStamp]
    /// The odr-pack that wrote the cache (`BuildOptions.generator`): another one's merge is not taken.
    public var generator: String?
    /// The grouping `--max-packs` chose, for `LintOptions.mergeMemo`.
    public var merge: MergeMemo?

    enum CodingKeys: String, CodingKey {
        case version = "Version"
        case packs = "Packs"
        case checkedFiles = "Checked"
        case generator = "Generator"
        case merge = "Merge"
    }

    init(packs: [String: Pack], checkedFiles: [String: FileStamp], generator: String? = nil, merge: MergeMemo? = nil) {
        version = Self.formatVersion
        self.packs = packs
        self.checkedFiles = checkedFiles
        self.generator = generator
        self.merge = merge
    }

    /// The merge the next build of the same odr-pack may take.
    func mergeMemo(for generator: String) -> MergeMemo? {
        self.generator == generator ? merge : nil
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
