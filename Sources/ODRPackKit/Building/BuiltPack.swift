/// One file as written into a pack.
public struct BuiltFile: Sendable, Hashable, Codable {
    /// Where it is inside the pack.
    public var path: String
    /// Where it came from, relative to the base folder.
    public var source: String
    /// Its size in bytes.
    public var size: Int64
    /// The lower-case hex SHA-256 of its bytes.
    public var sha256: String

    enum CodingKeys: String, CodingKey {
        case path = "Path", source = "Source", size = "Size", sha256 = "SHA256"
    }
}

/// One asset pack as written: what the index records about it.
public struct BuiltPack: Sendable, Hashable, Codable {
    /// `<bundle id>.asset-pack-<md5>`.
    public var identifier: String
    /// `<bundle id>.<tags>-<md5>.assetpack`.
    public var folder: String
    /// The tags, sorted.
    public var tags: [String]
    /// The archive (or folder), relative to the output folder: `packs/<name>`.
    public var archive: String
    /// The archive's size in bytes (for `folder`, the bytes of its files).
    public var archiveSize: Int64
    /// The archive's SHA-256 (for `folder`, the content hash).
    public var archiveSHA256: String
    /// The bytes under the pack folder as Xcode counts them: `Info.plist`, the files and
    /// each folder's size on a Mac's file system (see `PackLayout.uncompressedSize`).
    public var uncompressedSize: Int64
    /// SHA-256 over the pack's entries (see `ContentHash`): changes exactly when content changes.
    public var contentHash: String
    /// Xcode's download priority, when present.
    public var priority: Double?
    /// The files, sorted by path.
    public var files: [BuiltFile]
    /// What `OnDemandResources.plist` lists for the pack, sorted (Xcode's items: a copied file
    /// or folder by its landing name, a processed file as its region folder or `""`).
    public var items: [String]
    /// The asset-pack manifest's `primaryContentHash.hash`: a time in Xcode's form that stays
    /// the same while the content does and never goes back when it changes (see docs/output.md).
    public var primaryContentHash: String
    /// True when resources Xcode compiles were packed as their sources (`--allow-uncompiled`).
    public var uncompiled: Bool?
    /// The manifest line of the pack's first entry, where diff locates what it says of the pack.
    public var line: Int? = nil
    /// Background Assets: the pack's download policy.
    public var policy: DownloadPolicy? = nil

    enum CodingKeys: String, CodingKey {
        case identifier = "Identifier", folder = "Folder", tags = "Tags", archive = "Archive"
        case archiveSize = "ArchiveSize", archiveSHA256 = "ArchiveSHA256", uncompressedSize = "UncompressedSize"
        case contentHash = "ContentHash", priority = "Priority", files = "Files", items = "Items"
        case primaryContentHash = "PrimaryContentHash", uncompiled = "Uncompiled", line = "Line", policy = "Policy"
    }
}

extension BuiltPack {
    /// Encodes the keys of docs/output.md; `PrimaryContentHash`, Xcode's, is left out of a
    /// Background Assets pack (which has a `Policy`), as are absent optional values.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(identifier, forKey: .identifier)
        try container.encode(folder, forKey: .folder)
        try container.encode(tags, forKey: .tags)
        try container.encode(archive, forKey: .archive)
        try container.encode(archiveSize, forKey: .archiveSize)
        try container.encode(archiveSHA256, forKey: .archiveSHA256)
        try container.encode(uncompressedSize, forKey: .uncompressedSize)
        try container.encode(contentHash, forKey: .contentHash)
        try container.encodeIfPresent(priority, forKey: .priority)
        try container.encode(files, forKey: .files)
        try container.encode(items, forKey: .items)
        if policy == nil { try container.encode(primaryContentHash, forKey: .primaryContentHash) }
        try container.encodeIfPresent(uncompiled, forKey: .uncompiled)
        try container.encodeIfPresent(line, forKey: .line)
        try container.encodeIfPresent(policy, forKey: .policy)
    }

    /// Decodes a pack; a missing `PrimaryContentHash` (Background Assets) reads as empty.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        identifier = try container.decode(String.self, forKey: .identifier)
        folder = try container.decode(String.self, forKey: .folder)
        tags = try container.decode([String].self, forKey: .tags)
        archive = try container.decode(String.self, forKey: .archive)
        archiveSize = try container.decode(Int64.self, forKey: .archiveSize)
        archiveSHA256 = try container.decode(String.self, forKey: .archiveSHA256)
        uncompressedSize = try container.decode(Int64.self, forKey: .uncompressedSize)
        contentHash = try container.decode(String.self, forKey: .contentHash)
        priority = try container.decodeIfPresent(Double.self, forKey: .priority)
        files = try container.decode([BuiltFile].self, forKey: .files)
        items = try container.decode([String].self, forKey: .items)
        primaryContentHash = try container.decodeIfPresent(String.self, forKey: .primaryContentHash) ?? ""
        uncompiled = try container.decodeIfPresent(Bool.self, forKey: .uncompiled)
        line = try container.decodeIfPresent(Int.self, forKey: .line)
        policy = try container.decodeIfPresent(DownloadPolicy.self, forKey: .policy)
    }
}
