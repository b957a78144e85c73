/// Background Assets pack IDs derived from tag sets: the same on every machine and in every
/// build, readable where the tags allow, only `[A-Za-z0-9_-]`, at most 64 characters.
///
/// The readable form is the pack's tags, sorted, each with every run of other characters
/// made one `-` (trimmed at both ends), joined by `_`: `Level 01` + `Level 02` gives
/// `Level-01_Level-02`. Where that form is longer than 64 characters, is empty, or is the
/// form of another pack of the plan (compared without case: `Level-01` and `level-01` name
/// one file on a Mac's disk), the pack gets `-` and the first 8 hex digits of the
/// SHA-256 of its tag sets instead, after the readable form cut to 55 characters
/// (`pack-<hash>` when nothing readable is left). The hash covers every tag set of the
/// pack (a merged pack holds several), so two packs never share one by construction.
public enum AssetPackID {
    /// The rule as the planner applies it.
    struct Rule: PackNamingRule {
        func isValid(_ id: String) -> Bool { AssetPackID.isValid(id) }
        var rule: String { "1 to \(AssetPackID.maximumLength) characters of letters, digits, '_' and '-'" }
        var store: String { "App Store Connect" }
        func derive(_ packs: [[[String]]]) -> [String] { AssetPackID.derive(packs) }
    }

    /// The longest ID App Store Connect takes.
    public static let maximumLength = 64
    /// The length of the hash suffix, in hex digits.
    static let hashLength = 8

    /// Whether `id` may name a pack: 1 to 64 characters of `[A-Za-z0-9_-]`.
    public static func isValid(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.count <= maximumLength && id.utf8.allSatisfy(isAllowed)
    }

    static func isAllowed(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F || byte == 0x2D
    }

    /// The readable form of a pack holding `tags` (sorted); may be empty or too long.
    static func readable(_ tags: [String]) -> String {
        tags.map(sanitized).filter { !$0.isEmpty }.joined(separator: "_")
    }

    /// `tag` with every run of characters outside `[A-Za-z0-9]` made one `-`, trimmed.
    static func sanitized(_ tag: String) -> String {
        var bytes: [UInt8] = []
        for byte in tag.utf8 {
            if isAllowed(byte) && byte != 0x5F && byte != 0x2D {
                bytes.append(byte)
            } else if let last = bytes.last, last != 0x2D {
                bytes.append(0x2D)
            }
        }
        while bytes.last == 0x2D { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The first 8 hex digits of the SHA-256 of a pack's tag sets (each sorted; sets sorted).
    static func hash(of tagSets: [[String]]) -> String {
        String(PackIdentity.hash(ofTagSets: tagSets).prefix(hashLength))
    }

    /// The hashed form: the readable form cut to leave room for `-<hash>`.
    static func hashed(readable: String, hash: String) -> String {
        let room = maximumLength - hashLength - 1
        let cut = String(decoding: readable.utf8.prefix(room), as: UTF8.self)
        var trimmed = Substring(cut)
        while trimmed.last == "-" || trimmed.last == "_" { trimmed.removeLast() }
        return trimmed.isEmpty ? "pack-\(hash)" : "\(trimmed)-\(hash)"
    }

    /// The IDs of packs holding `tagSets[i]` (each a list of sorted tag sets), in order:
    /// readable where unique and short enough, hashed otherwise.
    public static func derive(_ packs: [[[String]]]) -> [String] {
        let readables = packs.map { readable(Set($0.joined()).sorted()) }
        var uses: [String: Int] = [:]
        for form in readables { uses[form.lowercased(), default: 0] += 1 }
        return zip(packs, readables).map { sets, form in
            if !form.isEmpty && form.utf8.count <= maximumLength && uses[form.lowercased()] == 1 { return form }
            return hashed(readable: form, hash: hash(of: sets))
        }
    }
}
