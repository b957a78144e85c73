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
    /// Whether any file in the output folder was written (false for a no-op rebuild).
    public var changedOutput: Bool
}
