import FileSystem
import PropertyList

/// The build cache's stamp tables (each pack's `inputs`, `checkedFiles`) as one data value
/// each, in the record's encoding (`RecordWriter`): paths in byte order, front-coded, each
/// followed by its size, times, device and inode as zigzag LEB128 integers. Decoding and
/// encoding a stamp as a keyed container of five integers was most of the cache's cost, and
/// the cache is read by every build that is not a no-op. Read strictly: a malformed table, a
/// path given twice or a trailing byte makes the whole cache unreadable, hence ignored.
enum StampTable {
    /// `stamps` as a data value.
    static func encode(_ stamps: [String: FileStamp]) -> PropertyListData {
        var writer = RecordWriter()
        writer.int(Int64(stamps.count))
        for (path, stamp) in stamps.sorted(by: { $0.key.utf8Precedes($1.key) }) {
            writer.frontCodedPath(path)
            writer.int(stamp.size)
            writer.int(stamp.modificationTime)
            writer.int(stamp.changeTime)
            writer.int(Int64(bitPattern: stamp.device))
            writer.int(Int64(bitPattern: stamp.inode))
        }
        return PropertyListData(writer.bytes)
    }

    /// The stamps `data` holds; nil unless it is a whole table.
    static func decode(_ data: PropertyListData) -> [String: FileStamp]? {
        var reader = RecordReader(bytes: data.bytes, position: 0)
        guard
            let entries = reader.list({ reader -> (String, FileStamp)? in
                guard let path = reader.frontCodedPath(), let size = reader.int(), let modified = reader.int(),
                    let changed = reader.int(), let device = reader.int(), let inode = reader.int()
                else { return nil }
                let identity = FileIdentity(device: UInt64(bitPattern: device), inode: UInt64(bitPattern: inode))
                return (path, FileStamp(size: size, modificationTime: modified, changeTime: changed, identity: identity))
            }), reader.isAtEnd
        else { return nil }
        var stamps: [String: FileStamp] = [:]
        stamps.reserveCapacity(entries.count)
        for (path, stamp) in entries {
            guard stamps.updateValue(stamp, forKey: path) == nil else { return nil }
        }
        return stamps
    }

    /// The table under `key`, or a `DecodingError`.
    static func decode<Key: CodingKey>(_ container: KeyedDecodingContainer<Key>, forKey key: Key) throws -> [String: FileStamp] {
        guard let stamps = decode(try container.decode(PropertyListData.self, forKey: key)) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "not a table of file stamps")
        }
        return stamps
    }
}

extension BuildCache {
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        guard version == Self.formatVersion else {
            throw DecodingError.dataCorruptedError(forKey: .version, in: container, debugDescription: "a cache of another format")
        }
        packs = try container.decode([String: Pack].self, forKey: .packs)
        checkedFiles = try StampTable.decode(container, forKey: .checkedFiles)
        generator = try container.decodeIfPresent(String.self, forKey: .generator)
        merge = try container.decodeIfPresent(MergeMemo.self, forKey: .merge)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        try container.encode(packs, forKey: .packs)
        try container.encode(StampTable.encode(checkedFiles), forKey: .checkedFiles)
        try container.encodeIfPresent(generator, forKey: .generator)
        try container.encodeIfPresent(merge, forKey: .merge)
    }
}

extension BuildCache.Pack {
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        pack = try container.decode(BuiltPack.self, forKey: .pack)
        fingerprint = try container.decode(String.self, forKey: .fingerprint)
        stamp = try container.decodeIfPresent(ArchiveStamp.self, forKey: .stamp)
        inputs = try StampTable.decode(container, forKey: .inputs)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(pack, forKey: .pack)
        try container.encode(fingerprint, forKey: .fingerprint)
        try container.encodeIfPresent(stamp, forKey: .stamp)
        try container.encode(StampTable.encode(inputs), forKey: .inputs)
    }
}
