/// Background Assets pack IDs: what App Store Connect accepts, and the ID derived for a new
/// pack the manifest names none for.
///
/// App Store Connect accepts only `A-Z a-z 0-9 -` in an asset pack ID, with no `-` at either
/// end; it refuses `_` and `.` with ITMS-91133. odr-pack keeps IDs to 64 characters and unique
/// without regard to case (`Level-01.aar` and `level-01.aar` are one file on a Mac's disk).
///
/// A derived ID is the pack's tags, sorted, each with every run of other characters made one
/// `-` and trimmed, joined by `-`: `Level 01` + `Level 02` gives `Level-01-Level-02`. Where that
/// is longer than 64 characters, empty, or taken (by another pack of this release, or by an
/// ID an earlier release used), the pack gets the first tag's form, `-plus-<n>` for its other
/// tags, and `-` with the first 8 hex digits of the SHA-256 of its tag sets, cut to fit:
/// `Level-248-plus-2-3fa2b1c9`. IDs last: a pack keeps the ID of the previous release's pack
/// whose content it holds (`PackNaming`); only a new pack gets a derived one.
public enum BackgroundAssetsPackID {
    /// The longest ID odr-pack gives or takes.
    public static let maximumLength = 64
    /// The length of the hash suffix, in hex digits.
    static let hashLength = 8

    /// The rule as the planner applies it.
    struct Rule: PackNamingRule {
        func isValid(_ id: String) -> Bool { BackgroundAssetsPackID.isValid(id) }
        var rule: String { "1 to \(BackgroundAssetsPackID.maximumLength) characters of letters, digits and '-', with no '-' at either end" }
        var store: String { "App Store Connect" }
        var citation: String { "App Store Connect (ITMS-91133 refuses '_' and '.')" }
        func readable(_ tags: [String]) -> String { BackgroundAssetsPackID.readable(tags) }
        func fallback(_ tags: [String], hash: String) -> String { BackgroundAssetsPackID.hashed(tags, hash: hash) }
        func repaired(_ id: String) -> String? { BackgroundAssetsPackID.repaired(id) }
    }

    /// The IDs new packs holding `packs` (each a list of tag sets) get in a first release: no
    /// manifest IDs, no history (readable IDs, a hashed one where two would be alike).
    public static func derive(_ packs: [[[String]]]) -> [String] {
        var naming = PackNaming(
            manifest: Manifest(file: "", bundleIdentifier: "com.example", baseDirectory: "."),
            rule: Rule(), history: nil, tagSets: [])
        return naming.ids(for: packs.map { PackNaming.Pack(tagSets: $0) })
    }

    /// Whether `id` is 1 to 64 characters of `[A-Za-z0-9-]` with no `-` at either end.
    public static func isValid(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.count <= maximumLength && id.utf8.allSatisfy(isAllowed)
            && id.utf8.first != 0x2D && id.utf8.last != 0x2D
    }

    static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    static func isAllowed(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || byte == 0x2D
    }

    /// The readable form of a pack holding `tags` (sorted); may be empty or too long.
    static func readable(_ tags: [String]) -> String {
        tags.map(sanitized).filter { !$0.isEmpty }.joined(separator: "-")
    }

    /// `text` with every run of characters outside `[A-Za-z0-9]` made one `-`, trimmed.
    static func sanitized(_ text: String) -> String {
        var bytes: [UInt8] = []
        for byte in text.utf8 {
            if isAlphanumeric(byte) {
                bytes.append(byte)
            } else if let last = bytes.last, last != 0x2D {
                bytes.append(0x2D)
            }
        }
        while bytes.last == 0x2D { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The hashed form: the first tag's form, `-plus-<n>` for the others, `-<hash>`, cut to fit.
    static func hashed(_ tags: [String], hash: String) -> String {
        let named = tags.map(sanitized).filter { !$0.isEmpty }
        var stem = named.first ?? "pack"
        if named.count > 1 { stem += "-plus-\(named.count - 1)" }
        let room = maximumLength - hashLength - 1
        var cut = Substring(String(decoding: stem.utf8.prefix(room), as: UTF8.self))
        while cut.last == "-" { cut.removeLast() }
        return (cut.isEmpty ? "pack" : String(cut)) + "-" + hash.prefix(hashLength)
    }

    /// What `id` becomes with the characters App Store Connect refuses made `-`, for messages;
    /// nil when nothing valid is left.
    static func repaired(_ id: String) -> String? {
        let form = String(decoding: sanitized(id).utf8.prefix(maximumLength), as: UTF8.self)
        let trimmed = form.hasSuffix("-") ? String(form.dropLast()) : form
        return isValid(trimmed) ? trimmed : nil
    }
}
