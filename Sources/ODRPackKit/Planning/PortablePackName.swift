/// Pack names every store accepts (`--portable-names`): an ASCII letter, then ASCII letters and
/// digits, at most 64 characters, and none of the names Google Play or an Android project
/// reserves (`reservedNames`). App Store
/// Connect (`[A-Za-z0-9-]`) and Google Play (`[a-zA-Z][a-zA-Z0-9_]*`) both take them, so one
/// manifest gives a pack the same name in both stores, and neither needs the name spelt
/// another way. A derived name is the pack's tags, sorted, each made of its runs of letters
/// and digits with the first letter of each run upper-cased (`Level 01` + `Level 02` ->
/// `Level01Level02`), `Pack` in front when it would start with a digit; where that is too long,
/// empty or taken, the first tag's form, `Plus<n>` for its other tags and `Hash` with 8 hex
/// digits of the SHA-256 of its tag sets: `Level248Plus2Hash3fa2b1c9`.
enum PortablePackName {
    /// The longest name given or taken.
    static let maximumLength = 64
    /// Names a Google Play pack may not take: bundletool's `base` (the app's own module), and
    /// the modules an Android Studio or Unity project already has (`app`, Gradle's `buildSrc`,
    /// Unity's `launcher` and `unityLibrary`), whose project the Gradle layouts' `include`
    /// would take over. Gradle's project paths and bundletool's names are case-sensitive.
    static let reservedNames: Set<String> = ["base", "app", "buildSrc", "launcher", "unityLibrary"]

    /// Whether `name` is reserved (`reservedNames`).
    static func isReserved(_ name: String) -> Bool { reservedNames.contains(name) }

    /// A delivery's rule with portable derived names: the names the manifest gives and those
    /// of previous releases are checked and kept by the delivery's own rule (its store's), and
    /// every name derived for a new pack is portable, so valid in the delivery's store too.
    struct Rule: DelegatingNamingRule {
        /// The delivery's own rule.
        let own: any PackNamingRule

        func readable(_ tags: [String]) -> String { PortablePackName.readable(tags) }
        func fallback(_ tags: [String], hash: String) -> String { PortablePackName.hashed(tags, hash: hash) }
        func repaired(_ id: String) -> String? {
            let form = String(PortablePackName.leadingLetter(PortablePackName.words(id)).prefix(PortablePackName.maximumLength))
            return PortablePackName.isValid(form) ? form : own.repaired(id)
        }
    }

    /// Whether `name` is an ASCII letter followed by up to 63 ASCII letters and digits, other than a reserved name.
    static func isValid(_ name: String) -> Bool {
        guard let first = name.utf8.first, isLetter(first), name.utf8.count <= maximumLength, !isReserved(name) else { return false }
        return name.utf8.allSatisfy { isLetter($0) || (0x30...0x39).contains($0) }
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// `text`'s runs of ASCII letters and digits, each with its first letter upper-cased, joined.
    static func words(_ text: String) -> String {
        var result: [UInt8] = []
        var startsWord = true
        for byte in text.utf8 {
            guard isLetter(byte) || (0x30...0x39).contains(byte) else {
                startsWord = true
                continue
            }
            result.append(startsWord && (0x61...0x7A).contains(byte) ? byte - 0x20 : byte)
            startsWord = false
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// `Pack` in front of a form that starts with a digit.
    static func leadingLetter(_ form: String) -> String {
        guard let first = form.utf8.first, !isLetter(first) else { return form }
        return "Pack" + form
    }

    /// The readable name of a pack holding `tags`; may be empty, too long or reserved.
    static func readable(_ tags: [String]) -> String {
        let joined = tags.map(words).joined()
        return joined.isEmpty ? "" : leadingLetter(joined)
    }

    /// The hashed form: the first tag's form, `Plus<n>` for the others, `Hash<hash>`, cut to fit.
    static func hashed(_ tags: [String], hash: String) -> String {
        let named = tags.map(words).filter { !$0.isEmpty }
        var stem = named.first.map(leadingLetter) ?? "Pack"
        if named.count > 1 { stem += "Plus\(named.count - 1)" }
        let suffix = "Hash" + hash.prefix(8)
        return String(stem.prefix(maximumLength - suffix.count)) + suffix
    }
}
