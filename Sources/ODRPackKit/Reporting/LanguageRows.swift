/// The per-language table every report format shows for localized packs (`LanguageSummary`):
/// the development language first, then each language with packs of its own.
enum LanguageRows {
    /// The column titles.
    static let titles = ["language", "packs", "files", "size", "a device downloads", "saving"]
    /// The columns aligned right.
    static let alignRight: Set<Int> = [1, 2, 3, 4, 5]

    /// One row per language; `label` writes a language's cell (code, and whether it is the development one).
    static func rows(
        _ summary: LanguageSummary,
        label: (String, Bool) -> String = { $0 + ($1 ? " (development)" : "") }
    ) -> [[String]] {
        let development = [
            label(summary.developmentLanguage, true), "-", "\(summary.developmentFiles)",
            ByteSize.format(summary.developmentBytes), ByteSize.format(summary.everyLanguageBytes),
            saving(summary.everyLanguageBytes, of: summary.allBytes),
        ]
        return [development]
            + summary.languages.map { language in
                [
                    label(language.name, false), "\(language.packs)", "\(language.files)", ByteSize.format(language.bytes),
                    ByteSize.format(language.download),
                    saving(language.download, of: summary.allBytes),
                ]
            }
    }

    /// What a device of one language downloads against every language, and what devices
    /// before 27 cost: one sentence.
    static func sentence(_ summary: LanguageSummary) -> String {
        "A device downloads the packs of every language (\(ByteSize.format(summary.everyLanguageBytes))) and its own language's: "
            + "at most \(ByteSize.format(summary.largestDownload)) of the \(ByteSize.format(summary.allBytes)) every language takes. "
            + "Devices before 27 get no localized pack: the packs of every language keep the development language's "
            + "\(summary.developmentFiles) file\(summary.developmentFiles == 1 ? "" : "s") (\(ByteSize.format(summary.developmentBytes))) for them, "
            + "which costs no pack ID."
    }

    /// `bytes` saved against `all`, with its share.
    static func saving(_ download: Int64, of all: Int64) -> String {
        let saved = all.addingSaturated(-download)
        return saved <= 0 ? "-" : "\(ByteSize.format(saved)) (\(ByteSize.percent(saved, of: all)))"
    }
}
