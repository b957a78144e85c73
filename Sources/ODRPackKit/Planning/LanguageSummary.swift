/// What localized packs (`--localized-packs`) save: each language's packs and bytes, and what a
/// device of one language downloads of the packs (every tag's) against a device that took
/// every language, as before localized packs. Reports show it in every format.
public struct LanguageSummary: Sendable, Equatable {
    /// One language with packs of its own.
    public struct Language: Sendable, Equatable {
        /// Its BCP-47 identifier.
        public var name: String
        /// Its packs, files and bytes.
        public var packs: Int
        public var files: Int
        public var bytes: Int64
        /// What a device of this language downloads: the packs of every language and its own.
        public var download: Int64
    }

    /// The language the packs of every language hold, which devices before 27 get.
    public var developmentLanguage: String
    /// The bytes of the development language's files (`<language>.lproj`) in the packs of every
    /// language: what devices of other languages download for devices before 27.
    public var developmentBytes: Int64
    /// The number of those files.
    public var developmentFiles: Int
    /// The bytes of the packs of every language (the development language's files included).
    public var everyLanguageBytes: Int64
    /// The bytes of every pack: what one device would download with every language.
    public var allBytes: Int64
    /// The languages with packs of their own, sorted.
    public var languages: [Language]

    /// The summary of `plan`; nil for a plan without localized packs.
    public init?(_ plan: PackPlan) {
        guard let development = plan.developmentLanguage else { return nil }
        developmentLanguage = development
        let unlocalized = plan.packs.filter { $0.language == nil }
        everyLanguageBytes = unlocalized.sizeSum(\.bytes)
        allBytes = plan.packBytes
        let developmentFiles = unlocalized.flatMap(\.files).filter { file in
            PackLanguage.lprojFolder(of: file.packPath).map { PackLanguage.folder($0) == .language(development) } ?? false
        }
        self.developmentFiles = developmentFiles.count
        developmentBytes = developmentFiles.sizeSum(\.size)
        let every = everyLanguageBytes
        languages = Dictionary(grouping: plan.packs.filter { $0.language != nil }) { $0.language ?? "" }
            .map { name, packs in
                Language(
                    name: name, packs: packs.count, files: packs.reduce(0) { $0 + $1.files.count },
                    bytes: packs.sizeSum(\.bytes), download: every.addingSaturated(packs.sizeSum(\.bytes)))
            }
            .sorted { $0.name < $1.name }
    }

    /// The most a device of one language downloads (the development language's device included).
    public var largestDownload: Int64 {
        languages.map(\.download).max().map { max($0, everyLanguageBytes) } ?? everyLanguageBytes
    }
}
