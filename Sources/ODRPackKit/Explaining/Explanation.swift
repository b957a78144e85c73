/// Why one path of a manifest is in an asset pack, or why it is not: the entry that brings it
/// in, where each of its tags comes from, the pack it lands in and why that pack has its tags.
/// `odr-pack why` prints it; `explain(_:in:)` computes it from a lint result.
public struct Explanation: Sendable, Hashable {
    /// Where the path stands.
    public enum Status: String, Sendable, Hashable {
        /// A tagged entry brings it in: it lands in an asset pack.
        case packed
        /// An untagged entry brings it in: it stays in the app bundle.
        case untagged
        /// An entry brings it in, but it does not exist on disk (yet).
        case missing
        /// A listed folder reaches it, but folders leave out its name (`.DS_Store`, `.git`, ...).
        case excluded
        /// No entry names it or a folder above it.
        case notListed = "not-listed"
    }

    /// How the entry reaches the path.
    public enum Reach: String, Sendable, Hashable {
        /// The entry names the path itself.
        case listed
        /// The path lies inside the folder the entry names.
        case insideFolder = "inside-folder"
    }

    /// The manifest entry that brings the path in.
    public struct Entry: Sendable, Hashable {
        /// The entry's index in manifest order.
        public var index: Int
        /// The entry's path as written.
        public var path: String
        /// Where the entry is.
        public var location: SourceLocation?
        /// The entry's tags, sorted.
        public var tags: [String]
        /// How it reaches the path.
        public var reach: Reach
        /// What gave the entry its tags, in the order read.
        public var origins: [TagOrigin]
        /// The Xcode tool that compiles the entry when built (`actool`, `coremlc`), if any.
        public var compiledBy: String?
    }

    /// One place that gives a pack one of its tags: an entry of the pack and the origin in it.
    public struct Reason: Sendable, Hashable {
        /// The entry's path as written.
        public var entry: String
        /// The entry's index in manifest order.
        public var index: Int
        /// What gave the entry the tag; nil when the reader recorded no origin.
        public var origin: TagOrigin?
        /// Where: the origin's location, else the entry's.
        public var location: SourceLocation?
    }

    /// A tag of the pack and the reasons the pack has it.
    public struct PackTag: Sendable, Hashable {
        /// The tag.
        public var name: String
        /// Every entry of the pack that carries it, in manifest order.
        public var reasons: [Reason]
    }

    /// The asset pack the path lands in.
    public struct Pack: Sendable, Hashable {
        /// The pack identifier (`<bundle id>.asset-pack-<hash>`).
        public var identifier: String
        /// The pack's folder name (`<bundle id>.<tags>-<hash>.assetpack`).
        public var folderName: String
        /// Where the path lands inside the pack; nil when an Xcode tool compiles it first.
        public var packPath: String?
        /// Every tag of the pack, sorted, with its reasons.
        public var tags: [PackTag]
        /// The tag sets whose files the pack holds: the path's own alone, or with those a
        /// merge (`--max-packs`) joined to it; each sorted, sorted.
        public var tagSets: [[String]] = []
        /// Its language, for a localized Background Assets pack (`--localized-packs`).
        public var language: String? = nil
    }

    /// Where the path stands on one platform of a plan of several platform targets: by that
    /// target's own entries, in the pack of that platform.
    public struct OnPlatform: Sendable, Hashable {
        /// The platform (`iOS`, `tvOS`, ...).
        public var platform: String
        /// The target's name.
        public var target: String?
        /// Where the path stands on it (`not-listed` when the target lists it nowhere).
        public var status: Status
        /// The target's entry that brings it in; nil when not listed.
        public var entry: Entry?
        /// The pack it lands in on this platform; nil unless tagged.
        public var pack: Pack?
    }

    /// The manifest file as named by the user.
    public var manifestFile: String
    /// The path asked about, as given.
    public var path: String
    /// Where it stands.
    public var status: Status
    /// Whether it is a folder on disk; nil when it does not exist.
    public var isFolder: Bool?
    /// The entry that brings it in; nil when not listed.
    public var entry: Entry?
    /// The pack it lands in; nil unless tagged.
    public var pack: Pack?
    /// For a path not listed: the paths of the entries inside it, in manifest order (an Xcode
    /// project lists an asset catalog by its units, for one).
    public var listedInside: [String] = []
    /// In a plan of several platform targets (`--all-targets`), the path on each platform, in
    /// the order planned; `status`, `entry` and `pack` are then the first listing target's.
    /// Empty for a plan of one target or manifest.
    public var platforms: [OnPlatform] = []
    /// Why the run fails: the `not-listed` error, when not listed.
    public var diagnostics: [Diagnostic]
}

extension Explanation: Outcome {}
