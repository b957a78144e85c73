/// The language of a localized asset pack (OS 27), and the language of a `.lproj` folder.
///
/// Apple's rule for `AssetPack.language` and the `language` key of a pack's manifest: an ISO 639
/// code, optionally with a BCP-47 script and region, and no variant subtags or extensions
/// (Apple, "Reducing download and storage demands with localized asset packs"). odr-pack takes
/// 2 or 3 letters for the language (ISO 639-1, -2, -3), 4 letters for the script (ISO 15924)
/// and 2 letters or 3 digits for the region (ISO 3166-1, UN M.49), in that order, and writes
/// them as BCP-47 does: `pt-BR`, `zh-Hans`, `zh-Hant-TW`. A folder name may separate them with
/// `_` (`pt_BR.lproj`, which `Bundle` reads too) and use any case; its language is the canonical form.
public enum PackLanguage {
    /// The rule, for messages.
    public static let rule =
        "an ISO 639 language code of 2 or 3 letters, optionally with a 4-letter script and a 2-letter or 3-digit region (such as fr, pt-BR, zh-Hans), and no variant or extension"

    /// What a `<name>.lproj` folder is to localized packs.
    public enum Folder: Equatable, Sendable {
        /// A language by Apple's rule, canonical.
        case language(String)
        /// `Base.lproj`: Base Internationalization, what every language falls back to.
        case base
        /// Not a language by Apple's rule; why, for messages.
        case notALanguage(String)
    }

    /// `tag` in canonical form when it is a language by Apple's rule (with `-` or `_`), else nil.
    public static func canonical(_ tag: String) -> String? {
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard tag.utf8.allSatisfy({ $0 < 0x80 }), (1...3).contains(subtags.count) else { return nil }
        guard isLetters(subtags[0], 2...3) else { return nil }
        var parts = [subtags[0].lowercased()]
        var rest = subtags.dropFirst()
        if let script = rest.first, isLetters(script, 4...4) {
            parts.append(script.prefix(1).uppercased() + script.dropFirst().lowercased())
            rest = rest.dropFirst()
        }
        if let region = rest.first {
            if isLetters(region, 2...2) {
                parts.append(region.uppercased())
            } else if region.utf8.count == 3 && region.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
                parts.append(String(region))
            } else {
                return nil
            }
            rest = rest.dropFirst()
        }
        return rest.isEmpty ? parts.joined(separator: "-") : nil
    }

    /// The language a project setting names (`DEVELOPMENT_LANGUAGE`, `developmentRegion`):
    /// a code by Apple's rule, canonical, or one of the English language names older projects
    /// hold (`developmentRegion = English;`), as the code Xcode converts it to; nil otherwise.
    public static func setting(_ value: String) -> String? {
        if case .language(let language) = folder(value) { return language }
        return legacyNames[value.lowercased()]
    }

    /// The language names CFBundle and Xcode's project upgrade take for codes.
    static let legacyNames: [String: String] = [
        "english": "en", "french": "fr", "german": "de", "italian": "it", "dutch": "nl", "spanish": "es", "japanese": "ja",
        "swedish": "sv", "danish": "da", "finnish": "fi", "portuguese": "pt", "korean": "ko", "russian": "ru", "polish": "pl",
        "greek": "el", "turkish": "tr", "hebrew": "he", "arabic": "ar", "thai": "th",
    ]

    /// What the folder `<name>.lproj` is: `name` is the folder's name without `.lproj`.
    public static func folder(_ name: String) -> Folder {
        if name == "Base" { return .base }
        if let language = canonical(name.replacingOccurrences(of: "_", with: "-")) { return .language(language) }
        let subtags = name.split(separator: "-", omittingEmptySubsequences: false).map { $0.lowercased() }
        if name.isEmpty || name.hasPrefix(".") { return .notALanguage("it has no language code") }
        if subtags.first == "x" || subtags.contains("x") { return .notALanguage("a private-use tag is not an ISO 639 code") }
        if let first = subtags.first, first.count > 3, first.utf8.allSatisfy(isASCIILetter) {
            return .notALanguage("a language name, not an ISO 639 code (Xcode names such folders by code, such as en.lproj)")
        }
        if subtags.count > 1,
            canonical(subtags.prefix(3).joined(separator: "-")) != nil || canonical(subtags.prefix(2).joined(separator: "-")) != nil
                || canonical(subtags[0]) != nil
        {
            return .notALanguage("localized packs take no variant subtag or extension")
        }
        return .notALanguage("it is not \(rule)")
    }

    /// The name (without `.lproj`) of the first `<name>.lproj` folder on a bundle path, if any.
    public static func lprojFolder(of path: String) -> String? {
        for component in path.split(separator: "/").dropLast() where component.hasSuffix(".lproj") {
            return String(component.dropLast(".lproj".count))
        }
        return nil
    }

    private static func isLetters(_ text: Substring, _ lengths: ClosedRange<Int>) -> Bool {
        lengths.contains(text.utf8.count) && text.utf8.allSatisfy(isASCIILetter)
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}
