/// How far a build is, reported while packs are written.
public struct BuildProgress: Sendable {
    /// Packs finished (written or kept).
    public var packsDone: Int
    /// All packs.
    public var packsTotal: Int
    /// Source bytes packed so far.
    public var bytesDone: Int64
    /// Source bytes to pack in this run (kept packs excluded).
    public var bytesTotal: Int64
}

/// What a build did.
public struct BuildReport: Sendable {
    /// The index that was written.
    public var index: BuildIndex
    /// Identifiers of the packs written in this run.
    public var written: [String]
    /// Identifiers of the packs kept from the previous build.
    public var kept: [String]
    /// Archives of earlier builds that the new index no longer lists, removed (under `packs/`).
    public var removed: [String]
    /// Entries in `packs/` that odr-pack did not write; they are left in place.
    public var foreign: [String]
    /// Source bytes read and packed.
    public var bytesPacked: Int64
    /// Whether any file in the output folder other than the cache was written or removed
    /// (false for a no-op rebuild).
    public var changedOutput: Bool
    /// Whether the cache was written: always with a changed output; alone, when a no-op
    /// rebuild recorded the stamps of inputs that have settled since the last build.
    public var cacheWritten: Bool = false
    /// Source bytes read and hashed to prove kept packs unchanged: inputs whose stamps differ
    /// from the cache's (a fresh clone, a restored or moved output folder, a touched file).
    public var bytesHashed: Int64 = 0
    /// Archives kept after reading them whole, their stamps having changed since they were written.
    public var archivesProven: Int = 0
}
