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
        case path = "Path"
        case source = "Source"
        case size = "Size"
        case sha256 = "SHA256"
    }
}

/// One asset pack as written: what the index records about it, the keys every delivery
/// writes and the delivery's own (`deliveryKeys`).
public struct BuiltPack: Sendable, Hashable {
    /// The pack's identifier: what the app or the store knows it by.
    public var identifier: String
    /// The pack's folder name (the identifier for deliveries without one).
    public var folder: String
    /// The tags, sorted.
    public var tags: [String]
    /// The archive (or folder), relative to the output folder: `packs/<name>`; empty when
    /// the build wrote none.
    public var archive: String
    /// The archive's size in bytes (for `folder`, the bytes of its files).
    public var archiveSize: Int64
    /// The archive's SHA-256 (for `folder`, the content hash).
    public var archiveSHA256: String
    /// The bytes of the pack's content as the delivery counts them.
    public var uncompressedSize: Int64
    /// SHA-256 over the pack's entries (see `ContentHash`): changes exactly when content changes.
    public var contentHash: String
    /// The files, sorted by path.
    public var files: [BuiltFile]
    /// What the app's pack list names for the pack, sorted (empty where the delivery has none).
    public var items: [String]
    /// True when resources Xcode compiles were packed as their sources (`--allow-uncompiled`).
    public var uncompiled: Bool?
    /// The manifest line of the pack's first entry, where diff locates what it says of the pack.
    public var line: Int? = nil
    /// The delivery's own keys of the pack.
    public var deliveryKeys: IndexKeys = [:]

    /// A pack entry with the core keys; the delivery adds its own.
    public init(
        identifier: String, folder: String, tags: [String], archive: String, archiveSize: Int64, archiveSHA256: String,
        uncompressedSize: Int64, contentHash: String, files: [BuiltFile], items: [String] = [], uncompiled: Bool? = nil
    ) {
        self.identifier = identifier
        self.folder = folder
        self.tags = tags
        self.archive = archive
        self.archiveSize = archiveSize
        self.archiveSHA256 = archiveSHA256
        self.uncompressedSize = uncompressedSize
        self.contentHash = contentHash
        self.files = files
        self.items = items
        self.uncompiled = uncompiled
    }
}

extension BuiltPack: Codable {
    enum CodingKeys: String, CodingKey {
        case identifier = "Identifier"
        case folder = "Folder"
        case tags = "Tags"
        case archive = "Archive"
        case archiveSize = "ArchiveSize"
        case archiveSHA256 = "ArchiveSHA256"
        case uncompressedSize = "UncompressedSize"
        case contentHash = "ContentHash"
        case files = "Files"
        case items = "Items"
        case uncompiled = "Uncompiled"
        case line = "Line"
    }

    /// Every key of the core, which no delivery's key may take.
    static let coreKeys = Set(
        [
            CodingKeys.identifier, .folder, .tags, .archive, .archiveSize, .archiveSHA256, .uncompressedSize,
            .contentHash, .files, .items, .uncompiled, .line,
        ].map(\.stringValue))

    /// Encodes the keys of docs/output.md, then the delivery's; absent optional values are left out.
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
        try container.encode(files, forKey: .files)
        try container.encode(items, forKey: .items)
        try container.encodeIfPresent(uncompiled, forKey: .uncompiled)
        try container.encodeIfPresent(line, forKey: .line)
        try deliveryKeys.encode(into: encoder)
    }

    /// Decodes a pack: the core keys, and every other key as the delivery's.
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
        files = try container.decode([BuiltFile].self, forKey: .files)
        items = try container.decode([String].self, forKey: .items)
        uncompiled = try container.decodeIfPresent(Bool.self, forKey: .uncompiled)
        line = try container.decodeIfPresent(Int.self, forKey: .line)
        deliveryKeys = try IndexKeys.remaining(in: decoder, known: Self.coreKeys)
    }
}
