/// The tables of a generated map (`AssetPackMap.swift`, `PlayAssetPackMap.kt`) as data the
/// app reads once, not as code the compiler must type-check entry by entry: one record a
/// line, fields separated by `|`, so a map of 100,000 files compiles in about the time its
/// bytes take to read (docs/performance.md).
///
/// - packs: `ID|kind|size|platforms` (kind: the policy or delivery type; size in bytes;
///   platforms joined by `,`, empty for every platform of the build), sorted by ID; a pack's
///   number is its line; a build with localized packs adds `|language` (empty for a pack of
///   every language) to every line;
/// - tags: `tag|n,n,...` (the numbers of the packs holding its files), sorted by tag;
/// - files: `bundle path|n|size|sha256`, sorted by the path's UTF-8 bytes.
///
/// Fields are ASCII: `%`, `|`, `"`, `\`, `$`, controls and every byte of a non-ASCII character
/// are written `%XX`, so the text needs no escape in a Swift or Kotlin literal and shows no
/// invisible character (`decode` in the generated code reverses it).
struct PackMapTables {
    /// One line per pack.
    var packs: String
    /// One line per tag.
    var tags: String
    /// One line per file.
    var files: String

    /// The tables of `index`; `kind` names each pack's policy or delivery type, `platforms`
    /// the platforms of a pack not on every platform of the build, `language` the language of a
    /// localized pack.
    init(
        _ index: BuildIndex, kind: (BuiltPack) -> String, platforms: (BuiltPack) -> [String]? = { _ in nil },
        language: (BuiltPack) -> String? = { _ in nil }
    ) {
        let packs = index.assetPacks.sorted { $0.identifier.utf8Precedes($1.identifier) }
        let numbers = Dictionary(packs.enumerated().map { ($1.identifier, $0) }) { first, _ in first }
        let localized = packs.contains { language($0) != nil }
        self.packs = packs.map { pack in
            let on = (platforms(pack) ?? []).map(Self.field).joined(separator: ",")
            let spoken = localized ? "|" + Self.field(language(pack) ?? "") : ""
            return "\(Self.field(pack.identifier))|\(Self.field(kind(pack)))|\(pack.uncompressedSize)|\(on)\(spoken)\n"
        }.joined()
        tags = index.tags.sorted { $0.name.utf8Precedes($1.name) }.map { tag in
            Self.field(tag.name) + "|" + tag.assetPacks.compactMap { numbers[$0] }.sorted().map(String.init).joined(separator: ",") + "\n"
        }.joined()
        let files = packs.flatMap { pack in pack.files.map { (numbers[pack.identifier] ?? 0, $0) } }
            .sorted { $0.1.path.utf8Precedes($1.1.path) }
        self.files = files.map { number, file in
            "\(Self.field(file.path))|\(number)|\(file.size)|\(Self.field(file.sha256))\n"
        }.joined()
    }

    /// `text` with every byte outside printable ASCII, and `%`, `|`, `"`, `\` and `$`, as `%XX`.
    static func field(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "%"), UInt8(ascii: "|"), UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "$"), 0..<0x20, 0x7F...:
                out += "%" + Hex.string([byte], uppercase: true)
            default:
                out.unicodeScalars.append(Unicode.Scalar(byte))
            }
        }
        return out
    }

    /// A table cut into pieces of at most `limit` bytes, at any place (a table is ASCII, and the
    /// pieces are joined again before it is read): the JVM keeps a string constant to 65,535
    /// bytes, whatever a single name's length.
    static func pieces(_ text: String, limit: Int) -> [String] {
        let bytes = Array(text.utf8)
        return stride(from: 0, to: bytes.count, by: limit).map { start in
            String(decoding: bytes[start..<min(start + limit, bytes.count)], as: UTF8.self)
        }
    }
}
