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
    /// Source bytes read and packed.
    public var bytesPacked: Int64
}
