/// Google Play asset-pack names: what bundletool accepts (`BundleModuleName.java`:
/// `[a-zA-Z][a-zA-Z0-9_]*`, and not `base`, the app's own module), kept by odr-pack to 64
/// characters and clear of the project's own modules (`PortablePackName.reservedNames`). A
/// name lasts like a Background Assets ID (`PackNaming`): the app asks `AssetPackManager` for
/// it, so renaming a pack is a new pack.
///
/// A derived name is the pack's tags, sorted, each with every run of other characters made one
/// `_`, with runs at either end dropped, joined by `_`, with `pack_` in front of a name that
/// would start with a digit: `Level 01` + `Level 02` gives `Level_01_Level_02`. Where that is too long, empty,
/// reserved or taken, the first tag's form, `_plus_<n>` for its other tags and `_` with 8 hex
/// digits of the SHA-256 of its tag sets: `Level_248_plus_2_3fa2b1c9`.
enum PlayPackName {
    /// The longest name odr-pack gives or takes.
    static let maximumLength = 64

    /// The rule as the planner applies it.
    struct Rule: PackNamingRule {
        func isValid(_ id: String) -> Bool { PlayPackName.isValid(id) }
        var rule: String {
            "1 to \(PlayPackName.maximumLength) characters of ASCII letters, digits and '_', starting with a letter, other than base, app, buildSrc, launcher and unityLibrary"
        }
        var store: String { "Google Play" }
        var citation: String { "Google Play (bundletool's module names)" }
        var noun: String { "asset pack name" }
        /// Play has no record per pack: a new name is a new module of the app bundle, which
        /// devices download whole, and a name the app must ask for.
        var newIDCost: String {
            "devices download it as a new pack with the app bundle that brings it, and the app asks for it by this name"
        }
        var retiredIDAdvice: String { "Google Play keeps no record of it to archive: make sure the app no longer asks for it by this name" }
        var countsIDsEverUsed: Bool { false }
        var retiredReuseAdvice: String {
            "an installed version of the app that still asks for it by this name would get other content: choose another name, or, if the content is the same, take it out of the lock file's retired names"
        }
        func readable(_ tags: [String]) -> String { PlayPackName.readable(tags) }
        func fallback(_ tags: [String], hash: String) -> String { PlayPackName.hashed(tags, hash: hash) }
        func repaired(_ id: String) -> String? {
            let form = String(PlayPackName.leadingLetter(PlayPackName.sanitized(id)).prefix(PlayPackName.maximumLength))
            return PlayPackName.isValid(form) ? form : nil
        }
    }

    /// Whether `name` matches `[a-zA-Z][a-zA-Z0-9_]*`, has at most 64 characters and is not reserved.
    static func isValid(_ name: String) -> Bool {
        guard let first = name.utf8.first, PortablePackName.isLetter(first), name.utf8.count <= maximumLength,
            !PortablePackName.isReserved(name)
        else { return false }
        return name.utf8.allSatisfy(isAllowed)
    }

    static func isAllowed(_ byte: UInt8) -> Bool {
        PortablePackName.isLetter(byte) || (0x30...0x39).contains(byte) || byte == 0x5F
    }

    /// `text` with every run of characters outside `[A-Za-z0-9]` made one `_`, trimmed.
    static func sanitized(_ text: String) -> String {
        var bytes: [UInt8] = []
        for byte in text.utf8 {
            if isAllowed(byte) && byte != 0x5F {
                bytes.append(byte)
            } else if let last = bytes.last, last != 0x5F {
                bytes.append(0x5F)
            }
        }
        while bytes.last == 0x5F { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `pack_` in front of a form that does not start with a letter.
    static func leadingLetter(_ form: String) -> String {
        guard let first = form.utf8.first, !PortablePackName.isLetter(first) else { return form }
        return "pack_" + form
    }

    /// The readable name of a pack holding `tags` (sorted); may be empty, too long or reserved.
    static func readable(_ tags: [String]) -> String {
        let joined = tags.map(sanitized).filter { !$0.isEmpty }.joined(separator: "_")
        return joined.isEmpty ? "" : leadingLetter(joined)
    }

    /// The hashed form: the first tag's form, `_plus_<n>` for the others, `_<hash>`, cut to fit.
    static func hashed(_ tags: [String], hash: String) -> String {
        let named = tags.map(sanitized).filter { !$0.isEmpty }
        var stem = named.first.map(leadingLetter) ?? "pack"
        if named.count > 1 { stem += "_plus_\(named.count - 1)" }
        var cut = Substring(stem.prefix(maximumLength - 9))
        while cut.last == "_" { cut.removeLast() }
        return (cut.isEmpty ? "pack" : String(cut)) + "_" + hash.prefix(8)
    }
}
