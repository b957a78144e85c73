import FileSystem

/// One regular file reached by a resource entry.
public struct ScannedFile: Sendable, Hashable {
    /// The path relative to the base folder, with links resolved: the file's identity.
    public var source: String
    /// Where the file lands inside its asset pack (Xcode's copy rule).
    public var packPath: String
    /// The size in bytes.
    public var size: Int64
    /// The modification time in nanoseconds since 1970.
    public var modificationTime: Int64
    /// The status-change time in nanoseconds since 1970 (0 where unknown).
    public var changeTime: Int64 = 0
    /// Device and inode (zero where unknown).
    public var identity = FileIdentity(device: 0, inode: 0)
    /// The index of the manifest entry that reached it.
    public var entryIndex: Int
    /// For an output of an Xcode tool: where the tool wrote it (the file packed); `source` is
    /// then the resource it was compiled from.
    public var compiledOutput: String?

    /// What the scan (or the compiler's output) said of the file read into the pack.
    var stamp: FileStamp {
        FileStamp(size: size, modificationTime: modificationTime, changeTime: changeTime, identity: identity)
    }
}

/// Every file the manifest reaches, split into tagged (packed) and untagged (app bundle) files.
public struct ResourceScan: Sendable {
    /// The canonical base folder.
    public var baseDirectory: String
    /// Files of tagged entries, in manifest order then path order.
    public var taggedFiles: [ScannedFile] = []
    /// Entries whose path does not exist (reported as `missing-resource`), in manifest order.
    public var missingEntries: [Int] = []
    /// Files of untagged entries: app-bundle content, counted but never packed.
    public var untaggedFiles: [ScannedFile] = []
    /// Problems found on disk.
    public var diagnostics: [Diagnostic] = []
    /// Tagged files that are Git LFS pointers, by source path (never recorded as checked).
    public var gitLFSPointers: Set<String> = []
}
